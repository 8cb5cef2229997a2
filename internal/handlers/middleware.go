package handlers

import (
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"runtime/debug"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/go-chi/chi/v5/middleware"
)

// accessLog writes one structured line per request.
func (s *Server) accessLog(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		start := time.Now()
		next.ServeHTTP(ww, r)
		s.Log.LogAttrs(r.Context(), slog.LevelInfo, "request",
			slog.String("id", middleware.GetReqID(r.Context())),
			slog.String("method", r.Method),
			slog.String("path", r.URL.Path),
			slog.Int("status", ww.Status()),
			slog.Int("bytes", ww.BytesWritten()),
			slog.Duration("took", time.Since(start)),
			slog.Bool("htmx", r.Header.Get("HX-Request") == "true"),
		)
	})
}

// recoverPanic turns a panic into a plain 500 page; the stack goes to
// the log, never to the player.
func (s *Server) recoverPanic(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.Log.Error("panic", "id", middleware.GetReqID(r.Context()), "panic", v, "stack", string(debug.Stack()))
				s.errorPage(w, r, http.StatusInternalServerError, "Something broke", "Что-то сломалось",
					"The server made a mistake. Your games are safe; try again.",
					"Сервер ошибся. Ваши игры в сохранности; попробуйте ещё раз.")
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// csp allows only the site's own scripts and styles: no inline script,
// no inline style, no framing.
const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"

// securityHeaders sets the headers every answer carries; HSTS goes with
// TLS, whether this process or a proxy in front of it (Config.TLS) ends it.
func (s *Server) securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "same-origin")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if r.TLS != nil || s.TLS {
			h.Set("Strict-Transport-Security", "max-age=31536000")
		}
		next.ServeHTTP(w, r)
	})
}

// limitBody caps request bodies; parseForm turns the overflow into 413.
func limitBody(n int64) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.ContentLength > n {
				http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, n)
			next.ServeHTTP(w, r)
		})
	}
}

// parseForm parses the body; its error is a refusal: 413 for a body too
// large, 408 for one that did not arrive in time, 422 for a field no
// text column can hold (a NUL or invalid UTF-8), else 400.
func (s *Server) parseForm(r *http.Request) error {
	err := r.ParseForm()
	if err == nil {
		if !cleanForm(r.Form) {
			return &refusal{status: http.StatusUnprocessableEntity,
				titleEN: "Unreadable characters", titleRU: "Нечитаемые символы",
				textEN: "A field holds a character that is not text (a NUL or broken UTF-8). Remove it and try again.",
				textRU: "В поле есть символ, который не является текстом (NUL или испорченный UTF-8). Уберите его и попробуйте ещё раз."}
		}
		return nil
	}
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return &refusal{status: http.StatusRequestEntityTooLarge, titleEN: "Too large", titleRU: "Слишком много",
			textEN: "The form is larger than the hall accepts.", textRU: "Форма больше, чем принимает зал."}
	}
	if errors.Is(err, os.ErrDeadlineExceeded) {
		// net/http cancels the request's context when the body read
		// fails, but the client still waits for this answer.
		return &refusal{status: http.StatusRequestTimeout, detach: true, titleEN: "Too slow", titleRU: "Слишком медленно",
			textEN: "The form took too long to arrive. Try again.", textRU: "Форма шла слишком долго. Попробуйте ещё раз."}
	}
	return &refusal{status: http.StatusBadRequest, titleEN: "Bad request", titleRU: "Неверный запрос",
		textEN: "The form could not be read.", textRU: "Не удалось прочитать форму."}
}

// cleanForm reports whether every name and value of a form is valid
// UTF-8 without NUL, as PostgreSQL's text needs.
func cleanForm(f url.Values) bool {
	clean := func(s string) bool { return utf8.ValidString(s) && !strings.ContainsRune(s, 0) }
	for k, vs := range f {
		if !clean(k) {
			return false
		}
		for _, v := range vs {
			if !clean(v) {
				return false
			}
		}
	}
	return true
}
