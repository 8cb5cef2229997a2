package thousand

import "gamehall/internal/games/kit"

// The measured scores: matches of one Strong seat against two Easy
// (TestMeasureTableOfThree, seeds 6000000 on).
const (
	ratingMatches    = 1200
	ratingStrongWins = 963
)

// LevelRatings are the levels' ratings for the hall: Easy anchored at
// the number its placeholder had, Strong measured from it.
func LevelRatings() []kit.BotRating {
	return kit.EasyStrong(1400, ratingStrongWins, ratingMatches, 1.0/3,
		"one Strong seat against two Easy by the original rules, seats rotating: 963 won of 1200 (a fair share is 1 in 3)",
		"один Сильный против двух Лёгких по основным правилам, места по кругу: 963 победы из 1200 (честная доля — 1 из 3)")
}
