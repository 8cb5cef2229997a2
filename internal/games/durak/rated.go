package durak

import (
	"strconv"
	"strings"

	"gamehall/internal/games/kit"
)

var _ kit.RatedResult = Game{}

// RatedAs: each table size has its own pair of bot tables (see the
// bot's LevelRatings); a result without its size is two-handed.
func (Game) RatedAs(r kit.Result) (variant, level string, ok bool) {
	level = r.Board
	if strings.HasPrefix(r.Board, "vs-") {
		level = "normal"
	}
	return "", RatingLevel(level, int(r.Detail.Int("players"))), true
}

// RatingLevel is the rating key of a Durak table: the level, with the
// table size after it when more than two play.
func RatingLevel(level string, players int) string {
	if players <= 2 {
		return level
	}
	return level + "-" + strconv.Itoa(players)
}

// RatingTable reads a RatingLevel back into the level and table size.
func RatingTable(key string) (level string, players int) {
	level, n, ok := strings.Cut(key, "-")
	players, err := strconv.Atoi(n)
	if !ok || err != nil {
		return key, 2
	}
	return level, players
}
