package handlers

import (
	"context"
	"net/http"
)

// The request context carries what middleware resolved once per
// request: the visitor, and on a game's address the game row.
type contextKey int

const (
	visitorKey contextKey = iota
	prefetchKey
	gameKey
)

// withVisitor resolves the visitor (session, user, language) once and
// puts it in the request's context. On a game's address it first reads
// the session and the game row together (prefetch), so a move starts
// with one query.
func (s *Server) withVisitor(next http.Handler) http.Handler {
	return s.handle(func(w http.ResponseWriter, r *http.Request) error {
		r, pre := s.prefetch(r)
		v, err := s.visit(r)
		if err != nil {
			return err
		}
		ctx := context.WithValue(r.Context(), visitorKey, v)
		ctx = context.WithValue(ctx, prefetchKey, pre)
		next.ServeHTTP(w, r.WithContext(ctx))
		return nil
	})
}

// visitorOf is the visitor withVisitor resolved, or nil outside it.
func visitorOf(r *http.Request) *visitor {
	v, _ := r.Context().Value(visitorKey).(*visitor)
	return v
}

// requireAccount sends visitors who are not signed in to an account to
// the sign-in page.
func (s *Server) requireAccount(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if v := visitorOf(r); v == nil || v.uid == 0 || v.name == "" {
			redirect(w, r, "/signin")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// withGame loads the visitor's game named in the address (404 when it is
// missing or someone else's), from the row withVisitor prefetched.
func (s *Server) withGame(next http.Handler) http.Handler {
	return s.handle(func(w http.ResponseWriter, r *http.Request) error {
		pre, _ := r.Context().Value(prefetchKey).(prefetched)
		l, err := s.load(r, visitorOf(r), pre)
		if err != nil {
			return err
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), gameKey, l)))
		return nil
	})
}

// gameOf is the game withGame loaded, or nil outside it.
func gameOf(r *http.Request) *loaded {
	l, _ := r.Context().Value(gameKey).(*loaded)
	return l
}
