package rating_test

import (
	"fmt"

	"gamehall/internal/rating"
)

// The example of Glickman's paper. The paper, which rounds its intermediate
// values, prints r' = 1464.06; at full precision it is 1464.0507.
func ExampleRating_Update() {
	player := rating.Rating{R: 1500, RD: 200, Sigma: 0.06}
	next := player.Update([]rating.Result{
		{Opponent: rating.Rating{R: 1400, RD: 30, Sigma: 0.06}, Score: rating.Win},
		{Opponent: rating.Rating{R: 1550, RD: 100, Sigma: 0.06}, Score: rating.Loss},
		{Opponent: rating.Rating{R: 1700, RD: 300, Sigma: 0.06}, Score: rating.Loss},
	}, rating.DefaultTau)
	fmt.Printf("r'=%.2f RD'=%.2f sigma'=%.6f\n", next.R, next.RD, next.Sigma)
	// Output: r'=1464.05 RD'=151.52 sigma'=0.059996
}

// A new player beats a bot level twice in two single-game rating periods.
// The bot is a fixed opponent: only the player's rating moves.
func ExampleFixed() {
	bot := rating.Fixed(1800)
	player := rating.Default()
	for range 2 {
		player = player.Update([]rating.Result{{Opponent: bot, Score: rating.Win}}, rating.DefaultTau)
		mark := ""
		if player.Provisional() {
			mark = "?"
		}
		fmt.Printf("%.0f%s (RD %.0f)\n", player.R, mark, player.RD)
	}
	// Output:
	// 1889? (RD 284)
	// 1996? (RD 224)
}
