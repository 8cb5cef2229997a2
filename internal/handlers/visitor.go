package handlers

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/gorilla/sessions"

	"gamehall/internal/session"
	"gamehall/templates/ui"
)

// visitor is who is asking: their session, user (if any) and language.
type visitor struct {
	sess *sessions.Session
	uid  int64  // 0 before the first game or sign-in
	name string // username; empty for guests
	lang string
}

const (
	nameKey    = "name"
	langCookie = "lang"
)

// visit reads the session and language of a request.
func (s *Server) visit(r *http.Request) (*visitor, error) {
	sess, err := s.Sessions.Get(r, session.Name)
	if err != nil {
		return nil, err
	}
	v := &visitor{sess: sess, lang: pickLang(r)}
	v.uid, _ = sess.Values[session.UserKey].(int64)
	v.name, _ = sess.Values[nameKey].(string)
	return v, nil
}

// page is the common data of a full page for this visitor.
func (v *visitor) page(r *http.Request, title string) ui.Page {
	return ui.Page{Lang: v.lang, Title: title, User: v.name, Path: r.URL.RequestURI(), Prefs: readPrefs(r)}
}

// tr picks the visitor's language.
func (v *visitor) tr(en, ru string) string { return ui.Tr(v.lang, en, ru) }

// ensureUser makes the visitor a guest user if they have no user yet, so
// a game can be saved for them at once.
func (s *Server) ensureUser(ctx context.Context, w http.ResponseWriter, r *http.Request, v *visitor) error {
	if v.uid != 0 {
		return nil
	}
	u, err := s.Store.CreateGuest(ctx, v.lang)
	if err != nil {
		return err
	}
	v.uid = u.ID
	v.sess.Values[session.UserKey] = u.ID
	return v.sess.Save(r, w)
}

// pickLang chooses the page language: the cookie, then Accept-Language.
func pickLang(r *http.Request) string {
	if c, err := r.Cookie(langCookie); err == nil && (c.Value == "ru" || c.Value == "en") {
		return c.Value
	}
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag := strings.ToLower(strings.TrimSpace(strings.SplitN(part, ";", 2)[0]))
		switch {
		case strings.HasPrefix(tag, "ru"):
			return "ru"
		case strings.HasPrefix(tag, "en"):
			return "en"
		}
	}
	return "en"
}

// setLangCookie remembers the language; Secure when the site is served
// over TLS, here or by a proxy in front (Config.TLS).
func (s *Server) setLangCookie(w http.ResponseWriter, r *http.Request, lang string) {
	http.SetCookie(w, &http.Cookie{
		Name: langCookie, Value: lang, Path: "/", MaxAge: int((365 * 24 * time.Hour).Seconds()),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: r.TLS != nil || s.TLS,
	})
}
