package owchess

import (
	"math/rand/v2"
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "owchess"

// The bot levels, also the keys of their leaderboards.
const (
	LevelEasy   = "easy"
	LevelMedium = "medium"
	LevelStrong = "strong"
)

// BoardCoins is the leaderboard of coins collected in one game.
const BoardCoins = "coins"

// Game is Open World Chess: the person against a bot of a chosen level.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes the game and its leaderboards: wins against each bot
// level, and the most coins collected in a game.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Open World Chess",
		NameRU:  "Шахматы открытого мира",
		BlurbEN: "Fog of war, hit points, merchants and coins.",
		BlurbRU: "Туман войны, здоровье фигур, торговцы и монеты.",
		Levels:  ladder,
		Options: formOptions,
		Boards: []kit.Board{
			{Key: LevelEasy, TitleEN: "Against the easy bot", TitleRU: "Против лёгкого бота", Rank: kit.RankWins},
			{Key: LevelMedium, TitleEN: "Against the medium bot", TitleRU: "Против среднего бота", Rank: kit.RankWins},
			{Key: LevelStrong, TitleEN: "Against the strong bot", TitleRU: "Против сильного бота", Rank: kit.RankWins},
			{Key: BoardCoins, TitleEN: "Coins collected in a game", TitleRU: "Монет собрано за партию", Rank: kit.RankHighest, Unit: kit.UnitCoins},
		},
		Hidden: []string{"squares under the fog of war", "the enemy's coins"},
	}
}

// New starts a game from the form fields "opponent" (bot, or friend
// for two people at one screen; bot by default), "level" (easy, medium,
// strong; easy by default), "color" (white, black, random; white by
// default) and "timer" (on or off; on by default).
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	level := opts.Get("level")
	switch level {
	case "":
		level = LevelEasy
	case LevelEasy, LevelMedium, LevelStrong:
	default:
		return nil, kit.Invalid("Unknown bot level.", "Неизвестный уровень бота.")
	}
	pcg := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	rng := rand.New(pcg)
	human := White
	switch opts.Get("color") {
	case "", "white":
	case "black":
		human = Black
	case "random":
		if rng.IntN(2) == 1 {
			human = Black
		}
	default:
		return nil, kit.Invalid("Unknown colour.", "Неизвестный цвет.")
	}
	timer := true
	switch opts.Get("timer") {
	case "", "on":
	case "off":
		timer = false
	default:
		return nil, kit.Invalid("The move timer is on or off.", "Таймер хода либо включён, либо выключен.")
	}
	friend := false
	switch opts.Get("opponent") {
	case "", "bot":
	case "friend":
		friend, human = true, White
	default:
		return nil, kit.Invalid("Play the bot or a friend.", "Играйте с ботом или с другом.")
	}
	s := &State{pcg: pcg, rng: rng}
	s.rec = record{
		V: recordVersion, Level: level, Human: human, Timer: timer, Friend: friend,
		Board: StartBoard(), Fog: [2]Fog{closedFog(), closedFog()},
		Winner: -1, Deadline: now.Add(MoveTime).UTC(),
		Log: []Event{},
	}
	s.refreshFog(White)
	return s, nil
}

// Decode restores a state from Encode's bytes, refusing anything that
// is not a well-formed state.
func (Game) Decode(data []byte) (kit.State[View], error) {
	var rec record
	if err := kit.DecodeStrict(data, &rec); err != nil {
		return nil, err
	}
	if err := rec.check(); err != nil {
		return nil, err
	}
	pcg := &rand.PCG{}
	if err := pcg.UnmarshalBinary(rec.RNG); err != nil {
		return nil, err
	}
	rec.RNG = nil
	return &State{rec: rec, pcg: pcg, rng: rand.New(pcg)}, nil
}
