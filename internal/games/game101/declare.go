package game101

import (
	"strconv"

	"gamehall/internal/games/kit"
)

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Strong}

// formOptions are the fields of the new-game form.
var formOptions = []kit.Option{
	{Key: "players", Kind: kit.KindChoice, LabelEN: "Players at the table", LabelRU: "Игроков за столом",
		HintEN: "you and one to five bots", HintRU: "вы и от одного до пяти ботов",
		Default: strconv.Itoa(DefaultPlayers), Choices: kit.IntChoices(kit.IntRange(MinPlayers, MaxPlayers)...)},
	kit.LevelOption("Bots", "Боты", Levels, kit.Easy, map[kit.Level][2]string{
		kit.Easy: {"play any card that fits", "кладут любую подходящую карту"},
		kit.Strong: {"shed high cards, keep queens to finish, punish a neighbour about to go out",
			"сбрасывают дорогие карты, берегут даму напоследок, наказывают соседа перед выходом"},
	}),
}
