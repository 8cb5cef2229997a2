package klondike

import "gamehall/internal/games/kit"

// formOptions are the fields of the new-game form.
var formOptions = []kit.Option{
	{Key: "draw", Kind: kit.KindChoice, LabelEN: "Draw", LabelRU: "Сдача из колоды", Default: "1", Choices: []kit.Choice{
		{Value: "1", LabelEN: "One card", LabelRU: "По одной карте", HintEN: "the classic", HintRU: "классика"},
		{Value: "3", LabelEN: "Three cards", LabelRU: "По три карты", HintEN: "harder", HintRU: "сложнее"},
	}},
	{Key: "winnable", Kind: kit.KindCheckbox, LabelEN: "Winnable deals only", LabelRU: "Только выигрышные раздачи",
		HintEN: "a solver proves each deal can be won", HintRU: "решатель доказывает, что раздачу можно выиграть"},
}
