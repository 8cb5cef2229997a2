package checkers

import "gamehall/internal/games/kit"

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Strong}

// formOptions are the fields of the new-game form; "colour" is also read
// as "color", as the chess form spells it.
var formOptions = []kit.Option{
	{Key: "color", OldKeys: []string{"colour"}, Kind: kit.KindChoice, LabelEN: "You play", LabelRU: "Вы играете", Default: "white", Choices: []kit.Choice{
		{Value: "white", LabelEN: "White (you move first)", LabelRU: "Белыми (ваш ход первый)"},
		{Value: "black", LabelEN: "Black", LabelRU: "Чёрными"},
		{Value: "random", LabelEN: "Draw lots", LabelRU: "По жребию"},
	}},
	kit.LevelOption("The bot", "Бот", Levels, kit.Easy, map[kit.Level][2]string{
		kit.Easy:   {"looks a few moves ahead and lets tactics slip", "смотрит на несколько ходов вперёд и упускает комбинации"},
		kit.Strong: {"searches deep, up to a second a move", "считает глубоко, до секунды на ход"},
	}),
}
