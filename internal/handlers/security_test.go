package handlers

import (
	"net/http"
	"net/url"
	"sort"
	"strings"
	"testing"
	"time"
)

// garbage is what an attacker or a broken client may post in any field.
var garbage = []string{
	"", " ", "-1", "-999999999999", "99999999999999999999999", "1e9", "0x10", "NaN", "3.5",
	"<script>alert(1)</script>", `"><img src=x onerror=alert(1)>`, "' OR 1=1 --", "'; DROP TABLE games; --",
	"\x00", "ünïcødé", "дама пик", "🂡", strings.Repeat("A", 4000), "../../etc/passwd", "%00", "{{.}}",
}

// fields are the names games and forms use, plus a few they do not.
var fields = []string{"do", "x", "y", "cell", "from", "to", "promo", "path", "card", "cards", "item", "mission",
	"count", "v", "seat", "bet", "amount", "level", "colour", "color", "size", "komi", "preset", "width", "height",
	"mines", "mode", "draw", "target", "seats", "decks", "game", "id"}

func slugs(r *Registry) []string {
	var out []string
	for s := range r.games {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// TestGarbageActionsChangeNothing posts garbage in every field to a game of
// every registered kind: the answer is a 4xx, the stored game is unchanged
// and nothing is echoed unescaped.
func TestGarbageActionsChangeNothing(t *testing.T) {
	t.Parallel()
	for _, slug := range slugs(Games()) {
		t.Run(slug, func(t *testing.T) {
			h, p := newHallPlayer(t)
			game := p.newGame(slug, url.Values{})
			before := h.row(game)
			tried := 0
			for _, f := range fields {
				for _, g := range garbage {
					form := url.Values{f: {g}}
					if f != "do" {
						form.Set("do", g) // an unknown action with a garbage argument
					}
					r := p.act(game, form)
					tried++
					if r.status < 400 || r.status >= 500 {
						t.Fatalf("%v: status %d, want 4xx", form, r.status)
					}
					if strings.Contains(r.body, "<script>alert(1)") || strings.Contains(r.body, "<img src=x") {
						t.Fatalf("%v: echoed unescaped", form)
					}
				}
			}
			after := h.row(game)
			if after.Version != before.Version || string(after.State) != string(before.State) {
				t.Fatalf("garbage changed the game (version %d -> %d)", before.Version, after.Version)
			}
			t.Logf("%d garbage actions refused", tried)
		})
	}
}

// TestGarbageOptionsNeverBreak posts garbage new-game options: either a
// clear 422 or a game made from defaults (303), never a 5xx.
func TestGarbageOptionsNeverBreak(t *testing.T) {
	t.Parallel()
	for _, slug := range slugs(Games()) {
		t.Run(slug, func(t *testing.T) {
			t.Parallel()
			// Hundreds of new games from one player: past the creation limits.
			h := newHallWith(t, func(c *Config) {
				c.Limits.GamesPerUser = Rate{1 << 20, time.Hour}
				c.Limits.GamesPerAddress = Rate{1 << 20, time.Hour}
			})
			p := h.player()
			for _, f := range fields {
				for _, g := range garbage[9:] {
					r := p.post("/play/"+slug, url.Values{f: {g}})
					if r.status != http.StatusSeeOther && r.status != http.StatusUnprocessableEntity {
						t.Fatalf("%s %s=%q: status %d", slug, f, g, r.status)
					}
					if strings.Contains(r.body, "<script>alert(1)") || strings.Contains(r.body, "<img src=x") {
						t.Fatalf("%s %s: echoed unescaped", slug, f)
					}
				}
			}
		})
	}
}

// TestFinishedGameRefusesMoves plays a Minesweeper game to its end and
// checks that further moves are refused without a change.
func TestFinishedGameRefusesMoves(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("minesweeper", url.Values{"preset": {"custom"}, "width": {"5"}, "height": {"5"}, "mines": {"16"}})
	p.act(game, url.Values{"do": {"reveal"}, "cell": {"2,2"}})
	for y := 0; y < 5 && !h.row(game).Over; y++ {
		for x := 0; x < 5 && !h.row(game).Over; x++ {
			p.act(game, url.Values{"do": {"reveal"}, "cell": {string(rune('0'+x)) + "," + string(rune('0'+y))}})
		}
	}
	row := h.row(game)
	if !row.Over {
		t.Fatal("the game did not end")
	}
	r := p.act(game, url.Values{"do": {"reveal"}, "cell": {"0,0"}})
	if r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "over") {
		t.Fatalf("move on a finished game: %d", r.status)
	}
	if h.row(game).Version != row.Version {
		t.Fatal("a move on a finished game changed it")
	}
}

// TestWrongMethodsAndPaths checks the router's answers to odd requests.
func TestWrongMethodsAndPaths(t *testing.T) {
	_, p := newHallPlayer(t)
	for _, c := range []struct {
		method, path string
		want         int
	}{
		{"DELETE", "/games/1", http.StatusMethodNotAllowed},
		{"PUT", "/signin", http.StatusMethodNotAllowed},
		{"GET", "/static/css/site.css", http.StatusNotFound}, // only hashed names are served
		{"GET", "/static/../go.mod", http.StatusNotFound},
		{"GET", "/rules/..%2f..%2fgo.mod", http.StatusNotFound},
		{"POST", "/lang", http.StatusUnprocessableEntity},
	} {
		r := p.do(c.method, c.path, url.Values{}, false)
		if r.status != c.want {
			t.Errorf("%s %s: %d, want %d", c.method, c.path, r.status, c.want)
		}
	}
	// A redirect target from a form never leaves the site.
	r := p.post("/lang", url.Values{"lang": {"ru"}, "back": {"//evil.example/x"}})
	if r.location != "/" {
		t.Errorf("language switch redirected to %q", r.location)
	}
}
