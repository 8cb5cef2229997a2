package handlers

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"gamehall/templates/ui"
)

// TestFrameSizes measures, for every game with bots, how large a frame
// is (raw and gzipped alone), how many frames a response carries and
// what all of a response's frames add gzipped, playing with the person's
// moves suggested by the game's bot. Behind GAMEHALL_LONG; numbers in the
// log (go test -v).
func TestFrameSizes(t *testing.T) {
	if os.Getenv("GAMEHALL_LONG") == "" {
		t.Skip("GAMEHALL_LONG is not set")
	}
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, g := range playbackGames {
		e := Games().games[g.slug]
		var raw, zipped, counts, perResponse []int
		for game := range 3 {
			inst, err := e.create(url.Values{}, uint64(200+game), now)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(uint64(game), 3))
			bctx := withBotUser(context.Background(), "sizes-"+g.slug)
			if err := inst.playBots(bctx, testBotBudget, rng, now, nil); err != nil {
				t.Fatal(err)
			}
			for step := 0; step < 30 && !inst.over(); step++ {
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				act, err := inst.(suggester).suggest(ctx, now)
				cancel()
				if err != nil {
					act = url.Values{"do": {"next"}}
				}
				rec := newFrames(ui.Frame{GameID: 1234567890, Version: 12, Slug: g.slug, Lang: "en"})
				inst.mark(rec, now)
				if inst.apply(act, now) != nil {
					break
				}
				if err := inst.record(bctx, rec, 0, act, now); err != nil {
					t.Fatal(err)
				}
				if err := inst.playBots(bctx, testBotBudget, rng, now, rec); err != nil {
					t.Fatal(err)
				}
				var f ui.Frame
				rec.apply(&f)
				if len(f.Frames) == 0 {
					continue
				}
				var all bytes.Buffer
				for _, fr := range f.Frames {
					raw = append(raw, len(fr.HTML))
					zipped = append(zipped, gzipLen([]byte(fr.HTML)))
					all.WriteString(fr.HTML)
				}
				counts = append(counts, len(f.Frames))
				perResponse = append(perResponse, gzipLen(all.Bytes()))
			}
		}
		if len(raw) == 0 {
			t.Logf("%-9s no frames", g.slug)
			continue
		}
		t.Logf("%-9s %3d responses: frames median %d max %d; a frame raw median %d max %d B, gzip median %d max %d B; a response's frames gzip median %d max %d B",
			g.slug, len(counts), med(counts), slices.Max(counts), med(raw), slices.Max(raw), med(zipped), slices.Max(zipped), med(perResponse), slices.Max(perResponse))
		var times []string
		for _, speed := range []struct {
			name string
			ms   int
		}{{"slow", 1500}, {"normal", 900}, {"fast", 450}} {
			var ts []int
			for _, n := range counts {
				ts = append(ts, n*playbackStep(speed.ms, n))
			}
			times = append(times, fmt.Sprintf("%s median %.2f s max %.2f s", speed.name, float64(med(ts))/1000, float64(slices.Max(ts))/1000))
		}
		t.Logf("%-9s playback: %s", g.slug, strings.Join(times, "; "))
	}
}

// playbackStep is static/js/playback.js's pace: the time one of n
// frames shows for a step of ms (at most 14 steps in all, each at
// least a third of a step).
func playbackStep(ms, n int) int {
	const budget = 14
	if n <= budget {
		return ms
	}
	return max((ms+1)/3, (ms*budget+n/2)/n)
}

func gzipLen(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}

func med(xs []int) int {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}
