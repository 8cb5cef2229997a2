package handlers

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"github.com/a-h/templ"

	badukbot "gamehall/internal/ai/baduk"
	blackjackbot "gamehall/internal/ai/blackjack"
	checkersbot "gamehall/internal/ai/checkers"
	chessbot "gamehall/internal/ai/chess"
	durakbot "gamehall/internal/ai/durak"
	game101bot "gamehall/internal/ai/game101"
	heartsbot "gamehall/internal/ai/hearts"
	owchessbot "gamehall/internal/ai/owchess"
	pharaohbot "gamehall/internal/ai/pharaoh"
	thousandbot "gamehall/internal/ai/thousand"
	tonkbot "gamehall/internal/ai/tonk"
	"gamehall/internal/games/baduk"
	"gamehall/internal/games/blackjack"
	"gamehall/internal/games/checkers"
	"gamehall/internal/games/chess"
	"gamehall/internal/games/corpsestarch"
	"gamehall/internal/games/durak"
	"gamehall/internal/games/game101"
	"gamehall/internal/games/hearts"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/klondike"
	"gamehall/internal/games/minesweeper"
	"gamehall/internal/games/owchess"
	"gamehall/internal/games/pharaoh"
	"gamehall/internal/games/thousand"
	"gamehall/internal/games/tonk"
	"gamehall/internal/games/wayfarer"
	"gamehall/templates"
)

// Adding a game to the hall:
//
//  1. internal/games/<slug>: a Game implementing kit.Game[View] (pure rules);
//     internal/ai/<slug>: a kit.Bot[View] if the game has bot seats.
//  2. templates/<slug>.templ: a board component func(Frame, View) whose
//     forms post to f.Action() with @VersionField(f) and the htmx
//     attributes hx-post, hx-target="#board", hx-swap="outerHTML"; and a
//     new-game form component func(NewFrame) posting to f.Action().
//     static/css/<slug>.css and static/js/<slug>.js are picked up by name.
//  3. One Register line in Games below.

// Registry holds the games the hall can play, by slug.
type Registry struct {
	games map[string]*entry
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{games: map[string]*entry{}} }

// Games returns the hall's games. Adding a game is one line here.
func Games() *Registry {
	r := NewRegistry()
	Register(r, minesweeper.Game{}, nil, templates.MinesweeperBoard, templates.MinesweeperNew)
	Register(r, klondike.Game{}, nil, templates.KlondikeBoard, templates.KlondikeNew)
	Register(r, corpsestarch.Game{}, nil, templates.CorpseStarchBoard, templates.CorpseStarchNew)
	Register(r, chess.Game{}, chessbot.Bot, templates.ChessBoard, templates.ChessNew)
	Register(r, checkers.Game{}, checkersbot.Play, templates.CheckersBoard, templates.CheckersNew)
	Register(r, baduk.Game{}, badukbot.Move, templates.GoBoard, templates.GoNew)
	Register(r, hearts.Game{}, heartsbot.Bot, templates.HeartsBoard, templates.HeartsNew)
	Register(r, blackjack.Game{}, blackjackbot.Bot, templates.BlackjackBoard, templates.BlackjackNew)
	Register(r, durak.Game{}, durakbot.Bot, templates.DurakBoard, templates.DurakNew)
	Register(r, game101.Game{}, game101bot.Bot, templates.Game101Board, templates.Game101New)
	Register(r, pharaoh.Game{}, pharaohbot.Bot, templates.PharaohBoard, templates.PharaohNew)
	Register(r, tonk.Game{}, tonkbot.Bot, templates.TonkBoard, templates.TonkNew)
	Register(r, thousand.Game{}, thousandbot.Bot, templates.ThousandBoard, templates.ThousandNew)
	Register(r, owchess.Game{}, owchessbot.Bot, templates.OwchessBoard, templates.OwchessNew)
	Register(r, wayfarer.Game{}, nil, templates.WayfarerBoard, templates.WayfarerNew)
	return r
}

// Board renders a game's view for its seat inside the page frame.
type Board[V any] func(f templates.Frame, view V) templ.Component

// NewForm renders a game's new-game options.
type NewForm func(f templates.NewFrame) templ.Component

// Register adds a game: its rules engine, its bot (nil when it has no bot
// seats), its board component and its new-game form.
func Register[V any](r *Registry, g kit.Game[V], bot kit.Bot[V], board Board[V], form NewForm) {
	info := g.Info()
	wrap := func(s kit.State[V]) instance { return &typed[V]{state: s, bot: bot, render: board} }
	r.games[info.Slug] = &entry{
		info: info,
		form: form,
		create: func(opts url.Values, seed uint64, now time.Time) (instance, error) {
			s, err := g.New(opts, seed, now)
			if err != nil {
				return nil, err
			}
			return wrap(s), nil
		},
		decode: func(b []byte) (instance, error) {
			s, err := g.Decode(b)
			if err != nil {
				return nil, err
			}
			return wrap(s), nil
		},
	}
}

// Has reports whether a slug is playable.
func (r *Registry) Has(slug string) bool { return r.games[slug] != nil }

// Info returns a game's description.
func (r *Registry) Info(slug string) (kit.Info, bool) {
	e := r.games[slug]
	if e == nil {
		return kit.Info{}, false
	}
	return e.info, true
}

type entry struct {
	info   kit.Info
	form   NewForm
	create func(opts url.Values, seed uint64, now time.Time) (instance, error)
	decode func([]byte) (instance, error)
}

// instance is one game's state with its type erased, so the request flow
// is written once for every game.
type instance interface {
	encode() ([]byte, error)
	advance(now time.Time) bool
	apply(act kit.Action, now time.Time) error
	playBots(ctx context.Context, budget time.Duration, rng *rand.Rand, now time.Time, rec *frames) error
	// record adds the person's seat's board after seat's action to rec.
	record(ctx context.Context, rec *frames, seat int, act kit.Action, now time.Time) error
	over() bool
	results() []kit.Result
	board(f templates.Frame, now time.Time) templ.Component
	// turn is the head of the page title: "Your move", "Game over" or "".
	turn(lang string, now time.Time) string
}

// maxBotActions bounds the bot loop of one request, so a rules bug that
// never hands the turn back cannot hang a request.
const maxBotActions = 2000

type typed[V any] struct {
	state  kit.State[V]
	bot    kit.Bot[V]
	render Board[V]
}

func (t *typed[V]) encode() ([]byte, error) { return t.state.Encode() }

func (t *typed[V]) advance(now time.Time) bool {
	if a, ok := t.state.(kit.Advancer); ok {
		return a.Advance(now)
	}
	return false
}

func (t *typed[V]) apply(act kit.Action, now time.Time) error {
	return t.state.Apply(kit.HumanSeat, act, now)
}

var errBotLoop = errors.New("handlers: bots did not hand the turn back")

func (t *typed[V]) playBots(ctx context.Context, budget time.Duration, rng *rand.Rand, now time.Time, rec *frames) error {
	for range maxBotActions {
		seat, ok := t.state.NextBot()
		if !ok {
			return nil
		}
		if t.bot == nil {
			return fmt.Errorf("handlers: seat %d is a bot but the game has none", seat)
		}
		view := t.state.View(seat, now)
		act, err := think(ctx, botCost(view), budget, func(ctx context.Context) (kit.Action, error) {
			return t.bot(ctx, view, rng)
		})
		if err != nil {
			return fmt.Errorf("handlers: bot of seat %d: %w", seat, err)
		}
		if err := t.state.Apply(seat, act, now); err != nil {
			return fmt.Errorf("handlers: bot of seat %d played %v: %w", seat, act, err)
		}
		if err := t.record(ctx, rec, seat, act, now); err != nil {
			return err
		}
	}
	return errBotLoop
}

func (t *typed[V]) record(ctx context.Context, rec *frames, seat int, act kit.Action, now time.Time) error {
	if rec == nil {
		return nil
	}
	view := t.state.View(kit.HumanSeat, now)
	if err := rec.add(ctx, seat, act, t.render(rec.f, view), func(html string) string {
		// A card is named only when the person's board shows it.
		shown := func(code string) bool { return strings.Contains(html, `data-card="`+code+`"`) }
		return templates.Say(rec.f.Lang, seat, act, view, shown)
	}); err != nil {
		return err
	}
	if rec.audit != nil {
		state, err := t.state.Encode()
		if err != nil {
			return err
		}
		rec.audit(state, rec.list[len(rec.list)-1])
	}
	return nil
}

func (t *typed[V]) over() bool { return t.state.Over() }

func (t *typed[V]) results() []kit.Result { return t.state.Results() }

func (t *typed[V]) board(f templates.Frame, now time.Time) templ.Component {
	return t.render(f, t.state.View(kit.HumanSeat, now))
}

func (t *typed[V]) turn(lang string, now time.Time) string {
	return templates.TurnTitle(lang, t.state.View(kit.HumanSeat, now), t.state.Over())
}
