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

// The bot levels, also the keys of the leaderboards.
const (
	LevelEasy   = "easy"
	LevelMedium = "medium"
	LevelStrong = "strong"
)

// Levels lists the bot levels from weakest to strongest.
var Levels = []string{LevelEasy, LevelMedium, LevelStrong}

// Seats: the person is kit.HumanSeat (0), the bot BotSeat.
const BotSeat = 1

// Game is chess in the hall: one person against a bot of a chosen
// level, with the person's colour chosen (or drawn) at the start.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes chess and its leaderboards: wins, draws and losses
// against each bot level.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Chess",
		NameRU:  "Шахматы",
		BlurbEN: "Full FIDE rules against a bot of three strengths.",
		BlurbRU: "Полные правила ФИДЕ против бота трёх уровней.",
		Levels:  ladder,
		Options: formOptions,
		Boards: []kit.Board{
			{Key: LevelEasy, TitleEN: "Against the easy bot", TitleRU: "Против лёгкого бота", Rank: kit.RankWins},
			{Key: LevelMedium, TitleEN: "Against the medium bot", TitleRU: "Против среднего бота", Rank: kit.RankWins},
			{Key: LevelStrong, TitleEN: "Against the strong bot", TitleRU: "Против сильного бота", Rank: kit.RankWins},
		},
	}
}

// New starts a game from the form fields "color" (white, black or
// random; white by default) and "level" (easy, medium or strong; easy
// by default).
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	level := opts.Get("level")
	switch level {
	case "":
		level = LevelEasy
	case LevelEasy, LevelMedium, LevelStrong:
	default:
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
