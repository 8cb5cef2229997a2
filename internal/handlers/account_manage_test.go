package handlers

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

var codeRE = regexp.MustCompile(`<code>([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})</code>`)

// signUpCodes signs the player up and returns the recovery codes the
// next page shows, once.
func (p *player) signUpCodes(name, pw string) []string {
	p.h.t.Helper()
	p.signUp(name, pw)
	page := p.get("/account/codes")
	var codes []string
	for _, m := range codeRE.FindAllStringSubmatch(page.body, -1) {
		codes = append(codes, m[1])
	}
	if len(codes) != recoveryCodes {
		p.h.t.Fatalf("sign-up showed %d recovery codes: %.500s", len(codes), page.body)
	}
	if again := p.get("/account/codes"); again.status != http.StatusSeeOther || codeRE.MatchString(again.body) {
		p.h.t.Fatalf("the codes were shown twice: %d", again.status)
	}
	return codes
}

func TestRecoveryCodesSetANewPasswordOnce(t *testing.T) {
	t.Parallel()
	h := newDBHallWith(t, func(c *Config) { c.Limits.RecoveryPerAccount = Rate{100, time.Hour} })
	owner := h.player()
	codes := owner.signUpCodes("ivan", "first secret 1")
	game := owner.newGame("minesweeper", url.Values{"preset": {"beginner"}})

	var stored string
	h.store.Pool().QueryRow(context.Background(),
		`SELECT string_agg(encode(code_hash, 'hex'), ',') FROM recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.username = 'ivan'`).Scan(&stored)
	for _, c := range codes {
		if strings.Contains(stored, c) || strings.Contains(stored, strings.ReplaceAll(c, "-", "")) {
			t.Fatal("a recovery code is stored in plain text")
		}
	}

	p := h.player()
	form := func(code, pw string) url.Values {
		return url.Values{"username": {"IVAN"}, "code": {code}, "password": {pw}, "password2": {pw}}
	}
	if r := p.post("/forgot", form("aaaa-bbbb-cccc-dddd", "second secret 2")); r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "Wrong username or recovery code") {
		t.Fatalf("a made-up code: %d", r.status)
	}
	if r := p.post("/forgot", form(codes[2], "password")); r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "most common") {
		t.Fatalf("a common new password: %d", r.status)
	}
	// Typed in capitals without dashes, the code still works.
	r := p.post("/forgot", form(strings.ToUpper(strings.ReplaceAll(codes[2], "-", "")), "second secret 2"))
	if r.status != http.StatusSeeOther {
		t.Fatalf("reset with a code: %d %.300s", r.status, r.body)
	}
	if page := p.get("/account"); !strings.Contains(page.body, `class="codes-left">7<`) {
		t.Fatalf("after one reset the account page does not say 7 codes are left")
	}
	if r := p.get(game); r.status != http.StatusOK {
		t.Fatalf("the game after a reset: %d", r.status)
	}
	// The owner's old browser is signed out, the old password is dead,
	// and the code is burnt.
	if strings.Contains(owner.get("/").body, ">ivan<") {
		t.Fatal("the old browser is still signed in after the reset")
	}
	if st, _ := h.signInStatus("ivan", "first secret 1"); st != http.StatusUnprocessableEntity {
		t.Fatalf("the old password: %d", st)
	}
	if r := h.player().post("/forgot", form(codes[2], "third secret 3")); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("a used code again: %d", r.status)
	}

	// New codes from the account page replace the old ones.
	if r := p.post("/account/recovery-codes", url.Values{"current": {"wrong"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("new codes with a wrong password: %d", r.status)
	}
	r = p.post("/account/recovery-codes", url.Values{"current": {"second secret 2"}})
	fresh := codeRE.FindAllStringSubmatch(r.body, -1)
	if r.status != http.StatusOK || len(fresh) != recoveryCodes {
		t.Fatalf("new codes: %d, %d codes", r.status, len(fresh))
	}
	if r := h.player().post("/forgot", form(codes[3], "third secret 3")); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("an old code after renewal: %d", r.status)
	}
	if r := h.player().post("/forgot", form(fresh[0][1], "third secret 3")); r.status != http.StatusSeeOther {
		t.Fatalf("a new code: %d", r.status)
	}
}

func TestRecoveryTriesAreLimited(t *testing.T) {
	h := newDBHall(t)
	h.player().signUp("judy", "j-secret-77")
	p := h.player()
	for i := range DefaultLimits.RecoveryPerAccount.N + 1 {
		r := p.post("/forgot", url.Values{"username": {"judy"}, "code": {"aaaa-bbbb-cccc-dddd"}, "password": {"new secret 55"}, "password2": {"new secret 55"}})
		if i == DefaultLimits.RecoveryPerAccount.N && r.status != http.StatusTooManyRequests {
			t.Fatalf("try %d: %d, want 429", i, r.status)
		}
	}
}

func TestChangePasswordEndsOtherSessions(t *testing.T) {
	h := newDBHall(t)
	a := h.player()
	a.signUp("kate", "old one 12345")
	b := h.player()
	if r := b.post("/signin", url.Values{"username": {"kate"}, "password": {"old one 12345"}}); r.status != http.StatusSeeOther {
		t.Fatal("second browser cannot sign in")
	}
	for _, c := range []struct{ current, pw, pw2, want string }{
		{"wrong", "brand new one", "brand new one", "not your password"},
		{"old one 12345", "kate1234", "kate1234", "not contain the username"},
		{"old one 12345", "brand new one", "brand new onE", "differ"},
	} {
		r := a.post("/account/password", url.Values{"current": {c.current}, "password": {c.pw}, "password2": {c.pw2}})
		if r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, c.want) {
			t.Errorf("change %q→%q: %d, want 422 saying %q", c.current, c.pw, r.status, c.want)
		}
	}
	r := a.post("/account/password", url.Values{"current": {"old one 12345"}, "password": {"brand new one"}, "password2": {"brand new one"}})
	if r.status != http.StatusSeeOther {
		t.Fatalf("change password: %d %.300s", r.status, r.body)
	}
	if !strings.Contains(a.get("/account?done=password").body, "Password changed") {
		t.Fatal("the browser that changed the password is signed out")
	}
	if strings.Contains(b.get("/").body, ">kate<") {
		t.Fatal("the other browser is still signed in")
	}
	if st, _ := h.signInStatus("kate", "brand new one"); st != http.StatusSeeOther {
		t.Fatalf("the new password: %d", st)
	}
	if r := h.player().get("/account"); r.status != http.StatusSeeOther || r.location != "/signin" {
		t.Fatalf("the account page for a stranger: %d %s", r.status, r.location)
	}
}

func TestRenameFollowsUsernameRules(t *testing.T) {
	h := newDBHall(t)
	h.player().signUp("admin", "a-secret-99")
	p := h.player()
	p.signUp("leo", "l-secret-11")
	for _, c := range []struct{ name, current, want string }{
		{"ADMIN", "l-secret-11", "taken"},
		{"аdmin", "l-secret-11", "Latin or Cyrillic"},
		{"аdmіn", "l-secret-11", "Latin or Cyrillic"},
		{"x", "l-secret-11", "3 to 24"},
		{"leonardo", "wrong", "not your password"},
	} {
		r := p.post("/account/rename", url.Values{"username": {c.name}, "current": {c.current}})
		if r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, c.want) {
			t.Errorf("rename to %q: %d, want 422 saying %q", c.name, r.status, c.want)
		}
	}
	if r := p.post("/account/rename", url.Values{"username": {"Leonardo"}, "current": {"l-secret-11"}}); r.status != http.StatusSeeOther {
		t.Fatalf("rename: %d", r.status)
	}
	if !strings.Contains(p.get("/").body, "Leonardo") {
		t.Fatal("the new name is not shown")
	}
	if st, _ := h.signInStatus("leonardo", "l-secret-11"); st != http.StatusSeeOther {
		t.Fatalf("sign in under the new name: %d", st)
	}
	if st, _ := h.signInStatus("leo", "l-secret-11"); st != http.StatusUnprocessableEntity {
		t.Fatalf("sign in under the old name: %d", st)
	}
	// The old name is free again.
	h.player().signUp("leo", "another one 9")
}

func TestDeleteAccountWithItsGames(t *testing.T) {
	h := newDBHall(t)
	p := h.player()
	p.signUp("mallory", "m-secret-22")
	game := p.newGame("klondike", nil)
	other := h.player()
	other.signUp("oscar", "o-secret-33")
	kept := other.newGame("klondike", nil)

	confirm := p.get("/account/delete")
	if confirm.status != http.StatusOK || !strings.Contains(confirm.body, "Delete forever") || !strings.Contains(confirm.body, "1 games") {
		t.Fatalf("confirm page: %d %.300s", confirm.status, confirm.body)
	}
	if r := p.post("/account/delete", url.Values{"current": {"m-secret-22"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("delete without the confirm button: %d", r.status)
	}
	if r := p.post("/account/delete", url.Values{"confirm": {"yes"}, "current": {"wrong"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("delete with a wrong password: %d", r.status)
	}
	if r := p.post("/account/delete", url.Values{"confirm": {"yes"}, "current": {"m-secret-22"}}); r.status != http.StatusSeeOther {
		t.Fatalf("delete: %d", r.status)
	}
	var users, games, sessions int
	ctx := context.Background()
	h.store.Pool().QueryRow(ctx, `SELECT count(*) FROM users WHERE username = 'mallory'`).Scan(&users)
	h.store.Pool().QueryRow(ctx, `SELECT count(*) FROM games WHERE id = $1`, strings.TrimPrefix(game, "/games/")).Scan(&games)
	h.store.Pool().QueryRow(ctx, `SELECT count(*) FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.user_id IS NOT NULL AND u.id IS NULL`).Scan(&sessions)
	if users != 0 || games != 0 || sessions != 0 {
		t.Fatalf("after delete: %d users, %d games, %d orphan sessions", users, games, sessions)
	}
	if strings.Contains(p.get("/").body, "mallory") {
		t.Fatal("the browser is still signed in")
	}
	if r := other.get(kept); r.status != http.StatusOK {
		t.Fatalf("another player's game: %d", r.status)
	}
	if st, _ := h.signInStatus("mallory", "m-secret-22"); st != http.StatusUnprocessableEntity {
		t.Fatalf("sign in to a deleted account: %d", st)
	}
}
