package handlers

import (
	"time"

	"github.com/a-h/templ"

	"gamehall/templates/pages"
	"gamehall/templates/ui"
)

// The parts of TestViewsSnapshot that name the view packages.

func snapNewFrame(slug, lang, msg string) ui.NewFrame {
	return ui.NewFrame{Slug: slug, Lang: lang, Error: msg}
}

func snapFrame(slug, lang, msg string, version int64, over bool) ui.Frame {
	return ui.Frame{GameID: 4242, Version: version, Slug: slug, Lang: lang, Error: msg, Over: over, Player: "Guest"}
}

func snapBoard(inst instance, slug, lang string, s snapState, version int64) templ.Component {
	f := snapFrame(slug, lang, s.Error, version, inst.over())
	return ui.BoardRegion(f, inst.board(f, s.At))
}

func snapGamePage(e *entry, inst instance, slug, lang string, s snapState) templ.Component {
	f := snapFrame(slug, lang, "", 1, inst.over())
	p := ui.Page{Lang: lang, Title: e.name(lang), User: "tester", Path: "/games/4242"}
	p.Styles = e.assets.Styles
	p.Scripts = e.assets.Scripts
	return pages.GamePage(p, f, ui.BoardRegion(f, inst.board(f, s.At)), time.Time{})
}

func snapNewPage(e *entry, slug, lang string) templ.Component {
	p := ui.Page{Lang: lang, Title: e.name(lang), Path: "/play/" + slug}
	return pages.NewGamePage(p, e.page(lang), e.form(snapNewFrame(slug, lang, "")), nil, "")
}
