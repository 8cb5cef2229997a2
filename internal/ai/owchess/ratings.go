package owchess

import "gamehall/internal/games/kit"

// LevelRatings are the levels' ratings for the hall. Easy is the anchor
// (1000, its placeholder's number). Each level beat the one below in
// every one of 40 games, so the ladder runs through players between
// them, the bot's own search with its settings in between
// (TestMeasureLadder: each world played with both colours): Easy's
// one-ply search without its slips and with Medium's steadier judgement
// between Easy and Medium, and Medium's two plies with Strong's
// judgement between Medium and Strong.
func LevelRatings() []kit.BotRating {
	easy := kit.AnchorRating("easy", 1000)
	return []kit.BotRating{easy,
		kit.Climb(easy, "medium", []kit.LadderStep{{Score: 155, Games: 200}, {Score: 178.5, Games: 200}},
			"up a ladder from Easy, 200 games a step: a one-ply search with Medium's judgement and no slips against Easy +155 =0 −45, Medium against it +178 =1 −21 (Medium against Easy itself: 40 won of 40)",
			"по лесенке от Лёгкого, по 200 партий на ступень: поиск на один полуход с оценкой Среднего и без промахов против Лёгкого +155 =0 −45, Средний против него +178 =1 −21 (Средний против самого Лёгкого: 40 побед из 40)"),
		kit.Climb(easy, "strong", []kit.LadderStep{{Score: 155, Games: 200}, {Score: 178.5, Games: 200}, {Score: 110.5, Games: 200}, {Score: 189.5, Games: 200}},
			"up the ladder from Medium, 200 games a step: a two-ply search with Strong's judgement against Medium +109 =3 −88, Strong against it +189 =1 −10 (Strong against Medium itself: 40 won of 40)",
			"по лесенке от Среднего, по 200 партий на ступень: поиск на два полухода с оценкой Сильного против Среднего +109 =3 −88, Сильный против него +189 =1 −10 (Сильный против самого Среднего: 40 побед из 40)"),
	}
}
