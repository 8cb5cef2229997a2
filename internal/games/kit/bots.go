package kit

// Bots are a game's bots as the hall runs them: how they move, what one
// of their decisions costs the server, and their levels' measured
// ratings. The zero Bots is a game without bot seats.
type Bots[V any] struct {
	// Move chooses the bot seats' actions; nil when the game has none.
	Move Bot[V]
	// Effort says what deciding from a view costs; nil when every
	// decision is quick.
	Effort func(V) Effort
	// Ratings are the levels' fixed ratings (see BotRating); none when
	// no game against these bots is rated.
	Ratings []BotRating
}

// Effort is what one bot decision costs the server.
type Effort struct {
	// Search says the decision may run until its time budget (a tree
	// search at a strong level), where a quick one takes milliseconds:
	// the hall gives a search a CPU of its own, and never lets a quick
	// decision wait behind one.
	Search bool
	// Budget is how many of the hall's budgets for one move the
	// decision may take, for a level whose strength was measured at
	// longer moves; 0 means one.
	Budget int
}

// EffortOf is the cost of deciding from view.
func (p Bots[V]) EffortOf(view V) Effort {
	if p.Effort == nil {
		return Effort{}
	}
	return p.Effort(view)
}
