package tonk

import "gamehall/internal/games/kit"

// The measured scores: sessions of 20 hands with one Strong seat among
// two Easy, and the share of an Easy seat at all-Easy tables (1466.5
// of 3000 seat-sessions).
const (
	ratingSessions    = 1000
	ratingStrongScore = 883.5
	ratingFairShare   = 1466.5 / 3000.0
)

// LevelRatings are the levels' ratings for the hall. A Tonk game is
// won by leaving the table with more than one sat down with, so the
// measure is a session at the standard table of three (20 hands, then
// leave): one Strong seat among two Easy, the seat moving round the
// table (TestMeasureSession). An equal seat's share is not 1 in 3 here
// (a session can be won by every seat but one); it is measured too,
// from every seat of all-Easy tables of the same deals.
func LevelRatings() []kit.BotRating {
	return kit.EasyStrong(1300, ratingStrongScore, ratingSessions, ratingFairShare,
		"one Strong seat with two Easy, sessions of 20 hands at the standard table, seats rotating: 883.5 of 1000 (a session left ahead wins, even counts half); an Easy seat at an all-Easy table scores 0.489",
		"один Сильный с двумя Лёгкими, сессии по 20 раздач за стандартным столом, места по кругу: 883,5 из 1000 (ушёл в плюсе — победа, при своих — половина); Лёгкий за столом из одних Лёгких набирает 0,489")
}
