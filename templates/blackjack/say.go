package blackjack

import (
	"fmt"
	"net/url"

	"gamehall/internal/games/blackjack"
	"gamehall/templates/ui"
)

// narrate says what a player did: "Bot 2 hits."
func narrate(lang string, seat int, act url.Values, v blackjack.View, prev any, shown func(code string) bool) string {
	return ui.CardSay(lang, fmt.Sprintf(ui.Tr(lang, "Bot %d", "Бот %d"), seat), seat, act, shown)
}
