package handlers

import "net/http"

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
	s.setLangCookie(w, r, lang)
	if v, err := s.visit(r); err == nil && v.uid != 0 {
		if err := s.Store.SetLang(r.Context(), v.uid, lang); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	redirect(w, r, localPath(r.PostForm.Get("back")))
}

// localPath keeps a redirect target on this site: a path with one
// leading '/' and only printable ASCII, no backslash; anything else
// becomes "/". Browsers drop tabs and newlines and read a backslash as
// '/', so "/\t/evil.example" would otherwise leave the site.
func localPath(p string) string {
	if len(p) == 0 || p[0] != '/' || len(p) > 1 && p[1] == '/' {
		return "/"
	}
	for i := 0; i < len(p); i++ {
		if c := p[i]; c <= ' ' || c >= 0x7f || c == '\\' {
			return "/"
		}
	}
	return p
}
