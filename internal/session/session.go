// Package session is a gorilla/sessions store kept in PostgreSQL: the
// cookie carries only a random id, signed and encrypted; the row holds
// the values, so a session can be revoked, renewed or ended everywhere.
package session

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/gorilla/securecookie"
	"github.com/gorilla/sessions"

	"gamehall/internal/store"
)

// Name is the session cookie's name.
const Name = "hall"

// UserKey is the session value holding the signed-in (or guest) user id.
const UserKey = "uid"

// DB is what the store needs from the database.
type DB interface {
	LoadSession(ctx context.Context, id string) (*store.SessionRow, error)
	SaveSession(ctx context.Context, row *store.SessionRow) error
	DeleteSession(ctx context.Context, id string) error
}

// Store implements sessions.Store.
type Store struct {
	db      DB
	codecs  []securecookie.Codec
	options sessions.Options
}

// New makes a store. keyPairs are securecookie hash/block key pairs (the
// first pair signs new cookies, later ones are accepted for rotation).
// secure marks cookies Secure (the site is served over TLS).
func New(db DB, secure bool, maxAge time.Duration, keyPairs ...[]byte) *Store {
	codecs := securecookie.CodecsFromPairs(keyPairs...)
	for _, c := range codecs {
		if sc, ok := c.(*securecookie.SecureCookie); ok {
			sc.MaxAge(int(maxAge.Seconds()))
			// The cookie holds only the id: JSON is enough, and gob
			// compiles a decoder on every read (a tenth of a move's CPU).
			sc.SetSerializer(securecookie.JSONEncoder{})
		}
	}
	return &Store{
		db:     db,
		codecs: codecs,
		options: sessions.Options{
			Path:     "/",
			MaxAge:   int(maxAge.Seconds()),
			HttpOnly: true,
			Secure:   secure,
			SameSite: http.SameSiteLaxMode,
		},
	}
}

// Get returns the request's session, cached for the request.
func (s *Store) Get(r *http.Request, name string) (*sessions.Session, error) {
	return sessions.GetRegistry(r).Get(s, name)
}

// New loads the session named by the request's cookie, or starts an
// empty one. An unknown, expired or forged cookie gives an empty session.
func (s *Store) New(r *http.Request, name string) (*sessions.Session, error) {
	sess := sessions.NewSession(s, name)
	opts := s.options
	sess.Options = &opts
	sess.IsNew = true
	id, ok := s.cookieID(r, name)
	if !ok {
		return sess, nil
	}
	row, err := s.lookup(r, id)
	if errors.Is(err, store.ErrNotFound) {
		return sess, nil
	}
	if err != nil {
		return sess, err
	}
	var values map[string]string
	if err := json.Unmarshal(row.Data, &values); err != nil {
		return sess, nil
	}
	for k, v := range values {
		sess.Values[k] = v
	}
	if row.UserID != 0 {
		sess.Values[UserKey] = row.UserID
	}
	sess.ID = id
	sess.IsNew = false
	return sess, nil
}

// Save writes the session row and its cookie; a negative MaxAge deletes
// both.
func (s *Store) Save(r *http.Request, w http.ResponseWriter, sess *sessions.Session) error {
	if sess.Options.MaxAge < 0 {
		if sess.ID != "" {
			if err := s.db.DeleteSession(r.Context(), sess.ID); err != nil {
				return err
			}
		}
		http.SetCookie(w, sessions.NewCookie(sess.Name(), "", sess.Options))
		return nil
	}
	if sess.ID == "" {
		sess.ID = base64.RawURLEncoding.EncodeToString(securecookie.GenerateRandomKey(32))
	}
	// The row lives in our own database, so it is plain JSON: the user
	// id in its own column, other values as strings.
	values := map[string]string{}
	var uid int64
	for k, v := range sess.Values {
		key, ok := k.(string)
		if !ok {
			return fmt.Errorf("session: key %v is not a string", k)
		}
		switch v := v.(type) {
		case int64:
			if key != UserKey {
				return fmt.Errorf("session: value of %s is not a string", key)
			}
			uid = v
		case string:
			values[key] = v
		default:
			return fmt.Errorf("session: value of %s is not a string", key)
		}
	}
	data, err := json.Marshal(values)
	if err != nil {
		return fmt.Errorf("session: encode: %w", err)
	}
	row := &store.SessionRow{
		ID:        sess.ID,
		UserID:    uid,
		Data:      data,
		ExpiresAt: time.Now().Add(time.Duration(sess.Options.MaxAge) * time.Second),
	}
	if err := s.db.SaveSession(r.Context(), row); err != nil {
		return err
	}
	cookie, err := securecookie.EncodeMulti(sess.Name(), sess.ID, s.codecs...)
	if err != nil {
		return fmt.Errorf("session: encode: %w", err)
	}
	http.SetCookie(w, sessions.NewCookie(sess.Name(), cookie, sess.Options))
	return nil
}

// Renew gives the session a fresh id (on sign-in, against fixation): the
// old row is deleted and the next Save writes a new one.
func (s *Store) Renew(r *http.Request, sess *sessions.Session) error {
	if sess.ID != "" {
		if err := s.db.DeleteSession(r.Context(), sess.ID); err != nil {
			return err
		}
	}
	sess.ID = ""
	return nil
}

// CookieID is the session id the request's cookie names, if the cookie is
// there and genuine. Nothing is read from the database.
func (s *Store) CookieID(r *http.Request) (string, bool) { return s.cookieID(r, Name) }

func (s *Store) cookieID(r *http.Request, name string) (string, bool) {
	c, err := r.Cookie(name)
	if err != nil {
		return "", false
	}
	var id string
	if err := securecookie.DecodeMulti(name, c.Value, &id, s.codecs...); err != nil {
		return "", false
	}
	return id, true
}

// preloaded is a session row read by the handler together with other
// data; err is store.ErrNotFound when the session is known not to exist.
type preloaded struct {
	id  string
	row *store.SessionRow
	err error
}

type preloadKey struct{}

// WithRow returns the request with the session row for id already read
// (row nil: there is no such session), so that loading the session does
// not ask the database again.
func WithRow(r *http.Request, id string, row *store.SessionRow) *http.Request {
	p := &preloaded{id: id, row: row}
	if row == nil {
		p.err = store.ErrNotFound
	}
	return r.WithContext(context.WithValue(r.Context(), preloadKey{}, p))
}

// lookup reads the session row, from the request if it was preloaded.
func (s *Store) lookup(r *http.Request, id string) (*store.SessionRow, error) {
	if p, ok := r.Context().Value(preloadKey{}).(*preloaded); ok && p.id == id {
		return p.row, p.err
	}
	return s.db.LoadSession(r.Context(), id)
}
