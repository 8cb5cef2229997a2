package blackjack

import (
	"fmt"
	"net/url"

	"gamehall/internal/games/blackjack"
	"gamehall/templates/ui"
)

// narrate says what a player did: "Bot 2 hits."
func narrate(lang string, seat int, act url.Values, v blackjack.View, prev any, shown func(code string) bool) string {
	name := fmt.Sprintf(ui.Tr(lang, "Bot %d", "Бот %d"), seat)
	switch act.Get("do") {
	case blackjack.ActSplit:
		return ui.CardSaid(lang, name, seat, "splits", "split", "делит пару")
	case blackjack.ActSurrender:
		return ui.CardSaid(lang, name, seat, "surrenders", "surrender", "сдаётся")
	case blackjack.ActInsure:
		return ui.CardSaid(lang, name, seat, "takes insurance", "take insurance", "страхуется")
	case blackjack.ActNoInsurance:
		return ui.CardSaid(lang, name, seat, "declines insurance", "decline insurance", "без страховки")
	}
	return ui.CardSay(lang, name, seat, act, shown)
}
