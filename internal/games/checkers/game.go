package checkers

import (
	"math/rand/v2"
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "checkers"

// Level is the bot's strength, also the key of its leaderboard.
type Level string

// The bot levels.
const (
	Easy   Level = "easy"
	Strong Level = "strong"
)

// The seats: the person and the bot.
const (
	HumanSeat = kit.HumanSeat
	BotSeat   = 1
)

// Game makes and restores checkers states; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes checkers: wins, draws and losses against each level.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Russian checkers",
		NameRU:  "Русские шашки",
		BlurbEN: "Flying kings and compulsory captures.",
		BlurbRU: "Дамки ходят далеко, бить обязательно.",
		Levels:  ladder,
		Options: formOptions,
		Boards: []kit.Board{
			{Key: string(Easy), TitleEN: "Against the easy bot", TitleRU: "Против лёгкого бота", Rank: kit.RankWins, Unit: kit.UnitCount},
			{Key: string(Strong), TitleEN: "Against the strong bot", TitleRU: "Против сильного бота", Rank: kit.RankWins, Unit: kit.UnitCount},
		},
	}
}

// New starts a game from the new-game form: colour (white, black or
// random; white by default, as the terminal game had it; "color" is
// read too, as the chess form spells it) and level (easy or strong; easy
// by default).
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	human := White
	colour := opts.Get("colour")
	if colour == "" {
		colour = opts.Get("color")
	}
	switch colour {
	case "", "white":
	case "black":
		human = Black
	case "random":
		rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
		human = Colour(rng.IntN(2))
	default:
		return nil, kit.Invalid("colour must be white, black or random", "цвет: белые, чёрные или случайно")
	}
	level := Easy
	switch opts.Get("level") {
	case "", "easy":
	case "strong":
		level = Strong
	default:
		return nil, kit.Invalid("level must be easy or strong", "уровень: лёгкий или сильный")
	}
	return newState(human, level, StartPosition()), nil
}

// Decode restores a state written by Encode, replaying and checking
// every move, and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
