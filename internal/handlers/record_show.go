package handlers

import (
	"bytes"
	"cmp"
	"net/http"
	"strconv"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/record"
	"gamehall/templates/ui"
)

// recordShow is /r/{id}: a finished game's public page, at moment ?n=
// of its replay (the end by default). Anyone with the link may open it:
// game ids are random, so only those given the link find it. A running
// game has no such page, so what its player may not see yet never shows.
func (s *Server) recordShow(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	id := gameID(r)
	if id == 0 {
		return store.ErrNotFound
	}
	rec, err := s.Store.LoadRecord(r.Context(), id)
	if err != nil {
		return err
	}
	e := s.Games.games[rec.Game.Slug]
	if !rec.Game.Over || e == nil {
		return store.ErrNotFound
	}
	if hidden, err := s.dailyHidden(r, &rec.Game, v); err != nil || hidden {
		return cmp.Or(err, store.ErrNotFound)
	}
	want := -1 // the end
	if q := r.URL.Query().Get("n"); q != "" {
		if want, err = strconv.Atoi(q); err != nil || want < 0 {
			return &refusal{status: http.StatusUnprocessableEntity, titleEN: "Not accepted", titleRU: "Не принято",
				textEN: "The step must be a whole number from 0.", textRU: "Шаг должен быть целым числом от 0."}
		}
	}
	view := record.View{
		ID: id, Slug: rec.Game.Slug, Game: e.name(v.lang), Player: rec.Player,
		Outcome: rec.Outcome, Ranked: rec.Ranked, Detail: s.Games.detailText(v.lang, kit.Detail(rec.Detail)),
		Started: rec.Game.CreatedAt, Finished: rec.FinishedAt,
	}
	f := ui.Frame{GameID: id, Slug: rec.Game.Slug, Lang: v.lang, Player: recordName(rec.Player)}
	m, err := replayTo(e, rec, want)
	if err != nil {
		return err
	}
	view.Kept, view.Ended, view.Steps, view.Step = m.kept, m.ended, m.steps, m.step
	view.Turns, view.PrevTurn, view.NextTurn = turns(rec.Steps, m.step, m.steps)
	f.Over = m.game.over()
	var before instance
	if m.last != nil && m.step > 0 {
		if before, err = stateAt(e, rec, m.step-1); err != nil {
			return err
		}
	}
	board, say, err := m.game.replayBoard(r.Context(), f, m.last, before, m.at)
	if err != nil {
		return err
	}
	view.Board, view.Say = board, say
	// The game is over (checked above): the cards nobody could see at
	// this moment may be laid open. The person's own hand is on the
	// board already.
	for _, p := range m.game.reveal() {
		if p.Seat != kit.HumanSeat && len(p.Cards) > 0 {
			view.Hidden = append(view.Hidden, p)
		}
	}
	if isHTMX(r) {
		s.render(w, r, http.StatusOK, record.Replay(v.lang, view))
		return nil
	}
	p := v.page(r, e.name(v.lang)+" · "+v.tr("game record", "запись партии"))
	p.Styles = append(append([]string{}, e.assets.Styles...), record.Assets[0])
	p.Scripts = []string{record.Assets[1]}
	s.render(w, r, http.StatusOK, record.Page(p, view))
	return nil
}

// moment is one moment of a record, replayed.
type moment struct {
	game        instance
	last        *store.Step // the step that led here; nil at the start
	at          time.Time   // the time to view it at
	step, steps int
	kept, ended bool
}

// replayTo replays a record to moment want (-1, or past the end: the
// end). The whole record is replayed every time, to know whether it
// reaches the stored state: when it does not (a game begun before
// records were kept, or ended by the hall outside its steps), the stored
// state is one more moment, the last.
func replayTo(e *entry, rec *store.Record, want int) (*moment, error) {
	stored := func(m *moment) (*moment, error) {
		g, err := e.decode(rec.Game.State)
		if err != nil {
			return nil, err
		}
		m.game, m.last, m.at = g, nil, rec.FinishedAt
		return m, nil
	}
	if rec.Start == nil {
		return stored(&moment{})
	}
	g, err := e.decode(rec.Start)
	if err != nil {
		return nil, err
	}
	m := &moment{kept: true, at: rec.Game.CreatedAt}
	if len(rec.Steps) > 0 {
		m.at = rec.Steps[0].At
	}
	// snap is the state at moment want, once the replay has passed it.
	var snap []byte
	var snapAt time.Time
	var snapStep *store.Step
	if want == 0 {
		if snap, err = g.encode(); err != nil {
			return nil, err
		}
		snapAt = m.at
	}
	done := 0
	for i := range rec.Steps {
		if err := g.replay(rec.Steps[i]); err != nil {
			break // the record ends here; the stored state follows
		}
		done++
		if done == want {
			if snap, err = g.encode(); err != nil {
				return nil, err
			}
			snapAt, snapStep = rec.Steps[i].At, &rec.Steps[i]
		}
	}
	end, err := g.encode()
	if err != nil {
		return nil, err
	}
	m.steps = done
	if done < len(rec.Steps) || !bytes.Equal(end, rec.Game.State) {
		m.ended, m.steps = true, done+1
	}
	if want < 0 || want > m.steps {
		want = m.steps
	}
	m.step = want
	switch {
	case m.ended && want == m.steps:
		return stored(m)
	case want == done && snap == nil: // the end, asked for as "the end"
		m.game = g
		if done > 0 {
			m.at, m.last = rec.Steps[done-1].At, &rec.Steps[done-1]
		}
		return m, nil
	}
	if m.game, err = e.decode(snap); err != nil {
		return nil, err
	}
	m.at, m.last = snapAt, snapStep
	return m, nil
}

// stateAt is the game after the first n steps of its record.
func stateAt(e *entry, rec *store.Record, n int) (instance, error) {
	g, err := e.decode(rec.Start)
	if err != nil {
		return nil, err
	}
	for i := range min(n, len(rec.Steps)) {
		if err := g.replay(rec.Steps[i]); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// turns finds the moments around step where it was the person's turn:
// those just before the person acted, and the end. A game without other
// seats has no turns to jump between.
func turns(steps []store.Step, step, end int) (ok bool, prev, next int) {
	prev, next = -1, -1
	for _, st := range steps {
		if st.Seat > kit.HumanSeat {
			ok = true
			break
		}
	}
	if !ok {
		return false, -1, -1
	}
	for k := range steps {
		if k >= end || steps[k].Seat != kit.HumanSeat {
			continue
		}
		if k < step {
			prev = k
		} else if k > step && next < 0 {
			next = k
		}
	}
	if next < 0 && step < end {
		next = end
	}
	return true, prev, next
}
