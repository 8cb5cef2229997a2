package handlers

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"gamehall/internal/testdb"
)

// TestNotFoundKeepsSignedInHeader: every 404 page draws the header of
// the visitor who asked, not that of a signed-out one.
func TestNotFoundKeepsSignedInHeader(t *testing.T) {
	_, p := newDBHallPlayer(t)
	p.signUp("header404", "a long enough password")
	for _, path := range []string{"/games/123", "/nope", "/rules/nope", "/play/nope", "/leaderboard/nope"} {
		r := p.get(path)
		if r.status != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", path, r.status)
			continue
		}
		if !strings.Contains(r.body, `href="/profile"`) || !strings.Contains(r.body, "header404") {
			t.Errorf("GET %s: the 404 page's header is a signed-out visitor's", path)
		}
	}
}

// TestUnreadableFormFields: a NUL or an invalid UTF-8 byte in any form
// field answers 422 with a clear message, for every form.
func TestUnreadableFormFields(t *testing.T) {
	h := newDBHall(t)
	p := h.player()
	game := p.newGame("minesweeper", url.Values{"preset": {"beginner"}})
	for _, bad := range []string{"a\x00b", "a\xffb"} {
		for _, c := range []struct {
			path string
			form url.Values
		}{
			{"/signin", url.Values{"username": {bad}, "password": {"whatever password"}}},
			{"/signup", url.Values{"username": {bad}, "password": {"a long password"}, "password2": {"a long password"}}},
			{"/lang", url.Values{"lang": {"en"}, "back": {"/" + bad}}},
			{"/play/minesweeper", url.Values{"preset": {bad}}},
			{game, url.Values{"action": {bad}, "v": {"1"}}},
			{game, url.Values{bad: {"x"}}},
		} {
			r := p.post(c.path, c.form)
			if r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "NUL") {
				t.Errorf("POST %s %q: %d, want 422 naming the character: %.200s", c.path, c.form, r.status, r.body)
			}
		}
	}
}

// TestLangBackStaysLocal: the language switch goes back only to clean
// local paths; every hostile target becomes "/".
func TestLangBackStaysLocal(t *testing.T) {
	for _, c := range []struct{ back, want string }{
		{"/games/12?x=1", "/games/12?x=1"},
		{"/leaderboard/chess?board=easy&period=week", "/leaderboard/chess?board=easy&period=week"},
		{"/", "/"},
		{"", "/"},
		{"//evil.example/x", "/"},
		{"/\t/evil.example/x", "/"},
		{"/\n/evil.example/x", "/"},
		{"/\r/evil.example", "/"},
		{"\t//evil.example", "/"},
		{" /x", "/"},
		{"/\\evil.example", "/"},
		{"\\\\evil.example", "/"},
		{"/x\\y", "/"},
		{"/x\x00y", "/"},
		{"/x\x7fy", "/"},
		{"/\u3000/evil.example", "/"},
		{"http://evil.example/", "/"},
		{"https:evil.example", "/"},
		{"javascript:alert(1)", "/"},
		{"evil.example", "/"},
		{"/ /evil.example", "/"},
	} {
		if got := localPath(c.back); got != c.want {
			t.Errorf("localPath(%q) = %q, want %q", c.back, got, c.want)
		}
	}
	// And through the handler, with the issue's own input.
	h := newDBHall(t)
	r := h.player().post("/lang", url.Values{"lang": {"ru"}, "back": {"/\t/evil.example/x"}})
	if r.status != http.StatusSeeOther || r.location != "/" {
		t.Errorf("POST /lang back=/%%09/evil.example/x: %d to %q", r.status, r.location)
	}
}

// behindTLSHall is a hall configured as served through a TLS proxy
// (BEHIND_TLS=1): plain HTTP reaches it, the visitor's browser sees TLS.
func behindTLSHall(t *testing.T) *hall {
	t.Helper()
	return startHall(t, Config{TLS: true})
}

// TestBehindTLSSecuresEveryCookie: behind a TLS proxy every answer sends
// HSTS and every cookie, the language one included, is Secure.
func TestBehindTLSSecuresEveryCookie(t *testing.T) {
	h := behindTLSHall(t)
	p := h.player()
	for _, r := range []response{
		p.get("/"),
		p.post("/lang", url.Values{"lang": {"ru"}, "back": {"/"}}),
		p.post("/play/minesweeper", url.Values{"preset": {"beginner"}}),
	} {
		if r.header.Get("Strict-Transport-Security") == "" {
			t.Errorf("no HSTS header (status %d)", r.status)
		}
		for _, c := range r.header.Values("Set-Cookie") {
			if !strings.Contains(c, "; Secure") {
				t.Errorf("cookie without Secure: %s", c)
			}
		}
	}
}

// TestSlowBodyAnswers408: a body that does not arrive within the
// server's read timeout is answered 408, not 500.
func TestSlowBodyAnswers408(t *testing.T) {
	hs, err := NewHTTPServer(context.Background(), Config{Store: testdb.Store(t),
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs.ReadTimeout = time.Second
	srv := httptest.NewUnstartedServer(nil)
	srv.Config = hs.Server
	srv.Start()
	t.Cleanup(srv.Close)

	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// Promise 100 bytes and send one: the rest never comes.
	io.WriteString(conn, "POST /lang HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"+
		"Content-Length: 100\r\n\r\nl")
	conn.SetReadDeadline(time.Now().Add(30 * time.Second))
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusRequestTimeout {
		t.Fatalf("a body cut by the read timeout: %d, want 408", res.StatusCode)
	}
}

// TestLeaderboardTabsMarkSelected: the chosen board and period are the
// tabs marked aria-current="page" (what the CSS highlights), and only they.
func TestLeaderboardTabsMarkSelected(t *testing.T) {
	h := newDBHall(t)
	r := h.player().get("/leaderboard/minesweeper?board=expert&period=week")
	if r.status != http.StatusOK {
		t.Fatalf("leaderboard: %d", r.status)
	}
	current := regexp.MustCompile(`<a\s[^>]*aria-current[^>]*>`).FindAllString(r.body, -1)
	if len(current) != 2 {
		t.Fatalf("%d tabs marked current, want 2: %q", len(current), current)
	}
	for i, want := range []string{"board=expert&amp;period=week", "board=expert&amp;period=week"} {
		if !strings.Contains(current[i], `aria-current="page"`) || !strings.Contains(current[i], want) {
			t.Errorf("current tab %d: %s", i, current[i])
		}
	}
}

// TestLevelNamesAgree: bot levels have one name each in every game, in
// both languages: Easy, Medium, Strong; Лёгкий, Средний, Сильный (the
// stored level keys, such as durak's "normal", are not names).
func TestLevelNamesAgree(t *testing.T) {
	h := newDBHall(t)
	other := map[string]*regexp.Regexp{
		"en": regexp.MustCompile(`\b(Normal|Hard|Simple)\b|\b(normal|hard|simple) bots?\b`),
		"ru": regexp.MustCompile(`[Пп]ростой|простого бота|Обычный|обычных ботов|Сложный|сложный уровень|сложных ботов|Трудный`),
	}
	for _, lang := range []string{"en", "ru"} {
		p := h.player()
		p.post("/lang", url.Values{"lang": {lang}, "back": {"/"}})
		for _, slug := range slugs(Games()) {
			for _, path := range []string{"/play/" + slug, "/rules/" + slug, "/leaderboard/" + slug} {
				r := p.get(path)
				if r.status != http.StatusOK {
					t.Errorf("%s %s: %d", lang, path, r.status)
					continue
				}
				if m := other[lang].FindString(r.body); m != "" {
					t.Errorf("%s %s names a level %q", lang, path, m)
				}
			}
		}
	}
}
