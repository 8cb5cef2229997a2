package chess

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "chess"

// The bot levels (the hall's shared kit levels), also the keys of the
// leaderboards. Easy, Medium and Strong keep the keys they had when
// they were the only three.
const (
	LevelBeginner = string(kit.Beginner)
	LevelNovice   = string(kit.Novice)
	LevelEasy     = string(kit.Easy)
	LevelMedium   = string(kit.Medium)
	LevelStrong   = string(kit.Strong)
	LevelMaster   = string(kit.Master)
)

// Levels lists the bot levels from weakest to strongest.
var Levels = []string{LevelBeginner, LevelNovice, LevelEasy, LevelMedium, LevelStrong, LevelMaster}

// levelTitles names each level on its leaderboard, English and Russian.
var levelTitles = map[string][2]string{
	LevelBeginner: {"Against the beginner bot", "Против бота-новичка"},
	LevelNovice:   {"Against the novice bot", "Против начинающего бота"},
	LevelEasy:     {"Against the easy bot", "Против лёгкого бота"},
	LevelMedium:   {"Against the medium bot", "Против среднего бота"},
	LevelStrong:   {"Against the strong bot", "Против сильного бота"},
	LevelMaster:   {"Against the master bot", "Против бота-мастера"},
}

// Seats: the person is kit.HumanSeat (0), the bot BotSeat.
const BotSeat = 1

// Game is chess in the hall: one person against a bot of a chosen
// level, with the person's colour chosen (or drawn) at the start.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes chess and its leaderboards: wins, draws and losses
// against each bot level.
func (Game) Info() kit.Info {
	boards := make([]kit.Board, len(Levels))
	for i, lv := range Levels {
		t := levelTitles[lv]
		boards[i] = kit.Board{Key: lv, TitleEN: t[0], TitleRU: t[1], Rank: kit.RankWins}
	}
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Chess",
		NameRU:  "Шахматы",
		BlurbEN: "Full FIDE rules against a bot of six strengths, from beginner to master.",
		BlurbRU: "Полные правила ФИДЕ против бота шести уровней, от новичка до мастера.",
		Levels:  ladder,
		Options: formOptions,
		Boards:  boards,
	}
}

// New starts a game from the form fields "color" (white, black or
// random; white by default) and "level" (one of Levels; easy by
// default).
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	level := opts.Get("level")
	if level == "" {
		level = LevelEasy
	}
	if !ladder.Has(kit.Level(level)) {
		return nil, kit.Invalid("Unknown bot level.", "Неизвестный уровень бота.")
	}
	human := White
	switch opts.Get("color") {
	case "", "white":
	case "black":
		human = Black
	case "random":
		if rand.New(rand.NewPCG(seed, seed^0x6a09e667f3bcc909)).IntN(2) == 1 {
			human = Black
		}
	default:
		return nil, kit.Invalid("Unknown colour.", "Неизвестный цвет.")
	}
	return newState(record{
		Version: recordVersion,
		Start:   StartFEN,
		Human:   human.String(),
		Level:   level,
		Created: now.UTC(),
	})
}

// Decode restores a state from Encode's bytes. The moves are replayed
// and checked, so bytes that are not a reachable game are refused.
func (Game) Decode(data []byte) (kit.State[View], error) {
	var rec record
	if err := json.Unmarshal(data, &rec); err != nil {
		return nil, errors.New("chess: decode: " + err.Error())
	}
	if rec.Version != recordVersion {
		return nil, errors.New("chess: decode: unknown version")
	}
	return newState(rec)
}
