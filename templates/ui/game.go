package ui

import (
	"io/fs"
	"net/url"
	"slices"

	"github.com/a-h/templ"

	"gamehall/internal/games/kit"

	"gamehall/static"
)

// View is how the hall shows one game, V being its engine's view type:
// the board, the new-game form, the game's own stylesheet and script and
// its rules. Each view package under templates/ exports one, and
// internal/handlers registers it beside the engine and the bot.
type View[V any] struct {
	// Board renders the view of the seat inside the page frame.
	Board func(f Frame, v V) templ.Component
	// Form renders the new-game options.
	Form func(f NewFrame) templ.Component
	// Assets are the game's own files, linked from its game page.
	Assets Assets
	// Rules holds rules.en.html and rules.ru.html: trusted HTML from
	// this repository.
	Rules fs.FS
	// Say narrates one action for the person's status line and screen
	// reader (nil: the board's own status line is all): seat acted with
	// act, v is the person's seat's view just after it and prev the one
	// just before (nil when unknown), from which the action's effects
	// are told. shown reports whether the person's board now shows a
	// card (by its code): an action's fields may name a card the person
	// never sees, such as a bot's pass, so a card is named only when it
	// is on the board. Empty when there is nothing to say; the page then
	// shows the board's own status line.
	Say func(lang string, seat int, act url.Values, v V, prev any, shown func(code string) bool) string
	// Detail prints a result's particulars (kit.Detail, of this game's
	// kind) in a language, for the leaderboards, the profile and the
	// game's record; "" when there is nothing to print.
	Detail func(lang string, d kit.Detail) string
	// Stats is a solitaire's record on its players' profiles (zero:
	// the profile shows none).
	Stats Stats
}

// NewView is the View of a game whose view package embeds in files its
// rules pages and its stylesheet and script, named after the package
// (pkg.css, pkg.js) and served under /static/games/<slug>/.
func NewView[V any](board func(Frame, V) templ.Component, form func(NewFrame) templ.Component, slug, pkg string, files fs.FS) View[V] {
	return View[V]{Board: board, Form: form, Assets: GameAssets(slug, pkg, files), Rules: files}
}

// Assets are a game's own static files, by name for [Asset].
type Assets struct {
	Styles, Scripts []string
}

// GameAssets serves a view package's stylesheet and script, named after
// the package (pkg.css, pkg.js, either may be missing), under
// /static/games/<slug>/ and returns their names.
func GameAssets(slug, pkg string, fsys fs.FS) Assets {
	var a Assets
	dir := "games/" + slug
	if _, err := fs.Stat(fsys, pkg+".css"); err == nil {
		a.Styles = static.Add(dir, fsys, pkg+".css")
	}
	if _, err := fs.Stat(fsys, pkg+".js"); err == nil {
		a.Scripts = static.Add(dir, fsys, pkg+".js")
	}
	return a
}

// RulesHTML is the game's rules page body in a language, or "" when it
// is not written.
func (v View[V]) RulesHTML(lang string) string {
	if lang != "ru" {
		lang = "en"
	}
	if v.Rules == nil {
		return ""
	}
	b, err := fs.ReadFile(v.Rules, "rules."+lang+".html")
	if err != nil {
		return ""
	}
	return string(b)
}

// Printing is v with its printer of results' particulars (see Detail).
func (v View[V]) Printing(detail func(lang string, d kit.Detail) string) View[V] {
	v.Detail = detail
	return v
}

// Telling is v with its narration of turns (see Say).
func (v View[V]) Telling(say func(lang string, seat int, act url.Values, v V, prev any, shown func(code string) bool) string) View[V] {
	v.Say = say
	return v
}

// Styling is v with shared stylesheets of static/css (names for Asset,
// e.g. "css/cards.css") linked ahead of the game's own sheet, so that the
// game's rules, its phone rules among them, win over the shared ones.
func (v View[V]) Styling(sheets ...string) View[V] {
	v.Assets.Styles = append(slices.Clip(sheets), v.Assets.Styles...)
	return v
}

// Using is v with shared scripts of static/js (names for Asset, e.g.
// "js/squares.js") loaded ahead of the game's own script, which uses them.
func (v View[V]) Using(scripts ...string) View[V] {
	v.Assets.Scripts = append(slices.Clip(scripts), v.Assets.Scripts...)
	return v
}
