package hearts

import "gamehall/internal/games/kit"

// The measured scores: games to 100 with one seat of the level among
// three Easy, wins plus each tie's share.
const (
	ratingGames       = 2000
	ratingMediumScore = 886.5  // 874 alone, 25 ties (seed 5000000+)
	ratingStrongScore = 1384.0 // 1376 alone, 16 ties
)

// LevelRatings are the levels' ratings for the hall: one seat of the
// level among three Easy ones, to the standard target of 100, the seat
// moving round the table (TestMeasureOneSeat); a tie for the lowest
// score among k seats counts 1/k. Easy is anchored at the number its
// placeholder had; the "hard" key is Strong.
func LevelRatings() []kit.BotRating {
	easy := kit.AnchorRating("easy", 1300)
	hard := kit.Above(easy, "hard", ratingStrongScore, ratingGames, 0.25,
		"one Strong seat among three Easy, games to 100, seats rotating: 1376 won alone, 16 tied lowest of 2000 (a fair share is 1 in 4; a tie counts its share); checked against Medium: one Strong among three Medium scored 199.5 of 400, 190 points over Medium's table (156–224), where the two Easy matches put it 180 over",
		"один Сильный среди трёх Лёгких, игры до 100, места по кругу: 1376 побед, 16 ничьих за первое место из 2000 (честная доля — 1 из 4; ничья даёт свою часть); проверено против Среднего: один Сильный среди трёх Средних набрал 199,5 из 400, на 190 очков выше стола Средних (156–224), а по двум матчам с Лёгкими выходит 180")
	hard.NameEN, hard.NameRU = kit.Strong.NameEN(), kit.Strong.NameRU()
	return []kit.BotRating{easy,
		kit.Above(easy, "medium", ratingMediumScore, ratingGames, 0.25,
			"one Medium seat among three Easy, games to 100, seats rotating: 874 won alone, 25 tied lowest of 2000 (a fair share is 1 in 4; a tie counts its share)",
			"один Средний среди трёх Лёгких, игры до 100, места по кругу: 874 победы, 25 ничьих за первое место из 2000 (честная доля — 1 из 4; ничья даёт свою часть)"),
		hard}
}
