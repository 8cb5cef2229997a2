package kit_test

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"gamehall/internal/games/kit"
)

// sample declares one option of every kind.
var sample = kit.Info{Slug: "sample", Levels: kit.Ladder{kit.Easy, kit.Strong}, Options: []kit.Option{
	{Key: "mode", Kind: kit.KindChoice, LabelEN: "Mode", LabelRU: "Режим", Default: "a", OldKeys: []string{"old"},
		Aliases: map[string]string{"alpha": "a"},
		Choices: []kit.Choice{{Value: "a", LabelEN: "A", LabelRU: "А"}, {Value: "b", LabelEN: "B", LabelRU: "Б"}}},
	kit.LevelOption("Bot", "Бот", kit.Ladder{kit.Easy, kit.Strong}, kit.Strong, nil),
	{Key: "width", Kind: kit.KindInteger, LabelEN: "Width", LabelRU: "Ширина", Min: 5, Max: 50, Default: "9"},
	{Key: "extra", When: &kit.When{Key: "mode", Value: "b"}, Required: true, Kind: kit.KindInteger, LabelEN: "Extra", LabelRU: "Добавка", Min: 1, Max: 3},
	{Key: "box", Kind: kit.KindCheckbox, LabelEN: "Box", LabelRU: "Флажок"},
	{Key: "note", Kind: kit.KindText, LabelEN: "Note", LabelRU: "Заметка", Parse: func(s string) (any, error) {
		if s == "bad" {
			return nil, kit.Invalid("The note is bad.", "Заметка плохая.")
		}
		return strings.ToUpper(s), nil
	}},
}}

func TestParseOptions(t *testing.T) {
	for _, tt := range []struct {
		form   string
		want   string // mode level width extra box note, or the English error
		wantRU string
	}{
		{"", "a strong 9 0 false ", ""},
		{"mode=b&extra=2&level=easy&width=50&box=on&note=hi", "b easy 50 2 true HI", ""},
		{"mode=+alpha+&width=+5+&box=0", "a strong 5 0 false ", ""},
		{"old=b&extra=3", "b strong 9 3 false ", ""},
		{"mode=a&extra=99", "a strong 9 0 false ", ""}, // extra does not apply
		{"mode=c", "Choose one of the offered values for “Mode”.", "Выберите один из предложенных вариантов: «Режим»."},
		{"level=hard", "Choose one of the offered values for “Bot”.", "Выберите один из предложенных вариантов: «Бот»."},
		{"width=4", "Width must be between 5 and 50.", "Ширина — от 5 до 50."},
		{"width=51", "Width must be between 5 and 50.", "Ширина — от 5 до 50."},
		{"width=ten", "Width must be between 5 and 50.", "Ширина — от 5 до 50."},
		{"mode=b", "Extra is required.", "Добавка — обязательное поле."},
		{"mode=b&extra=0", "Extra must be between 1 and 3.", "Добавка — от 1 до 3."},
		{"box=maybe", "“Box” is either on or off.", "«Флажок» — либо включено, либо выключено."},
		{"note=bad", "The note is bad.", "Заметка плохая."},
	} {
		form, err := url.ParseQuery(tt.form)
		if err != nil {
			t.Fatal(err)
		}
		v, err := kit.ParseOptions(sample, form)
		if tt.wantRU != "" {
			var ie *kit.InputError
			if !asInput(err, &ie) || ie.EN != tt.want || ie.RU != tt.wantRU {
				t.Errorf("%q: got %v, want %q / %q", tt.form, err, tt.want, tt.wantRU)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.form, err)
			continue
		}
		note, _ := v.Parsed("note").(string)
		got := strings.Join([]string{v.String("mode"), string(v.Level()), strconv.Itoa(v.Int("width")), strconv.Itoa(v.Int("extra")), strconv.FormatBool(v.Bool("box")), note}, " ")
		if got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.form, got, tt.want)
		}
	}
}

func asInput(err error, ie **kit.InputError) bool { return errors.As(err, ie) }

// FuzzParseOptions: any form either parses to values every option
// accepts, or is refused with a sentence in both languages; it never
// panics. The fifteen games' declarations are fuzzed too.
func FuzzParseOptions(f *testing.F) {
	for _, s := range []string{"", "mode=b&extra=2", "width=4", "level=easy&box=on", "note=bad", "preset=custom&width=9&height=9&mines=10", "size=13&komi=6,5", "players=7", "galaxy=-3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		form, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		for _, info := range append([]kit.Info{sample}, infos...) {
			v, err := kit.ParseOptions(info, form)
			if err != nil {
				var ie *kit.InputError
				if !errors.As(err, &ie) || !sentence(ie.EN) || !sentence(ie.RU) {
					t.Fatalf("%s %q: refusal %#v is not a sentence in both languages", info.Slug, raw, err)
				}
				continue
			}
			for _, o := range info.Options {
				if !v.Has(o.Key) {
					continue
				}
				switch o.Kind {
				case kit.KindChoice:
					ok := false
					for _, c := range o.Choices {
						ok = ok || c.Value == v.String(o.Key)
					}
					if !ok {
						t.Fatalf("%s %q: %s = %q is not a choice", info.Slug, raw, o.Key, v.String(o.Key))
					}
				case kit.KindInteger:
					if n := v.Int(o.Key); n < o.Min || n > o.Max {
						t.Fatalf("%s %q: %s = %d outside its bounds", info.Slug, raw, o.Key, n)
					}
				}
			}
		}
	})
}

// sentence reports whether s starts with a capital letter (or a quote)
// and ends with a full stop.
func sentence(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return (unicode.IsUpper(r) || r == '“' || r == '«') && strings.HasSuffix(s, ".")
}

// TestEveryChoiceStartsAGame: every value of every choice of every game,
// with the options it depends on set so that it applies, starts a game.
func TestEveryChoiceStartsAGame(t *testing.T) {
	now := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	for _, info := range infos {
		e := engines[info.Slug]
		for _, o := range info.Options {
			if o.Kind != kit.KindChoice {
				continue
			}
			for _, c := range o.Choices {
				form := url.Values{o.Key: {c.Value}}
				if o.When != nil {
					form.Set(o.When.Key, o.When.Value)
				}
				for _, dep := range info.Options {
					if dep.Required && dep.When != nil && form.Get(dep.When.Key) == dep.When.Value {
						form.Set(dep.Key, dep.Default)
					}
				}
				if _, err := e.newGame(form, 7, now); err != nil {
					t.Errorf("%s: %s=%s does not start a game: %v", info.Slug, o.Key, c.Value, err)
				}
			}
			for old := range o.Aliases {
				if _, err := e.newGame(url.Values{o.Key: {old}}, 7, now); err != nil && o.When == nil {
					t.Errorf("%s: the old value %s=%s no longer starts a game: %v", info.Slug, o.Key, old, err)
				}
			}
		}
	}
}
