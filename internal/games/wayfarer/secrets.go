package wayfarer

import "gamehall/internal/games/kit"

var _ kit.Keeper = (*state)(nil)

// Secrets is the RNG: it decides encounters, fights, quest chances and
// traps before the player meets them.
func (s *state) Secrets(int) []kit.Secret { return []kit.Secret{kit.RNGSecret(s.rng)} }
