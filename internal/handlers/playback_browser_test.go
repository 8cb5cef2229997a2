package handlers

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// playbackGames are the games with bot seats, each with a note of how
// many bots act between two of the person's turns at most (1 for the
// two-player board games, whose single frame is the person's own move).
var playbackGames = []struct {
	slug    string
	several bool // a single action can set off two or more bot actions
}{
	{"chess", false}, {"checkers", false}, {"go", false}, {"owchess", false},
	{"hearts", true}, {"blackjack", true}, {"durak", true}, {"101", true},
	{"pharaoh", false}, {"tonk", true}, {"thousand", true},
}

// recordPlayback makes the page keep the playback's events in
// window.__pb: each frame shown, then the end.
const recordPlayback = `(() => {
	window.__pb = [];
	if (window.__pbOn) return true;
	window.__pbOn = true;
	const final = () => [...document.querySelectorAll("#board > :not(.pb-stage):not(.board-error):not(template)")].pop();
	document.addEventListener("hall:frame", e => window.__pb.push({kind: "frame", frame: e.detail.frame, frames: e.detail.frames,
		say: e.detail.say, stage: !!document.querySelector("#board > .pb-stage"), final: getComputedStyle(final()).display}));
	document.addEventListener("hall:played", e => window.__pb.push({kind: "played", frames: e.detail.frames, shown: e.detail.shown,
		stage: !!document.querySelector(".pb-stage"), version: document.querySelector("#board").dataset.version,
		say: (document.getElementById("narration") || {}).textContent || ""}));
	return true;
})()`

// pbEvent is one event recorded by recordPlayback.
type pbEvent struct {
	Kind          string
	Frame, Frames int
	Shown         int
	Say, Final    string
	Stage         bool
	Version       string
}

// submitAction posts act to the game as the board's forms do (an htmx
// form swapping #board), through a form added to the page.
func submitAction(game string, act url.Values) string {
	fields, _ := json.Marshal(act)
	return fmt.Sprintf(`(() => {
		const f = document.createElement("form");
		f.method = "post"; f.action = %[1]q;
		f.setAttribute("hx-post", %[1]q); f.setAttribute("hx-target", "#board"); f.setAttribute("hx-swap", "outerHTML");
		const fields = %[2]s;
		for (const k in fields) for (const v of fields[k]) {
			const i = document.createElement("input"); i.type = "hidden"; i.name = k; i.value = v; f.append(i);
		}
		const vi = document.createElement("input"); vi.type = "hidden"; vi.name = "v"; vi.value = document.querySelector("#board").dataset.version; f.append(vi);
		document.body.append(f);
		htmx.process(f);
		f.requestSubmit();
		return true;
	})()`, game, fields)
}

// emulateReducedMotion sets prefers-reduced-motion for the tab.
func emulateReducedMotion(on bool) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		v := "no-preference"
		if on {
			v = "reduce"
		}
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: v}},
		})
		return err
	})
}

// playUntilFrames opens a new game of slug in the browser and acts with
// the bot's suggestions until an action sets off at least want frames,
// and returns that playback's events.
func playUntilFrames(t *testing.T, h *hall, ctx context.Context, slug string, want int, speed string) []pbEvent {
	t.Helper()
	return playUntil(t, h, ctx, slug, want, speed, nil)
}

// playUntil is playUntilFrames calling onFrame(k) when frame k shows.
func playUntil(t *testing.T, h *hall, ctx context.Context, slug string, want int, speed string, onFrame func(k int)) []pbEvent {
	t.Helper()
	newGame := func() string {
		do(t, ctx, "new game",
			chromedp.Navigate(h.srv.URL+"/play/"+slug),
			chromedp.WaitReady(css(`form[action="/play/`+slug+`"]`)),
			runJS(`document.querySelector('form[action="/play/`+slug+`"]').requestSubmit(), true`),
			chromedp.WaitVisible(css(`#board`)),
		)
		// The board shows while the page is still parsed: the actions
		// below need its deferred scripts (htmx) to have run.
		waitUntil(t, ctx, `document.readyState === "complete" && typeof htmx === "object"`, slug+": the game page's scripts")
		game := eval[string](t, ctx, `location.pathname`)
		if !strings.HasPrefix(game, "/games/") {
			t.Fatalf("new %s game went to %s", slug, game)
		}
		return game
	}
	game := newGame()
	var best []pbEvent
	for try := 0; try < 12; try++ {
		row := h.row(game)
		if row.Over {
			break
		}
		inst, err := Games().games[slug].decode(row.State)
		if err != nil {
			t.Fatal(err)
		}
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		act, err := inst.(suggester).suggest(sctx, time.Now())
		cancel()
		if err != nil {
			// Parallel subtests share the hall's seed sequence, so the
			// deal differs from run to run; a moment where the person's
			// seat has nothing to do (a Tonk hand waiting on the bots)
			// is no failure: deal a new game and try again.
			t.Logf("%s: no action to suggest (%v); a new game", slug, err)
			game = newGame()
			continue
		}
		v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		eval[bool](t, ctx, `document.documentElement.dataset.speed = "`+speed+`", true`)
		eval[bool](t, ctx, recordPlayback)
		eval[bool](t, ctx, submitAction(game, act))
		for seen := 0; onFrame != nil; {
			k, err := chromedp.Run(ctx, chromedp.Poll[int](`(() => { const s = document.querySelector('.pb-stage');
				if (s && +s.dataset.frame > `+fmt.Sprint(seen)+`) return +s.dataset.frame;
				return window.__pb.some(e => e.kind === "played") ? -1 : 0; })()`, chromedp.WithPollingTimeout(60*time.Second)))
			if err != nil || k < 0 {
				break
			}
			onFrame(k)
			seen = k
		}
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](
			`window.__pb.some(e => e.kind === "played") && document.querySelector('#board').dataset.version !== '`+v+`'`,
			chromedp.WithPollingTimeout(60*time.Second))); err != nil {
			t.Fatalf("%s: the board did not come back after %v: %v", slug, act, err)
		}
		var evs []pbEvent
		raw := eval[string](t, ctx, `JSON.stringify(window.__pb)`)
		if err := json.Unmarshal([]byte(raw), &evs); err != nil {
			t.Fatal(err)
		}
		last := evs[len(evs)-1]
		if last.Frames > 0 && (best == nil || last.Frames > best[len(best)-1].Frames) {
			best = evs
		}
		if last.Frames >= want {
			return evs
		}
	}
	if best == nil {
		t.Fatalf("%s: no action set off a bot's turn", slug)
	}
	return best
}

// TestBrowserPlaybackShowsBotTurns: in every game with bots, an action
// that sets off bot turns shows each frame in order, then the board as
// stored; with reduced motion the board shows at once. Each game gets a
// hall of its own: subtests sharing one would share its seed sequence,
// and their deals would depend on which asked first.
func TestBrowserPlaybackShowsBotTurns(t *testing.T) {
	t.Parallel()
	for _, g := range playbackGames {
		t.Run(g.slug, func(t *testing.T) {
			t.Parallel()
			h := newHall(t)
			ctx := newBrowser(t, 1280, 900)
			want := 1
			if g.several {
				want = 2
			}
			evs := playUntilFrames(t, h, ctx, g.slug, want, "fast")
			last := evs[len(evs)-1]
			if last.Kind != "played" || last.Stage {
				t.Fatalf("the playback did not end on the stored board: %+v", evs)
			}
			frames := evs[:len(evs)-1]
			if len(frames) != last.Frames || last.Shown != last.Frames {
				t.Fatalf("%d frames sent, %d shown: %+v", last.Frames, len(frames), evs)
			}
			for i, e := range frames {
				if e.Kind != "frame" || e.Frame != i+1 || !e.Stage || e.Final != "none" {
					t.Fatalf("frame %d: %+v (the stored board must wait hidden behind the stage)", i+1, e)
				}
			}
			// Every frame shows a moment after the person acted, with the
			// bots' moves known: none may say a bot is still thinking,
			// nor may the board as stored.
			for _, e := range evs {
				if strings.Contains(e.Say, "thinking") {
					t.Errorf("%s says %q", e.Kind, e.Say)
				}
			}
			if g.several && last.Frames < 2 {
				t.Errorf("no action set off more than one bot turn (%d frames)", last.Frames)
			}
			t.Logf("%s: %d frames; said %q", g.slug, last.Frames, frames[len(frames)-1].Say)
			screenshot(t, ctx, "playback-"+g.slug)

			// Reduced motion: the stored board at once, no frame shown.
			do(t, ctx, "reduced motion", emulateReducedMotion(true))
			evs = playUntilFrames(t, h, ctx, g.slug, 1, "normal")
			last = evs[len(evs)-1]
			if len(evs) != 1 || last.Kind != "played" || last.Shown != 0 || last.Stage {
				t.Errorf("with reduced motion the board must show at once: %+v", evs)
			}
		})
	}
}

// TestBrowserPlaybackScreens saves a screenshot of each frame of a
// playback in a few games at the slow speed, for people to look at; it
// runs only when GAMEHALL_SCREENSHOTS names a folder.
func TestBrowserPlaybackScreens(t *testing.T) {
	if os.Getenv("GAMEHALL_SCREENSHOTS") == "" {
		t.Skip("GAMEHALL_SCREENSHOTS is not set")
	}
	t.Parallel()
	for _, slug := range []string{"hearts", "101", "chess", "go", "checkers", "tonk", "durak", "blackjack"} {
		t.Run(slug, func(t *testing.T) {
			t.Parallel()
			h := newHall(t)
			for _, width := range []int{390, 1280} {
				ctx := newBrowser(t, width, 900)
				do(t, ctx, "viewport", chromedp.EmulateViewport(int64(width), 900))
				want := 2
				if slug == "chess" || slug == "go" || slug == "checkers" {
					want = 1
				}
				shot := func(k int) {
					// A moment into the frame, so what moves is caught
					// on its way (for people to look at; nothing is
					// asserted on it).
					time.Sleep(250 * time.Millisecond)
					screenshot(t, ctx, fmt.Sprintf("playback-%s-%d-frame%d", slug, width, k))
				}
				evs := playUntil(t, h, ctx, slug, want, "slow", shot)
				screenshot(t, ctx, fmt.Sprintf("playback-%s-%d-final", slug, width))
				t.Logf("%s at %d px: %d events", slug, width, len(evs))
			}
		})
	}
	// The narration in Russian, in the dark theme, on a phone.
	t.Run("101-ru-dark", func(t *testing.T) {
		t.Parallel()
		h := newHall(t)
		ctx := newBrowser(t, 390, 900)
		do(t, ctx, "Russian, dark", chromedp.Navigate(h.srv.URL+"/"), chromedp.WaitReady(css("main")), emulateScheme("dark"),
			runJS(`(document.cookie = "lang=ru; path=/", true)`))
		shot := func(k int) {
			time.Sleep(250 * time.Millisecond)
			screenshot(t, ctx, fmt.Sprintf("playback-101-ru-dark-frame%d", k))
		}
		evs := playUntil(t, h, ctx, "101", 2, "slow", shot)
		screenshot(t, ctx, "playback-101-ru-dark-final")
		t.Logf("101 in Russian: said %q", evs[len(evs)-1].Say)
	})
}
