package handlers

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// TestPrefsRememberedOnTheAccount: the table settings are refused when
// unknown, kept in a cookie for the page's <html>, stored on the account
// and brought back by signing in on another browser.
func TestPrefsRememberedOnTheAccount(t *testing.T) {
	h, p := newHallPlayer(t)
	p.signUp("setter", "correct horse battery")
	if r := p.post("/prefs", url.Values{"speed": {"warp"}, "back": {"/"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("unknown speed: status %d", r.status)
	}
	r := p.post("/prefs", url.Values{"speed": {"fast"}, "sound": {"off"}, "back": {"/leaderboards"}})
	if r.status != http.StatusSeeOther || r.location != "/leaderboards" {
		t.Fatalf("set prefs: %d %q", r.status, r.location)
	}
	p.post("/prefs", url.Values{"theme": {"dark"}, "back": {"/"}})
	home := p.get("/")
	if !strings.Contains(home.body, `data-speed="fast" data-sound="off" data-theme="dark"`) {
		t.Fatalf("the page does not carry the settings: %.400s", home.body)
	}
	other := h.player()
	if r := other.post("/signin", url.Values{"username": {"setter"}, "password": {"correct horse battery"}}); r.status != http.StatusSeeOther {
		t.Fatalf("sign in: %d", r.status)
	}
	if body := other.get("/").body; !strings.Contains(body, `data-speed="fast" data-sound="off" data-theme="dark"`) {
		t.Fatalf("another browser did not get the settings after signing in: %.400s", body)
	}
}

// TestGameTitleSaysTheState: a game page's title says when it is the
// person's move, in the page and in every board htmx swaps in; a board
// that sets off bot turns carries their frames, a plain post none.
func TestGameTitleSaysTheState(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("chess", url.Values{"color": {"white"}, "level": {"easy"}})
	if body := p.get(game).body; !strings.Contains(body, "<title>Your move · Chess · Game Hall</title>") {
		t.Fatalf("title: %.300s", body)
	}
	r := p.act(game, url.Values{"do": {"move"}, "from": {"e2"}, "to": {"e4"}})
	if !strings.Contains(r.body, `data-title="Your move · Chess · Game Hall"`) {
		t.Errorf("the swapped board does not carry the title: %.300s", r.body)
	}
	if n := strings.Count(r.body, "<template data-frame"); n != 1 || !strings.Contains(r.body, `data-say="The bot plays `) {
		t.Errorf("after e4: %d frames, want 1 and the bot's move said: %.400s", n, r.body)
	}
	// Without JavaScript: the form posts, the answer redirects, and the
	// page shows the board as stored, with no frames.
	pr := p.post(game, url.Values{"do": {"move"}, "from": {"d2"}, "to": {"d4"}})
	if pr.status != http.StatusSeeOther {
		t.Fatalf("plain post: %d", pr.status)
	}
	if body := p.get(pr.location).body; strings.Contains(body, "<template data-frame") || len(chessMoves(t, h, game)) != 4 {
		t.Errorf("the plain post: want 4 moves and a page without frames")
	}
}

func TestSpeedSwitchOnlyWhereBotsPlay(t *testing.T) {
	_, p := newHallPlayer(t)
	chess := p.newGame("chess", url.Values{"color": {"white"}, "level": {"easy"}})
	if body := p.get(chess).body; !strings.Contains(body, `class="speed-switch"`) {
		t.Errorf("chess has bots but no speed switch")
	}
	mines := p.newGame("minesweeper", nil)
	if body := p.get(mines).body; strings.Contains(body, `class="speed-switch"`) {
		t.Errorf("Minesweeper has no bots but shows their speed switch")
	}
}

// TestSoundToggleDrawsItsIcon: the header's sound toggle is an SVG
// loudspeaker with an accessible name, not an emoji a browser without an
// emoji font shows as a box.
func TestSoundToggleDrawsItsIcon(t *testing.T) {
	_, p := newHallPlayer(t)
	toggle := regexp.MustCompile(`(?s)<button type="submit" name="sound" value="(on|off)"[^>]*aria-label="([^"]+)"[^>]*>(.*?)</button>`)
	for _, c := range []struct{ sound, label string }{{"on", "Turn sound off"}, {"off", "Turn sound on"}} {
		p.post("/prefs", url.Values{"sound": {c.sound}, "back": {"/"}})
		m := toggle.FindStringSubmatch(p.get("/").body)
		if m == nil {
			t.Fatalf("sound %s: no sound toggle in the header", c.sound)
		}
		if m[2] != c.label || !strings.Contains(m[3], "<svg") || strings.ContainsAny(m[3], "🔊🔇") {
			t.Errorf("sound %s: toggle %q labelled %q, want an SVG labelled %q", c.sound, m[3], m[2], c.label)
		}
	}
}
