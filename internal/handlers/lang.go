package handlers

import (
	"net/http"
	"strings"
)

// setLang switches the page language, remembers it in a cookie and on
// the account, and goes back to the page it came from.
func (s *Server) setLang(w http.ResponseWriter, r *http.Request) {
	if !s.parseForm(w, r) {
		return
	}
	lang := r.PostForm.Get("lang")
	if lang != "ru" && lang != "en" {
		s.errorPage(w, r, http.StatusUnprocessableEntity, "Unknown language", "Неизвестный язык",
			"Choose English or Russian.", "Выберите английский или русский.")
		return
	}
	setLangCookie(w, r, lang)
	if v, err := s.visit(r); err == nil && v.uid != 0 {
		if err := s.Store.SetLang(r.Context(), v.uid, lang); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	redirect(w, r, localPath(r.PostForm.Get("back")))
}

// localPath keeps a redirect target on this site.
func localPath(p string) string {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.ContainsAny(p, "\\\r\n") {
		return "/"
	}
	return p
}
