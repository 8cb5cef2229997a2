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
	"gamehall/internal/games/cards"
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
	"gamehall/internal/store"
	badukview "gamehall/templates/baduk"
	blackjackview "gamehall/templates/blackjack"
	checkersview "gamehall/templates/checkers"
	chessview "gamehall/templates/chess"
	corpsestarchview "gamehall/templates/corpsestarch"
	durakview "gamehall/templates/durak"
	game101view "gamehall/templates/game101"
	heartsview "gamehall/templates/hearts"
	klondikeview "gamehall/templates/klondike"
	minesweeperview "gamehall/templates/minesweeper"
	owchessview "gamehall/templates/owchess"
	"gamehall/templates/pages"
	pharaohview "gamehall/templates/pharaoh"
	thousandview "gamehall/templates/thousand"
	tonkview "gamehall/templates/tonk"
	"gamehall/templates/ui"
	wayfarerview "gamehall/templates/wayfarer"
)

// Games returns the hall's games, in the order the home page shows them.
// This list is the only place that names them: the home page, the
// leaderboards and their ratings, the bots' ratings table, the rules
// pages, the profile and its statistics, the daily challenges, page
// titles, the narration of turns, results' particulars, each game's
// stylesheet and script, and cmd/loadbench's "all" derive from it.
//
// Adding a game touches:
//
//  1. internal/games/<pkg>: the engine, a Game implementing kit.Game[View]
//     whose Info gives its slug, names, levels, options and leaderboards;
//     with kit.RatingVariants when it keeps several ratings and
//     kit.RatedResult when a result's rating is not its board's level, and
//     kit.Dailies when it has daily challenges;
//  2. internal/ai/<pkg>: its bots, if it has bot seats: Bots, a
//     kit.Bots[View] with the move (a kit.Bot[View]), what a decision
//     costs (kit.Effort, for searches) and its levels' fixed ratings
//     (kit.BotRating);
//  3. templates/<pkg>: its view package: the board component
//     func(ui.Frame, View) whose forms post to f.Action() with
//     @ui.VersionField(f) (and, for htmx, hx-post, hx-target="#board",
//     hx-swap="outerHTML"), the new-game form func(ui.NewFrame), <pkg>.css
//     and <pkg>.js, rules.en.html and rules.ru.html, the narration of a
//     turn (View.Say, say.go) and the printer of a result's particulars
//     (View.Detail, detail.go) and, for a solitaire, its record on the
//     profile (View.Stats), all declared by one exported View;
//  4. one Register line below, with its view and its bots;
//  5. a picture, static/img/games/<slug>.svg.
func Games() *Registry {
	r := NewRegistry()
	Register(r, chess.Game{}, chessview.View, chessbot.Bots())
	Register(r, checkers.Game{}, checkersview.View, checkersbot.Bots())
	Register(r, baduk.Game{}, badukview.View, badukbot.Bots())
	Register(r, owchess.Game{}, owchessview.View, owchessbot.Bots())
	Register(r, klondike.Game{}, klondikeview.View, kit.Bots[klondike.View]{})
	Register(r, minesweeper.Game{}, minesweeperview.View, kit.Bots[minesweeper.View]{})
	Register(r, blackjack.Game{}, blackjackview.View, blackjackbot.Bots())
	Register(r, durak.Game{}, durakview.View, durakbot.Bots())
	Register(r, game101.Game{}, game101view.View, game101bot.Bots())
	Register(r, pharaoh.Game{}, pharaohview.View, pharaohbot.Bots())
	Register(r, thousand.Game{}, thousandview.View, thousandbot.Bots())
	Register(r, tonk.Game{}, tonkview.View, tonkbot.Bots())
	Register(r, hearts.Game{}, heartsview.View, heartsbot.Bots())
	Register(r, corpsestarch.Game{}, corpsestarchview.View, kit.Bots[corpsestarch.View]{})
	Register(r, wayfarer.Game{}, wayfarerview.View, kit.Bots[wayfarer.View]{})
	return r
}

// Registry holds the games the hall can play, by slug and in order.
type Registry struct {
	games map[string]*entry
	order []*entry
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{games: map[string]*entry{}} }

// Register adds a game: its rules engine, its view and its bots (the
// zero kit.Bots when it has no bot seats). A slug registered twice
// replaces the first registration in place (tests swap in a scripted bot
// that way).
func Register[V any](r *Registry, g kit.Game[V], view ui.View[V], bots kit.Bots[V]) {
	info := g.Info()
	wrap := func(s kit.State[V]) instance {
		return &typed[V]{state: s, bots: bots, render: view.Board, say: view.Say}
	}
	e := &entry{
		info:    info,
		form:    view.Form,
		assets:  view.Assets,
		rules:   view.RulesHTML,
		detail:  view.Detail,
		stats:   view.Stats,
		bots:    bots.Move != nil,
		ratings: newGameRatings(g, info.Slug, bots.Ratings),
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
	if d, ok := g.(kit.Dailies[V]); ok {
		e.dailies = d.Dailies
		e.newDaily = func(key string, day time.Time, seed uint64, practice bool, now time.Time) (instance, error) {
			s, err := d.NewDaily(key, day, seed, practice, now)
			if err != nil {
				return nil, err
			}
			return wrap(s), nil
		}
	}
	if old := r.games[info.Slug]; old != nil {
		for i := range r.order {
			if r.order[i] == old {
				r.order[i] = e
			}
		}
	} else {
		r.order = append(r.order, e)
	}
	r.games[info.Slug] = e
}

// Has reports whether a slug is playable.
func (r *Registry) Has(slug string) bool { return r.games[slug] != nil }

// Slugs lists the games' slugs in display order.
func (r *Registry) Slugs() []string {
	out := make([]string, len(r.order))
	for i, e := range r.order {
		out[i] = e.info.Slug
	}
	return out
}

// Info returns a game's description.
func (r *Registry) Info(slug string) (kit.Info, bool) {
	e := r.games[slug]
	if e == nil {
		return kit.Info{}, false
	}
	return e.info, true
}

// Name returns a game's name in a language, or the slug itself.
func (r *Registry) Name(slug, lang string) string {
	if e := r.games[slug]; e != nil {
		return e.name(lang)
	}
	return slug
}

// detailText prints a result's particulars (kit.Detail) in a language
// with the printer of its kind's game (ui.View.Detail); an old result
// recorded as an English sentence ({"text": …}) is shown as it was.
func (r *Registry) detailText(lang string, d kit.Detail) string {
	if len(d) == 0 {
		return ""
	}
	if e := r.games[d.Kind()]; e != nil && e.detail != nil {
		return e.detail(lang, d)
	}
	return d.Str("text")
}

// catalogue lists the games for the site's pages, in a language.
func (r *Registry) catalogue(lang string) pages.Games {
	out := make(pages.Games, len(r.order))
	for i, e := range r.order {
		out[i] = e.page(lang)
	}
	return out
}

type entry struct {
	info   kit.Info
	form   func(ui.NewFrame) templ.Component
	assets ui.Assets
	rules  func(lang string) string
	detail func(lang string, d kit.Detail) string // prints a result's particulars
	stats  ui.Stats                               // a solitaire's record on the profile
	// dailies and newDaily are the game's daily challenges (kit.Dailies);
	// nil for a game without.
	dailies  func(day time.Time) []kit.Daily
	newDaily func(key string, day time.Time, seed uint64, practice bool, now time.Time) (instance, error)
	create   func(opts url.Values, seed uint64, now time.Time) (instance, error)
	decode   func([]byte) (instance, error)
	bots     bool // whether the game has bot seats
	// ratings are the ratings its games against bots move.
	ratings gameRatings
}

// name is the game's name in a language.
func (e *entry) name(lang string) string { return e.info.Name(lang) }

// page is what the site's pages show of the game.
func (e *entry) page(lang string) pages.Game {
	return pages.Game{Slug: e.info.Slug, Name: e.info.Name(lang), Blurb: e.info.Blurb(lang), Daily: e.dailies != nil}
}

// instance is one game's state with its type erased, so the request flow
// is written once for every game.
type instance interface {
	encode() ([]byte, error)
	advance(now time.Time) bool
	apply(act kit.Action, now time.Time) error
	playBots(ctx context.Context, budget time.Duration, rng *rand.Rand, now time.Time, rec *frames) error
	// mark notes the person's seat's view before an action in rec, for
	// the narration of that action's effects.
	mark(rec *frames, now time.Time)
	// record adds the person's seat's board after seat's action to rec.
	record(ctx context.Context, rec *frames, seat int, act kit.Action, now time.Time) error
	over() bool
	// casual is why the game does not count (zero while it does).
	casual() kit.Casual
	// resignation reports whether the state keeps the person's
	// resignation itself (kit.Resigner: its board has no resign button)
	// and whether they resigned.
	resignation() (offered, resigned bool)
	results() []kit.Result
	board(f ui.Frame, now time.Time) templ.Component
	// turn is the head of the page title: "Your move", "Game over" or "".
	turn(lang string, now time.Time) string
	// takeSteps returns the steps applied since the last call, for the
	// game's record (see record.go), and forgets them.
	takeSteps() []store.Step
	// replay applies one recorded step again.
	replay(st store.Step) error
	// replayBoard renders the person's board at time now after the
	// recorded step st, with what the step did in words (told from the
	// game as it was before the step, when given).
	replayBoard(ctx context.Context, f ui.Frame, st *store.Step, before instance, now time.Time) (board, say string, err error)
	// reveal lays open the cards nobody saw (nil for other games): for
	// a finished game's record only.
	reveal() []cards.Pile
}

// maxBotActions bounds the bot loop of one request, so a rules bug that
// never hands the turn back cannot hang a request.
const maxBotActions = 2000

type typed[V any] struct {
	state  kit.State[V]
	bots   kit.Bots[V]
	render func(ui.Frame, V) templ.Component
	say    func(lang string, seat int, act url.Values, v V, prev any, shown func(code string) bool) string
	steps  []store.Step // applied since the last save
}

func (t *typed[V]) encode() ([]byte, error) { return t.state.Encode() }

func (t *typed[V]) casual() kit.Casual {
	if r, ok := t.state.(kit.Ranker); ok {
		return r.Casual()
	}
	return kit.Casual{}
}

func (t *typed[V]) advance(now time.Time) bool {
	if a, ok := t.state.(kit.Advancer); ok && a.Advance(now) {
		t.log(store.ClockSeat, nil, now)
		return true
	}
	return false
}

func (t *typed[V]) apply(act kit.Action, now time.Time) error {
	if err := t.state.Apply(kit.HumanSeat, act, now); err != nil {
		return err
	}
	t.log(kit.HumanSeat, act, now)
	return nil
}

var errBotLoop = errors.New("handlers: bots did not hand the turn back")

func (t *typed[V]) playBots(ctx context.Context, budget time.Duration, rng *rand.Rand, now time.Time, rec *frames) error {
	for range maxBotActions {
		seat, ok := t.state.NextBot()
		if !ok {
			return nil
		}
		if t.bots.Move == nil {
			return fmt.Errorf("handlers: seat %d is a bot but the game has none", seat)
		}
		view := t.state.View(seat, now)
		effort := t.bots.EffortOf(view)
		act, err := think(ctx, laneOf(effort), budgetOf(effort, budget), func(ctx context.Context) (kit.Action, error) {
			return t.bots.Move(ctx, view, rng)
		})
		if err != nil {
			return fmt.Errorf("handlers: bot of seat %d: %w", seat, err)
		}
		if err := t.state.Apply(seat, act, now); err != nil {
			return fmt.Errorf("handlers: bot of seat %d played %v: %w", seat, act, err)
		}
		t.log(seat, act, now)
		if err := t.record(ctx, rec, seat, act, now); err != nil {
			return err
		}
	}
	return errBotLoop
}

func (t *typed[V]) mark(rec *frames, now time.Time) {
	if rec != nil {
		rec.prev = t.state.View(kit.HumanSeat, now)
	}
}

func (t *typed[V]) record(ctx context.Context, rec *frames, seat int, act kit.Action, now time.Time) error {
	if rec == nil {
		return nil
	}
	view := t.state.View(kit.HumanSeat, now)
	if err := rec.add(ctx, seat, act, t.render(rec.f, view), func(html string) string {
		// A card is named only when the person's board shows it.
		shown := func(code string) bool { return strings.Contains(html, `data-card="`+code+`"`) }
		return t.narrate(rec.f.Lang, seat, act, view, rec.prev, shown)
	}); err != nil {
		return err
	}
	rec.prev = view
	if rec.audit != nil {
		state, err := t.state.Encode()
		if err != nil {
			return err
		}
		rec.audit(state, rec.list[len(rec.list)-1])
	}
	return nil
}

// narrate is the game's narration of an action (ui.View.Say), or ""
// when the game has none.
func (t *typed[V]) narrate(lang string, seat int, act url.Values, v V, prev any, shown func(code string) bool) string {
	if t.say == nil {
		return ""
	}
	return t.say(lang, seat, act, v, prev, shown)
}

func (t *typed[V]) over() bool { return t.state.Over() }

func (t *typed[V]) resignation() (offered, resigned bool) {
	r, ok := t.state.(kit.Resigner)
	if !ok {
		return false, false
	}
	return true, r.Resigned()
}

func (t *typed[V]) results() []kit.Result { return t.state.Results() }

func (t *typed[V]) board(f ui.Frame, now time.Time) templ.Component {
	return t.render(f, t.state.View(kit.HumanSeat, now))
}

func (t *typed[V]) turn(lang string, now time.Time) string {
	return pages.TurnTitle(lang, t.state.View(kit.HumanSeat, now), t.state.Over())
}
