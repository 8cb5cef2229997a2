package record

import (
	"fmt"

	"gamehall/templates/ui"
)

// position says which moment is shown: "Step 12 of 80".
func position(lang string, v View) string {
	return fmt.Sprintf(ui.Tr(lang, "Step %d of %d", "Шаг %d из %d"), v.Step, v.Steps)
}

// say tells what happened in the moment shown.
func say(lang string, v View) string {
	switch {
	case v.Step == 0:
		return ui.Tr(lang, "The game begins.", "Начало партии.")
	case v.Ended && v.Step == v.Steps:
		return ui.Tr(lang, "The game as it ended.", "Партия, как она закончилась.")
	case v.Say != "":
		return v.Say
	}
	return ""
}
