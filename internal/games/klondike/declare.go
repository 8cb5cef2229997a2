package klondike

import "gamehall/internal/games/kit"

// winnableDeal is why a game dealt from the solver's winnable deals is
// casual: the solver picked it having seen every card.
var winnableDeal = kit.Because("a winnable deal picked by the solver", "выигрышная раздача, выбранная решателем")

// ranking: standard Klondike is a random deal; either draw is ranked,
// each on its own boards.
func ranking(v kit.Values) kit.Casual {
	if v.Bool("winnable") {
		return winnableDeal
	}
	return kit.Casual{}
}

// formOptions are the fields of the new-game form.
var formOptions = []kit.Option{
	{Key: "draw", Kind: kit.KindChoice, LabelEN: "Draw", LabelRU: "Сдача из колоды", Default: "1", Choices: []kit.Choice{
		{Value: "1", LabelEN: "One card", LabelRU: "По одной карте", HintEN: "the classic", HintRU: "классика"},
		{Value: "3", LabelEN: "Three cards", LabelRU: "По три карты", HintEN: "harder", HintRU: "сложнее"},
	}},
	{Key: "winnable", Kind: kit.KindCheckbox, LabelEN: "Winnable deals only", LabelRU: "Только выигрышные раздачи",
		HintEN: "a solver proves each deal can be won", HintRU: "решатель доказывает, что раздачу можно выиграть"},
}
