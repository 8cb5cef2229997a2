package handlers

import (
	"net/http"
	"net/url"
	"time"

	"gamehall/templates/ui"
)

// prefsCookie carries the table settings of every visitor, guest or not,
// so a page is drawn with them without a database read; an account keeps
// a copy that sign-in brings back.
const prefsCookie = "prefs"

// The settings and their values; the first of each is the default.
var prefChoices = map[string][]string{
	"speed": {"normal", "slow", "fast", "instant"},
	"sound": {"on", "off"},
	"theme": {"system", "light", "dark"},
}

// readPrefs is the visitor's settings from the cookie, defaults filled in
// and anything unknown dropped.
func readPrefs(r *http.Request) ui.Prefs {
	var q url.Values
	if c, err := r.Cookie(prefsCookie); err == nil {
		q, _ = url.ParseQuery(c.Value)
	}
	return prefsFrom(q)
}

// prefsFrom keeps the known values of q, with defaults for the rest.
func prefsFrom(q url.Values) ui.Prefs {
	pick := func(name string) string {
		v := q.Get(name)
		for _, ok := range prefChoices[name] {
			if v == ok {
				return v
			}
		}
		return prefChoices[name][0]
	}
	return ui.Prefs{Speed: pick("speed"), Sound: pick("sound"), Theme: pick("theme")}
}

// encodePrefs is the stored form of p.
func encodePrefs(p ui.Prefs) string {
	return url.Values{"speed": {p.Speed}, "sound": {p.Sound}, "theme": {p.Theme}}.Encode()
}

func (s *Server) setPrefsCookie(w http.ResponseWriter, r *http.Request, p ui.Prefs) {
	http.SetCookie(w, &http.Cookie{
		Name: prefsCookie, Value: encodePrefs(p), Path: "/", MaxAge: int((365 * 24 * time.Hour).Seconds()),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: r.TLS != nil || s.TLS,
	})
}

// setPrefs changes one or more settings (speed, sound, theme), remembers
// them in the cookie and on the account, and goes back to the page it
// came from. An unknown value is refused and changes nothing.
func (s *Server) setPrefs(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	p := readPrefs(r)
	fields := map[string]*string{"speed": &p.Speed, "sound": &p.Sound, "theme": &p.Theme}
	for name, dst := range fields {
		v, sent := r.PostForm[name]
		if !sent {
			continue
		}
		ok := false
		for _, c := range prefChoices[name] {
			ok = ok || len(v) == 1 && v[0] == c
		}
		if !ok {
			return &refusal{status: http.StatusUnprocessableEntity, titleEN: "Unknown setting", titleRU: "Неизвестная настройка",
				textEN: "That setting has no such value.", textRU: "У этой настройки нет такого значения."}
		}
		*dst = v[0]
	}
	s.setPrefsCookie(w, r, p)
	if v := visitorOf(r); v.uid != 0 {
		if err := s.Store.SetPrefs(r.Context(), v.uid, encodePrefs(p)); err != nil {
			return err
		}
	}
	if isHTMX(r) {
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
	redirect(w, r, localPath(r.PostForm.Get("back")))
	return nil
}
