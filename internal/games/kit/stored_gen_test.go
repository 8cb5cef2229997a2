package kit_test

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

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
	"gamehall/internal/games/kit/kittest"
	"gamehall/internal/games/klondike"
	"gamehall/internal/games/minesweeper"
	"gamehall/internal/games/owchess"
	"gamehall/internal/games/pharaoh"
	"gamehall/internal/games/thousand"
	"gamehall/internal/games/tonk"
	"gamehall/internal/games/wayfarer"
)

var updateStored = flag.Bool("update-stored", false, "write testdata/stored from the current code (only before a codec changes)")

// player makes a stored pair: the new game and the game after some
// actions, each seat played by its bot (the person's seat too) or, in
// games without bots, by random actions from a script.
type player func(form url.Values, seed uint64, now time.Time, steps int) (newB, midB []byte, err error)

func playerOf[V any](g kit.Game[V], bot kit.Bot[V], script func(*rand.Rand) kit.Action) player {
	return func(form url.Values, seed uint64, now time.Time, steps int) ([]byte, []byte, error) {
		s, err := g.New(form, seed, now)
		if err != nil {
			return nil, nil, err
		}
		newB, err := s.Encode()
		if err != nil {
			return nil, nil, err
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		t := now
		for i := 0; i < steps && !s.Over(); i++ {
			t = t.Add(3 * time.Second)
			if a, ok := s.(kit.Advancer); ok {
				a.Advance(t)
			}
			seat := kit.ToMove(s)
			var act kit.Action
			if bot != nil {
				ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
				act, err = bot(ctx, s.View(seat, t), rng)
				cancel()
				if err != nil {
					continue
				}
			} else {
				act = script(rng)
			}
			_ = s.Apply(seat, act, t) // a refused action changes nothing
		}
		midB, err := s.Encode()
		return newB, midB, err
	}
}

func pick(r *rand.Rand, xs ...string) string { return xs[r.IntN(len(xs))] }

var (
	minesScript = func(r *rand.Rand) kit.Action {
		return kittest.Act("do", pick(r, "reveal", "reveal", "reveal", "flag"), "x", strconv.Itoa(r.IntN(12)), "y", strconv.Itoa(r.IntN(10)))
	}
	klondikeScript = func(r *rand.Rand) kit.Action {
		places := []string{"w", "t1", "t2", "t3", "t4", "t5", "t6", "t7"}
		switch r.IntN(4) {
		case 0:
			return kittest.Act("do", "draw")
		case 1:
			return kittest.Act("do", "auto", "from", pick(r, places...))
		}
		return kittest.Act("do", "move", "from", pick(r, places...), "to", pick(r, append(places[1:], "f")...))
	}
	starchScript = func(r *rand.Rand) kit.Action {
		return kittest.Act("do", pick(r, "requisition", "requisition", "requisition", "sump", "ack"))
	}
	wayfarerScript = func(r *rand.Rand) kit.Action {
		switch r.IntN(6) {
		case 0:
			return kittest.Act("do", "jump", "to", strconv.Itoa(r.IntN(128)))
		case 1:
			return kittest.Act("do", "enc", "c", strconv.Itoa(r.IntN(3)))
		case 2:
			return kittest.Act("do", pick(r, "attack", "flee", "refuel", "repair", "work", "accept"))
		case 3:
			return kittest.Act("do", "tab", "tab", pick(r, wayfarer.Tabs...))
		}
		return kittest.Act("do", pick(r, "buy", "sell"), "good", pick(r, "food", "water", "ore", "furs", "games"), "n", "1")
	}
)

// chessEitherSeat plays the chess bot for whichever side is to move
// (the bot refuses to move for the person otherwise).
func chessEitherSeat(ctx context.Context, v chess.View, r *rand.Rand) (kit.Action, error) {
	v.Bot = [2]string{"white", "black"}[len(v.Moves)%2]
	return chessbot.Bot(ctx, v, r)
}

var players = map[string]player{
	chess.Slug:        playerOf(chess.Game{}, chessEitherSeat, nil),
	checkers.Slug:     playerOf(checkers.Game{}, checkersbot.Play, nil),
	baduk.Slug:        playerOf(baduk.Game{}, badukbot.Move, nil),
	owchess.Slug:      playerOf(owchess.Game{}, owchessbot.Bot, nil),
	klondike.Slug:     playerOf(klondike.Game{}, nil, klondikeScript),
	minesweeper.Slug:  playerOf(minesweeper.Game{}, nil, minesScript),
	blackjack.Slug:    playerOf(blackjack.Game{}, blackjackbot.Bot, nil),
	durak.Slug:        playerOf(durak.Game{}, durakbot.Bot, nil),
	game101.Slug:      playerOf(game101.Game{}, game101bot.Bot, nil),
	pharaoh.Slug:      playerOf(pharaoh.Game{}, pharaohbot.Bot, nil),
	thousand.Slug:     playerOf(thousand.Game{}, thousandbot.Bot, nil),
	tonk.Slug:         playerOf(tonk.Game{}, tonkbot.Bot, nil),
	hearts.Slug:       playerOf(hearts.Game{}, heartsbot.Bot, nil),
	corpsestarch.Slug: playerOf(corpsestarch.Game{}, nil, starchScript),
	wayfarer.Slug:     playerOf(wayfarer.Game{}, nil, wayfarerScript),
}

// storedForms are the forms of the golden games, by slug. A golden made
// with the defaults of its day spells out those that have changed since
// (the bots' level, Pharaoh's length, Open World Chess's timer), so the
// same form and seed still deal the same game.
var storedForms = map[string][]string{
	chess.Slug:        {"", "color=black&level=strong", "color=random&level=medium"},
	checkers.Slug:     {"", "colour=black&level=strong", "color=random"},
	baduk.Slug:        {"level=medium", "size=13&level=easy&colour=white&komi=6.5", "size=9&handicap=3&level=strong", "sgf=" + url.QueryEscape("(;SZ[9];B[ee];W[gc])") + "&colour=random&level=medium"},
	owchess.Slug:      {"timer=on", "opponent=friend&timer=off", "level=strong&color=black&timer=on"},
	klondike.Slug:     {"", "draw=3", "winnable=1"},
	minesweeper.Slug:  {"", "preset=expert", "preset=custom&width=12&height=10&mines=20"},
	blackjack.Slug:    {"", "bet=50&decks=1&bots=0", "bots=5&decks=8"},
	durak.Slug:        {"level=strong", "players=2&level=easy", "players=6&level=normal"},
	game101.Slug:      {"level=strong", "players=2&level=easy", "players=6&level=strong"},
	pharaoh.Slug:      {"level=strong&matches=10", "level=easy&matches=1"},
	thousand.Slug:     {"level=strong", "level=easy"},
	tonk.Slug:         {"level=strong", "bots=3&level=easy&ante=50&tonk=10&dealtonk=off"},
	hearts.Slug:       {"level=medium", "level=hard&target=25", "level=easy&target=500"},
	corpsestarch.Slug: {"", "ignored=1"},
	wayfarer.Slug:     {"", "galaxy=42"},
}

// TestWriteStoredGames writes the golden stored games with -update-stored.
func TestWriteStoredGames(t *testing.T) {
	if !*updateStored {
		t.Skip("writes testdata/stored only with -update-stored")
	}
	dir := filepath.Join("testdata", "stored")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	for slug, forms := range storedForms {
		for i, form := range forms {
			v, err := url.ParseQuery(form)
			if err != nil {
				t.Fatal(err)
			}
			seed := uint64(1000*i + len(slug)*7919 + 1)
			newB, midB, err := players[slug](v, seed, now, 14)
			if err != nil {
				t.Fatalf("%s %q: %v", slug, form, err)
			}
			out, err := json.MarshalIndent(stored{Slug: slug, Form: form, Seed: seed, Now: now, New: string(newB), Mid: string(midB)}, "", "\t")
			if err != nil {
				t.Fatal(err)
			}
			name := filepath.Join(dir, fmt.Sprintf("%s-%d.json", slug, i+1))
			if err := os.WriteFile(name, append(out, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
