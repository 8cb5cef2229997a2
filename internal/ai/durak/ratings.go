package durak

import (
	"fmt"
	"math"

	game "gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
)

// The measured scores, two-handed: games, Normal's wins plus half its
// draws.
const (
	ratingGames       = 3000
	ratingNormalScore = 2918 + 16.0/2 // 2918 won, 16 drawn, 66 lost
)

// LevelRatings are the levels' ratings for the hall. A Durak game is
// won by not being the fool, so an equal seat's share grows with the
// table: (n-1) in n. Each table size has its own pair of bot tables on
// the one scale: the table of Easy bots is set so that a player as
// strong as an Easy seat comes out at the anchor (1300, as two-handed),
// and the Normal table is measured from it by one Normal seat among
// Easy ones (TestMeasureHeadsUp and TestMeasureTable); a game with no
// fool counts half. The "normal" key is Strong.
func LevelRatings() []kit.BotRating {
	easy := kit.AnchorRating("easy", 1300)
	out := []kit.BotRating{named(easy),
		named(kit.Above(easy, "normal", ratingNormalScore, ratingGames, 0.5,
			"two-handed: Strong against Easy, each deal from both seats, 2918 won, 16 drawn, 66 lost of 3000 (a draw counts half)",
			"вдвоём: Сильный против Лёгкого, каждая сдача с обеих сторон, 2918 побед, 16 ничьих, 66 поражений из 3000 (ничья — половина)"))}
	for _, m := range ratingTables {
		fair := float64(m.players-1) / float64(m.players)
		e := kit.BotRating{Level: game.RatingLevel("easy", m.players), Rating: math.Round(easy.Rating - kit.Elo(fair)), Low: math.NaN(), High: math.NaN(),
			SourceEN: fmt.Sprintf("%d Easy bots: set so that a player as strong as an Easy seat, not the fool %d times in %d, rates 1300 as two-handed (a convention, not a measurement)", m.players-1, m.players-1, m.players),
			SourceRU: fmt.Sprintf("%s: подобран так, чтобы игрок силы Лёгкого, не дурак %s из %d, получил 1300, как вдвоём (договорённость, а не измерение)",
				kit.Plural("ru", m.players-1, "", "", "Лёгкий бот", "Лёгких бота", "Лёгких ботов"), times(m.players-1), m.players)}
		out = append(out, named(e), named(kit.Above(e, game.RatingLevel("normal", m.players), float64(m.wins)+float64(m.draws)/2, m.games, fair,
			fmt.Sprintf("one Strong seat among %d Easy, seats rotating: not the fool %d times, %d drawn, the fool %d times of %d (a fair share is %d in %d)", m.players-1, m.wins, m.draws, m.fools, m.games, m.players-1, m.players),
			fmt.Sprintf("один Сильный среди %d Лёгких, места по кругу: не дурак %s, ничьих %d, дурак %s из %d (честная доля — %d из %d)", m.players-1, times(m.wins), m.draws, times(m.fools), m.games, m.players-1, m.players))))
	}
	return out
}

// named gives a rating its name in the bots' table: the level (Normal
// is Strong) and the table size.
func named(b kit.BotRating) kit.BotRating {
	level, players := game.RatingTable(b.Level)
	l := kit.Level(level)
	if level == "normal" {
		l = kit.Strong
	}
	b.NameEN = l.NameEN() + " · " + kit.Plural("en", players, "player", "players", "игрок", "игрока", "игроков")
	b.NameRU = l.NameRU() + " · " + kit.Plural("ru", players, "player", "players", "игрок", "игрока", "игроков")
	return b
}

// times is "n раз" in Russian.
func times(n int) string { return kit.Plural("ru", n, "", "", "раз", "раза", "раз") }

// ratingTables are the measurements at tables of more than two: one
// Strong (Normal) seat among Easy ones, seeds 8500000 on.
var ratingTables = []struct{ players, games, wins, draws, fools int }{
	{3, 3000, 2928, 49, 23},
	{4, 3000, 2947, 45, 8},
	{5, 3000, 2939, 57, 4},
	{6, 3000, 2949, 48, 3},
}
