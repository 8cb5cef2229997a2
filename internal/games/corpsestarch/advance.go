package corpsestarch

import "time"

// Advance moves the state from its clock to now in closed form, exactly
// as if the page had stayed open: income at the current rate, the span
// of a blessing that ended on the way counted at its multiplier up to its
// end, squads whose purge ended marked as back, the pace allowance
// refilled. The work does not depend on how long the player was away.
// It reports whether anything a player or a leaderboard sees changed;
// saving is never needed for correctness, because advancing from an
// older save to the same time gives the same state.
func (s *state) Advance(now time.Time) bool {
	return s.advance(unixMs(now))
}

func (s *state) advance(t int64) bool {
	if t <= s.clock {
		return false
	}
	stock, lifetime := s.stock, s.lifetime
	changed := false
	from := s.clock
	if s.blessEnd > from {
		until := min(t, s.blessEnd)
		s.earn(s.rate*s.blessMult, until-from)
		from = until
		changed = until == s.blessEnd
	}
	s.earn(s.rate, t-from)
	s.refill(t - s.clock)
	for i := range s.purges {
		if !s.purges[i].ready && s.purges[i].end <= t {
			s.purges[i].ready = true
			changed = true
		}
	}
	s.clock = t
	return changed || s.stock != stock || s.lifetime != lifetime
}
