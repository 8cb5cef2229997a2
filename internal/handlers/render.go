package handlers

import (
	"bytes"
	"fmt"
	"net/http"

	"github.com/a-h/templ"
	"github.com/go-chi/chi/v5/middleware"

	"gamehall/templates/pages"
	"gamehall/templates/ui"
)

// render writes a component with a status. The component is rendered into
// a buffer first, so a failure has written nothing yet and goes back to the
// handler as an error, for the adapter (errors.go) to answer.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, c templ.Component) error {
	var buf bytes.Buffer
	if err := c.Render(r.Context(), &buf); err != nil {
		return fmt.Errorf("handlers: render: %w", err)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	// A failed write means the client has gone: nobody is left to answer.
	w.Write(buf.Bytes())
	return nil
}

func isHTMX(r *http.Request) bool { return r.Header.Get("HX-Request") == "true" }

// errorPage answers with a short page in the visitor's language.
func (s *Server) errorPage(w http.ResponseWriter, r *http.Request, status int, titleEN, titleRU, textEN, textRU string) {
	lang := pickLang(r)
	p := ui.Page{Lang: lang, Title: ui.Tr(lang, titleEN, titleRU), Path: "/", User: s.userName(r, status), Prefs: readPrefs(r)}
	text := ui.Tr(lang, textEN, textRU)
	c := pages.ErrorPage(p, p.Title, text)
	if isHTMX(r) {
		// htmx swaps error answers into the board too: answer with a
		// board-sized notice, not a page inside the page.
		p.Path = r.URL.Path
		c = pages.ErrorBoard(p, p.Title, text)
	}
	if err := s.render(w, r, status, c); err != nil {
		// The error page itself failed: the last answer is plain text.
		s.Log.Error("error page", "id", middleware.GetReqID(r.Context()), "status", status, "err", err)
		http.Error(w, http.StatusText(status), status)
	}
}

// userName is the signed-in visitor's name for an error page's header.
// A server error may mean the storage is down, so it is not asked then.
func (s *Server) userName(r *http.Request, status int) string {
	if v := visitorOf(r); v != nil {
		return v.name
	}
	if status >= 500 {
		return ""
	}
	v, err := s.visit(r)
	if err != nil {
		return ""
	}
	return v.name
}

func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	s.errorPage(w, r, http.StatusNotFound, "Not found", "Не найдено",
		"There is nothing here, or it is not yours.", "Здесь ничего нет, или это не ваше.")
}

// redirect answers a plain form post with 303 See Other.
func redirect(w http.ResponseWriter, r *http.Request, to string) {
	http.Redirect(w, r, to, http.StatusSeeOther)
}
