package kit

import (
	"fmt"
	"strings"
)

// Level is a bot's strength. Every game names its levels from the same
// six, weakest first, so "Strong" means the same word on every page; the
// value is the stable key used in forms and stored states.
type Level string

// The levels, weakest first.
const (
	Beginner Level = "beginner"
	Novice   Level = "novice"
	Easy     Level = "easy"
	Medium   Level = "medium"
	Strong   Level = "strong"
	Master   Level = "master"
)

// AllLevels lists every level, weakest first.
var AllLevels = Ladder{Beginner, Novice, Easy, Medium, Strong, Master}

var levelNames = map[Level][2]string{
	Beginner: {"Beginner", "Новичок"},
	Novice:   {"Novice", "Начинающий"},
	Easy:     {"Easy", "Лёгкий"},
	Medium:   {"Medium", "Средний"},
	Strong:   {"Strong", "Сильный"},
	Master:   {"Master", "Мастер"},
}

// Valid reports whether l is one of the six levels.
func (l Level) Valid() bool { _, ok := levelNames[l]; return ok }

// NameEN is the level's English name ("Strong").
func (l Level) NameEN() string { return levelNames[l][0] }

// NameRU is the level's Russian name ("Сильный").
func (l Level) NameRU() string { return levelNames[l][1] }

// Name is the level's name in a language ("ru" or anything else).
func (l Level) Name(lang string) string {
	if lang == "ru" {
		return l.NameRU()
	}
	return l.NameEN()
}

// Ladder is the levels a game offers, weakest first.
type Ladder []Level

// Has reports whether l is on the ladder.
func (d Ladder) Has(l Level) bool { return d.Index(l) >= 0 }

// Index is l's place on the ladder (0 is the weakest), or -1. Games
// whose stored states keep a level as a number keep this number.
func (d Ladder) Index(l Level) int {
	for i, x := range d {
		if x == l {
			return i
		}
	}
	return -1
}

// At is the level at place i, or "" when i is off the ladder.
func (d Ladder) At(i int) Level {
	if i < 0 || i >= len(d) {
		return ""
	}
	return d[i]
}

// WinBoards are the boards of wins against each level of the ladder,
// weakest first, keyed by the level and titled en and ru with the
// level's name in lower case for %s ("Wins against %s bots").
func (d Ladder) WinBoards(en, ru string) []Board {
	out := make([]Board, len(d))
	for i, l := range d {
		out[i] = Board{Key: string(l), TitleEN: fmt.Sprintf(en, strings.ToLower(l.NameEN())),
			TitleRU: fmt.Sprintf(ru, strings.ToLower(l.NameRU())), Rank: RankWins, Unit: UnitCount}
	}
	return out
}
