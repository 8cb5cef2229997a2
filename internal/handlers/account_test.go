package handlers

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestGuestKeepsGamesOnSignUpAndContinuesElsewhere(t *testing.T) {
	t.Parallel()
	h := newDBHall(t)
	guest := h.player()
	game := guest.newGame("minesweeper", url.Values{"preset": {"intermediate"}})
	guest.signUp("Alice_1", "correct horse battery")

	if r := guest.get(game); r.status != http.StatusOK {
		t.Fatalf("after sign-up the guest's game answers %d", r.status)
	}
	other := h.player()
	r := other.post("/signin", url.Values{"username": {"alice_1"}, "password": {"correct horse battery"}})
	if r.status != http.StatusSeeOther {
		t.Fatalf("sign in (case-insensitive name): %d %.300s", r.status, r.body)
	}
	home := other.get("/")
	if !strings.Contains(home.body, `href="`+game+`"`) {
		t.Fatal("another browser does not list the unfinished game under Continue")
	}
	if r := other.get(game); r.status != http.StatusOK {
		t.Fatalf("another browser opens the game: %d", r.status)
	}
}

func TestSignUpRules(t *testing.T) {
	t.Parallel()
	h := newDBHallWith(t, func(c *Config) { c.Limits.SignUpPerAddress = Rate{1000, time.Hour} })
	h.player().signUp("Bob", "long secret 77")
	h.player().signUp("admin", "long secret 77")
	h.player().signUp("Жора", "long secret 77")
	h.player().signUp("poker", "long secret 77")
	for _, c := range []struct {
		name, pw, pw2, want string
	}{
		{"bob", "long secret 77", "long secret 77", "taken"},
		{"ab", "long secret 77", "long secret 77", "3 to 24"},
		{"a b c", "long secret 77", "long secret 77", "letters, digits"},
		{"9lives", "long secret 77", "long secret 77", "starts with a letter"},
		{"carol", "short", "short", "at least 8"},
		{"carol", "long secret 77", "long secret 7T", "differ"},
		{"<b>x</b>", "long secret 77", "long secret 77", "letters, digits"},
		// NIST SP 800-63B: common, blank and username passwords.
		{"carol", "password", "password", "most common"},
		{"carol", "Qwertyuiop", "Qwertyuiop", "most common"},
		{"carol", "        ", "        ", "not only spaces"},
		// Eight NULs: refused, by the form reader or by the password
		// rules (TestCheckPasswordRefusesBlank says which message).
		{"carol", "\x00\x00\x00\x00\x00\x00\x00\x00", "\x00\x00\x00\x00\x00\x00\x00\x00", ""},
		{"carol", " \t\n\r \t\n\r", " \t\n\r \t\n\r", "not only spaces"},
		{"carolyn_x", "carolyn_x", "carolyn_x", "not contain the username"},
		{"carolina", "my CAROLINA 2024", "my CAROLINA 2024", "not contain the username"},
		{"Мария", "мария12345", "мария12345", "not contain the username"},
		// One account whatever the case, in every script (PRECIS).
		{"жора", "long secret 77", "long secret 77", "taken"},
		{"ЖОРА", "long secret 77", "long secret 77", "taken"},
		{"ＢＯＢ", "long secret 77", "long secret 77", "taken"}, // full-width
		// Look-alikes of taken names (UTS #39 skeleton), and mixed scripts.
		{"аdmin", "long secret 77", "long secret 77", "Latin or Cyrillic"}, // Cyrillic а
		{"аdміn", "long secret 77", "long secret 77", "Latin or Cyrillic"},
		{"рокег", "long secret 77", "long secret 77", "looks too much like"}, // all Cyrillic: р о к е г
		{"ВОВ", "long secret 77", "long secret 77", "looks too much like"},   // Cyrillic В, О, В
		{"b0b", "long secret 77", "long secret 77", "looks too much like"},
		{"p0ker", "long secret 77", "long secret 77", "looks too much like"},
	} {
		r := h.player().post("/signup", url.Values{"username": {c.name}, "password": {c.pw}, "password2": {c.pw2}})
		if r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, c.want) {
			t.Errorf("sign up %q/%q: %d, want 422 saying %q", c.name, c.pw, r.status, c.want)
		}
		if strings.Contains(r.body, "<b>x</b>") {
			t.Error("username echoed unescaped")
		}
	}
	// The message follows the language.
	p := h.player()
	p.post("/lang", url.Values{"lang": {"ru"}, "back": {"/"}})
	r := p.post("/signup", url.Values{"username": {"bob"}, "password": {"long secret 77"}, "password2": {"long secret 77"}})
	if !strings.Contains(r.body, "Это имя уже занято") {
		t.Errorf("Russian message missing: %.200s", r.body)
	}
	r = p.post("/signup", url.Values{"username": {"carol"}, "password": {"password"}, "password2": {"password"}})
	if !strings.Contains(r.body, "Это один из самых частых паролей") {
		t.Errorf("Russian common-password message missing: %.200s", r.body)
	}
	// ЖОРА and жора sign in to Жора.
	for _, name := range []string{"ЖОРА", "жора", "Жора"} {
		if r := h.player().post("/signin", url.Values{"username": {name}, "password": {"long secret 77"}}); r.status != http.StatusSeeOther {
			t.Errorf("sign in as %q: %d, want 303", name, r.status)
		}
	}
	// Cyrillic that only partly looks Latin is a name of its own.
	h.player().signUp("ПОКЕР", "long secret 77")
	// A decomposed й signs up as the composed one.
	h.player().signUp("Андре\u0438\u0306", "long secret 77")
	if r := h.player().post("/signin", url.Values{"username": {"андрей"}, "password": {"long secret 77"}}); r.status != http.StatusSeeOther {
		t.Errorf("sign in with a composed й: %d", r.status)
	}
}

func TestSignInSignOutAndRateLimit(t *testing.T) {
	t.Parallel()
	h := newDBHall(t)
	first := h.player()
	first.signUp("dave", "hunter2hunter2")
	p := h.player()
	for i := range DefaultLimits.SignInPerAccount.N {
		r := p.post("/signin", url.Values{"username": {"dave"}, "password": {"wrong"}})
		if r.status != http.StatusUnprocessableEntity {
			t.Fatalf("wrong password #%d: %d", i, r.status)
		}
	}
	r := p.post("/signin", url.Values{"username": {"dave"}, "password": {"hunter2hunter2"}})
	if r.status != http.StatusTooManyRequests {
		t.Fatalf("after %d failures the right password answers %d, want 429", DefaultLimits.SignInPerAccount.N, r.status)
	}
	h.store.ClearHits(context.Background(), "login:user:dave")
	h.store.ClearHits(context.Background(), "login:addr:127.0.0.1")
	r = p.post("/signin", url.Values{"username": {"dave"}, "password": {"hunter2hunter2"}})
	if r.status != http.StatusSeeOther {
		t.Fatalf("sign in: %d", r.status)
	}
	cookie := r.header.Get("Set-Cookie")
	for _, flag := range []string{"HttpOnly", "SameSite=Lax"} {
		if !strings.Contains(cookie, flag) {
			t.Errorf("session cookie %q lacks %s", cookie, flag)
		}
	}
	if !strings.Contains(p.get("/").body, "dave") {
		t.Fatal("signed-in page does not show the name")
	}
	p.post("/signout", url.Values{})
	if strings.Contains(p.get("/").body, ">dave<") {
		t.Fatal("still signed in after sign-out")
	}
	var n int
	h.store.Pool().QueryRow(context.Background(), `SELECT count(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'dave'`).Scan(&n)
	if n != 1 {
		t.Fatalf("%d session rows after signing out one of two browsers, want 1", n)
	}
	p.post("/signin", url.Values{"username": {"dave"}, "password": {"hunter2hunter2"}})
	p.post("/signout-everywhere", url.Values{})
	if strings.Contains(first.get("/").body, ">dave<") {
		t.Fatal("the first browser is still signed in after signing out everywhere")
	}
	var hash string
	h.store.Pool().QueryRow(context.Background(), `SELECT password_hash FROM users WHERE username = 'dave'`).Scan(&hash)
	if !strings.HasPrefix(hash, "$argon2id$") || strings.Contains(hash, "hunter2") {
		t.Fatalf("password stored as %q", hash)
	}
}

func TestSecurityHeadersAndBodyLimit(t *testing.T) {
	_, p := newDBHallPlayer(t)
	r := p.get("/")
	for k, want := range map[string]string{
		"Content-Security-Policy": "frame-ancestors 'none'",
		"X-Content-Type-Options":  "nosniff",
		"Referrer-Policy":         "same-origin",
	} {
		if !strings.Contains(r.header.Get(k), want) {
			t.Errorf("%s = %q, want %q", k, r.header.Get(k), want)
		}
	}
	if strings.Contains(r.body, "<script>") {
		t.Error("inline script on the home page")
	}
	big := url.Values{"username": {strings.Repeat("x", 100<<10)}}
	if r := p.post("/signin", big); r.status != http.StatusRequestEntityTooLarge {
		t.Errorf("huge body: %d, want 413", r.status)
	}
	if r := p.get("/healthz"); r.status != http.StatusOK {
		t.Errorf("healthz: %d", r.status)
	}
}

func TestPagesRender(t *testing.T) {
	_, p := newDBHallPlayer(t)
	p.signUp("erin", "long secret 77")
	p.newGame("minesweeper", nil)
	for _, path := range []string{"/", "/rules/chess", "/rules/wayfarer", "/leaderboards", "/leaderboard/minesweeper",
		"/leaderboard/minesweeper?board=expert&period=week", "/profile", "/play/minesweeper", "/signin", "/signup"} {
		if r := p.get(path); r.status != http.StatusOK {
			t.Errorf("GET %s: %d", path, r.status)
		}
	}
	for _, path := range []string{"/rules/nope", "/play/nope", "/leaderboard/nope", "/nope"} {
		if r := p.get(path); r.status != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", path, r.status)
		}
	}
}

// The attack: 150 sign-ups from one address all succeeded. Now the
// address has a budget per hour, counted before the password is hashed.
func TestSignUpRateLimitedPerAddress(t *testing.T) {
	h := newDBHall(t)
	limit := DefaultLimits.SignUpPerAddress.N
	for i := range limit + 2 {
		r := h.player().post("/signup", url.Values{"username": {fmt.Sprintf("many%d", i)}, "password": {"long secret 77"}, "password2": {"long secret 77"}})
		want := http.StatusSeeOther
		if i >= limit {
			want = http.StatusTooManyRequests
		}
		if r.status != want {
			t.Fatalf("sign-up %d: %d, want %d", i, r.status, want)
		}
	}
	var n int
	h.store.Pool().QueryRow(context.Background(), `SELECT count(*) FROM users WHERE username LIKE 'many%'`).Scan(&n)
	if n != limit {
		t.Fatalf("%d accounts made, want %d", n, limit)
	}
}

func TestCheckPasswordRefusesBlank(t *testing.T) {
	v := &visitor{lang: "en"}
	for _, pw := range []string{"        ", strings.Repeat("\x00", 8), " \t\n\r\u00a0\u2003\x7f\x01"} {
		if msg := checkPassword(v, pw, "carol"); !strings.Contains(msg, "not only spaces") {
			t.Errorf("%q: %q", pw, msg)
		}
	}
	if msg := checkPassword(v, "  a     ", "carol"); msg != "" {
		t.Errorf("a password with one letter among spaces: %q", msg)
	}
}
