package owchess

import "gamehall/internal/games/kit"

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Medium, kit.Strong}

// botOnly marks the options that matter only against the bot.
var botOnly = &kit.When{Key: "opponent", Value: "bot"}

// formOptions are the fields of the new-game form.
var formOptions = []kit.Option{
	{Key: "opponent", Kind: kit.KindChoice, LabelEN: "Opponent", LabelRU: "Соперник", Default: "bot", Choices: []kit.Choice{
		{Value: "bot", LabelEN: "The bot", LabelRU: "Бот", HintEN: "with the move timer, wins count on the leaderboard", HintRU: "с таймером хода победы идут в рекорды"},
		{Value: "friend", LabelEN: "A friend at this screen", LabelRU: "Друг за этим экраном", HintEN: "the board is covered between turns", HintRU: "между ходами доска закрыта"},
	}},
	func() kit.Option {
		o := kit.LevelOption("The bot", "Бот", Levels, kit.Easy, map[kit.Level][2]string{
			kit.Easy:   {"looks one move ahead and makes mistakes", "смотрит на ход вперёд и ошибается"},
			kit.Medium: {"sees your reply coming", "видит ваш ответ"},
			kit.Strong: {"looks deeper and rarely gives a piece away", "смотрит глубже и редко отдаёт фигуры"},
		})
		o.When = botOnly
		return o
	}(),
	{Key: "color", When: botOnly, Kind: kit.KindChoice, LabelEN: "You play", LabelRU: "Вы играете", Default: "white", Choices: []kit.Choice{
		{Value: "white", LabelEN: "White (you move first)", LabelRU: "Белыми (ваш ход первый)"},
		{Value: "black", LabelEN: "Black", LabelRU: "Чёрными"},
		{Value: "random", LabelEN: "Draw lots", LabelRU: "По жребию"},
	}},
	// The original game's two-minute timer is the ranked setting; a game
	// without it is casual (see ranking), but newcomers start without it.
	{Key: "timer", Kind: kit.KindChoice, LabelEN: "Move timer", LabelRU: "Таймер хода", Default: "off", Choices: []kit.Choice{
		{Value: "on", LabelEN: "Two minutes a move", LabelRU: "Две минуты на ход",
			HintEN: "the original rule, and the ranked game: run out twice and you lose",
			HintRU: "правило оригинала, и только такая партия рейтинговая: просрочите дважды — поражение"},
		{Value: "off", LabelEN: "No timer", LabelRU: "Без таймера",
			HintEN: "leave and come back any time; casual",
			HintRU: "можно уйти и вернуться когда угодно; товарищеская"},
	}},
}
