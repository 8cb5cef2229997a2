package record

import (
	"fmt"

	"gamehall/internal/games/cards"
	dkview "gamehall/templates/durak"
	g101view "gamehall/templates/game101"
	htview "gamehall/templates/hearts"
	phview "gamehall/templates/pharaoh"
	thview "gamehall/templates/thousand"
	tonkview "gamehall/templates/tonk"
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

// pileLabel names a laid-open pile: whose hand, or which pile of the
// table, as the game's own page names its seats.
func pileLabel(lang, slug string, p cards.Pile) string {
	if p.What == "" {
		return seatName(lang, slug, p.Seat)
	}
	switch p.What {
	case cards.PileStock:
		if slug == "durak" {
			return ui.Tr(lang, "Deck (trump last)", "Колода (козырь последний)")
		}
		return ui.Tr(lang, "Stock (next card first)", "Колода (сверху первая)")
	case cards.PileKitty:
		return ui.Tr(lang, "Kitty", "Прикуп")
	case cards.PileShoe:
		return ui.Tr(lang, "Shoe (next card first)", "Башмак (сверху первая)")
	case cards.PileHole:
		return ui.Tr(lang, "Dealer's hole card", "Закрытая карта дилера")
	case cards.PileDown:
		return fmt.Sprintf(ui.Tr(lang, "Column %d, face down", "Столбец %d, рубашкой вверх"), p.Column)
	case cards.PileWaste:
		return ui.Tr(lang, "Waste, under the top", "Отбой под верхними")
	}
	return p.What
}

// seatName is a seat's name at the table of game slug.
func seatName(lang, slug string, seat int) string {
	switch slug {
	case "hearts":
		return htview.SeatName(lang, seat)
	case "durak":
		return dkview.SeatName(lang, seat)
	case "101":
		return g101view.SeatName(lang, seat)
	case "pharaoh":
		return phview.SeatName(lang, seat)
	case "thousand":
		return thview.SeatName(lang, seat)
	case "tonk":
		return tonkview.SeatName(lang, seat)
	}
	return fmt.Sprintf(ui.Tr(lang, "Seat %d", "Место %d"), seat+1)
}
