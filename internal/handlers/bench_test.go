package handlers

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"gamehall/internal/store"
	"gamehall/internal/testdb"
	"gamehall/templates/ui"
)

// Benchmarks of the hot path of one move, as cmd/loadbench found it:
// decode the stored state, apply, encode, save, render the fragment,
// compress it. Database benchmarks run on the throwaway test cluster
// (fsync off), so they show the query's own cost, not the disk's.

var benchNow = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// benchMinesweeper is a game of the preset after its first reveal, held
// the way the request flow holds it.
func benchMinesweeper(b *testing.B, preset string) instance {
	b.Helper()
	e := Games().games["minesweeper"]
	inst, err := e.create(url.Values{"preset": {preset}}, 2024, benchNow)
	if err != nil {
		b.Fatal(err)
	}
	if err := inst.apply(url.Values{"do": {"reveal"}, "x": {"4"}, "y": {"4"}}, benchNow); err != nil {
		b.Fatal(err)
	}
	return inst
}

var benchPresets = []string{"beginner", "expert"}

func BenchmarkMinesweeperEncode(b *testing.B) {
	for _, preset := range benchPresets {
		b.Run(preset, func(b *testing.B) {
			inst := benchMinesweeper(b, preset)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := inst.encode(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkMinesweeperDecode(b *testing.B) {
	e := Games().games["minesweeper"]
	for _, preset := range benchPresets {
		b.Run(preset, func(b *testing.B) {
			state, err := benchMinesweeper(b, preset).encode()
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := e.decode(state); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// benchFragment renders the board region htmx swaps after a move.
func benchFragment(b *testing.B, inst instance, w io.Writer) {
	f := ui.Frame{GameID: 1234567890123, Version: 7, Slug: "minesweeper", Lang: "en"}
	if err := ui.BoardRegion(f, inst.board(f, benchNow)).Render(context.Background(), w); err != nil {
		b.Fatal(err)
	}
}

func BenchmarkMinesweeperRenderFragment(b *testing.B) {
	for _, preset := range benchPresets {
		b.Run(preset, func(b *testing.B) {
			inst := benchMinesweeper(b, preset)
			var size countWriter
			benchFragment(b, inst, &size)
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				benchFragment(b, inst, io.Discard)
			}
		})
	}
}

// BenchmarkMinesweeperGzipFragment is what compressing one fragment
// costs with a reused writer: with the encoder the compression middleware
// uses (klauspost/compress at level 1) and the standard library's at
// levels 1 and 5 for comparison; gzip-bytes is the result.
func BenchmarkMinesweeperGzipFragment(b *testing.B) {
	type encoder struct {
		name string
		new  func(w io.Writer) io.WriteCloser
	}
	encoders := []encoder{
		{"fast", func(w io.Writer) io.WriteCloser { return newGzipWriter(w, 1) }},
		{"stdlib1", func(w io.Writer) io.WriteCloser { zw, _ := gzip.NewWriterLevel(w, 1); return zw }},
		{"stdlib5", func(w io.Writer) io.WriteCloser { zw, _ := gzip.NewWriterLevel(w, 5); return zw }},
	}
	for _, preset := range benchPresets {
		var frag bytes.Buffer
		benchFragment(b, benchMinesweeper(b, preset), &frag)
		for _, enc := range encoders {
			b.Run(preset+"/"+enc.name, func(b *testing.B) {
				var out countWriter
				zw := enc.new(&out)
				zw.Write(frag.Bytes())
				zw.Close()
				b.SetBytes(int64(frag.Len()))
				b.ReportAllocs()
				for b.Loop() {
					zw.(interface{ Reset(io.Writer) }).Reset(io.Discard)
					zw.Write(frag.Bytes())
					zw.Close()
				}
				b.ReportMetric(float64(out), "gzip-bytes")
			})
		}
	}
}

// gunzip is a recorded reply's body, uncompressed if it was compressed.
func gunzip(b *testing.B, w *httptest.ResponseRecorder) string {
	if w.Header().Get("Content-Encoding") != "gzip" {
		return w.Body.String()
	}
	zr, err := gzip.NewReader(w.Body)
	if err != nil {
		b.Fatal(err)
	}
	body, err := io.ReadAll(zr)
	if err != nil {
		b.Fatal(err)
	}
	return string(body)
}

type countWriter int

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }

// benchStoredGame is a saved Expert game of a new guest.
func benchStoredGame(b *testing.B, st *store.Store) *store.Game {
	b.Helper()
	ctx := context.Background()
	u, err := st.CreateGuest(ctx, "en")
	if err != nil {
		b.Fatal(err)
	}
	state, err := benchMinesweeper(b, "expert").encode()
	if err != nil {
		b.Fatal(err)
	}
	g := &store.Game{ID: store.NewGameID(), UserID: u.ID, Slug: "minesweeper", State: state}
	if err := st.CreateGame(ctx, g, nil); err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkSaveGame is the optimistic-concurrency save of one move.
func BenchmarkSaveGame(b *testing.B) {
	st := testdb.Store(b)
	g := benchStoredGame(b, st)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if err := st.SaveGame(ctx, g, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSaveGameParallel saves different games from many goroutines
// at once, as many players do.
func BenchmarkSaveGameParallel(b *testing.B) {
	st := testdb.Store(b)
	b.SetParallelism(4)
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		g := benchStoredGame(b, st)
		for pb.Next() {
			if err := st.SaveGame(context.Background(), g, nil); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

func BenchmarkLoadGame(b *testing.B) {
	st := testdb.Store(b)
	g := benchStoredGame(b, st)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := st.LoadGame(ctx, g.ID, g.UserID); err != nil {
			b.Fatal(err)
		}
	}
}

var benchHiddenRE = regexp.MustCompile(`value="(\d+,\d+)" class="c hidden"`)

// BenchmarkMinesweeperMove is one whole htmx move through the handler
// chain, without the network: session, load, apply, save, render and
// compression. The move toggles a flag, so the game never ends.
func BenchmarkMinesweeperMove(b *testing.B) {
	st := testdb.Store(b)
	hs, err := NewHTTPServer(context.Background(), Config{Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		b.Fatal(err)
	}
	h := hs.Handler
	post := func(path, form string, cookies []*http.Cookie) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodPost, path, strings.NewReader(form))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		r.Header.Set("HX-Request", "true")
		r.Header.Set("Accept-Encoding", "gzip, deflate, br") // as browsers send
		for _, c := range cookies {
			r.AddCookie(c)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	for _, preset := range benchPresets {
		b.Run(preset, func(b *testing.B) {
			created := post("/play/minesweeper", "preset="+preset, nil)
			game := created.Header().Get("Location")
			cookies := created.Result().Cookies()
			if created.Code != http.StatusSeeOther || len(cookies) == 0 {
				b.Fatalf("create: %d", created.Code)
			}
			w := post(game, "do=reveal&cell=4,4", cookies)
			m := benchHiddenRE.FindStringSubmatch(gunzip(b, w))
			if w.Code != http.StatusOK || m == nil {
				b.Skipf("first reveal: %d, no hidden cell left to flag", w.Code)
			}
			move := "do=flag&cell=" + m[1]
			b.ReportAllocs()
			for b.Loop() {
				if w := post(game, move, cookies); w.Code != http.StatusOK {
					b.Fatalf("move: %d %.200s", w.Code, w.Body.String())
				}
			}
		})
	}
}
