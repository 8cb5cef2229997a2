package owchess

import "time"

// Advance applies the move timer up to now. A side whose two minutes run
// out gets a strike, its clock turns red and starts two more minutes for
// the same move; a second strike in the same game loses it. Advance
// works from the stored deadline, so the result is the same however
// long nobody looked.
func (s *State) Advance(now time.Time) bool {
	changed := false
	for s.rec.Timer && !s.Over() && !now.Before(s.rec.Deadline) {
		side := s.rec.Turn
		s.rec.Strikes[side]++
		changed = true
		s.log(public(Event{By: side, Kind: EvTimeout, From: -1, To: -1, A: s.rec.Strikes[side]}))
		if s.rec.Strikes[side] >= 2 {
			s.finish(EndTime, int(side.Other()))
			break
		}
		s.rec.Deadline = s.rec.Deadline.Add(MoveTime)
	}
	return changed
}
