package handlers

import "net/http"

// setLang switches the page language, remembers it in a cookie and on
// the account, and goes back to the page it came from.
func (s *Server) setLang(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	lang := r.PostForm.Get("lang")
	if lang != "ru" && lang != "en" {
		return &refusal{status: http.StatusUnprocessableEntity, titleEN: "Unknown language", titleRU: "Неизвестный язык",
			textEN: "Choose English or Russian.", textRU: "Выберите английский или русский."}
	}
	s.setLangCookie(w, r, lang)
	if v := visitorOf(r); v.uid != 0 {
		if err := s.Store.SetLang(r.Context(), v.uid, lang); err != nil {
			return err
		}
	}
	redirect(w, r, localPath(r.PostForm.Get("back")))
	return nil
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
