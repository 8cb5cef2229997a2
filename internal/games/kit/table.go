package kit

// Moves maps an action's name (the form's "do") to the function that
// makes it; a refused move returns an [*InputError] and changes nothing.
type Moves map[string]func() error

// Table is the frame every card table puts around its moves: an action
// is refused from a seat that is not at the table and once the game has
// ended, a resignation is recorded, and any other action runs the move
// its name picks. The checks come in that order, before anything
// changes, so a refused action leaves the state as it was.
type Table struct {
	// Seats is the number of seats at the table.
	Seats int
	// Over says the game has ended. Ended is the refusal then, for a
	// game that names its end otherwise (a match); nil says "The game
	// is over."
	Over  bool
	Ended error
	// Resign records a resignation (do=resign); nil for a game without
	// one, to which do=resign is an unknown action.
	Resign *Resignation
	// Turn, when set, refuses a seat that may not act now before the
	// action's name is looked at.
	Turn func(seat int) error
	// Moves, when set, counts the moves the person makes.
	Moves *int
}

// Play makes one action of seat: see [Table].
func (t Table) Play(seat int, act Action, moves Moves) error {
	if seat < 0 || seat >= t.Seats {
		return Invalid("No such seat.", "Нет такого места.")
	}
	if t.Over {
		if t.Ended != nil {
			return t.Ended
		}
		return Invalid("The game is over.", "Игра окончена.")
	}
	do := act.Get("do")
	if do == ActResign && t.Resign != nil {
		return t.Resign.Resign(seat)
	}
	if t.Turn != nil {
		if err := t.Turn(seat); err != nil {
			return err
		}
	}
	move, ok := moves[do]
	if !ok {
		return Invalid("Unknown action.", "Неизвестное действие.")
	}
	err := move()
	if err == nil && seat == HumanSeat && t.Moves != nil {
		*t.Moves++
	}
	return err
}

// MatchOver is the refusal of an action once a match (a game of many
// deals) has ended.
func MatchOver() error { return Invalid("The match is over.", "Партия окончена.") }
