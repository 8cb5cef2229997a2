package corpsestarch

import "gamehall/internal/games/kit"

var _ kit.Keeper = (*state)(nil)

// Secrets is the RNG: it holds the Sump's next outcome and a purge's
// casualties before they happen.
func (s *state) Secrets(int) []kit.Secret { return []kit.Secret{kit.RNGSecret(&s.rng)} }
