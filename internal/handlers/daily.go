package handlers

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/pages"
)

// dailyFirst is the first day with daily challenges; the calendar goes
// back no further.
var dailyFirst = time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)

// dailyKeyName names the secret the deals are derived from (app_keys):
// without it nobody can compute a day's deal before the day.
const dailyKeyName = "daily"

// dailyBoardRows is how many winners a day's board lists.
const dailyBoardRows = 20

// dailyChallenge is one of a day's games: a game's challenge as it
// stands on the day (kit.Dailies) and the game.
type dailyChallenge struct {
	kit.Daily
	e *entry
}

// dailies are the challenges of day: every game's that has them, in
// the registry's order.
func (r *Registry) dailies(day time.Time) []dailyChallenge {
	var out []dailyChallenge
	for _, e := range r.order {
		if e.dailies == nil {
			continue
		}
		for _, d := range e.dailies(day) {
			out = append(out, dailyChallenge{Daily: d, e: e})
		}
	}
	return out
}

// daily finds the challenge of day by its key.
func (r *Registry) daily(day time.Time, key string) (dailyChallenge, bool) {
	for _, c := range r.dailies(day) {
		if c.Key == key {
			return c, true
		}
	}
	return dailyChallenge{}, false
}

// dayOf is the UTC day that t falls in, at midnight.
func dayOf(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// dailyDay reads the {day} of a URL: a day from dailyFirst to today.
// Anything else, a future day above all, is not found: its deals do not
// exist yet.
func (s *Server) dailyDay(r *http.Request) (day, today time.Time, err error) {
	today = dayOf(s.Now())
	q := chi.URLParam(r, "day")
	if q == "" {
		return today, today, nil
	}
	day, err = time.Parse(time.DateOnly, q)
	if err != nil || day.Before(dailyFirst) || day.After(today) {
		return time.Time{}, today, store.ErrNotFound
	}
	return day, today, nil
}

// dailySeed is the seed of a day's challenge: an HMAC of the day and
// the challenge's key under the hall's secret, the same on every
// instance.
func (s *Server) dailySeed(r *http.Request, day time.Time, challenge string) (uint64, error) {
	key, err := s.Store.Key(r.Context(), dailyKeyName, 32)
	if err != nil {
		return 0, err
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(day.Format(time.DateOnly) + "/" + challenge))
	return binary.BigEndian.Uint64(mac.Sum(nil)), nil
}

// dailyShow is /daily (today) and /daily/{day}: the day's challenges,
// the viewer's games of them, the day's boards and the calendar.
func (s *Server) dailyShow(w http.ResponseWriter, r *http.Request) error {
	day, today, err := s.dailyDay(r)
	if err != nil {
		return err
	}
	v := visitorOf(r)
	isToday := day.Equal(today)
	view := pages.DailyView{Day: day, Today: isToday, Named: v.name != "", Calendar: dailyMonth(day, today)}
	if isToday {
		view.EndsIn = day.AddDate(0, 0, 1).Sub(s.Now())
	}
	if prev := day.AddDate(0, 0, -1); !prev.Before(dailyFirst) {
		view.Prev = pages.DailyURL(prev)
	}
	if !isToday {
		view.Next = pages.DailyURL(day.AddDate(0, 0, 1))
	}
	for _, c := range s.Games.dailies(day) {
		dc := pages.DailyChallenge{Key: c.Key, TitleEN: c.TitleEN, TitleRU: c.TitleRU, NoteEN: c.NoteEN, NoteRU: c.NoteRU,
			Action: pages.DailyURL(day) + "/" + c.Key}
		if v.uid != 0 {
			a, err := s.Store.DailyRanked(r.Context(), day, c.Key, v.uid)
			switch {
			case err == nil:
				dc.Mine, dc.MineOver = "/games/"+strconv.FormatInt(a.GameID, 10), a.Over
			case !errors.Is(err, store.ErrNotFound):
				return err
			}
		}
		b, err := s.Store.DailyStandings(r.Context(), day, c.Key, c.Board, dailyBoardRows)
		if err != nil {
			return err
		}
		dc.Played, dc.Won = b.Played, b.Won
		for _, row := range b.Rows {
			dr := pages.DailyRow{Rank: row.Rank, Username: row.Username, Ms: row.Score, Moves: row.Moves, Me: row.UserID == v.uid}
			if !isToday {
				dr.Replay = "/r/" + strconv.FormatInt(row.GameID, 10)
			}
			dc.Rows = append(dc.Rows, dr)
		}
		view.Challenges = append(view.Challenges, dc)
	}
	p := v.page(r, v.tr("Daily challenge", "Испытание дня"))
	return s.render(w, r, http.StatusOK, pages.DailyPage(p, view))
}

// dailyMonth is the calendar of day's month.
func dailyMonth(day, today time.Time) pages.DailyMonth {
	first := time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC)
	next := first.AddDate(0, 1, 0)
	m := pages.DailyMonth{Title: first, Lead: (int(first.Weekday()) + 6) % 7}
	for d := first; d.Before(next); d = d.AddDate(0, 0, 1) {
		dd := pages.DailyDate{N: d.Day(), Current: d.Equal(day)}
		if !d.Before(dailyFirst) && !d.After(today) {
			dd.URL = pages.DailyURL(d)
		}
		m.Days = append(m.Days, dd)
	}
	if last := first.AddDate(0, 0, -1); !last.Before(dailyFirst) {
		m.PrevMonth = pages.DailyURL(last)
	}
	if !next.After(today) {
		m.NextMonth = pages.DailyURL(next)
	}
	return m
}

// dailyPlay starts the viewer's game of a day's challenge: today the
// one ranked attempt (a second press goes back to it), a past day a
// practice game each time.
func (s *Server) dailyPlay(w http.ResponseWriter, r *http.Request) error {
	day, today, err := s.dailyDay(r)
	if err != nil {
		return err
	}
	c, ok := s.Games.daily(day, chi.URLParam(r, "challenge"))
	if !ok {
		return store.ErrNotFound
	}
	if err := s.parseForm(r); err != nil {
		return err
	}
	v := visitorOf(r)
	ranked := day.Equal(today)
	if ranked && v.uid != 0 {
		if done, err := s.dailyResume(w, r, day, c.Key, v.uid); done || err != nil {
			return err
		}
	}
	if ok, err := s.allowNewGame(r, v); err != nil || !ok {
		if err != nil {
			return err
		}
		return &refusal{status: http.StatusTooManyRequests, retryAfter: retryAfter(s.Limits.GamesPerUser), titleEN: "Too many games", titleRU: "Слишком много игр",
			textEN: "Too many new games in a short time. Finish one, or wait a few minutes.",
			textRU: "Слишком много новых игр за короткое время. Доиграйте одну или подождите несколько минут."}
	}
	seed, err := s.dailySeed(r, day, c.Key)
	if err != nil {
		return err
	}
	now := s.Now()
	inst, err := c.e.newDaily(c.Key, day, seed, !ranked, now)
	if err != nil {
		return err
	}
	g, err := s.newStoredGame(w, r, v, c.e.info.Slug, inst, nil)
	if err != nil {
		return err
	}
	if ranked {
		// The day's one attempt is spent once its deal is shown: it cannot
		// be aborted (that would delete the attempt and deal it again,
		// its clock new, to a player who has studied it).
		g.Moves = 1
	}
	err = s.Store.CreateDailyGame(r.Context(), g, storeResults(c.e, inst.results()), day, c.Key, ranked)
	if errors.Is(err, store.ErrDailyTaken) {
		// Two presses at once: the other made the attempt.
		if done, err := s.dailyResume(w, r, day, c.Key, v.uid); done || err != nil {
			return err
		}
	}
	if err != nil {
		return err
	}
	redirect(w, r, "/games/"+strconv.FormatInt(g.ID, 10))
	return nil
}

// dailyResume sends the viewer to their ranked game of the day's
// challenge, if they have one.
func (s *Server) dailyResume(w http.ResponseWriter, r *http.Request, day time.Time, key string, uid int64) (bool, error) {
	a, err := s.Store.DailyRanked(r.Context(), day, key, uid)
	if errors.Is(err, store.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	redirect(w, r, "/games/"+strconv.FormatInt(a.GameID, 10))
	return true, nil
}

// dailyHidden reports whether a finished game's record must stay hidden
// from the viewer: a ranked or practice game of a daily challenge whose
// day is not over shows the day's deal, so only its player may see it
// until the day ends.
func (s *Server) dailyHidden(r *http.Request, g *store.Game, v *visitor) (bool, error) {
	if g.UserID == v.uid {
		return false, nil
	}
	day, ok, err := s.Store.DailyDay(r.Context(), g.ID)
	if err != nil || !ok {
		return false, err
	}
	return s.Now().Before(day.AddDate(0, 0, 1)), nil
}
