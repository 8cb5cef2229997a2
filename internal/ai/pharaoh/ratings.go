package pharaoh

import "gamehall/internal/games/kit"

// The measured scores (rating_test.go, GAMEHALL_TUNE=1, GOMAXPROCS=1,
// fixed seeds): championships of ten matches, Strong against Easy.
const (
	ratingChampionships = 600
	ratingStrongScore   = 561 // 561 won, 39 lost, no draw
)

// LevelRatings are the levels' ratings for the hall: Easy anchored at
// the number its placeholder had, Strong measured from it.
func LevelRatings() []kit.BotRating {
	return kit.EasyStrong(1400, ratingStrongScore, ratingChampionships, 0.5,
		"Strong against Easy over whole 10-match championships, each from both seats: 561 won, 39 lost of 600",
		"Сильный против Лёгкого в целых чемпионатах из 10 конов, каждый с обеих сторон: 561 победа, 39 поражений из 600")
}
