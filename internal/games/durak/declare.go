package durak

import (
	"fmt"
	"strconv"

	"gamehall/internal/games/kit"
)

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Strong}

// formOptions are the fields of the new-game form. The strong level was
// called "normal" in forms before the levels were shared.
var formOptions = []kit.Option{
	{Key: "players", Kind: kit.KindChoice, LabelEN: "Players at the table", LabelRU: "Игроков за столом",
		Default: strconv.Itoa(DefaultPlayers), Choices: playerChoices()},
	func() kit.Option {
		o := kit.LevelOption("Bots", "Боты", Levels, kit.Strong, map[kit.Level][2]string{
			kit.Easy:   {"plays any card that fits, rarely throws in", "ходит чем попало, подкидывает редко"},
			kit.Strong: {"keeps its trumps, throws in wisely and counts the cards", "бережёт козыри, подкидывает с умом и считает карты"},
		})
		o.Aliases = map[string]string{"normal": string(kit.Strong)}
		return o
	}(),
}

// playerChoices are the table sizes, each with how many bots it seats.
func playerChoices() []kit.Choice {
	out := kit.IntChoices(kit.IntRange(MinPlayers, MaxPlayers)...)
	for i := range out {
		bots := MinPlayers + i - 1
		out[i].HintEN, out[i].HintRU = "you and 1 bot", "вы и 1 бот"
		if bots > 1 {
			out[i].HintEN = fmt.Sprintf("you and %d bots", bots)
			out[i].HintRU = fmt.Sprintf("вы и %d бота", bots)
		}
		if bots >= 5 {
			out[i].HintRU = fmt.Sprintf("вы и %d ботов", bots)
		}
	}
	return out
}
