package tonk

import (
	"fmt"
	"strconv"

	"gamehall/internal/games/kit"
)

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Strong}

// formOptions are the fields of the new-game form.
var formOptions = []kit.Option{
	{Key: "bots", Kind: kit.KindChoice, LabelEN: "Bots at the table", LabelRU: "Ботов за столом",
		HintEN: "three or four players with you", HintRU: "с вами — трое или четверо игроков",
		Default: strconv.Itoa(DefaultBots), Choices: kit.IntChoices(kit.IntRange(MinBots, MaxBots)...)},
	kit.LevelOption("Bots", "Боты", Levels, kit.Easy, map[kit.Level][2]string{
		kit.Easy: {"throw their highest card, hit only their own spreads, drop only when very low",
			"сбрасывают самую дорогую карту, не подкладывают к чужим комбинациям, дроп — только с очень малой рукой"},
		kit.Strong: {"count the dead cards, keep live pairs, hit every spread, starve the next player, drop on the odds",
			"считают вышедшие карты, берегут живые пары, подкладывают всюду, не кормят соседа, идут на дроп по расчёту"},
	}),
	{Key: "ante", Kind: kit.KindChoice, LabelEN: "Ante", LabelRU: "Ставка (анте)",
		HintEN: fmt.Sprintf("everyone sits down with %d chips", StartBankroll), HintRU: fmt.Sprintf("каждый садится с %d фишками", StartBankroll),
		Default: strconv.Itoa(DefaultAnte), Choices: kit.IntChoices(Antes...)},
	{Key: "tonk", Kind: kit.KindChoice, LabelEN: "Tonk threshold", LabelRU: "Порог Тонка",
		HintEN: "the most points a hand may hold to declare Tonk", HintRU: "наибольшая сумма очков на руке, с которой можно объявить Тонк",
		Default: strconv.Itoa(DefaultThreshold), Choices: kit.IntChoices(Thresholds...)},
	{Key: "dealtonk", Kind: kit.KindChoice, LabelEN: "Tonk on the deal", LabelRU: "Тонк на раздаче", Default: "on", Choices: []kit.Choice{
		{Value: "on", LabelEN: "On", LabelRU: "Да",
			HintEN: fmt.Sprintf("a hand dealt %d or 50 points wins the pot doubled at once", DealTonkPoints),
			HintRU: fmt.Sprintf("рука в %d или 50 очков на раздаче сразу выигрывает двойной банк", DealTonkPoints)},
		{Value: "off", LabelEN: "Off", LabelRU: "Нет", HintEN: "only the basic rules", HintRU: "только основные правила"},
	}},
}
