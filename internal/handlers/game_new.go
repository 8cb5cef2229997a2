package handlers

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	mrand "math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"sync/atomic"

	"github.com/go-chi/chi/v5"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/pages"
	"gamehall/templates/ui"
)

// gameNewForm shows a game's new-game options and the visitor's
// unfinished games of it.
func (s *Server) gameNewForm(w http.ResponseWriter, r *http.Request) error {
	slug := chi.URLParam(r, "slug")
	e := s.Games.games[slug]
	if e == nil {
		return store.ErrNotFound
	}
	return s.renderNewForm(w, r, visitorOf(r), e, http.StatusOK, "")
}

// renderNewForm shows the new-game form with a message and status.
func (s *Server) renderNewForm(w http.ResponseWriter, r *http.Request, v *visitor, e *entry, status int, msg string) error {
	slug := e.info.Slug
	open, err := s.continueItems(r, v, 50, func(g string) bool { return g == slug })
	if err != nil {
		return err
	}
	p := v.page(r, e.name(v.lang))
	p.Styles = e.assets.Styles
	values := r.PostForm
	if values == nil && v.uid != 0 {
		// A new game starts from the settings of the person's last one.
		last, err := s.Store.LastOptions(r.Context(), v.uid, slug)
		if err != nil {
			return err
		}
		values, _ = url.ParseQuery(last)
	}
	form := e.form(ui.NewFrame{Slug: slug, Lang: v.lang, Error: msg, Values: values})
	return s.render(w, r, status, pages.NewGamePage(p, e.page(v.lang), form, open, formCasual(e.info, values, v.lang)))
}

// gameCreate starts a game with the posted options, lets bots make any
// opening moves, saves it and sends the player to it.
func (s *Server) gameCreate(w http.ResponseWriter, r *http.Request) error {
	slug := chi.URLParam(r, "slug")
	e := s.Games.games[slug]
	if e == nil {
		return store.ErrNotFound
	}
	if err := s.parseForm(r); err != nil {
		return err
	}
	v := visitorOf(r)
	if ok, err := s.allowNewGame(r, v); err != nil || !ok {
		if err != nil {
			return err
		}
		w.Header().Set("Retry-After", retryAfter(s.Limits.GamesPerUser))
		return s.renderNewForm(w, r, v, e, http.StatusTooManyRequests,
			v.tr("Too many new games in a short time. Finish one, or wait a few minutes.",
				"Слишком много новых игр за короткое время. Доиграйте одну или подождите несколько минут."))
	}
	now := s.Now()
	inst, err := e.create(r.PostForm, s.seed(), now)
	var ie *kit.InputError
	if errors.As(err, &ie) {
		return s.renderNewForm(w, r, v, e, http.StatusUnprocessableEntity, ie.Message(v.lang))
	}
	if err != nil {
		return err
	}
	// The record starts before the bots' opening moves.
	start, err := inst.encode()
	if err != nil {
		return err
	}
	if err := inst.playBots(s.botContext(r, v), s.BotBudget, s.botRand(), now, nil); err != nil {
		if errors.Is(err, errBotsBusy) {
			w.Header().Set("Retry-After", "1")
			return s.renderNewForm(w, r, v, e, http.StatusTooManyRequests, botsBusyText(v.lang))
		}
		return err
	}
	g, err := s.newStoredGame(w, r, v, slug, inst, start)
	if err != nil {
		return err
	}
	g.Options = checkedOptions(e.info, r.PostForm)
	if err := s.Store.CreateGame(r.Context(), g, storeResults(e, inst.results())); err != nil {
		return err
	}
	redirect(w, r, "/games/"+strconv.FormatInt(g.ID, 10))
	return nil
}

// allowNewGame counts a new game against the visitor's user and address,
// and a new guest against the address when the visitor has no user yet:
// before any work, so a flood of cookieless posts makes no users,
// sessions or games past the limits.
func (s *Server) allowNewGame(r *http.Request, v *visitor) (bool, error) {
	addr := addrKey(s.clientAddr(r))
	counters := []limited{{"games:addr:" + addr, s.Limits.GamesPerAddress}}
	if v.uid == 0 {
		counters = append(counters, limited{"guests:addr:" + addr, s.Limits.GuestsPerAddress})
	} else {
		counters = append(counters, limited{"games:user:" + strconv.FormatInt(v.uid, 10), s.Limits.GamesPerUser})
	}
	return s.allow(r.Context(), counters...)
}

// seed is a new seed: from Config.Seeds when a test set it, otherwise
// from the operating system.
func (s *Server) seed() uint64 {
	if s.Seeds != nil {
		return s.Seeds()
	}
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// botRand is the bots' source of variety (not of any game's secrets).
func (s *Server) botRand() *mrand.Rand { return mrand.New(mrand.NewPCG(s.seed(), s.seed())) }

// SeedSequence returns a Config.Seeds for tests: the same sequence of
// well-mixed seeds from first on every run, safe for concurrent use.
// Requests that come one after another then get the same games and the
// same bot choices every time.
func SeedSequence(first uint64) func() uint64 {
	var n atomic.Uint64
	n.Store(first)
	return func() uint64 {
		// splitmix64: neighbouring counters give unrelated seeds.
		z := n.Add(0x9e3779b97f4a7c15)
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
}

// newStoredGame is inst, just started, as the visitor's new game to
// store (an account is made for a visitor who has none): start is its
// state before the bots' opening moves (nil: as it stands), and its
// steps are those moves.
func (s *Server) newStoredGame(w http.ResponseWriter, r *http.Request, v *visitor, slug string, inst instance, start []byte) (*store.Game, error) {
	state, err := inst.encode()
	if err != nil {
		return nil, err
	}
	if start == nil {
		start = state
	}
	if err := s.ensureUser(r.Context(), w, r, v); err != nil {
		return nil, err
	}
	return &store.Game{ID: store.NewGameID(), UserID: v.uid, Slug: slug, State: state, Over: inst.over(),
		Start: start, Steps: inst.takeSteps()}, nil
}
