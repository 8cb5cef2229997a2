package checkers

import (
	"math/rand/v2"
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "checkers"

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
		Levels:  Levels,
		Options: formOptions,
		Boards: []kit.Board{
			{Key: string(kit.Easy), TitleEN: "Against the easy bot", TitleRU: "Против лёгкого бота", Rank: kit.RankWins, Unit: kit.UnitCount},
			{Key: string(kit.Strong), TitleEN: "Against the strong bot", TitleRU: "Против сильного бота", Rank: kit.RankWins, Unit: kit.UnitCount},
		},
		Opponent: true,
	}
}

// New starts a game from the new-game form (see formOptions): the
// person's colour (white by default, as the terminal game had it;
// random is drawn from the seed) and the bot's level.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	human := White
	if o.Black("color", func() bool { return rand.New(kit.NewRNG(seed)).IntN(2) == int(Black) }) {
		human = Black
	}
	return newState(human, o.Level(), StartPosition()), nil
}

// Decode restores a state written by Encode, replaying and checking
// every move, and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
