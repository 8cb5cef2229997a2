package corpsestarch

import (
	"strconv"

	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are the RNG (it holds the Sump's next outcome and a purge's
// casualties before they happen), the omens' key and the start of the
// next omen, which only its moment may show.
func (s *state) Secrets(int) []kit.Secret {
	out := []kit.Secret{kit.RNGSecret(&s.rng)}
	if s.omenKey != 0 {
		k := []string{strconv.FormatUint(s.omenKey, 10), strconv.FormatUint(s.omenKey, 16)}
		out = append(out, kit.Secret{What: "the omens' key", JSON: k, HTML: k})
	}
	if at, ok := s.nextOmen(); ok {
		n := []string{strconv.FormatInt(at, 10)}
		out = append(out, kit.Secret{What: "the next omen's moment", JSON: n, HTML: n})
	}
	return out
}

// nextOmen is when the next omen not yet showing begins.
func (s *state) nextOmen() (int64, bool) {
	if s.omenKey == 0 || !secSump.open(s.lifetime) {
		return 0, false
	}
	for slot := max(1, (s.clock-s.created)/omenSlotMs); slot < (s.clock-s.created)/omenSlotMs+3; slot++ {
		if start, _ := s.omenStart(slot); start > s.clock {
			return start, true
		}
	}
	return 0, false
}
