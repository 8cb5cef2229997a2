package checkers

import (
	"math"

	"gamehall/internal/games/kit"
)

// LevelRatings are the levels' ratings for the hall. Easy is the anchor
// (1000, the number its placeholder had; no outside checkers engine is
// at hand to pin it). Strong is carried up a ladder of Strong searches
// bounded by nodes rather than the clock (TestMeasureLadder: both
// colours, each game opening with two random plies so that the games
// differ), as the chess ladder carries Beginner and Novice from Easy.
// The hall's Strong searches about 3.5 million nodes in its second (on
// the development machine), 35 times the top rung, so its rating is the
// top rung's and a lower bound: each tenfold of nodes up the ladder was
// worth 60-90 points more.
func LevelRatings() []kit.BotRating {
	easy := kit.AnchorRating("easy", 1000)
	strong := kit.Climb(easy, "strong", []kit.LadderStep{{Score: 82.5, Games: 100}, {Score: 59, Games: 100}, {Score: 25, Games: 40}},
		"a lower bound, up a ladder of node-bounded Strong searches: 1000 nodes a move against Easy +74 =17 −9; 10 000 against 1000 +40 =38 −22; 100 000 against 10 000 +15 =20 −5 (the hall's Strong searches about 3.5 million)",
		"нижняя граница, по лесенке Сильных с ограничением по узлам: 1000 узлов на ход против Лёгкого +74 =17 −9; 10 000 против 1000 +40 =38 −22; 100 000 против 10 000 +15 =20 −5 (Сильный на сайте перебирает около 3,5 миллиона)")
	strong.High = math.NaN()
	return []kit.BotRating{easy, strong}
}
