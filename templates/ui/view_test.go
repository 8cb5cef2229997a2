package ui

import "testing"

// Times print to tenths with the language's decimal mark and unit; past
// a minute as m:ss.t.
func TestMillis(t *testing.T) {
	for _, c := range []struct {
		lang string
		ms   int64
		want string
	}{
		{"en", 18000, "18.0\u00a0s"},
		{"ru", 18000, "18,0\u00a0с"},
		{"en", 18099, "18.0\u00a0s"},
		{"en", 490, "0.4\u00a0s"},
		{"ru", 59999, "59,9\u00a0с"},
		{"en", 125_340, "2:05.3"},
		{"ru", 125_340, "2:05,3"},
	} {
		if got := Millis(c.lang, c.ms); got != c.want {
			t.Errorf("Millis(%s, %d) = %q, want %q", c.lang, c.ms, got, c.want)
		}
	}
}

// Two decimals with the language's decimal mark.
func TestFixed(t *testing.T) {
	if got := Fixed("en", 2.414); got != "2.41" {
		t.Errorf("en: %q", got)
	}
	if got := Fixed("ru", 2.414); got != "2,41" {
		t.Errorf("ru: %q", got)
	}
}
