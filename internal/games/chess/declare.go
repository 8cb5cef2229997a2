package chess

import "gamehall/internal/games/kit"

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.AllLevels

// formOptions are the fields of the new-game form.
var formOptions = []kit.Option{
	{Key: "color", Kind: kit.KindChoice, LabelEN: "You play", LabelRU: "Вы играете", Default: "white", Choices: []kit.Choice{
		{Value: "white", LabelEN: "White (you move first)", LabelRU: "Белыми (ваш ход первый)"},
		{Value: "black", LabelEN: "Black", LabelRU: "Чёрными"},
		{Value: "random", LabelEN: "Draw lots", LabelRU: "По жребию"},
	}},
	kit.LevelOption("The bot", "Бот", Levels, kit.Easy, map[kit.Level][2]string{
		kit.Beginner: {"sometimes leaves a piece hanging or misses a capture", "иногда подставляет фигуру или не замечает взятия"},
		kit.Novice:   {"sees the obvious, still blunders now and then", "видит очевидное, но иногда зевает"},
		kit.Easy:     {"looks two moves ahead and makes human mistakes", "смотрит на два хода вперёд и ошибается по-человечески"},
		kit.Medium:   {"a solid club player", "крепкий клубный игрок"},
		kit.Strong:   {"a strong club player", "сильный клубный игрок"},
		kit.Master:   {"full strength, about half a second a move", "в полную силу, около полусекунды на ход"},
	}),
}
