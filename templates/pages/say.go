package pages

import (
	"fmt"
	"net/url"
	"strings"

	"gamehall/internal/games/baduk"
	"gamehall/internal/games/blackjack"
	"gamehall/internal/games/cards"
	"gamehall/internal/games/checkers"
	"gamehall/internal/games/chess"
	"gamehall/internal/games/durak"
	"gamehall/internal/games/game101"
	"gamehall/internal/games/hearts"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/klondike"
	"gamehall/internal/games/minesweeper"
	"gamehall/internal/games/owchess"
	"gamehall/internal/games/pharaoh"
	"gamehall/internal/games/thousand"
	"gamehall/internal/games/tonk"
	dkview "gamehall/templates/durak"
	g101view "gamehall/templates/game101"
	htview "gamehall/templates/hearts"
	phview "gamehall/templates/pharaoh"
	thview "gamehall/templates/thousand"
	tonkview "gamehall/templates/tonk"
	"gamehall/templates/ui"
)

// Say narrates one action for the person's status line and screen
// reader: seat acted with act, view is the person's seat's view just
// after it and prev the one just before (nil when unknown), from which
// the action's effects are told. shown reports whether the person's board now shows a card
// (by its code): an action's fields may name a card the person never
// sees, such as a bot's pass, so a card is named only when it is on the
// board. Empty when there is nothing to say; the page then shows the
// board's own status line.
func Say(lang string, seat int, act url.Values, view, prev any, shown func(code string) bool) string {
	switch v := view.(type) {
	case klondike.View:
		return klondikeSay(lang, act, v, prev)
	case minesweeper.View:
		return minesweeperSay(lang, act, v, prev)
	case chess.View:
		return chessSay(lang, seat, v)
	case owchess.View:
		return owchessSay(lang, seat, v, prev)
	case checkers.View:
		return checkersSay(lang, seat, v)
	case baduk.View:
		return goSay(lang, seat, v)
	case hearts.View:
		return join(cardSay(lang, htview.SeatName(lang, seat), seat, act, shown), trickSay(lang, v, prev))
	case game101.View:
		if s := eventsSay(lang, v, prev); s != "" {
			return s
		}
		return cardSay(lang, g101view.SeatName(lang, seat), seat, act, shown)
	case durak.View:
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
		return join(cardSay(lang, dkview.SeatName(lang, seat), seat, act, seen), boutSay(lang, v, prev))
	case pharaoh.View:
		if s := eventsSay(lang, v, prev); s != "" {
			return s
		}
		return cardSay(lang, phview.SeatName(lang, seat), seat, act, shown)
	case tonk.View:
		if s := eventsSay(lang, v, prev); s != "" {
			return s
		}
		return cardSay(lang, tonkview.SeatName(lang, seat), seat, act, shown)
	case thousand.View:
		if s := eventsSay(lang, v, prev); s != "" {
			return s
		}
		return cardSay(lang, thview.SeatName(lang, seat), seat, act, shown)
	case blackjack.View:
		return cardSay(lang, fmt.Sprintf(ui.Tr(lang, "Bot %d", "Бот %d"), seat), seat, act, shown)
	}
	return ""
}

// boardSay is a board game's move without its notation.
func boardSay(lang string, seat int, move string) string {
	if seat == kit.HumanSeat {
		return ""
	}
	if move == "" {
		return ui.Tr(lang, "The bot has moved.", "Бот сделал ход.")
	}
	return ui.Tr(lang, "The bot plays ", "Бот ходит: ") + move + "."
}

// goSay names the point just played, or the pass. The person's own
// move is said too: its frame shows while the bot's reply is known, so
// it must not say the bot is still thinking.
func goSay(lang string, seat int, v baduk.View) string {
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
	return boardSay(lang, seat, point)
}

// cardSay says what a player of a card game did: "Boris plays 6♣".
func cardSay(lang, name string, seat int, act url.Values, shown func(string) bool) string {
	if seat == kit.HumanSeat {
		name = ui.Tr(lang, "You", "Вы")
	}
	you := seat == kit.HumanSeat
	card := ""
	if code := act.Get("card"); code != "" && shown != nil && shown(code) {
		if c, err := cards.Parse(code); err == nil {
			card = c.Label()
		}
	}
	verb := func(en, enYou, ru string) string {
		if you {
			return name + " " + enYou
		}
		return name + " " + en
	}
	var s string
	switch act.Get("do") {
	case "play", "attack", "defend", "throw", "discard", "hit", durak.ActTransfer:
		if act.Get("do") == "hit" && card == "" {
			s = ui.Tr(lang, verb("hits", "hit", ""), name+": ещё карту")
			break
		}
		if card == "" {
			s = ui.Tr(lang, verb("plays a card", "play a card", ""), name+": ход картой")
			break
		}
		if act.Get("do") == durak.ActTransfer {
			s = ui.Tr(lang, verb("passes the attack on with ", "pass the attack on with ", "")+card, name+": переводит, "+card)
			break
		}
		if act.Get("do") == "defend" {
			s = ui.Tr(lang, verb("beats with ", "beat with ", "")+card, name+": бьёт "+card)
			break
		}
		s = ui.Tr(lang, verb("plays ", "play ", "")+card, name+": "+card)
	case "draw":
		s = ui.Tr(lang, verb("draws a card", "draw a card", ""), name+": берёт карту")
	case "take":
		s = ui.Tr(lang, verb("takes the cards", "take the cards", ""), name+": берёт карты")
	case "pass":
		s = ui.Tr(lang, verb("passes", "pass", ""), name+": пас")
	case "stand":
		s = ui.Tr(lang, verb("stands", "stand", ""), name+": хватит")
	case "double":
		s = ui.Tr(lang, verb("doubles", "double", ""), name+": удваивает")
	case blackjack.ActSplit:
		s = ui.Tr(lang, verb("splits", "split", ""), name+": делит пару")
	case blackjack.ActSurrender:
		s = ui.Tr(lang, verb("surrenders", "surrender", ""), name+": сдаётся")
	case blackjack.ActInsure:
		s = ui.Tr(lang, verb("takes insurance", "take insurance", ""), name+": страхуется")
	case blackjack.ActNoInsurance:
		s = ui.Tr(lang, verb("declines insurance", "decline insurance", ""), name+": без страховки")
	case "bid", "raise":
		if b := act.Get("bid"); b != "" && isDigits(b) {
			s = ui.Tr(lang, verb("bids ", "bid ", "")+b, name+": "+b)
		}
	case "drop":
		s = ui.Tr(lang, verb("drops", "drop", ""), name+": вскрывается")
	case "tonk":
		s = name + ": Tonk!"
	case "spread":
		s = ui.Tr(lang, verb("lays down a spread", "lay down a spread", ""), name+": выкладывает комбинацию")
	}
	if s == "" {
		return ""
	}
	return s + "."
}

// join puts two sentences together, either of which may be empty.
func join(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + " " + b
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}
