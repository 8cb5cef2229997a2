package kit

// Played is one ranked game of a solitaire as its player's statistics
// read it: the win-rate board it stands on (one row per game started),
// whether it was won, its result's detail, and whether it was a daily
// challenge's attempt.
type Played struct {
	Board  string
	Won    bool
	Detail Detail
	Daily  bool
}

// Record is a player's record on one kind of deal or field: games
// started and won, the streaks, and the times of the wins.
type Record struct {
	Games, Wins int
	Streak      int   // wins in a row up to the latest game
	BestStreak  int   // the longest run of wins
	BestMs      int64 // the fastest win; 0 before the first timed win
	timedWins   int   // wins whose time is known
	winMs       int64 // their time in all
}

// Add counts the next game, oldest first: won or not, and a win's time
// in ms (0 when unknown: the win counts, its time does not).
func (r *Record) Add(won bool, ms int64) {
	r.Games++
	if !won {
		r.Streak = 0
		return
	}
	r.Wins++
	r.Streak++
	r.BestStreak = max(r.BestStreak, r.Streak)
	if ms > 0 {
		if r.BestMs == 0 || ms < r.BestMs {
			r.BestMs = ms
		}
		r.timedWins++
		r.winMs += ms
	}
}

// AvgMs is the average time of the timed wins, rounded; 0 before the
// first.
func (r Record) AvgMs() int64 {
	if r.timedWins == 0 {
		return 0
	}
	return (r.winMs + int64(r.timedWins)/2) / int64(r.timedWins)
}

// Tally folds games, oldest first, into one line per board of boards,
// in that order: line(i) makes the line of boards[i] and add counts a
// game of its board on it. A board without games has no line.
func Tally[L any](boards []string, games []Played, line func(i int) L, add func(l *L, g Played)) []L {
	out := make([]L, 0, len(boards))
	for i, key := range boards {
		l, n := line(i), 0
		for _, g := range games {
			if g.Board == key {
				add(&l, g)
				n++
			}
		}
		if n > 0 {
			out = append(out, l)
		}
	}
	return out
}
