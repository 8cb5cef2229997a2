package handlers

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/templates/ui"
)

// TestFramesShowOnlySeatsView plays every game with bot seats with the
// person's moves suggested by the game's own bot, and checks every frame
// of every playback against the secrets of the moment it shows (the
// state right after the action it follows): each frame is rendered from
// the person's seat's view, so no bot's card, no stock card, no fogged
// square and nothing of the stored state may be in it, nor in what it
// says.
func TestFramesShowOnlySeatsView(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, pg := range playbackGames {
		slug := pg.slug
		// The board games' bots think longer and act once a turn: fewer
		// moves give them as many frames.
		games, steps := 3, 60
		if !pg.several && slug != "pharaoh" {
			games, steps = 2, 8
		}
		t.Run(slug, func(t *testing.T) {
			t.Parallel()
			frames, checked := 0, 0
			longest := "" // the longest narration, for the log
			for g := range games {
				lang := []string{"en", "ru"}[g%2]
				inst, err := Games().games[slug].create(url.Values{}, uint64(100+g), now)
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(uint64(g), 9))
				bctx := withBotUser(context.Background(), "frames-"+slug) // each game's bots in a line of their own
				// As a new game does: the bots before the person act first.
				if err := inst.playBots(bctx, time.Second, rng, now, nil); err != nil {
					t.Fatal(err)
				}
				for step := 0; step < steps && !inst.over(); step++ {
					ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
					act, err := inst.(suggester).suggest(ctx, now)
					cancel()
					if err != nil {
						// Between rounds the bots have nothing to say.
						act = url.Values{"do": {"next"}}
					}
					rec := newFrames(ui.Frame{GameID: 1, Version: 1, Slug: slug, Lang: lang})
					rec.audit = func(state []byte, fr ui.PlayFrame) {
						checked++
						if len(fr.Say) > len(longest) {
							longest = fr.Say
						}
						secrets, err := storedSecrets(slug, state)
						if err != nil {
							t.Fatal(err)
						}
						if leaks := findLeaks(fr.HTML+"<p>"+fr.Say+"</p>", nil, secrets); len(leaks) > 0 {
							t.Fatalf("step %d, after seat %d acted: %v\nframe: %s", step, fr.Seat, leaks, fr.HTML)
						}
					}
					inst.mark(rec, now)
					if err := inst.apply(act, now); err != nil {
						t.Fatalf("step %d: the suggested %v was refused: %v", step, act, err)
					}
					if err := inst.record(context.Background(), rec, 0, act, now); err != nil {
						t.Fatal(err)
					}
					if err := inst.playBots(bctx, time.Second, rng, now, rec); err != nil {
						t.Fatal(err)
					}
					var f ui.Frame
					rec.apply(&f)
					frames += len(f.Frames)
				}
			}
			t.Logf("%d frames played back, %d boards checked against their moment's secrets; the longest narration: %q", frames, checked, longest)
			if frames < 10 {
				t.Errorf("only %d frames: the games did not set off enough bot turns", frames)
			}
		})
	}
}
