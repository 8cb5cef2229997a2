package chess

import (
	"fmt"
	"strings"

	"gamehall/internal/games/kit"
)

// Rating is one level's measured strength on Stockfish 15.1's UCI_Elo
// scale, with where the number comes from.
type Rating struct {
	Level kit.Level
	// Elo is the rating; Low and High bound its 95% interval.
	Elo, Low, High int
	// Games is how many match games the rating rests on.
	Games int
	// Against is what the level played; Score is its result there
	// (wins, draws, losses, several matches separated by "; ").
	Against, Score string
	// Source says how the rating follows from the matches: "stockfish"
	// (the UCI_Elo setting plus the Elo difference the score implies)
	// or "ladder" (the rating of the level above, less the difference
	// of their match; the intervals of both matches combined).
	Source string
}

// ratings are the levels' measured ratings, weakest first (cmd/botmatch,
// on the hall's server; Stockfish given the depth at which its strength
// limit picks its move; 24 opening lines, each with both colours).
// Medium played two Stockfish settings and carries the one rating that
// fits both matches. Master's 96 games were played with the weights
// fitted to Stockfish's evaluations and 980,000 nodes a move (half a
// second of one quiet core by cmd/botmatch -calibrate; 1.97M nodes per
// CPU second), at a load average under 3. The other levels were
// measured with the hand-set evaluation weights, before the fitted ones
// (+89 Elo [+31, +152] against them at equal budgets, see doc.go), so
// they may now be stronger than listed. The rules page shows the same
// table; a test keeps them together.
var ratings = []Rating{
	{Level: kit.Beginner, Elo: 680, Low: 366, High: 852, Games: 48, Against: "Novice", Score: "+6 =0 -42", Source: "ladder"},
	{Level: kit.Novice, Elo: 1018, Low: 839, High: 1145, Games: 48, Against: "Easy", Score: "+8 =3 -37", Source: "ladder"},
	{Level: kit.Easy, Elo: 1261, Low: 1174, High: 1339, Games: 72, Against: "Stockfish UCI_Elo 1350", Score: "+25 =4 -43", Source: "stockfish"},
	{Level: kit.Medium, Elo: 1834, Low: 1729, High: 1939, Games: 48, Against: "Stockfish UCI_Elo 1750; 2000", Score: "+20 =1 -3; +1 =0 -23", Source: "stockfish"},
	{Level: kit.Strong, Elo: 2000, Low: 1908, High: 2092, Games: 48, Against: "Stockfish UCI_Elo 2000", Score: "+20 =8 -20", Source: "stockfish"},
	{Level: kit.Master, Elo: 2204, Low: 2139, High: 2268, Games: 96, Against: "Stockfish UCI_Elo 2200", Score: "+41 =15 -40", Source: "stockfish"},
}

// Ratings returns every level's measured rating, weakest first.
func Ratings() []Rating { return append([]Rating(nil), ratings...) }

// LevelRatings are the chess levels' ratings for the hall, as measured
// against Stockfish 15.1's UCI_Elo, or down the ladder from it (the
// rules page shows the method).
func LevelRatings() []kit.BotRating {
	var out []kit.BotRating
	for _, r := range ratings {
		br := kit.BotRating{Level: string(r.Level), Rating: float64(r.Elo), Low: float64(r.Low), High: float64(r.High), Measured: true}
		if r.Source == "ladder" {
			below := kit.Level(strings.ToLower(r.Against))
			br.SourceEN = fmt.Sprintf("%d games against %s (%s), carried down from its rating", r.Games, below.NameEN(), r.Score)
			br.SourceRU = fmt.Sprintf("против уровня %s, партий: %d (%s), отсчитан от его рейтинга", below.NameRU(), r.Games, r.Score)
		} else {
			elo := strings.TrimPrefix(r.Against, "Stockfish UCI_Elo ")
			br.SourceEN = fmt.Sprintf("%d games against Stockfish 15.1 at UCI_Elo %s (%s)", r.Games, elo, r.Score)
			br.SourceRU = fmt.Sprintf("против Stockfish 15.1 с UCI_Elo %s, партий: %d (%s)", elo, r.Games, r.Score)
		}
		out = append(out, br)
	}
	return out
}
