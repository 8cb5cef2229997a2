package owchess

// Hit is the damage a loser of a fight takes, and the damage of the
// damage bonus and of the shop's "weaken the enemy".
const Hit = 3

// Fight resolves an attack between an attacker with a HP and a
// defender with d HP and returns their HP afterwards:
//
//   - a < d: the defender loses a HP, the attacker loses 3;
//   - a > d: the attacker loses d HP, the defender loses 3;
//   - a = d: the attacker is left with 1 HP, the defender loses 3.
//
// The attacker never dies of its own attack (it keeps at least 1 HP);
// a defender at 0 HP or less is destroyed (returned as 0).
func Fight(a, d int) (attacker, defender int) {
	switch {
	case a < d:
		attacker, defender = a-Hit, d-a
	case a > d:
		attacker, defender = a-d, d-Hit
	default:
		attacker, defender = 1, d-Hit
	}
	return max(attacker, 1), max(defender, 0)
}

// Wound takes n HP from a piece without destroying it: it keeps at
// least 1 HP.
func Wound(hp, n int) int { return max(hp-n, 1) }
