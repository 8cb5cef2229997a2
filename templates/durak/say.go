package durak

import (
	"fmt"
	"net/url"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/durak"
	"gamehall/templates/ui"
)

// narrate says what a player did and how the bout it ended went.
func narrate(lang string, seat int, act url.Values, v durak.View, prev any, shown func(code string) bool) string {
	// A card that ended a bout has left the table for the discard
	// or a hand, but every player saw it played.
	seen := func(code string) bool {
		if shown != nil && shown(code) {
			return true
		}
		c, err := cards.Parse(code)
		if err != nil || len(v.Log) == 0 {
			return false
		}
		return v.Log[len(v.Log)-1].Cards().Has(c)
	}
	return ui.JoinSay(actionSay(lang, seat, act, seen), boutSay(lang, v, prev))
}

// actionSay tells the action itself: a transfer here, the rest as every
// card game tells them.
func actionSay(lang string, seat int, act url.Values, seen func(code string) bool) string {
	name := SeatName(lang, seat)
	if act.Get("do") != durak.ActTransfer {
		return ui.CardSay(lang, name, seat, act, seen)
	}
	code := act.Get("card")
	if c, err := cards.Parse(code); err == nil && seen(code) {
		return ui.CardSaid(lang, name, seat, "passes the attack on with "+c.Label(), "pass the attack on with "+c.Label(), "переводит, "+c.Label())
	}
	return ui.CardSaid(lang, name, seat, "plays a card", "play a card", "ход картой")
}

// boutSay says how the bout an action ended in Durak went: beaten off
// or taken, and who is out.
func boutSay(lang string, v durak.View, prev any) string {
	p, ok := prev.(durak.View)
	if !ok || len(v.Log) == 0 || (len(p.Log) > 0 && p.Log[len(p.Log)-1].N == v.Log[len(v.Log)-1].N) {
		return ""
	}
	b := v.Log[len(v.Log)-1]
	var s string
	if b.Taken {
		s = fmt.Sprintf(ui.Tr(lang, "Bout %d over: %s took the cards.", "Кон %d окончен: %s забирает карты."), b.N, SeatName(lang, b.Defender))
	} else {
		s = fmt.Sprintf(ui.Tr(lang, "Bout %d over: beaten off.", "Кон %d окончен: бито."), b.N)
	}
	for _, seat := range b.Out {
		s += " " + fmt.Sprintf(ui.Tr(lang, "%s is out.", "%s выходит из игры."), SeatName(lang, seat))
	}
	return s
}
