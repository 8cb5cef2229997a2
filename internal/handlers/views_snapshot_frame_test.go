package handlers

import (
	"github.com/a-h/templ"

	"gamehall/templates"
)

// The parts of TestViewsSnapshot that name the view packages.

func snapNewFrame(slug, lang, msg string) templates.NewFrame {
	return templates.NewFrame{Slug: slug, Lang: lang, Error: msg}
}

func snapFrame(slug, lang, msg string, version int64, over bool) templates.Frame {
	return templates.Frame{GameID: 4242, Version: version, Slug: slug, Lang: lang, Error: msg, Over: over, Player: "Guest"}
}

func snapBoard(inst instance, slug, lang string, s snapState, version int64) templ.Component {
	f := snapFrame(slug, lang, s.Error, version, inst.over())
	return templates.BoardRegion(f, inst.board(f, s.At))
}

func snapGamePage(inst instance, slug, lang string, s snapState) templ.Component {
	f := snapFrame(slug, lang, "", 1, inst.over())
	p := templates.Page{Lang: lang, Title: templates.GameName(slug, lang), User: "tester", Path: "/games/4242"}
	p.Styles = gameAssets(slug, "css")
	p.Scripts = gameAssets(slug, "js")
	return templates.GamePage(p, f, templates.BoardRegion(f, inst.board(f, s.At)))
}

func snapNewPage(e *entry, slug, lang string) templ.Component {
	p := templates.Page{Lang: lang, Title: templates.GameName(slug, lang), Path: "/play/" + slug}
	return templates.NewGamePage(p, slug, e.form(snapNewFrame(slug, lang, "")), nil)
}
