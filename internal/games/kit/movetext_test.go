package kit

import (
	"strings"
	"testing"
)

func TestWriteMovetextWraps(t *testing.T) {
	var tokens []string
	for range 40 {
		tokens = append(tokens, "12.", "Nbd2", "Qxe7+")
	}
	var b strings.Builder
	WriteMovetext(&b, append(tokens, "1-0"))
	text := b.String()
	if !strings.HasSuffix(text, " 1-0\n") && !strings.HasSuffix(text, "\n1-0\n") {
		t.Fatalf("the movetext does not end with the result: %q", text)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) < 2 {
		t.Fatalf("121 tokens on one line: %q", text)
	}
	for _, l := range lines {
		if len(l) > MovetextWidth || strings.HasPrefix(l, " ") || strings.HasSuffix(l, " ") {
			t.Errorf("line of %d characters: %q", len(l), l)
		}
	}
	if got := strings.Join(strings.Fields(text), " "); got != strings.Join(append(tokens, "1-0"), " ") {
		t.Errorf("tokens changed: %q", got)
	}
}
