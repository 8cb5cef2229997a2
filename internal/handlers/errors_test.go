package handlers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/a-h/templ"
	"github.com/go-chi/chi/v5/middleware"

	"gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
	"gamehall/internal/session"
	"gamehall/internal/store"
	chessview "gamehall/templates/chess"
)

// Every kind of error a handler returns gets its own answer: 404, 422,
// 429 and 503 with Retry-After, and 500 with the request id, logged.
func TestErrorAdapterMapsEachKind(t *testing.T) {
	t.Parallel()
	var log bytes.Buffer
	m := newMemStore()
	s := &Server{Config: Config{Store: m, Sessions: session.New(m, false, time.Hour, make([]byte, 32), make([]byte, 32)),
		Log: slog.New(slog.NewTextHandler(&log, nil)), Now: time.Now}}
	tooFast := &kit.InputError{TooFast: true}
	for _, c := range []struct {
		name       string
		err        error
		status     int
		retryAfter bool
		says       string
	}{
		{"not found", fmt.Errorf("load: %w", store.ErrNotFound), http.StatusNotFound, false, "Not found"},
		{"refusal", &refusal{status: http.StatusUnprocessableEntity, textEN: "Choose English or Russian."}, http.StatusUnprocessableEntity, false, "Choose English"},
		{"refused action", &kit.InputError{EN: "No such square.", RU: "Нет такой клетки."}, http.StatusUnprocessableEntity, false, "No such square."},
		{"too fast", tooFast, http.StatusTooManyRequests, true, ""},
		{"bots busy", errBotsBusy, http.StatusTooManyRequests, true, "bots are still thinking"},
		{"database unavailable", fmt.Errorf("save: %w", store.ErrUnavailable), http.StatusServiceUnavailable, true, "cannot reach its storage"},
		{"out of time", context.DeadlineExceeded, http.StatusServiceUnavailable, true, "cannot reach its storage"},
		{"anything else", errors.New("state: bad checksum"), http.StatusInternalServerError, false, "req-42"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/x", nil)
			r = r.WithContext(context.WithValue(r.Context(), middleware.RequestIDKey, "req-42"))
			w := httptest.NewRecorder()
			s.answer(w, r, c.err)
			if w.Code != c.status {
				t.Errorf("status %d, want %d", w.Code, c.status)
			}
			if got := w.Header().Get("Retry-After") != ""; got != c.retryAfter {
				t.Errorf("Retry-After %q, want one: %v", w.Header().Get("Retry-After"), c.retryAfter)
			}
			if !strings.Contains(w.Body.String(), c.says) {
				t.Errorf("answer does not say %q: %.300s", c.says, w.Body.String())
			}
			if c.status != http.StatusServiceUnavailable && strings.Contains(w.Body.String(), "cannot reach its storage") {
				t.Error("blames the storage")
			}
		})
	}
	if !strings.Contains(log.String(), "req-42") || !strings.Contains(log.String(), "bad checksum") {
		t.Errorf("the 500 was not logged with its request id and cause:\n%s", log.String())
	}
}

// logged is a hall's log, to find what a 500 wrote.
type logged struct{ bytes.Buffer }

func (l *logged) logger() *slog.Logger { return slog.New(slog.NewTextHandler(&l.Buffer, nil)) }

// lastFailure is the request id of the last "request failed" line.
func (l *logged) lastFailure() string {
	id := ""
	for _, line := range strings.Split(l.String(), "\n") {
		if strings.Contains(line, `msg="request failed"`) {
			if i := strings.Index(line, " id="); i >= 0 {
				id = strings.Fields(line[i+4:])[0]
			}
		}
	}
	return id
}

// A stored game that no longer decodes is the server's fault, not the
// database's: 500 with the request id (which the log has too), never
// "try again, the storage is down".
func TestCorruptStoredGameIs500WithRequestID(t *testing.T) {
	t.Parallel()
	var log logged
	h := newHallWith(t, func(c *Config) { c.Log = log.logger() })
	p := h.player()
	game := p.newGame("minesweeper", url.Values{"preset": {"beginner"}})
	g := h.row(game)
	h.mem.mu.Lock()
	h.mem.games[g.ID].State = []byte("not a game")
	h.mem.mu.Unlock()
	for _, ask := range []func() response{
		func() response { return p.get(game) },
		func() response { return p.act(game, url.Values{"do": {"reveal"}, "cell": {"1,1"}}) },
	} {
		r := ask()
		if r.status != http.StatusInternalServerError {
			t.Fatalf("corrupt game: %d, want 500: %.300s", r.status, r.body)
		}
		if strings.Contains(r.body, "cannot reach its storage") {
			t.Error("a corrupt game blames the storage")
		}
		if id := log.lastFailure(); id == "" {
			t.Fatalf("nothing logged:\n%s", log.String())
		} else if !strings.Contains(r.body, id) {
			t.Errorf("the page does not show the request id %s: %.500s", id, r.body)
		}
	}
}

// A bot that fails is a server error (500), not an outage.
func TestBotFailureIs500(t *testing.T) {
	t.Parallel()
	failing := func(ctx context.Context, v chess.View, rng *rand.Rand) (kit.Action, error) {
		return nil, errors.New("bot: search exploded")
	}
	games := NewRegistry()
	Register(games, chess.Game{}, chessview.View, kit.Bots[chess.View]{Move: failing})
	var log logged
	h := newHallWith(t, func(c *Config) { c.Games, c.Log = games, log.logger() })
	p := h.player()
	game := p.newGame("chess", url.Values{"color": {"white"}, "level": {"easy"}})
	r := p.act(game, url.Values{"do": {"move"}, "from": {"e2"}, "to": {"e4"}})
	if r.status != http.StatusInternalServerError || strings.Contains(r.body, "cannot reach its storage") {
		t.Fatalf("failing bot: %d: %.300s", r.status, r.body)
	}
	if !strings.Contains(log.String(), "search exploded") {
		t.Errorf("the bot's error is not logged:\n%s", log.String())
	}
	if g := h.row(game); g.Version != 1 {
		t.Errorf("the move was saved without the bot's reply (version %d)", g.Version)
	}
}

// A NUL in the sign-in name is refused input (422), not an outage.
func TestNULInSignInNameIs422(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	r := h.player().post("/signin", url.Values{"username": {"ann\x00"}, "password": {"whatever1"}})
	if r.status != http.StatusUnprocessableEntity || strings.Contains(r.body, "cannot reach its storage") {
		t.Fatalf("NUL in the name: %d: %.300s", r.status, r.body)
	}
}

// While the storage is out of reach every page answers 503 with
// Retry-After; any other storage failure is a 500.
func TestStorageOutageIs503(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("minesweeper", url.Values{"preset": {"beginner"}})
	h.mem.setFail(fmt.Errorf("dial: %w", store.ErrUnavailable))
	for _, path := range []string{"/", game, "/profile", "/leaderboard/minesweeper"} {
		r := p.get(path)
		if r.status != http.StatusServiceUnavailable || r.header.Get("Retry-After") == "" {
			t.Errorf("GET %s while unavailable: %d, Retry-After %q", path, r.status, r.header.Get("Retry-After"))
		}
	}
	if r := p.act(game, url.Values{"do": {"reveal"}, "cell": {"1,1"}}); r.status != http.StatusServiceUnavailable || !isBoard(r.body) {
		t.Errorf("htmx move while unavailable: %d, want 503 as a board-sized notice: %.300s", r.status, r.body)
	}
	h.mem.setFail(errors.New("disk says no"))
	if r := p.get(game); r.status != http.StatusInternalServerError {
		t.Errorf("other failure: %d, want 500", r.status)
	}
	h.mem.setFail(nil)
	if r := p.get(game); r.status != http.StatusOK {
		t.Errorf("after recovery: %d", r.status)
	}
}

// isBoard says whether an htmx answer is a fragment, not a whole page.
func isBoard(body string) bool { return !strings.Contains(body, "<html") }

// TestRenderFailureGoesToTheAdapter checks that a page that fails to
// render writes nothing of itself: its error reaches the adapter, which
// answers 500 with the request id and logs the cause.
func TestRenderFailureGoesToTheAdapter(t *testing.T) {
	t.Parallel()
	var log logged
	m := newMemStore()
	s := &Server{Config: Config{Store: m, Sessions: session.New(m, false, time.Hour, make([]byte, 32), make([]byte, 32)),
		Log: log.logger(), Now: time.Now}}
	broken := templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		io.WriteString(w, "half a page")
		return errors.New("view: no such seat")
	})
	h := s.handle(func(w http.ResponseWriter, r *http.Request) error {
		return s.render(w, r, http.StatusOK, broken)
	})
	r := httptest.NewRequest("GET", "/x", nil)
	r = r.WithContext(context.WithValue(r.Context(), middleware.RequestIDKey, "req-7"))
	w := httptest.NewRecorder()
	h(w, r)
	if w.Code != http.StatusInternalServerError || !strings.Contains(w.Body.String(), "req-7") {
		t.Errorf("status %d, body %.300s; want 500 with the request id", w.Code, w.Body.String())
	}
	if strings.Contains(w.Body.String(), "half a page") {
		t.Error("the broken page's start reached the client")
	}
	if log.lastFailure() != "req-7" || !strings.Contains(log.String(), "no such seat") {
		t.Errorf("the failure was not logged with its id and cause:\n%s", log.String())
	}
}
