package pages

import (
	"testing"

	"gamehall/internal/games/kit"
)

// A time board's values carry their unit, in the page's language.
func TestScoreMillis(t *testing.T) {
	if got := Score("en", kit.UnitMillis, 18000); got != "18.0\u00a0s" {
		t.Errorf("en: %q", got)
	}
	if got := Score("ru", kit.UnitMillis, 18000); got != "18,0\u00a0с" {
		t.Errorf("ru: %q", got)
	}
}
