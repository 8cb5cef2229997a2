package handlers

import (
	"context"
	"errors"
	"net/http"

	"github.com/go-chi/chi/v5/middleware"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
)

// handlerFunc is a handler that returns its error for handle to answer;
// nil means it wrote the answer itself.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// handle adapts h to net/http: every error a handler returns is answered
// here, in one place, by its kind (see answer).
func (s *Server) handle(h handlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.answer(w, r, err)
		}
	}
}

// refusal is input the hall will not take, answered with its status and
// its text in the visitor's language.
type refusal struct {
	status     int
	retryAfter string // seconds, for 429
	titleEN    string
	titleRU    string
	textEN     string
	textRU     string
	// detach answers although the request's context has ended (a body
	// that did not arrive in time: the client still waits).
	detach bool
}

func (e *refusal) Error() string { return "handlers: refused: " + e.textEN }

// answer maps an error to its answer:
//
//   - store.ErrNotFound: 404;
//   - a refusal: its status (422, 413, 408, 429 with Retry-After);
//   - a refused action (*kit.InputError): 422, or 429 with Retry-After
//     when it came too fast; busy bots (errBotsBusy): 429 with
//     Retry-After; on a game's page both show the board as stored;
//   - store.ErrUnavailable, or a request out of time: 503 with
//     Retry-After, without details;
//   - anything else: 500 with the request id, logged.
func (s *Server) answer(w http.ResponseWriter, r *http.Request, err error) {
	var rf *refusal
	var ie *kit.InputError
	switch {
	case errors.Is(err, store.ErrNotFound):
		s.notFound(w, r)
	case errors.As(err, &rf):
		if rf.retryAfter != "" {
			w.Header().Set("Retry-After", rf.retryAfter)
		}
		if rf.detach {
			r = r.WithContext(context.WithoutCancel(r.Context()))
			w.Header().Set("Connection", "close")
		}
		s.errorPage(w, r, rf.status, rf.titleEN, rf.titleRU, rf.textEN, rf.textRU)
	case errors.As(err, &ie):
		status := http.StatusUnprocessableEntity
		if ie.TooFast {
			status = http.StatusTooManyRequests
			w.Header().Set("Retry-After", "1")
		}
		s.refuseAction(w, r, status, ie.Message(pickLang(r)), "Not accepted", "Не принято")
	case errors.Is(err, errBotsBusy):
		w.Header().Set("Retry-After", "1")
		s.refuseAction(w, r, http.StatusTooManyRequests, botsBusyText(pickLang(r)), "Bots busy", "Боты заняты")
	case errors.Is(err, store.ErrUnavailable), errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, context.Canceled), r.Context().Err() != nil:
		s.Log.Warn("unavailable", "id", middleware.GetReqID(r.Context()), "path", r.URL.Path, "err", err)
		s.unavailable(w, r)
	default:
		id := middleware.GetReqID(r.Context())
		s.Log.Error("request failed", "id", id, "method", r.Method, "path", r.URL.Path, "err", err)
		s.errorPage(w, r, http.StatusInternalServerError, "Something broke", "Что-то сломалось",
			"The server made a mistake; it is logged under request id "+id+". Your games are safe; try again.",
			"Сервер ошибся; ошибка записана под номером запроса "+id+". Ваши игры в сохранности; попробуйте ещё раз.")
	}
}

// unavailable answers 503: the storage is out of reach or the request
// ran out of time; trying again shortly is right.
func (s *Server) unavailable(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Retry-After", "5")
	s.errorPage(w, r, http.StatusServiceUnavailable, "Try again in a moment", "Попробуйте через минуту",
		"The game hall cannot reach its storage right now. Nothing was lost; please try again shortly.",
		"Игровой зал сейчас не может связаться с хранилищем. Ничего не потеряно; попробуйте чуть позже.")
}

// refuseAction answers a refused move: on a game's page with the board
// as stored (nothing was saved), elsewhere with a short page.
func (s *Server) refuseAction(w http.ResponseWriter, r *http.Request, status int, msg, titleEN, titleRU string) {
	v := visitorOf(r)
	if v != nil && gameOf(r) != nil {
		fresh, err := s.load(r, v, prefetched{})
		if err != nil {
			w.Header().Del("Retry-After")
			s.answer(w, r.WithContext(context.WithValue(r.Context(), gameKey, (*loaded)(nil))), err)
			return
		}
		if err := s.showGame(w, r, v, fresh, status, msg); err != nil {
			w.Header().Del("Retry-After")
			s.answer(w, r.WithContext(context.WithValue(r.Context(), gameKey, (*loaded)(nil))), err)
		}
		return
	}
	s.errorPage(w, r, status, titleEN, titleRU, msg, msg)
}
