package corpsestarch

import "math/bits"

// Amounts are exact integers. Whole starch is an int64; the fraction is
// kept in millionths (micro-starch), shared by the stockpile and the
// lifetime total because every gain adds to both alike and every loss
// (prices, taint) is whole. Rates are milli-starch per second, so a rate
// over a number of milliseconds is a whole number of micro-starch:
// income over a+b ms is exactly income over a plus income over b.
const (
	microPerUnit = 1_000_000
	// maxUnits caps the stockpile and lifetime total, far beyond any
	// tuned number, so that no sum can overflow.
	maxUnits int64 = 1_000_000_000_000_000_000
)

// earn adds rateMilli milli-starch per second over ms milliseconds.
func (s *state) earn(rateMilli, ms int64) {
	if rateMilli <= 0 || ms <= 0 {
		return
	}
	hi, lo := bits.Mul64(uint64(rateMilli), uint64(ms))
	s.gainMicro(hi, lo)
}

// earnMicro adds an amount given in micro-starch.
func (s *state) earnMicro(micro int64) {
	if micro > 0 {
		s.gainMicro(0, uint64(micro))
	}
}

// gainMicro adds the 128-bit micro-starch amount hi:lo, carrying whole
// units out of the fraction and saturating at maxUnits.
func (s *state) gainMicro(hi, lo uint64) {
	lo, carry := bits.Add64(lo, uint64(s.micro), 0)
	hi += carry
	// The remainder is exact even when the quotient would not fit.
	_, rem := bits.Div64(hi%microPerUnit, lo, microPerUnit)
	s.micro = int64(rem)
	units := uint64(maxUnits)
	if hi < microPerUnit {
		if q, _ := bits.Div64(hi, lo, microPerUnit); q < units {
			units = q
		}
	}
	s.stock = addCapped(s.stock, int64(units))
	s.lifetime = addCapped(s.lifetime, int64(units))
}

// addCapped adds two non-negative amounts, saturating at maxUnits.
func addCapped(a, b int64) int64 {
	if b >= maxUnits-a {
		return maxUnits
	}
	return a + b
}

// gainUnits adds whole starch (rewards, bonuses).
func (s *state) gainUnits(n int64) {
	if n > 0 {
		s.stock = addCapped(s.stock, n)
		s.lifetime = addCapped(s.lifetime, n)
	}
}
