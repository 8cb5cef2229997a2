package handlers

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/ui"
)

// A game's record is the state it started from and every step applied
// since (internal/store, game_steps): each action of a seat, as the form
// posted it, and each time the clock alone changed the game, with the
// time the engine was given. The engines are pure and carry their RNG in
// the state, so applying the steps again to the start gives every
// moment of the game, ending exactly at the stored state.

// log notes a step applied to the state, for the game's record. The
// version field is the hall's, not the game's: it is left out.
func (t *typed[V]) log(seat int, act kit.Action, now time.Time) {
	st := store.Step{Seat: seat, At: now}
	if act != nil {
		if act.Has("v") {
			act = cloneWithout(act, "v")
		}
		st.Act = act.Encode()
	}
	t.steps = append(t.steps, st)
}

// cloneWithout is a copy of act without the field name.
func cloneWithout(act kit.Action, name string) kit.Action {
	c := make(kit.Action, len(act))
	for k, v := range act {
		if k != name {
			c[k] = v
		}
	}
	return c
}

func (t *typed[V]) takeSteps() []store.Step {
	s := t.steps
	t.steps = nil
	return s
}

// replay applies a recorded step without noting it again.
func (t *typed[V]) replay(st store.Step) error {
	if st.Clock() {
		if a, ok := t.state.(kit.Advancer); ok {
			a.Advance(st.At)
		}
		return nil
	}
	act, err := url.ParseQuery(st.Act)
	if err != nil {
		return fmt.Errorf("handlers: replay: %w", err)
	}
	if err := t.state.Apply(st.Seat, act, st.At); err != nil {
		return fmt.Errorf("handlers: replay of seat %d %q: %w", st.Seat, st.Act, err)
	}
	return nil
}

func (t *typed[V]) replayBoard(ctx context.Context, f ui.Frame, st *store.Step, before instance, now time.Time) (string, string, error) {
	view := t.state.View(kit.HumanSeat, now)
	var buf bytes.Buffer
	if err := t.render(f, view).Render(ctx, &buf); err != nil {
		return "", "", err
	}
	html := buf.String()
	if st == nil {
		return html, "", nil
	}
	if st.Clock() {
		return html, ui.Tr(f.Lang, "Time passed.", "Прошло время."), nil
	}
	act, _ := url.ParseQuery(st.Act)
	// A card is named only when the person's board shows it.
	shown := func(code string) bool { return strings.Contains(html, `data-card="`+code+`"`) }
	// The view just before the step tells its effects (a trick taken,
	// a deal scored), as the live page does.
	var prev any
	if b, ok := before.(*typed[V]); ok {
		prev = b.state.View(kit.HumanSeat, st.At)
	}
	return html, t.narrate(f.Lang, st.Seat, act, view, prev, shown), nil
}

// reveal lays open a card game's hidden cards. Only a finished game's
// record calls it.
func (t *typed[V]) reveal() []cards.Pile {
	if r, ok := t.state.(cards.Revealer); ok {
		return r.Reveal()
	}
	return nil
}
