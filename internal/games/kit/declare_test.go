package kit_test

import (
	"slices"
	"strconv"
	"testing"

	"gamehall/internal/games/kit"
)

// TestDeclarationsComplete: every game names itself and every option,
// choice and level in both languages, and every default is a value the
// option accepts.
func TestDeclarationsComplete(t *testing.T) {
	if len(infos) != 15 {
		t.Fatalf("%d games declared, want 15", len(infos))
	}
	for _, info := range infos {
		if info.Slug == "" || info.NameEN == "" || info.NameRU == "" || info.BlurbEN == "" || info.BlurbRU == "" {
			t.Errorf("%q: name or blurb missing in a language", info.Slug)
		}
		if len(info.Boards) == 0 {
			t.Errorf("%s: no leaderboard", info.Slug)
		}
		for _, l := range info.Levels {
			if !l.Valid() {
				t.Errorf("%s: level %q is not one of the six", info.Slug, l)
			}
		}
		keys := map[string]bool{}
		for _, o := range info.Options {
			if keys[o.Key] {
				t.Errorf("%s: option %q declared twice", info.Slug, o.Key)
			}
			keys[o.Key] = true
			checkOption(t, info, o)
		}
		if _, ok := info.Option(kit.LevelKey); ok != (len(info.Levels) > 0) {
			t.Errorf("%s: a level option without levels, or levels without the option", info.Slug)
		}
	}
}

func checkOption(t *testing.T, info kit.Info, o kit.Option) {
	t.Helper()
	where := info.Slug + "." + o.Key
	if o.Key == "" || o.LabelEN == "" || o.LabelRU == "" {
		t.Errorf("%s: a label is missing", where)
	}
	if (o.HintEN == "") != (o.HintRU == "") {
		t.Errorf("%s: a hint in one language only", where)
	}
	if o.When != nil {
		if _, ok := info.Option(o.When.Key); !ok {
			t.Errorf("%s: depends on an undeclared option %q", where, o.When.Key)
		}
	}
	switch o.Kind {
	case kit.KindChoice:
		var values []string
		for _, c := range o.Choices {
			if c.Value == "" || c.LabelEN == "" || c.LabelRU == "" || (c.HintEN == "") != (c.HintRU == "") {
				t.Errorf("%s: choice %q lacks a value or a label or hint in a language", where, c.Value)
			}
			values = append(values, c.Value)
		}
		if !slices.Contains(values, o.Default) {
			t.Errorf("%s: default %q is not a choice", where, o.Default)
		}
		for old, now := range o.Aliases {
			if !slices.Contains(values, now) || slices.Contains(values, old) {
				t.Errorf("%s: alias %q -> %q", where, old, now)
			}
		}
		if o.Key == kit.LevelKey {
			for _, v := range values {
				if !info.Levels.Has(kit.Level(v)) {
					t.Errorf("%s: level %q is not on the game's ladder", where, v)
				}
			}
		}
	case kit.KindInteger:
		n, err := strconv.Atoi(o.Default)
		if o.Min > o.Max || err != nil || n < o.Min || n > o.Max {
			t.Errorf("%s: default %q outside %d..%d", where, o.Default, o.Min, o.Max)
		}
	case kit.KindCheckbox:
		if o.Default != "" && o.Default != "on" {
			t.Errorf("%s: checkbox default %q", where, o.Default)
		}
	case kit.KindText:
		if o.Parse == nil {
			t.Errorf("%s: text option without a parser", where)
		} else if o.Default != "" {
			if _, err := o.Parse(o.Default); err != nil {
				t.Errorf("%s: default %q refused: %v", where, o.Default, err)
			}
		}
	default:
		t.Errorf("%s: unknown kind %d", where, o.Kind)
	}
}
