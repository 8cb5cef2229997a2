package handlers

import (
	"context"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// boardGame is how a two-player board game is played through the hall,
// for TestBoardGamesPlay.
type boardGame struct {
	slug  string
	white url.Values // the options of a game as white
	board []string   // what white's page shows
	move  url.Values // white's first move
	first string     // that move as the game's history names it ("": not named)
	// plies lists the game's plies so far as its history names them
	// (unnamed: "").
	plies func(t *testing.T, h *hall, game string) []string
	// onPage checks white's first page further (nil: nothing more).
	onPage   func(t *testing.T, h *hall, game, body string)
	refusals []url.Values
	// then runs the game's own checks after the refusals (nil: none);
	// with takeBack, the person's move and the bot's answer are then
	// taken back.
	then     func(t *testing.T, h *hall, p *player, game string)
	takeBack bool
	// plain is a move posted without htmx in a new game of plainOpts;
	// plainFirst, if set, is how the history names it.
	plain, plainOpts url.Values
	plainFirst       string
	black            url.Values // the options of a game as black
	blackBoard       []string   // what black's page shows
	badOptions       []url.Values
}

// TestBoardGamesPlay plays chess, Russian checkers and Open World Chess
// through the hall: a move answered by the bot in the same request as a
// board fragment, refused moves that change nothing, the game's own
// checks, resigning, a move without htmx (post/redirect/get), the bot
// opening for a person playing black on a board drawn from black's
// side, and new-game options refused.
func TestBoardGamesPlay(t *testing.T) {
	t.Parallel()
	for _, c := range []boardGame{{
		slug:  "chess",
		white: url.Values{"color": {"white"}, "level": {"easy"}},
		board: []string{`class="cb-board cb-white"`},
		move:  url.Values{"do": {"move"}, "from": {"e2"}, "to": {"e4"}}, first: "e2e4",
		plies: func(t *testing.T, h *hall, game string) []string { return chessMoves(t, h, game) },
		refusals: []url.Values{
			{"do": {"move"}, "from": {"e4"}, "to": {"e6"}},
			{"do": {"move"}, "from": {"e1"}, "to": {"e3"}},
			{"do": {"move"}, "from": {"z9"}, "to": {"e4"}},
			{"do": {"move"}, "to": {"e4"}},
			{"do": {"move"}, "from": {"g1"}, "to": {"f3"}, "promo": {"k"}},
			{"do": {"move"}, "move": {"<script>alert(1)</script>"}},
			{"do": {"accept-draw"}},
			{"do": {"fly"}},
			{"from": {"g1"}, "to": {"f3"}},
		},
		takeBack:   true,
		plain:      url.Values{"do": {"move"}, "from": {"d2"}, "to": {"d4"}},
		black:      url.Values{"color": {"black"}, "level": {"medium"}},
		blackBoard: []string{`class="cb-board cb-black"`, `data-sq="e7"`},
		badOptions: []url.Values{{"level": {"grandmaster"}}},
	}, {
		slug:  "checkers",
		white: url.Values{"color": {"white"}, "level": {"easy"}},
		board: []string{`class="ck-board ck-white"`},
		move:  url.Values{"do": {"move"}, "path": {"c3,d4"}}, first: "c3-d4",
		plies: func(t *testing.T, h *hall, game string) []string { return checkersView(t, h, game).History },
		refusals: []url.Values{
			{"do": {"move"}, "path": {"d4,d5"}},                      // not diagonal
			{"do": {"move"}, "path": {"a1,b2"}},                      // onto a piece
			{"do": {"move"}, "path": {"b2,a1"}},                      // a man never moves back
			{"do": {"move"}, "from": {"z9"}, "to": {"a1"}},           // no such square
			{"do": {"move"}, "path": {"c3"}},                         // half a move
			{"do": {"move"}, "path": {"<script>alert(1)</script>"}},  // markup
			{"do": {"move"}, "path": {strings.Repeat("c3,d4,", 30)}}, // too long
			{"do": {"accept"}},                                       // the bot's word, not yours
			{"do": {"fly"}},
			{"path": {"g3,h4"}},
		},
		then: func(t *testing.T, h *hall, p *player, game string) {
			// A draw offer at the start is declined and the game goes on.
			if r := p.act(game, url.Values{"do": {"draw"}}); r.status != http.StatusOK || !strings.Contains(r.body, "declines the draw") {
				t.Fatalf("draw offer: %d %.300s", r.status, r.body)
			}
			if r := p.act(game, url.Values{"do": {"draw"}}); r.status != http.StatusUnprocessableEntity {
				t.Fatalf("a second offer before moving: %d", r.status)
			}
		},
		takeBack: true,
		// From the radio and the square button as a browser without
		// JavaScript sends them.
		plain:      url.Values{"do": {"move"}, "path": {""}, "from": {"e3"}, "to": {"f4"}},
		plainFirst: "e3-f4",
		black:      url.Values{"color": {"black"}, "level": {"strong"}},
		blackBoard: []string{`class="ck-board ck-black"`, `data-sq="f6"`},
		badOptions: []url.Values{{"level": {"grandmaster"}}},
	}, {
		slug:  "owchess",
		white: url.Values{"color": {"white"}, "level": {"easy"}, "timer": {"on"}},
		board: []string{`class="owc-board owc-white"`, `class="owc-clock`},
		move:  url.Values{"do": {"move"}, "from": {"e2"}, "to": {"e4"}},
		plies: owcPlies,
		onPage: func(t *testing.T, h *hall, game, body string) {
			if leaks := owcFogLeaks(t, body, owcState(t, h, game)); len(leaks) > 0 {
				t.Fatalf("fog leaks: %v", leaks)
			}
		},
		refusals: []url.Values{
			{"do": {"move"}, "from": {"e4"}, "to": {"e6"}}, // a pawn does not jump
			{"do": {"move"}, "from": {"d1"}, "to": {"d2"}}, // onto its own pawn
			{"do": {"move"}, "from": {"a1"}, "to": {"a8"}}, // into the fog, far away
			{"do": {"move"}, "from": {"e7"}, "to": {"e5"}}, // not your piece
			{"do": {"move"}, "from": {"z9"}, "to": {"e4"}}, // no such square
			{"do": {"move"}, "move": {"<script>alert(1)</script>"}},
			{"do": {"buy"}, "item": {"hp"}}, // no shop open
			{"do": {"leave"}},
			{"do": {"fly"}},
			{"from": {"g1"}, "to": {"f3"}},
		},
		then: func(t *testing.T, h *hall, p *player, game string) {
			// A move from a stale board is a lost race: 409 and nothing changes.
			row := h.row(game)
			stale := url.Values{"do": {"move"}, "from": {"g1"}, "to": {"f3"}, "v": {"1"}}
			if r := p.act(game, stale); r.status != http.StatusConflict {
				t.Errorf("stale version: status %d, want 409", r.status)
			}
			if after := h.row(game); after.Version != row.Version {
				t.Error("a stale move changed the game")
			}
		},
		plain:      url.Values{"do": {"move"}, "from": {"d2"}, "to": {"d4"}},
		plainOpts:  url.Values{"timer": {"off"}},
		black:      url.Values{"color": {"black"}, "level": {"strong"}},
		blackBoard: []string{`class="owc-board owc-black"`},
		badOptions: []url.Values{{"level": {"grandmaster"}}, {"color": {"red"}}, {"timer": {"maybe"}}},
	}} {
		t.Run(c.slug, func(t *testing.T) {
			t.Parallel()
			c.play(t)
		})
	}
}

func (c boardGame) play(t *testing.T) {
	h := newHall(t)
	p := h.player()
	game := p.newGame(c.slug, c.white)
	page := p.gamePage(t, game, c.board...)
	if c.onPage != nil {
		c.onPage(t, h, game, page.body)
	}
	move := url.Values{"v": {version(t, page.body)}}
	for k, v := range c.move {
		move[k] = v
	}
	r := p.act(game, move)
	if r.status != http.StatusOK || !strings.Contains(r.body, `id="board"`) || strings.Contains(r.body, "<html") {
		t.Fatalf("move: want the board fragment, got %d %.300s", r.status, r.body)
	}
	if plies := c.plies(t, h, game); len(plies) != 2 || plies[0] != c.first {
		t.Fatalf("after %v the bot must have answered in the same request: %v", c.move, plies)
	}
	h.refuses(t, p, game, h.row(game), c.refusals...)
	if c.then != nil {
		c.then(t, h, p, game)
	}
	if c.takeBack {
		// Confirming that the game turns casual.
		takeBack(t, h, p, game)
		if plies := c.plies(t, h, game); len(plies) != 0 {
			t.Fatalf("after undo: %v", plies)
		}
	}
	if r := p.act(game, url.Values{"do": {"resign"}}); r.status != http.StatusOK || !strings.Contains(r.body, "You resigned") {
		t.Fatalf("resign: %d %.300s", r.status, r.body)
	}
	if !h.row(game).Over {
		t.Fatal("a resigned game is over")
	}

	g2 := p.newGame(c.slug, c.plainOpts)
	if r := p.post(g2, c.plain); r.status != http.StatusSeeOther {
		t.Fatalf("plain form move: status %d", r.status)
	}
	if c.plainFirst != "" {
		if plies := c.plies(t, h, g2); len(plies) != 2 || plies[0] != c.plainFirst {
			t.Fatalf("plain form move: %v", plies)
		}
	}

	black := p.newGame(c.slug, c.black)
	if plies := c.plies(t, h, black); len(plies) != 1 {
		t.Fatalf("playing black, the bot's first move is made at once: %v", plies)
	}
	p.gamePage(t, black, c.blackBoard...)
	for _, bad := range c.badOptions {
		if r := p.post("/play/"+c.slug, bad); r.status != http.StatusUnprocessableEntity {
			t.Errorf("%v: status %d, want 422", bad, r.status)
		}
	}
}

// owcPlies are an Open World Chess game's plies (unnamed), checking that
// the turn is the person's whenever the hall answers.
func owcPlies(t *testing.T, h *hall, game string) []string {
	t.Helper()
	v := owcState(t, h, game).View(0, time.Now())
	if !v.YourTurn {
		t.Fatalf("ply %d: not the person's turn", v.Ply)
	}
	return make([]string, v.Ply)
}

// oneGameHall is a hall of one game whose bot is bot (a scripted one).
func oneGameHall[V any](t *testing.T, g kit.Game[V], view ui.View[V], bot kit.Bot[V]) *hall {
	t.Helper()
	games := NewRegistry()
	Register(games, g, view, kit.Bots[V]{Move: bot})
	return startMemHall(t, Config{Games: games})
}

// scripted is a bot that plays moves in turn, each posted as field,
// whenever it is to move, then plays as the real bot: made tells how
// many moves the bot has made in v and whether it is to move (not
// answering an offer).
func scripted[V any](real kit.Bot[V], field string, moves []string, made func(V) (n int, toMove bool)) kit.Bot[V] {
	return func(ctx context.Context, v V, rng *rand.Rand) (kit.Action, error) {
		if n, toMove := made(v); toMove && n < len(moves) {
			return kit.Action{"do": {"move"}, field: {moves[n]}}, nil
		}
		return real(ctx, v, rng)
	}
}

// botMoves is how many of a game's plies the bot made, it having moved
// first or not.
func botMoves(plies int, botFirst bool) int {
	if botFirst {
		return (plies + 1) / 2
	}
	return plies / 2
}
