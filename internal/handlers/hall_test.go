package handlers

import (
	"bytes"
	"context"
	"flag"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"gamehall/internal/store"
	"gamehall/internal/testdb"
)

func TestMain(m *testing.M) {
	// Most tests here wait on PostgreSQL, the browser or a bot more than
	// they use a CPU, so more of them run at once than the default of one
	// per CPU, unless -test.parallel says how many.
	flag.Parse()
	explicit := false
	flag.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "test.parallel" })
	if !explicit {
		flag.Set("test.parallel", strconv.Itoa(max(4, 2*runtime.GOMAXPROCS(0))))
	}
	testdb.Main(m, stopBrowser)
}

// hall is a running server on a fresh database, or on memory, for
// handler tests.
type hall struct {
	t     *testing.T
	srv   *httptest.Server
	store *store.Store // nil on a memory hall
	mem   *memStore    // nil on a database hall
}

// newHall starts a hall with every game on an in-memory store: request
// flows that need nothing of PostgreSQL run in milliseconds.
func newHall(t *testing.T) *hall { t.Helper(); return newHallWith(t, nil) }

// newHallPlayer is the head of most request-flow tests: the test runs in
// parallel with the others, on a memory hall of its own (see newHall),
// and one player comes in (h.player() lets more in).
func newHallPlayer(t *testing.T) (*hall, *player) {
	t.Helper()
	t.Parallel()
	h := newHall(t)
	return h, h.player()
}

// newDBHallPlayer is newHallPlayer on a database hall (see newDBHall).
func newDBHallPlayer(t *testing.T) (*hall, *player) {
	t.Helper()
	t.Parallel()
	h := newDBHall(t)
	return h, h.player()
}

// newHallWith is newHall with a configuration changed by edit.
func newHallWith(t *testing.T, edit func(*Config)) *hall {
	t.Helper()
	return startMemHall(t, edited(edit))
}

// edited is the test halls' configuration changed by edit (if any).
func edited(edit func(*Config)) Config {
	var cfg Config
	if edit != nil {
		edit(&cfg)
	}
	return cfg
}

// newDBHall starts a hall with every game on a fresh PostgreSQL
// database, for flows that depend on the database itself.
func newDBHall(t *testing.T) *hall { t.Helper(); return newDBHallWith(t, nil) }

// newDBHallWith is newDBHall with a configuration changed by edit.
func newDBHallWith(t *testing.T, edit func(*Config)) *hall {
	t.Helper()
	return startHall(t, edited(edit))
}

// testSeeds is where every test hall's seeds start, so each test plays
// the same games, deals and bot choices on every run.
const testSeeds = 1

// testBotBudget is a test hall's deadline for one bot move, and only a
// guard against a hang: every bot level stops by its own count (nodes,
// plies, playouts, simulated deals) long before it, so a loaded machine
// does not cut a search short and make a test's bot choose another move.
// (The checkers levels and Go's strong level also keep a time bound of
// their own, under a second; the tests' assertions do not depend on
// which move those choose.)
const testBotBudget = time.Minute

// testRequestTimeout bounds a test hall's request, a hang guard too: a
// request that plays many bot moves (a round of five strong 101 bots)
// may take longer than the site's 20 s on a loaded machine.
const testRequestTimeout = 10 * time.Minute

// startHall serves cfg on a fresh PostgreSQL database (see serve).
func startHall(t *testing.T, cfg Config) *hall {
	t.Helper()
	st := testdb.Store(t)
	cfg.Store = st
	return &hall{t: t, srv: serve(t, cfg), store: st}
}

// startMemHall serves cfg on an in-memory store (see serve).
func startMemHall(t *testing.T, cfg Config) *hall {
	t.Helper()
	m := newMemStore()
	cfg.Store = m
	return &hall{t: t, srv: serve(t, cfg), mem: m}
}

// serve serves cfg from an httptest server built by NewHTTPServer, as
// cmd/web builds its own, with what every test hall shares: a silent
// log, testBotBudget and testRequestTimeout, and seeds from
// SeedSequence, unless cfg brings its own.
func serve(t testing.TB, cfg Config) *httptest.Server {
	t.Helper()
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.Seeds == nil {
		cfg.Seeds = SeedSequence(testSeeds)
	}
	if cfg.BotBudget == 0 {
		cfg.BotBudget = testBotBudget
	}
	if cfg.RequestTimeout == 0 {
		cfg.RequestTimeout = testRequestTimeout
	}
	hs, err := NewHTTPServer(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(nil)
	srv.Config = hs.Server
	srv.Start()
	t.Cleanup(srv.Close)
	return srv
}

// player is one browser: a client with its own cookies.
type player struct {
	h *hall
	c *http.Client
	// forwardedFor, if set, is sent as X-Forwarded-For (a proxy's view).
	forwardedFor string
}

func (h *hall) player() *player {
	jar, _ := cookiejar.New(nil)
	return &player{h: h, c: &http.Client{
		Jar: jar,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}}
}

// response is a finished request.
type response struct {
	status   int
	body     string
	location string
	header   http.Header
}

func (p *player) do(method, path string, form url.Values, htmx bool) response {
	p.h.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, p.h.srv.URL+path, body)
	if err != nil {
		p.h.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if htmx {
		req.Header.Set("HX-Request", "true")
	}
	if p.forwardedFor != "" {
		req.Header.Set("X-Forwarded-For", p.forwardedFor)
	}
	res, err := p.c.Do(req)
	if err != nil {
		p.h.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, body: string(b), location: res.Header.Get("Location"), header: res.Header}
}

func (p *player) get(path string) response { return p.do("GET", path, nil, false) }

func (p *player) post(path string, form url.Values) response { return p.do("POST", path, form, false) }

// act posts one action to a game as htmx does.
func (p *player) act(game string, form url.Values) response { return p.do("POST", game, form, true) }

// newGame starts a game and returns its path, e.g. "/games/123".
func (p *player) newGame(slug string, opts url.Values) string {
	p.h.t.Helper()
	r := p.post("/play/"+slug, opts)
	if r.status != http.StatusSeeOther || !strings.HasPrefix(r.location, "/games/") {
		p.h.t.Fatalf("new %s game: status %d, location %q, body %.300s", slug, r.status, r.location, r.body)
	}
	return r.location
}

// signUp registers the player under name.
func (p *player) signUp(name, pw string) {
	p.h.t.Helper()
	r := p.post("/signup", url.Values{"username": {name}, "password": {pw}, "password2": {pw}})
	if r.status != http.StatusSeeOther {
		p.h.t.Fatalf("sign up %s: status %d: %.400s", name, r.status, r.body)
	}
}

// gameIDOf is the id in a game's path ("/games/{id}").
func gameIDOf(t testing.TB, game string) int64 {
	t.Helper()
	id, err := strconv.ParseInt(strings.TrimPrefix(game, "/games/"), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// row loads a game row straight from the database.
func (h *hall) row(game string) *store.Game {
	h.t.Helper()
	id := gameIDOf(h.t, game)
	if h.mem != nil {
		h.mem.mu.Lock()
		defer h.mem.mu.Unlock()
		if g := h.mem.games[id]; g != nil {
			return copyGame(g)
		}
		h.t.Fatalf("no game %d", id)
	}
	var uid int64
	if err := h.store.Pool().QueryRow(context.Background(), `SELECT user_id FROM games WHERE id = $1`, id).Scan(&uid); err != nil {
		h.t.Fatal(err)
	}
	g, err := h.store.LoadGame(context.Background(), id, uid)
	if err != nil {
		h.t.Fatal(err)
	}
	return g
}

// save writes a game row as a move would (the version goes up).
func (h *hall) save(row *store.Game) {
	h.t.Helper()
	var err error
	if h.mem != nil {
		err = h.mem.SaveGame(context.Background(), row, nil)
	} else {
		err = h.store.SaveGame(context.Background(), row, nil)
	}
	if err != nil {
		h.t.Fatal(err)
	}
}

// setState replaces a game's stored state as if it had been played up
// to there (the version stays).
func (h *hall) setState(game string, data []byte) {
	h.t.Helper()
	id := gameIDOf(h.t, game)
	if h.mem != nil {
		h.mem.mu.Lock()
		defer h.mem.mu.Unlock()
		h.mem.games[id].State = bytes.Clone(data)
		return
	}
	if _, err := h.store.Pool().Exec(context.Background(), `UPDATE games SET state = $1 WHERE id = $2`, data, id); err != nil {
		h.t.Fatal(err)
	}
}

var versionRE = regexp.MustCompile(`name="v" value="(\d+)"`)

// version reads the board version a page shows.
func version(t *testing.T, body string) string {
	t.Helper()
	m := versionRE.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no version field in %.300s", body)
	}
	return m[1]
}
