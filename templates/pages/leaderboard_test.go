package pages

import (
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

// A board whose period has no known start (an empty all-time board)
// names no date; one with a start names it in the page's language.
func TestBoardLineSince(t *testing.T) {
	tab := BoardTab{Kind: BoardLowest, Unit: kit.UnitMillis}
	for _, lang := range []string{"en", "ru"} {
		empty := BoardLine(lang, BoardView{Board: tab})
		if strings.Contains(empty, "0001") || strings.Contains(empty, " since ") || strings.Contains(empty, " с ") {
			t.Errorf("%s: empty board says %q", lang, empty)
		}
	}
	v := BoardView{Board: tab, Since: time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC)}
	if got := BoardLine("en", v); !strings.Contains(got, "since 3 Dec 2026.") {
		t.Errorf("en: %q", got)
	}
	if got := BoardLine("ru", v); !strings.Contains(got, "с 3 дек. 2026.") {
		t.Errorf("ru: %q", got)
	}
}

// A time board's values carry their unit, in the page's language.
func TestScoreMillis(t *testing.T) {
	if got := Score("en", kit.UnitMillis, 18000); got != "18.0\u00a0s" {
		t.Errorf("en: %q", got)
	}
	if got := Score("ru", kit.UnitMillis, 18000); got != "18,0\u00a0с" {
		t.Errorf("ru: %q", got)
	}
}
