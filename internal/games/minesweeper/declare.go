package minesweeper

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// custom marks the options of a custom-sized field.
var custom = &kit.When{Key: "preset", Value: CustomKey}

// formOptions are the fields of the new-game form: a preset, or a custom
// size within the engine's limits.
var formOptions = []kit.Option{
	{Key: "preset", Kind: kit.KindChoice, LabelEN: "Field", LabelRU: "Поле", Default: Presets[0].Key, Choices: presetChoices()},
	{Key: "width", When: custom, Required: true, Kind: kit.KindInteger, LabelEN: "Width", LabelRU: "Ширина", Min: MinWidth, Max: MaxWidth, Default: "20"},
	{Key: "height", When: custom, Required: true, Kind: kit.KindInteger, LabelEN: "Height", LabelRU: "Высота", Min: MinHeight, Max: MaxHeight, Default: "12"},
	{Key: "mines", When: custom, Required: true, Kind: kit.KindInteger, LabelEN: "Mines", LabelRU: "Мины", Min: MinMines, Max: MaxMines(MaxWidth, MaxHeight), Default: "40",
		HintEN: fmt.Sprintf("at most the field's cells less %d", SafeCells), HintRU: fmt.Sprintf("не больше числа клеток без %d", SafeCells)},
	noGuessOption,
}

// presetChoices are the presets and a custom field.
func presetChoices() []kit.Choice {
	out := make([]kit.Choice, 0, len(Presets)+1)
	for _, p := range Presets {
		out = append(out, kit.Choice{Value: p.Key, LabelEN: p.TitleEN, LabelRU: p.TitleRU,
			HintEN: fmt.Sprintf("%d×%d, %d mines", p.Width, p.Height, p.Mines),
			HintRU: fmt.Sprintf("%d×%d, %d мин", p.Width, p.Height, p.Mines)})
	}
	return append(out, kit.Choice{Value: CustomKey, LabelEN: "Custom", LabelRU: "Своё"})
}
