package corpsestarch

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// t0 is the start of every test game.
var t0 = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)

// at is t0 plus ms milliseconds.
func at(ms int64) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }

func fresh() *state { return newState(42, t0.UnixMilli()) }

// rich is a game well along: every section open, some of each early
// tier, a full stockpile.
func rich() *state {
	s := fresh()
	s.stock, s.lifetime = 5_000_000, 5_000_000
	s.lifetimeAtAct = s.lifetime
	for i := range 5 {
		s.owned[i] = 10 - i
	}
	s.rate = s.servitorRate()
	return s
}

// mustApply applies an action that must be accepted.
func mustApply(t testing.TB, s *state, ms int64, kv ...string) {
	t.Helper()
	if err := s.Apply(0, kittest.Act(kv...), at(ms)); err != nil {
		t.Fatalf("%v at %d ms: %v", kv, ms, err)
	}
}

// mustRefuse applies an action that must be refused and checks that the
// state did not change at all.
func mustRefuse(t testing.TB, s *state, ms int64, kv ...string) error {
	t.Helper()
	before := kittest.Encode(t, s)
	err := s.Apply(0, kittest.Act(kv...), at(ms))
	if err == nil {
		t.Fatalf("%v at %d ms was accepted", kv, ms)
	}
	if after := kittest.Encode(t, s); !bytes.Equal(before, after) {
		t.Fatalf("%v was refused (%v) but the state changed", kv, err)
	}
	return err
}

// upg marks upgrades bought.
func upg(s *state, ids ...string) {
	for _, id := range ids {
		i, ok := upgradeIndex(id)
		if !ok {
			panic(id)
		}
		s.bought |= 1 << i
	}
	s.rate = s.servitorRate()
}

func errorsAs(err error, target **kit.InputError) bool { return errors.As(err, target) }

// lastOf is the newest log entry of one of the kinds (feats earned by
// the same action are logged after it).
func lastOf(s *state, kinds ...eventKind) event {
	for i := len(s.log) - 1; i >= 0; i-- {
		for _, k := range kinds {
			if s.log[i].kind == k {
				return s.log[i]
			}
		}
	}
	return event{}
}
