package corpsestarch

// eventKind names an outcome worth telling the player.
type eventKind string

const (
	evBonus     eventKind = "bonus"     // the Sump gave n starch
	evBlessing  eventKind = "blessing"  // blessed ×n for secs more seconds
	evTaint     eventKind = "taint"     // the Sump took n starch
	evNothing   eventKind = "nothing"   // the Sump gave nothing
	evCollected eventKind = "collected" // a squad brought n starch from mission
	evTithe     eventKind = "tithe"     // a tithe paid n relics
	evSealed    eventKind = "sealed"    // the box is sealed: the story's end
	evFeat      eventKind = "feat"      // feats[mission] earned
	evOmenGift  eventKind = "omen"      // a heeded omen gave n starch (secs of output)
	evOmenRelic eventKind = "omenrelic" // a heeded omen gave n relics
)

// event is one line of the recent log.
type event struct {
	at      int64
	kind    eventKind
	mission int
	n       int64
	secs    int64
}

// logSize is how many recent outcomes are kept.
const logSize = 8

// record appends an outcome at the state's clock, dropping the oldest.
func (s *state) record(e event) {
	e.at = s.clock
	s.log = append(s.log, e)
	if len(s.log) > logSize {
		s.log = append(s.log[:0:0], s.log[len(s.log)-logSize:]...)
	}
}

// awayReport is what happened between two actions far apart.
type awayReport struct {
	from, to int64
	gained   int64 // starch gathered meanwhile
	purges   []int // missions whose squads came back meanwhile
	blessEnd bool  // a blessing ran out meanwhile
}

// absence describes the time from the last action to the clock.
func (s *state) absence() *awayReport {
	r := &awayReport{
		from:     s.lastAct,
		to:       s.clock,
		gained:   s.lifetime - s.lifetimeAtAct,
		blessEnd: s.blessEnd > s.lastAct && s.blessEnd <= s.clock,
	}
	for _, p := range s.purges {
		if p.end > s.lastAct && p.end <= s.clock {
			r.purges = append(r.purges, p.mission)
		}
	}
	return r
}
