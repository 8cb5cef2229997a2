package owchess

import "math/rand/v2"

// The chances that drive the board's surprises.
const (
	// BonusChance is the chance, in percent, that a square coming out of
	// a side's fog holds a bonus.
	BonusChance = 10
	// CoinPerMille is the chance, per thousand, that an empty square
	// gets a coin after any move.
	CoinPerMille = 1
	// DangerFrom and DangerFull are the plies over which the share of
	// damage among new bonuses grows from 20% to DangerMax.
	DangerFrom = 100
	DangerFull = 200
	// CursePoints is how many percentage points one curse takes from
	// regeneration and from HP upgrades.
	CursePoints = 10
)

// BonusWeights returns the chances, in tenths of a percent, of each
// bonus kind (indexed by Bonus) for a square revealed by a side that
// carries curses curses, after ply plies. The weights sum to (about)
// 1000. A curse takes CursePoints percentage points from regeneration
// and from HP upgrades and gives them to no kind at all: the other
// kinds keep their chances, and the freed share, at index NoBonus, is
// the chance that the bonus square turns out empty.
func BonusWeights(ply, curses int) [6]int {
	// Base chances in tenths of a percent: 42%, 32%, 20%, 5%, 1%.
	w := [6]int{Regen: 420, HPUpgrade: 320, Damage: 200, KingHP: 50, AddPiece: 10}
	if ply > DangerFrom {
		// Damage grows linearly to 50%; the others shrink in proportion.
		step := min(ply-DangerFrom, DangerFull-DangerFrom)
		dmg := 200 + 300*step/(DangerFull-DangerFrom)
		for _, k := range []Bonus{Regen, HPUpgrade, KingHP, AddPiece} {
			w[k] = w[k] * (1000 - dmg) / 800
		}
		w[Damage] = dmg
	}
	total := 0
	for _, x := range w {
		total += x
	}
	// Points of the whole, so that rounding above does not make a
	// curse worth more or less than CursePoints.
	cut := (curses*CursePoints*total + 50) / 100
	for _, k := range []Bonus{Regen, HPUpgrade} {
		taken := min(w[k], cut)
		w[k] -= taken
		w[NoBonus] += taken
	}
	return w
}

// rollBonus draws a bonus kind by the weights; NoBonus when the draw
// lands on the share curses took away.
func rollBonus(rng *rand.Rand, w [6]int) Bonus {
	total := 0
	for _, x := range w {
		total += x
	}
	if total <= 0 {
		return Damage
	}
	n := rng.IntN(total)
	for k, x := range w {
		if n < x {
			return Bonus(k)
		}
		n -= x
	}
	return Damage
}

// spawnable reports whether a bonus or a coin may appear on sq: no
// piece, merchant, bonus or coin there yet.
func spawnable(b *Board, sq int) bool {
	c := b[sq]
	return c.P.Kind == None && c.Bonus == NoBonus && !c.Coin && !IsMerchant(sq)
}
