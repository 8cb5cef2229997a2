package handlers

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestPlainPostNeedsNoPlayback: in every game with bots, an action sent
// as a plain form (a browser without JavaScript) is applied with the
// bots' replies and answered with a redirect to the board as stored,
// which carries no playback frames; the same action sent by htmx
// carries them. Each game gets a hall of its own, so its deal does not
// depend on the other subtests' timing.
func TestPlainPostNeedsNoPlayback(t *testing.T) {
	t.Parallel()
	for _, g := range playbackGames {
		t.Run(g.slug, func(t *testing.T) {
			h, p := newHallPlayer(t)
			game := p.newGame(g.slug, nil)
			// The plain post first, then htmx posts until one sets off a
			// bot's turn: an action may leave the turn with the person
			// (Pharaoh's draw before a play).
			for try, htmx := 0, false; ; try++ {
				row := h.row(game)
				if row.Over {
					t.Fatalf("the game ended before the test could act")
				}
				inst, err := Games().games[g.slug].decode(row.State)
				if err != nil {
					t.Fatal(err)
				}
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				act, err := inst.(suggester).suggest(ctx, time.Now())
				cancel()
				if err != nil {
					t.Skipf("no action to suggest at this moment: %v", err)
				}
				r := p.do("POST", game, act, htmx)
				frames := strings.Count(r.body, "<template data-frame")
				after := h.row(game)
				if after.Version <= row.Version {
					t.Fatalf("htmx=%v: %v was not applied (status %d)", htmx, act, r.status)
				}
				if !htmx {
					if r.status != http.StatusSeeOther || r.location != game {
						t.Fatalf("a plain post answered %d to %q, want a redirect to %s", r.status, r.location, game)
					}
					page := p.get(game)
					if page.status != http.StatusOK || !strings.Contains(page.body, `id="board"`) {
						t.Fatalf("the board after the redirect: %d", page.status)
					}
					if n := strings.Count(page.body, "<template data-frame"); n != 0 {
						t.Fatalf("the page after a plain post carries %d frames", n)
					}
					htmx = true
					continue
				}
				if r.status != http.StatusOK {
					t.Fatalf("htmx: status %d", r.status)
				}
				if frames > 0 {
					break
				}
				if try == 10 {
					t.Fatalf("ten htmx actions and no frame: want the bots' turns to play back")
				}
			}
		})
	}
}
