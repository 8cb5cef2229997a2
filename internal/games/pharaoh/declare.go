package pharaoh

import (
	"strconv"

	"gamehall/internal/games/kit"
)

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Strong}

// formOptions are the fields of the new-game form.
var formOptions = []kit.Option{
	{Key: "matches", Kind: kit.KindChoice, LabelEN: "Length", LabelRU: "Длина игры", Default: strconv.Itoa(ShortSeries), Choices: []kit.Choice{
		{Value: strconv.Itoa(ChampionSeries), LabelEN: "Championship: 10 matches", LabelRU: "Чемпионат: 10 конов",
			HintEN: "the original game, and the ranked one: the total enters the champion table",
			HintRU: "как в оригинале, и только он рейтинговый: итог попадает в таблицу чемпионов"},
		{Value: strconv.Itoa(ShortSeries), LabelEN: "One match", LabelRU: "Один кон",
			HintEN: "until a score reaches 100: a quick game to learn on, casual",
			HintRU: "пока чей-то счёт не дойдёт до 100: быстрая игра, чтобы освоиться, товарищеская"},
	}},
	kit.LevelOption("Bot", "Бот", Levels, kit.Easy, map[kit.Level][2]string{
		kit.Easy: {"sheds its dearest card, saves jokers, sometimes plays without thinking",
			"сбрасывает самую дорогую карту, бережёт джокеров, иногда ходит не думая"},
		kit.Strong: {"counts the cards and tries every move out before it plays",
			"считает карты и просчитывает каждый ход до конца пули"},
	}),
}
