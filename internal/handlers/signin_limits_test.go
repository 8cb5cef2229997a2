package handlers

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"testing"
)

// signInStatus posts one sign-in from a fresh browser, safe to call from
// many goroutines.
func (h *hall) signInStatus(name, pw string) (int, error) {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := c.PostForm(h.srv.URL+"/signin", url.Values{"username": {name}, "password": {pw}})
	if err != nil {
		return 0, err
	}
	res.Body.Close()
	return res.StatusCode, nil
}

// The attack: 40 guesses at once, one of them right. Each attempt is
// counted before its password is checked, so at most the limit are
// checked at all and the rest are refused before argon2 runs.
func TestSignInParallelGuessesCannotPassTheLimit(t *testing.T) {
	t.Parallel()
	h := newDBHall(t)
	h.player().signUp("erin", "the right password")
	limit := DefaultLimits.SignInPerAccount.N
	const guesses = 40
	statuses := make([]int, guesses)
	errs := make([]error, guesses)
	var wg sync.WaitGroup
	for i := range guesses {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pw := fmt.Sprintf("wrong guess %d", i)
			if i == guesses/2 {
				pw = "the right password"
			}
			statuses[i], errs[i] = h.signInStatus("erin", pw)
		}()
	}
	wg.Wait()
	checked, refused := 0, 0
	for i, st := range statuses {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		switch st {
		case http.StatusUnprocessableEntity, http.StatusSeeOther:
			checked++
		case http.StatusTooManyRequests:
			refused++
		default:
			t.Fatalf("guess %d answered %d", i, st)
		}
	}
	t.Logf("%d guesses at once: %d passwords checked, %d refused before argon2", guesses, checked, refused)
	if checked > limit || checked+refused != guesses {
		t.Fatalf("%d passwords checked, %d refused; want at most %d checked", checked, refused, limit)
	}
	// Over the limit, even the right password is refused.
	if st, _ := h.signInStatus("ERIN", "the right password"); st != http.StatusTooManyRequests {
		t.Fatalf("the right password after the burst: %d, want 429", st)
	}
}

// Behind a trusted proxy the client's address comes from X-Forwarded-For,
// so one attacker's failures lock out that attacker alone; a client
// cannot pick its own address by sending the header, and without
// TRUSTED_PROXIES the header is ignored.
func TestSignInAddressLimitBehindTrustedProxy(t *testing.T) {
	t.Parallel()
	loopback := netip.MustParsePrefix("127.0.0.0/8")
	h := newDBHallWith(t, func(c *Config) { c.TrustedProxies = []netip.Prefix{loopback} })
	h.player().signUp("frank", "f-pass-word-2")
	perAddr := DefaultLimits.SignInPerAddress.N

	attacker := h.player()
	for i := range perAddr + 3 {
		// The attacker writes its own X-Forwarded-For entry on the left;
		// the proxy appends the real address, which is what counts.
		attacker.forwardedFor = fmt.Sprintf("10.9.%d.1, 203.0.113.9", i)
		r := attacker.post("/signin", url.Values{"username": {fmt.Sprintf("nobody%d", i)}, "password": {"guess"}})
		want := http.StatusUnprocessableEntity
		if i >= perAddr {
			want = http.StatusTooManyRequests
		}
		if r.status != want {
			t.Fatalf("attempt %d from the attacker: %d, want %d", i, r.status, want)
		}
	}
	owner := h.player()
	owner.forwardedFor = "198.51.100.7"
	if r := owner.post("/signin", url.Values{"username": {"frank"}, "password": {"f-pass-word-2"}}); r.status != http.StatusSeeOther {
		t.Fatalf("the owner from another address: %d, want 303", r.status)
	}

	// Not trusted: X-Forwarded-For is the client's word and is ignored.
	plain := newDBHall(t)
	p := plain.player()
	for i := range perAddr + 1 {
		p.forwardedFor = fmt.Sprintf("192.0.2.%d", i)
		r := p.post("/signin", url.Values{"username": {fmt.Sprintf("nobody%d", i)}, "password": {"guess"}})
		if i == perAddr && r.status != http.StatusTooManyRequests {
			t.Fatalf("rotating X-Forwarded-For without a trusted proxy dodged the limit: %d", r.status)
		}
	}
}

func TestClientAddrReadsForwardedForRightToLeft(t *testing.T) {
	s := &Server{Config: Config{TrustedProxies: []netip.Prefix{
		netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128"),
	}}}
	for _, c := range []struct{ peer, xff, want string }{
		{"192.0.2.1:5000", "203.0.113.5", "192.0.2.1"},                     // untrusted peer: header ignored
		{"10.0.0.2:5000", "203.0.113.5", "203.0.113.5"},                    // one trusted hop
		{"10.0.0.2:5000", "1.1.1.1, 203.0.113.5, 10.0.0.7", "203.0.113.5"}, // two hops, a forged left entry
		{"10.0.0.2:5000", "", "10.0.0.2"},                                  // no header
		{"10.0.0.2:5000", "junk, 10.0.0.9", "10.0.0.9"},                    // garbage stops the walk
		{"[::1]:5000", "2001:db8::1", "2001:db8::1"},
	} {
		r, _ := http.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.peer
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		if got := s.clientAddr(r).String(); got != c.want {
			t.Errorf("peer %s, X-Forwarded-For %q: %s, want %s", c.peer, c.xff, got, c.want)
		}
	}
	if k := addrKey(netip.MustParseAddr("2001:db8:1:2:3:4:5:6")); k != "2001:db8:1:2::/64" {
		t.Errorf("IPv6 key %s, want its /64", k)
	}
	if _, err := ParseTrustedProxies("10.0.0.0/8, 192.0.2.1, nonsense"); err == nil {
		t.Error("a bad TRUSTED_PROXIES entry was accepted")
	}
}

// Strangers' wrong passwords lock out untrusted browsers only: the
// owner's browser, holding the device cookie from an earlier sign-in,
// still gets in; its own failures are limited under its cookie; a device
// cookie of another account, or a forged one, earns nothing.
func TestDeviceCookieKeepsOwnerIn(t *testing.T) {
	t.Parallel()
	h := newDBHall(t)
	owner := h.player()
	owner.signUp("grace", "g-pass-word-1")
	owner.post("/signout", url.Values{})
	other := h.player()
	other.signUp("heidi", "h-pass-word-3")

	attacker := h.player()
	for range DefaultLimits.SignInPerAccount.N + 2 {
		attacker.post("/signin", url.Values{"username": {"grace"}, "password": {"guess"}})
	}
	if st, _ := h.signInStatus("grace", "g-pass-word-1"); st != http.StatusTooManyRequests {
		t.Fatalf("a new browser after the attack: %d, want 429", st)
	}
	// heidi's device cookie is not grace's.
	if r := other.post("/signin", url.Values{"username": {"grace"}, "password": {"g-pass-word-1"}}); r.status != http.StatusTooManyRequests {
		t.Fatalf("another account's device cookie: %d, want 429", r.status)
	}
	forged := h.player()
	u, _ := url.Parse(h.srv.URL)
	for _, c := range owner.c.Jar.Cookies(u) {
		if c.Name == deviceCookie {
			parts := strings.Split(c.Value, ".")
			forged.c.Jar.SetCookies(u, []*http.Cookie{{Name: deviceCookie, Value: parts[0] + ".AAAA." + parts[2]}})
		}
	}
	if r := forged.post("/signin", url.Values{"username": {"grace"}, "password": {"g-pass-word-1"}}); r.status != http.StatusTooManyRequests {
		t.Fatalf("a forged device cookie: %d, want 429", r.status)
	}
	if r := owner.post("/signin", url.Values{"username": {"grace"}, "password": {"g-pass-word-1"}}); r.status != http.StatusSeeOther {
		t.Fatalf("the owner's browser after the attack: %d, want 303", r.status)
	}
	owner.post("/signout", url.Values{})
	for i := range DefaultLimits.SignInPerDevice.N {
		if r := owner.post("/signin", url.Values{"username": {"grace"}, "password": {"typo"}}); r.status != http.StatusUnprocessableEntity {
			t.Fatalf("the owner's wrong password #%d: %d", i, r.status)
		}
	}
	if r := owner.post("/signin", url.Values{"username": {"grace"}, "password": {"g-pass-word-1"}}); r.status != http.StatusTooManyRequests {
		t.Fatalf("a device cookie past its own limit: %d, want 429", r.status)
	}
}

// A name as long as the body allows is counted like any other, not a 5xx.
func TestSignInWithAHugeName(t *testing.T) {
	h := newDBHall(t)
	rng := rand.New(rand.NewPCG(1, 2))
	letters := func(n int) string { // incompressible, as a real attack would send
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('a' + rng.IntN(26))
		}
		return string(b)
	}
	if st, _ := h.signInStatus(letters(30000), "guess"); st != http.StatusUnprocessableEntity {
		t.Fatalf("a 30 KB name: %d, want 422", st)
	}
	r := h.player().post("/forgot", url.Values{"username": {letters(30000)}, "code": {"a"}, "password": {"new secret 55"}, "password2": {"new secret 55"}})
	if r.status != http.StatusUnprocessableEntity {
		t.Fatalf("a 30 KB name at /forgot: %d, want 422", r.status)
	}
}
