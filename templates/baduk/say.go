package baduk

import (
	"fmt"
	"net/url"

	"gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// narrate names the point just played, or the pass. The person's own
// move is said too: its frame shows while the bot's reply is known, so
// it must not say the bot is still thinking.
func narrate(lang string, seat int, act url.Values, v baduk.View, prev any, shown func(code string) bool) string {
	if v.Last == nil {
		return ""
	}
	you := seat == kit.HumanSeat
	if v.Last.Pass {
		if you {
			return ui.Tr(lang, "You pass.", "Вы пасуете.")
		}
		return ui.Tr(lang, "The bot passes.", "Бот пасует.")
	}
	point := baduk.ColumnName(v.Last.X) + baduk.RowName(v.Size, v.Last.Y)
	if n := len(v.Moves); n > 0 && v.Moves[n-1].Captures > 0 {
		point += fmt.Sprintf(ui.Tr(lang, ", taking %d", ", снято камней: %d"), v.Moves[n-1].Captures)
	}
	if you {
		return ui.Tr(lang, "You play ", "Ваш ход: ") + point + "."
	}
	return ui.BoardSay(lang, seat, point)
}
