package handlers

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/formscan"
)

// TestViewsSnapshot renders every game's board in a few states and its
// new-game form, in both languages, so a change to the templates that
// must not change the HTML (moving components between packages) can be
// checked byte for byte. It runs only when GAMEHALL_VIEWS_SNAPSHOT names
// a directory: the first run plays a few games by random presses of their
// forms and records the states (states.json) and the HTML (html/) there;
// later runs decode the recorded states, render them again and compare
// with html/, or write it when it is missing. Asset URLs are compared
// by their kind only, since they may move.
func TestViewsSnapshot(t *testing.T) {
	dir := os.Getenv("GAMEHALL_VIEWS_SNAPSHOT")
	if dir == "" {
		t.Skip("GAMEHALL_VIEWS_SNAPSHOT is not set")
	}
	games := Games()
	var corpus map[string][]snapState
	if _, err := os.Stat(filepath.Join(dir, "states.json")); os.IsNotExist(err) {
		corpus = recordStates(t, games)
		b, _ := json.MarshalIndent(corpus, "", " ")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "states.json"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	} else {
		b, err := os.ReadFile(filepath.Join(dir, "states.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &corpus); err != nil {
			t.Fatal(err)
		}
	}
	_, err := os.Stat(filepath.Join(dir, "html"))
	record := os.IsNotExist(err)
	compared, files := 0, 0
	for _, slug := range slices.Sorted(mapKeys(corpus)) {
		for name, html := range snapRender(t, games, slug, corpus[slug]) {
			path := filepath.Join(dir, "html", slug, name)
			html = snapAssetRE.ReplaceAll(html, []byte("/static/*"))
			if record {
				os.MkdirAll(filepath.Dir(path), 0o755)
				if err := os.WriteFile(path, html, 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s: %v", path, err)
				continue
			}
			files++
			compared += len(want)
			if !bytes.Equal(html, want) {
				os.WriteFile(path+".got", html, 0o644)
				t.Errorf("%s differs (wrote %s.got)", path, path)
			}
		}
	}
	if !record {
		t.Logf("compared %d renderings, %d bytes", files, compared)
	}
}

// snapAssetRE matches a static file's URL in the rendered HTML.
var snapAssetRE = regexp.MustCompile(`/static/[A-Za-z0-9_./-]+`)

// snapNow is the clock of the recorded games.
var snapNow = time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)

// snapState is one recorded state with the time it is shown at.
type snapState struct {
	State []byte
	At    time.Time
	Error string
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// recordStates plays three games of each kind with options drawn from
// the new-game form and keeps the states after 0, 3, 12 and 40 presses
// and the last one.
func recordStates(t *testing.T, games *Registry) map[string][]snapState {
	out := map[string][]snapState{}
	for slug, e := range games.games {
		for game := range 3 {
			rng := rand.New(rand.NewPCG(uint64(game)+1, 99))
			var form bytes.Buffer
			if err := e.form(snapNewFrame(slug, "en", "")).Render(context.Background(), &form); err != nil {
				t.Fatal(err)
			}
			opts := formscan.RandomSubmit(rng, formscan.Posting(form.String(), "/play/"+slug))
			now := snapNow
			inst, err := e.create(opts, uint64(game)*7919+1, now)
			if err != nil {
				t.Logf("%s: options %v: %v; defaults instead", slug, opts, err)
				if inst, err = e.create(url.Values{}, uint64(game)*7919+1, now); err != nil {
					t.Fatalf("%s: %v", slug, err)
				}
			}
			playBotsSnap(t, inst, rng, now)
			keep := func(msg string) {
				b, err := inst.encode()
				if err != nil {
					t.Fatal(err)
				}
				out[slug] = append(out[slug], snapState{State: b, At: now, Error: msg})
			}
			keep("")
			for press := 1; press <= 40 && !inst.over(); press++ {
				now = now.Add(37 * time.Second)
				inst.advance(now)
				var board bytes.Buffer
				f := snapFrame(slug, "en", "", 1, inst.over())
				if err := inst.board(f, now).Render(context.Background(), &board); err != nil {
					t.Fatal(err)
				}
				act := formscan.RandomSubmit(rng, formscan.Posting(board.String(), f.Action()))
				if act == nil {
					break
				}
				act.Del("v")
				before, _ := inst.encode()
				if err := inst.apply(act, now); err != nil {
					inst, _ = e.decode(before)
					continue
				}
				playBotsSnap(t, inst, rng, now)
				if press == 3 || press == 12 {
					keep("")
				}
			}
			keep(map[bool]string{true: "", false: "Not your turn."}[game != 1])
		}
	}
	return out
}

func playBotsSnap(t *testing.T, inst instance, rng *rand.Rand, now time.Time) {
	if err := inst.playBots(context.Background(), testBotBudget, rng, now, nil); err != nil {
		t.Fatal(err)
	}
}

// snapRender renders a game's recorded states and its new-game form in
// both languages, by file name.
func snapRender(t *testing.T, games *Registry, slug string, states []snapState) map[string][]byte {
	e := games.games[slug]
	out := map[string][]byte{}
	for _, lang := range []string{"en", "ru"} {
		for _, msg := range []string{"", "Bad options."} {
			var b bytes.Buffer
			if err := e.form(snapNewFrame(slug, lang, msg)).Render(context.Background(), &b); err != nil {
				t.Fatal(err)
			}
			out[fmt.Sprintf("new%s.%s.html", map[bool]string{true: "-error", false: ""}[msg != ""], lang)] = b.Bytes()
		}
		for i, s := range states {
			inst, err := e.decode(s.State)
			if err != nil {
				t.Fatalf("%s state %d: %v", slug, i, err)
			}
			var b bytes.Buffer
			if err := snapBoard(inst, slug, lang, s, int64(i)).Render(context.Background(), &b); err != nil {
				t.Fatal(err)
			}
			out["board"+strconv.Itoa(i)+"."+lang+".html"] = b.Bytes()
		}
		var page, newPage bytes.Buffer
		inst, _ := e.decode(states[0].State)
		if err := snapGamePage(e, inst, slug, lang, states[0]).Render(context.Background(), &page); err != nil {
			t.Fatal(err)
		}
		out["page."+lang+".html"] = page.Bytes()
		if err := snapNewPage(e, slug, lang).Render(context.Background(), &newPage); err != nil {
			t.Fatal(err)
		}
		out["newpage."+lang+".html"] = newPage.Bytes()
	}
	return out
}
