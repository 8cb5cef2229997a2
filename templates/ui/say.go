package ui

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"gamehall/internal/games/blackjack"
	"gamehall/internal/games/cards"
	"gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
)

// The narration of turns: each view package tells its own game's
// actions (View.Say); these are the pieces they share.

// BoardSay is a board game's move without its notation.
func BoardSay(lang string, seat int, move string) string {
	if seat == kit.HumanSeat {
		return ""
	}
	if move == "" {
		return Tr(lang, "The bot has moved.", "Бот сделал ход.")
	}
	return Tr(lang, "The bot plays ", "Бот ходит: ") + move + "."
}

// CardSay says what a player of a card game did: "Boris plays 6♣".
func CardSay(lang, name string, seat int, act url.Values, shown func(string) bool) string {
	if seat == kit.HumanSeat {
		name = Tr(lang, "You", "Вы")
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
			s = Tr(lang, verb("hits", "hit", ""), name+": ещё карту")
			break
		}
		if card == "" {
			s = Tr(lang, verb("plays a card", "play a card", ""), name+": ход картой")
			break
		}
		if act.Get("do") == durak.ActTransfer {
			s = Tr(lang, verb("passes the attack on with ", "pass the attack on with ", "")+card, name+": переводит, "+card)
			break
		}
		if act.Get("do") == "defend" {
			s = Tr(lang, verb("beats with ", "beat with ", "")+card, name+": бьёт "+card)
			break
		}
		s = Tr(lang, verb("plays ", "play ", "")+card, name+": "+card)
	case "draw":
		s = Tr(lang, verb("draws a card", "draw a card", ""), name+": берёт карту")
	case "take":
		s = Tr(lang, verb("takes the cards", "take the cards", ""), name+": берёт карты")
	case "pass":
		s = Tr(lang, verb("passes", "pass", ""), name+": пас")
	case "stand":
		s = Tr(lang, verb("stands", "stand", ""), name+": хватит")
	case "double":
		s = Tr(lang, verb("doubles", "double", ""), name+": удваивает")
	case blackjack.ActSplit:
		s = Tr(lang, verb("splits", "split", ""), name+": делит пару")
	case blackjack.ActSurrender:
		s = Tr(lang, verb("surrenders", "surrender", ""), name+": сдаётся")
	case blackjack.ActInsure:
		s = Tr(lang, verb("takes insurance", "take insurance", ""), name+": страхуется")
	case blackjack.ActNoInsurance:
		s = Tr(lang, verb("declines insurance", "decline insurance", ""), name+": без страховки")
	case "bid", "raise":
		if b := act.Get("bid"); b != "" && isDigits(b) {
			s = Tr(lang, verb("bids ", "bid ", "")+b, name+": "+b)
		}
	case "drop":
		s = Tr(lang, verb("drops", "drop", ""), name+": вскрывается")
	case "tonk":
		s = name + ": Tonk!"
	case "spread":
		s = Tr(lang, verb("lays down a spread", "lay down a spread", ""), name+": выкладывает комбинацию")
	}
	if s == "" {
		return ""
	}
	return s + "."
}

// JoinSay puts two sentences together, either of which may be empty.
func JoinSay(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + " " + b
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// NewEvents is what one action appended to a log: the events of now
// after the longest tail of before that now starts with. A log keeps
// only its latest events, so its head may have been cut; a log that
// shares nothing with before (a new round) is new as a whole.
func NewEvents[E any](before, now []E, eq func(a, b E) bool) []E {
	for d := 0; d <= len(before); d++ {
		tail := before[d:]
		if len(tail) > len(now) {
			continue
		}
		match := true
		for i := range tail {
			if !eq(tail[i], now[i]) {
				match = false
				break
			}
		}
		if match {
			return now[len(tail):]
		}
	}
	return now
}

// SameEvent compares two events of a comparable type.
func SameEvent[E comparable](a, b E) bool { return a == b }

// Sentences joins log lines into sentences, each with its full stop.
func Sentences(lines []string) string {
	var out []string
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if !strings.HasSuffix(l, ".") && !strings.HasSuffix(l, "!") {
			l += "."
		}
		r, n := utf8.DecodeRuneInString(l)
		out = append(out, string(unicode.ToUpper(r))+l[n:])
	}
	return strings.Join(out, " ")
}

// LogNarration narrates a card game whose view keeps a log of events:
// what the action added to the log ("Boris played 6♣. Vera draws 1 and
// misses a turn."), or the action itself (CardSay) when prev is not the
// same game's view or nothing was added. Its Say is the game's
// narration (View.Telling).
type LogNarration[V, E any] struct {
	Log      func(V) []E
	Same     func(a, b E) bool
	Line     func(lang string, v V, e E) string
	SeatName func(lang string, seat int) string
}

// Say narrates one action; see [View.Telling].
func (n LogNarration[V, E]) Say(lang string, seat int, act url.Values, v V, prev any, shown func(code string) bool) string {
	if p, ok := prev.(V); ok {
		var lines []string
		for _, e := range NewEvents(n.Log(p), n.Log(v), n.Same) {
			lines = append(lines, n.Line(lang, v, e))
		}
		if s := Sentences(lines); s != "" {
			return s
		}
	}
	return CardSay(lang, n.SeatName(lang, seat), seat, act, shown)
}
