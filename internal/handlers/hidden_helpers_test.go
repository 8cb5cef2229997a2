package handlers

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"gamehall/internal/games/cards"
)

// A small HTML form scanner, enough to press what a page offers the way a
// browser would: every form posting to the game, its hidden fields, radio
// groups, checkboxes and submit buttons, including the controls outside
// the form that name it with form="id".

// pageForm is one form of a page.
type pageForm struct {
	id, action string
	hidden     [][2]string
	radios     map[string][]string
	checks     map[string][]string
	buttons    [][2]string // name, value of each enabled submit button
}

var (
	formRE     = regexp.MustCompile(`(?s)<form\b([^>]*)>(.*?)</form>`)
	controlRE  = regexp.MustCompile(`<(input|button)\b([^>]*)>`)
	attrRE     = regexp.MustCompile(`([a-zA-Z-]+)(?:="([^"]*)")?`)
	disabledRE = regexp.MustCompile(`\sdisabled(\s|=|$)`)
)

func attrs(tag string) map[string]string {
	out := map[string]string{}
	for _, m := range attrRE.FindAllStringSubmatch(tag, -1) {
		out[m[1]] = unescapeAttr(m[2])
	}
	return out
}

func unescapeAttr(s string) string {
	return strings.NewReplacer("&amp;", "&", "&#34;", `"`, "&quot;", `"`, "&#39;", "'", "&lt;", "<", "&gt;", ">").Replace(s)
}

// addControl files one <input> or <button> into a form.
func (f *pageForm) addControl(kind, tag string) {
	a := attrs(tag)
	if disabledRE.MatchString(" " + tag) {
		return
	}
	switch {
	case kind == "button" && (a["type"] == "" || a["type"] == "submit"):
		f.buttons = append(f.buttons, [2]string{a["name"], a["value"]})
	case kind == "input" && a["type"] == "hidden":
		f.hidden = append(f.hidden, [2]string{a["name"], a["value"]})
	case kind == "input" && a["type"] == "radio":
		f.radios[a["name"]] = append(f.radios[a["name"]], a["value"])
	case kind == "input" && a["type"] == "checkbox":
		f.checks[a["name"]] = append(f.checks[a["name"]], a["value"])
	case kind == "input" && a["type"] == "submit":
		f.buttons = append(f.buttons, [2]string{a["name"], a["value"]})
	}
}

// gameForms returns the forms of a page that post to the game itself.
func gameForms(body, game string) []*pageForm {
	var forms []*pageForm
	byID := map[string]*pageForm{}
	for _, m := range formRE.FindAllStringSubmatch(body, -1) {
		a := attrs(m[1])
		f := &pageForm{id: a["id"], action: a["action"], radios: map[string][]string{}, checks: map[string][]string{}}
		for _, c := range controlRE.FindAllStringSubmatch(m[2], -1) {
			if attrs(c[2])["form"] == "" {
				f.addControl(c[1], c[2])
			}
		}
		if f.id != "" {
			byID[f.id] = f
		}
		if f.action == game {
			forms = append(forms, f)
		}
	}
	for _, c := range controlRE.FindAllStringSubmatch(body, -1) {
		if f := byID[attrs(c[2])["form"]]; f != nil {
			f.addControl(c[1], c[2])
		}
	}
	return slices.DeleteFunc(forms, func(f *pageForm) bool { return len(f.buttons) == 0 })
}

// randomSubmit fills a random form as a random person would: one value of
// each radio group, usually three checkboxes (a Hearts pass) or else any
// number, and one of its submit buttons.
func randomSubmit(rng *rand.Rand, forms []*pageForm) url.Values {
	if len(forms) == 0 {
		return nil
	}
	f := forms[rng.IntN(len(forms))]
	form := url.Values{}
	for _, kv := range f.hidden {
		form.Add(kv[0], kv[1])
	}
	for _, name := range sortedKeys(f.radios) {
		vals := f.radios[name]
		form.Set(name, vals[rng.IntN(len(vals))])
	}
	for _, name := range sortedKeys(f.checks) {
		vals := slices.Clone(f.checks[name])
		rng.Shuffle(len(vals), func(i, j int) { vals[i], vals[j] = vals[j], vals[i] })
		n := min(3, len(vals))
		if rng.IntN(5) == 0 {
			n = rng.IntN(len(vals) + 1)
		}
		for _, v := range vals[:n] {
			form.Add(name, v)
		}
	}
	b := f.buttons[rng.IntN(len(f.buttons))]
	if b[0] != "" {
		form.Set(b[0], b[1])
	}
	return form
}

func sortedKeys(m map[string][]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// secrets is what one response must not contain: cards the person may
// not know, any other marker a game adds (a mine cell's look), and the
// raw stored state with its RNG.
type secrets struct {
	cards   []cards.Card
	strings []string // exact substrings that would give something away
	check   func(body string) []string
	items   int // hidden things the check compares, besides cards
}

// cardSpellings are the ways a page could name a card: its code in an
// attribute, JSON or text, its face corners, its short label and its
// English and Russian names.
func cardSpellings(c cards.Card) (exact, folded []string) {
	code := c.String()
	exact = []string{`"` + code + `"`, `'` + code + `'`, ">" + code + "<", "=" + code + "&", c.Label(),
		`pc-rank">` + c.Rank().Code() + `</span><span class="pc-suit">` + c.Suit().Symbol() + "<"}
	folded = []string{strings.ToLower(c.NameEN()), strings.ToLower(c.NameRU())}
	return exact, folded
}

var stateWordRE = regexp.MustCompile(`(?i)\b(rng|seed|pcg)\b`)

// stateStrings are the stored state's raw forms and every long string
// inside it (the RNG, the mine field, the stock...), none of which a
// response may carry.
func stateStrings(state []byte) []string {
	out := []string{}
	if len(state) >= 24 {
		out = append(out, string(state[:24]), base64.StdEncoding.EncodeToString(state)[:24],
			base64.RawURLEncoding.EncodeToString(state)[:24])
	}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			if len(v) >= 16 {
				out = append(out, v)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		case map[string]any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	var doc any
	if json.Unmarshal(state, &doc) == nil {
		walk(doc)
	}
	return out
}

// findLeaks lists what of the secrets shows in a response: its body and
// every header (redirect target, cookies, htmx headers).
func findLeaks(body string, header map[string][]string, s secrets) []string {
	var found []string
	scan := func(where, text string, words bool) {
		lower := strings.ToLower(text)
		for _, c := range s.cards {
			exact, folded := cardSpellings(c)
			for _, sp := range exact {
				if strings.Contains(text, sp) {
					found = append(found, fmt.Sprintf("%s: hidden %v as %q", where, c, sp))
				}
			}
			for _, sp := range folded {
				if strings.Contains(lower, sp) {
					found = append(found, fmt.Sprintf("%s: hidden %v as %q", where, c, sp))
				}
			}
		}
		for _, sp := range s.strings {
			if strings.Contains(text, sp) {
				found = append(found, fmt.Sprintf("%s: stored state %.40q", where, sp))
			}
		}
		if words {
			if w := stateWordRE.FindString(text); w != "" {
				found = append(found, fmt.Sprintf("%s: the word %q", where, w))
			}
		}
	}
	scan("body", body, true)
	for name, vals := range header {
		for _, v := range vals {
			// A session cookie is random text: only the state is looked for.
			scan("header "+name, v, name != "Set-Cookie")
		}
	}
	if s.check != nil {
		found = append(found, s.check(body)...)
	}
	return found
}
