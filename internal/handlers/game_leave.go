package handlers

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/pages"
)

// personMoves counts the person's actions among a save's steps: a game
// counts from the first (see store.Game.Moves).
func personMoves(steps []store.Step) int {
	n := 0
	for _, st := range steps {
		if st.Seat == kit.HumanSeat {
			n++
		}
	}
	return n
}

// checkedOptions is the new-game form as the game checks it, for the
// game's summary: every option that applies, with its value or default,
// in declaration order. Free text (an SGF record, a galaxy seed) is
// left out: it can be long and the summary never shows it.
func checkedOptions(info kit.Info, form url.Values) string {
	v, err := kit.ParseOptions(info, form)
	if err != nil {
		return ""
	}
	out := url.Values{}
	for _, o := range info.Options {
		if !v.Has(o.Key) || o.Kind == kit.KindText {
			continue
		}
		if o.Kind == kit.KindCheckbox {
			// "off" rather than nothing: a form prefilled from it must
			// not fall back to a default that is on.
			out.Set(o.Key, map[bool]string{true: "on", false: "off"}[v.Bool(o.Key)])
			continue
		}
		out.Set(o.Key, v.String(o.Key))
	}
	return out.Encode()
}

// leaving is what leaving a game means now: an abort before the
// person's first move, a resignation after it in a game with an
// opponent; a solo game, once begun, is kept (nothing to leave).
type leaving int

const (
	leaveAbort leaving = iota
	leaveResign
	leaveKeep
)

func leavingOf(l *loaded) leaving {
	switch {
	case l.row.Moves == 0:
		return leaveAbort
	case l.e.info.Opponent:
		return leaveResign
	}
	return leaveKeep
}

// gameLeaveForm asks before leaving a game (from the Continue list's
// Abandon, or a card game's Resign): what it will mean, and a button.
func (s *Server) gameLeaveForm(w http.ResponseWriter, r *http.Request) error {
	v, l := visitorOf(r), gameOf(r)
	return s.renderLeave(w, r, v, l, http.StatusOK, "")
}

func (s *Server) renderLeave(w http.ResponseWriter, r *http.Request, v *visitor, l *loaded, status int, msg string) error {
	p := v.page(r, v.tr("Leave the game", "Выйти из игры")+" · "+l.e.name(v.lang))
	item := s.continueItem(v, store.GameSummary{ID: l.row.ID, Slug: l.row.Slug, UpdatedAt: l.row.UpdatedAt,
		Moves: l.row.Moves, Options: l.row.Options})
	lp := pages.LeavePage{Game: item, Version: l.row.Version, Over: l.row.Over, Error: msg,
		Casual: l.game.casual().Reason(v.lang)}
	switch leavingOf(l) {
	case leaveAbort:
		lp.Mode = pages.LeaveAbort
	case leaveResign:
		lp.Mode = pages.LeaveResign
	default:
		lp.Mode = pages.LeaveKeep
	}
	return s.render(w, r, status, pages.Leave(p, lp))
}

// gameLeave leaves a game: before the person's first move it is
// aborted (deleted: no result, no rating, gone from Continue); after it,
// a game with an opponent is resigned (a loss). A solo game once begun
// is kept, and so is a game that moved on since the page was shown.
func (s *Server) gameLeave(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	v, l := visitorOf(r), gameOf(r)
	if l.row.Over {
		redirect(w, r, "/games/"+strconv.FormatInt(l.row.ID, 10))
		return nil
	}
	if sv := r.PostForm.Get("v"); sv != strconv.FormatInt(l.row.Version, 10) {
		return s.renderLeave(w, r, v, l, http.StatusConflict,
			v.tr("The game moved on in another window; here is what leaving it means now.",
				"Партия изменилась в другом окне; вот что теперь значит выход из неё."))
	}
	switch leavingOf(l) {
	case leaveAbort:
		err := s.Store.AbortGame(r.Context(), l.row.ID, l.row.UserID, l.row.Version)
		if errors.Is(err, store.ErrConflict) {
			return s.renderLeave(w, r, v, l, http.StatusConflict,
				v.tr("The game moved on in another window; here is what leaving it means now.",
					"Партия изменилась в другом окне; вот что теперь значит выход из неё."))
		}
		if err != nil {
			return err
		}
		redirect(w, r, "/")
		return nil
	case leaveResign:
		if err := s.resign(r.Context(), l, s.Now()); err != nil {
			if errors.Is(err, store.ErrConflict) {
				return s.renderLeave(w, r, v, l, http.StatusConflict,
					v.tr("The game moved on in another window; here is what leaving it means now.",
						"Партия изменилась в другом окне; вот что теперь значит выход из неё."))
			}
			return err
		}
		redirect(w, r, "/games/"+strconv.FormatInt(l.row.ID, 10))
		return nil
	}
	return s.renderLeave(w, r, v, l, http.StatusUnprocessableEntity,
		v.tr("A solo game is kept until you finish it.", "Одиночная игра хранится, пока вы её не закончите."))
}

// resign gives the loaded game up for its person at time now and saves
// it with its results (a loss, through the game's own rules).
func (s *Server) resign(ctx context.Context, l *loaded, now time.Time) error {
	l.game.advance(now)
	if err := l.game.apply(kit.Action{"do": {kit.ActResign}}, now); err != nil {
		return fmt.Errorf("handlers: resign %s %d: %w", l.row.Slug, l.row.ID, err)
	}
	return s.save(ctx, l)
}

// sweepBatch is how many abandoned games one sweep records at most; the
// next hour's sweep takes the rest.
const sweepBatch = 500

// SweepAbandoned records as its person's loss every game with an
// opponent that they moved in and then left untouched for
// kit.AbandonAfter before now, through the game's own resignation: a
// ranked game's loss reaches the boards and the rating, a casual game's
// stays in the player's history (it is ended too, so that abandoned
// casual games neither linger under Continue nor come back to every
// sweep). Solo games (solitaires, idle games, careers) are kept. cmd/web
// calls it hourly; tests call it with the time they want. It returns
// how many games it ended.
func SweepAbandoned(ctx context.Context, st Storage, games *Registry, now time.Time) (int, error) {
	if games == nil {
		games = Games()
	}
	var slugs []string
	for _, e := range games.order {
		if e.info.Opponent {
			slugs = append(slugs, e.info.Slug)
		}
	}
	refs, err := st.StaleGames(ctx, slugs, now.Add(-kit.AbandonAfter), sweepBatch)
	if err != nil {
		return 0, err
	}
	s := &Server{Config: Config{Store: st, Games: games}}
	n := 0
	var first error // a game that cannot be ended is reported, not a stop
	for _, ref := range refs {
		row, err := st.LoadGame(ctx, ref.ID, ref.UserID)
		if errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return n, err
		}
		e := games.games[row.Slug]
		g, err := e.decode(row.State)
		if err == nil {
			err = s.resign(ctx, &loaded{row: row, game: g, e: e}, now)
		}
		switch {
		case errors.Is(err, store.ErrConflict):
			// Played meanwhile: not abandoned after all.
		case err != nil:
			first = cmp.Or(first, fmt.Errorf("handlers: sweep game %d: %w", row.ID, err))
		default:
			n++
		}
	}
	return n, first
}
