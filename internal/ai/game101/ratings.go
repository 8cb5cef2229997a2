package game101

import "gamehall/internal/games/kit"

// The measured scores (rating_test.go, GAMEHALL_TUNE=1, GOMAXPROCS=1,
// fixed seeds): matches at a table of four, won by the one Strong seat.
const (
	ratingMatches    = 3000
	ratingStrongWins = 1538
)

// LevelRatings are the levels' ratings for the hall: Easy anchored at
// the number its placeholder had, Strong measured from it.
func LevelRatings() []kit.BotRating {
	return kit.EasyStrong(1300, ratingStrongWins, ratingMatches, 0.25,
		"one Strong seat among three Easy at the ranked table of four, 1538 won of 3000 (a fair share is 1 in 4)",
		"один Сильный среди трёх Лёгких за рейтинговым столом на четверых, 1538 побед из 3000 (честная доля — 1 из 4)")
}
