package ui

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/klondike"
	"gamehall/internal/games/minesweeper"
	"gamehall/internal/games/owchess"
)

// TestNewGameFormFollowsTheDeclaration checks each kind of field against
// the games' declarations: names, values and defaults, bounds taken from
// the engine, a select for a long list, checkboxes, hints, data-when and
// values carried over from a posted form (old values through aliases).
func TestNewGameFormFollowsTheDeclaration(t *testing.T) {
	draw := func(opts []kit.Option, values url.Values, lang string) string {
		var b strings.Builder
		if err := NewGameForm(opts, values, lang).Render(context.Background(), &b); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	ms := draw(minesweeper.Game{}.Info().Options, nil, "en")
	for _, want := range []string{
		`<legend>Field</legend>`,
		`<input type="radio" name="preset" value="beginner" checked>`,
		`<input type="radio" name="preset" value="custom">`,
		`<span class="hint">9×9, 10 mines</span>`,
		`<label data-when="preset=custom">Width <input type="number" name="width" min="5" max="50" value="20">`,
	} {
		if !strings.Contains(ms, want) {
			t.Errorf("minesweeper form lacks %s:\n%s", want, ms)
		}
	}
	go9 := draw(baduk.Game{}.Info().Options, url.Values{"size": {"13"}}, "ru")
	for _, want := range []string{`<select name="handicap">`, `value="13" checked`} {
		if !strings.Contains(go9, want) {
			t.Errorf("go form lacks %s:\n%s", want, go9)
		}
	}
	kl := draw(klondike.Game{}.Info().Options, url.Values{"winnable": {"1"}}, "ru")
	if !strings.Contains(kl, `<input type="checkbox" name="winnable" value="1" checked>`) || !strings.Contains(kl, "Только выигрышные раздачи") {
		t.Errorf("klondike form: %s", kl)
	}
	owc := draw(owchess.Game{}.Info().Options, url.Values{"level": {"hard"}}, "en")
	if !strings.Contains(owc, `<fieldset data-when="opponent=bot"><legend>The bot</legend>`) {
		t.Errorf("owchess form: the bot's options carry no data-when:\n%s", owc)
	}
}
