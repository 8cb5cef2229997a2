// Package formscan reads the forms of an HTML page the hall wrote and
// fills one in as a person at a browser might: every form posting to a
// given action, its hidden fields, radio groups, checkboxes and enabled
// submit buttons, including controls outside a form that name it with
// form="id". It is a scanner for the hall's own markup (quoted
// attributes, no comments around forms), used by tests that press random
// buttons and by the load benchmark; it is not a general HTML parser.
package formscan

import (
	"math/rand/v2"
	"net/url"
	"regexp"
	"slices"
	"strings"
)

// framesRE finds a playback's frames: earlier moments of the board sent
// ahead of it, each a <template data-frame> a browser keeps inert.
var framesRE = regexp.MustCompile(`(?s)<template data-frame[^>]*>.*?</template>`)

// WithoutFrames is the page as a person can act on it: the playback's
// frames (earlier moments, with their older versions and forms) removed.
func WithoutFrames(page string) string {
	if !strings.Contains(page, "<template data-frame") {
		return page
	}
	return framesRE.ReplaceAllString(page, "")
}

// Form is one form of a page.
type Form struct {
	ID, Action string
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

// attrUnescaper undoes the entities templ writes into attribute values.
var attrUnescaper = strings.NewReplacer("&amp;", "&", "&#34;", `"`, "&quot;", `"`, "&#39;", "'", "&lt;", "<", "&gt;", ">")

func unescapeAttr(s string) string { return attrUnescaper.Replace(s) }

// addControl files one <input> or <button> into a form.
func (f *Form) addControl(kind, tag string) {
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

// Posting returns the forms of a page that post to action and have at
// least one enabled submit button.
func Posting(body, action string) []*Form {
	body = WithoutFrames(body)
	var forms []*Form
	byID := map[string]*Form{}
	for _, m := range formRE.FindAllStringSubmatch(body, -1) {
		a := attrs(m[1])
		f := &Form{ID: a["id"], Action: a["action"], radios: map[string][]string{}, checks: map[string][]string{}}
		for _, c := range controlRE.FindAllStringSubmatch(m[2], -1) {
			if attrs(c[2])["form"] == "" {
				f.addControl(c[1], c[2])
			}
		}
		if f.ID != "" {
			byID[f.ID] = f
		}
		if f.Action == action {
			forms = append(forms, f)
		}
	}
	for _, c := range controlRE.FindAllStringSubmatch(body, -1) {
		if f := byID[attrs(c[2])["form"]]; f != nil {
			f.addControl(c[1], c[2])
		}
	}
	return slices.DeleteFunc(forms, func(f *Form) bool { return len(f.buttons) == 0 })
}

// RandomSubmit fills a random form as a random person would: one value of
// each radio group, usually three checkboxes (a Hearts pass) or else any
// number, and one of its submit buttons.
func RandomSubmit(rng *rand.Rand, forms []*Form) url.Values {
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
