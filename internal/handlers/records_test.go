package handlers

import (
	"html"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// downloadText is the text of the page's download link of a media type
// (a data: URL), as a person saving it would get it.
func downloadText(t *testing.T, body, mediaType string) string {
	t.Helper()
	re := regexp.MustCompile(`href="data:` + regexp.QuoteMeta(mediaType) + `;charset=utf-8,([^"]*)"`)
	m := re.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no %s download on the page", mediaType)
	}
	text, err := url.PathUnescape(html.UnescapeString(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// headerTags reads the [Name "value"] tags at the top of a PGN or PDN text.
func headerTags(text string) map[string]string {
	tags := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		name, value, ok := strings.Cut(strings.Trim(line, "[]"), " ")
		if !strings.HasPrefix(line, "[") || !ok {
			break
		}
		tags[name] = strings.Trim(value, `"`)
	}
	return tags
}

// TestGameRecordsNameThePlayers: PGN, PDN and SGF name the person by
// their username ("Guest" before signing up) and the bot with its level.
func TestGameRecordsNameThePlayers(t *testing.T) {
	h := newHall(t)
	p := h.player()
	check := func(who string) {
		t.Helper()
		chess := p.get(p.newGame("chess", url.Values{"color": {"white"}, "level": {"strong"}}))
		if tags := headerTags(downloadText(t, chess.body, "application/x-chess-pgn")); tags["White"] != who || tags["Black"] != "Bot (Strong)" {
			t.Errorf("PGN: White %q Black %q", tags["White"], tags["Black"])
		}
		ck := p.get(p.newGame("checkers", url.Values{"color": {"white"}, "level": {"easy"}}))
		tags := headerTags(downloadText(t, ck.body, "application/x-draughts-pdn"))
		if tags["White"] != who || tags["Black"] != "Bot (Easy)" || tags["GameType"] != "25" {
			t.Errorf("PDN: %v", tags)
		}
		g := p.get(p.newGame("go", url.Values{"colour": {"black"}, "level": {"strong"}}))
		sgf := downloadText(t, g.body, "application/x-go-sgf")
		if !strings.Contains(sgf, "PB["+who+"]") || !strings.Contains(sgf, "PW[Bot (Strong)]") {
			t.Errorf("SGF: %s", sgf)
		}
	}
	check("Guest")
	p.signUp("ann", "correct horse battery")
	check("ann")
}
