package corpsestarch

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// The pace limiter is a token bucket kept in the state and refilled by
// the clock like everything else: an action costs one token, tokens come
// back at refillPerSecond up to burstTokens. A person clicking fast stays
// well inside it; a script cannot farm requisitions.
const (
	tokenUnit       = 1000 // a token, in thousandths
	refillPerSecond = 8
	burstTokens     = 20 * tokenUnit
	refillPerMs     = refillPerSecond * tokenUnit / 1000
)

// refill returns tokens for ms milliseconds; capping at the burst keeps
// it exact in any split, since min(b, min(b, x+p)+q) = min(b, x+p+q).
func (s *state) refill(ms int64) {
	if ms >= burstTokens/refillPerMs {
		s.tokens = burstTokens
		return
	}
	s.tokens = min(burstTokens, s.tokens+ms*refillPerMs)
}

// takeToken spends one token or refuses with kit.TooFast (the hall
// answers 429 and nothing changes).
func (s *state) takeToken() error {
	if s.tokens < tokenUnit {
		wait := (tokenUnit - s.tokens + refillPerMs - 1) / refillPerMs
		return kit.TooFast(
			fmt.Sprintf("Not so fast: even a servitor needs a moment (try again in %d ms).", wait),
			fmt.Sprintf("Не так быстро: даже сервитору нужна передышка (повторите через %d мс).", wait))
	}
	s.tokens -= tokenUnit
	return nil
}
