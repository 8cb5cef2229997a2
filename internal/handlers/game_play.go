package handlers

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"

	"gamehall/internal/games/kit"
	"gamehall/internal/session"
	"gamehall/internal/store"
	"gamehall/templates/pages"
	"gamehall/templates/ui"
)

// loaded is a game row with its decoded state.
type loaded struct {
	row  *store.Game
	game instance
	e    *entry
	// confirm is the question shown instead of applying help that
	// would make a ranked game casual (see kit.NeedsConfirm).
	confirm *ui.Confirm
}

// gameID is the game id in the URL, or 0.
func gameID(r *http.Request) int64 {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil || id <= 0 {
		return 0
	}
	return id
}

// prefetched is the game row prefetch read for the first load: read says
// the read happened, and then a nil row means the game is missing or not
// the session's user's.
type prefetched struct {
	read bool
	row  *store.Game
}

// prefetch reads the request's session and its game in one statement
// (the two reads every game request starts with) and returns the request
// carrying the session row for visit, and the game row for the first
// load. When there is no cookie or the read fails, visit and load simply
// read them the usual way.
func (s *Server) prefetch(r *http.Request) (*http.Request, prefetched) {
	id := gameID(r)
	sid, ok := s.Sessions.CookieID(r)
	if id == 0 || !ok {
		return r, prefetched{}
	}
	row, g, err := s.Store.LoadSessionGame(r.Context(), sid, id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return session.WithRow(r, sid, nil), prefetched{}
	case err != nil:
		return r, prefetched{}
	}
	return session.WithRow(r, sid, row), prefetched{read: true, row: g}
}

// load finds the visitor's game named in the URL; anything else is 404.
// pre is what prefetch read, if anything.
func (s *Server) load(r *http.Request, v *visitor, pre prefetched) (*loaded, error) {
	id := gameID(r)
	if id == 0 || v.uid == 0 {
		return nil, store.ErrNotFound
	}
	row := pre.row
	if !pre.read {
		var err error
		if row, err = s.Store.LoadGame(r.Context(), id, v.uid); err != nil {
			return nil, err
		}
	} else if row == nil || row.UserID != v.uid {
		return nil, store.ErrNotFound
	}
	e := s.Games.games[row.Slug]
	if e == nil {
		return nil, store.ErrNotFound
	}
	g, err := e.decode(row.State)
	if err != nil {
		return nil, err
	}
	return &loaded{row: row, game: g, e: e}, nil
}

// save writes the game with optimistic concurrency.
func (s *Server) save(ctx context.Context, l *loaded) error {
	state, err := l.game.encode()
	if err != nil {
		return err
	}
	l.row.State = state
	l.row.Over = l.game.over()
	l.row.Steps = l.game.takeSteps()
	l.row.Moves += personMoves(l.row.Steps)
	return s.Store.SaveGame(ctx, l.row, storeResults(l.e, l.game.results()))
}

// gameShow renders a game, first letting the clock catch up for games
// that change with time alone.
func (s *Server) gameShow(w http.ResponseWriter, r *http.Request) error {
	v, l := visitorOf(r), gameOf(r)
	now := s.Now()
	if !l.row.Over && l.game.advance(now) {
		// A lost race here only means another request saved a newer
		// catch-up; showing ours is still right.
		if err := s.save(r.Context(), l); err != nil && !errors.Is(err, store.ErrConflict) {
			return err
		}
	}
	return s.showGame(w, r, v, l, http.StatusOK, "")
}

// gameAct applies one action of the player, then the bots' replies, and
// saves them together. A refused action or busy bots come back as
// errors, which handle answers with the board as stored.
func (s *Server) gameAct(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	v, l := visitorOf(r), gameOf(r)
	act := r.PostForm
	// The page says which version it showed; acting on a stale board is
	// a lost race, answered with the board as it is now.
	if sv := act.Get("v"); sv != "" && sv != strconv.FormatInt(l.row.Version, 10) {
		return s.showGame(w, r, v, l, http.StatusConflict,
			v.tr("The game moved on in another window; here it is now.", "Партия изменилась в другом окне; вот она сейчас."))
	}
	if l.row.Over {
		return s.showGame(w, r, v, l, http.StatusUnprocessableEntity,
			v.tr("This game is over; start a new one.", "Эта партия окончена; начните новую."))
	}
	// Resigning before the person's first move is leaving a game that
	// does not count yet: an abort, as the leave page does it.
	if act.Get("do") == kit.ActResign && leavingOf(l) == leaveAbort {
		return s.abortFromBoard(w, r, v, l)
	}
	now := s.Now()
	l.game.advance(now)
	// An htmx request gets the boards between the person's action and
	// the bots' last one, to play back; a plain post is redirected.
	var rec *frames
	if isHTMX(r) {
		rec = newFrames(s.frame(v, l, ""))
		l.game.mark(rec, now)
	}
	if err := l.game.apply(act, now); err != nil {
		var ie *kit.InputError
		if !errors.As(err, &ie) {
			return err
		}
		// A refused action changes nothing: that is the engine's promise
		// (kit.State.Apply), which kit/kittest checks for every game, so
		// the game in hand is the stored one (caught up with the clock,
		// as a plain view of it would be) and is shown without a reload.
		// Nothing is saved.
		if ie.Confirm {
			// Not an error: the game asks before help makes it casual.
			l.confirm = confirmStep(act, ie.Message(v.lang))
			s.showGame(w, r, v, l, http.StatusOK, "")
			return nil
		}
		status := http.StatusUnprocessableEntity
		if ie.TooFast {
			status = http.StatusTooManyRequests
			w.Header().Set("Retry-After", "1")
		}
		return s.showGame(w, r, v, l, status, ie.Message(v.lang))
	}
	if err := l.game.record(r.Context(), rec, kit.HumanSeat, act, now); err != nil {
		return err
	}
	if err := l.game.playBots(s.botContext(r, v), s.BotBudget, s.botRand(), now, rec); err != nil {
		return err
	}
	if err := s.save(r.Context(), l); err != nil {
		if !errors.Is(err, store.ErrConflict) {
			return err
		}
		fresh, err := s.load(r, v, prefetched{})
		if err != nil {
			return err
		}
		return s.showGame(w, r, v, fresh, http.StatusConflict,
			v.tr("Another move reached the game first; here it is now.", "Другой ход успел раньше; вот партия сейчас."))
	}
	if !isHTMX(r) {
		redirect(w, r, "/games/"+strconv.FormatInt(l.row.ID, 10))
		return nil
	}
	return s.showPlayback(w, r, v, l, http.StatusOK, "", rec)
}

// abortFromBoard aborts a game from its board's Resign before the
// person's first move (deleted: no result, no rating, gone from
// Continue) and goes where the leave page's abort goes; htmx is told to
// load that page rather than swap it into the board.
func (s *Server) abortFromBoard(w http.ResponseWriter, r *http.Request, v *visitor, l *loaded) error {
	err := s.Store.AbortGame(r.Context(), l.row.ID, l.row.UserID, l.row.Version)
	if errors.Is(err, store.ErrConflict) {
		fresh, err := s.load(r, v, prefetched{})
		if err != nil {
			return err
		}
		return s.showGame(w, r, v, fresh, http.StatusConflict,
			v.tr("The game moved on in another window; here it is now.", "Партия изменилась в другом окне; вот она сейчас."))
	}
	if err != nil {
		return err
	}
	if isHTMX(r) {
		w.Header().Set("HX-Redirect", "/")
		w.WriteHeader(http.StatusOK)
		return nil
	}
	redirect(w, r, "/")
	return nil
}

// frame is what the board of a loaded game knows besides its view.
func (s *Server) frame(v *visitor, l *loaded, msg string) ui.Frame {
	f := ui.Frame{GameID: l.row.ID, Version: l.row.Version, Slug: l.row.Slug, Lang: v.lang, Error: msg, Over: l.row.Over,
		Player: recordName(v.name), Guest: v.name == "", Casual: l.game.casual().Reason(v.lang), Confirm: l.confirm,
		Aborts: leavingOf(l) == leaveAbort}
	// Card games keep the resignation in their state and have no button
	// for it on their boards: the hall links to the leave page, which
	// asks first (and aborts instead before the first move).
	if offered, resigned := l.game.resignation(); offered {
		f.Resigned = resigned
		if f.Aborts {
			f.Leave = v.tr("Abort the game…", "Отменить партию…")
		} else {
			f.Leave = v.tr("Resign…", "Сдаться…")
		}
	}
	return f
}

// showGame renders the board: the fragment for htmx, else the full page.
func (s *Server) showGame(w http.ResponseWriter, r *http.Request, v *visitor, l *loaded, status int, msg string) error {
	return s.showPlayback(w, r, v, l, status, msg, nil)
}

// showPlayback renders the board after the frames rec recorded.
func (s *Server) showPlayback(w http.ResponseWriter, r *http.Request, v *visitor, l *loaded, status int, msg string, rec *frames) error {
	f := s.frame(v, l, msg)
	rec.apply(&f)
	now := s.Now()
	f.Title = l.e.name(v.lang) + " · " + ui.Tr(v.lang, "Game Hall", "Игровой зал")
	if turn := l.game.turn(v.lang, now); turn != "" {
		f.Title = turn + " · " + f.Title
	}
	board := ui.BoardRegion(f, l.game.board(f, now))
	if isHTMX(r) {
		return s.render(w, r, status, board)
	}
	p := v.page(r, l.e.name(v.lang))
	if turn := l.game.turn(v.lang, now); turn != "" {
		p.Title = turn + " · " + p.Title
	}
	p.Bots = l.e.bots
	p.Styles = l.e.assets.Styles
	p.Scripts = l.e.assets.Scripts
	var daily time.Time
	if l.e.dailies != nil {
		day, ok, err := s.Store.DailyDay(r.Context(), l.row.ID)
		if err != nil {
			return err
		}
		if ok {
			daily = day
		}
	}
	return s.render(w, r, status, pages.GamePage(p, f, board, daily))
}

// recordName is how game records (PGN, PDN, SGF) name the person: their
// username, or "Guest" before they sign up.
func recordName(username string) string {
	if username == "" {
		return "Guest"
	}
	return username
}
