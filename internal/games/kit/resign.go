package kit

// Resignation is the part of a card game's state that records the
// person's resignation ([ActResign]). The game embeds it, so it is
// stored as "resigned":true (left out until then), and consults it in
// Over (a resigned game is over), NextBot (nobody moves after it) and
// Results (a loss). The table stays as it was when the person gave up,
// so the state's invariants still hold.
type Resignation struct {
	Quit bool `json:"resigned,omitempty"`
}

// Resign records the person's resignation, or refuses it from any other
// seat: only the person gives up, bots play on to the end.
func (r *Resignation) Resign(seat int) error {
	if seat != HumanSeat {
		return Invalid("Only the player can resign.", "Сдаться может только игрок.")
	}
	r.Quit = true
	return nil
}

// Resigned reports whether the person gave the game up.
func (r *Resignation) Resigned() bool { return r.Quit }

// Resigner is implemented by states whose person can resign while their
// board has no way of its own to say so: the hall says it above the
// board, and takes the board's controls away.
type Resigner interface {
	Resigned() bool
}
