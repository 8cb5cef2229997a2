package ui

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"gamehall/internal/games/cards"
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

// CardSaid tells a card game player's action with its full stop: en
// after a bot's name ("Boris splits"), enYou after "You" for the person
// ("You split"), ru after the name and a colon ("Борис: делит пару").
func CardSaid(lang, name string, seat int, en, enYou, ru string) string {
	if seat == kit.HumanSeat {
		return Tr(lang, "You "+enYou, "Вы: "+ru) + "."
	}
	return Tr(lang, name+" "+en, name+": "+ru) + "."
}

// CardSay says what a player of a card game did: "Boris plays 6♣". A
// game's own actions (Durak's transfer, Blackjack's split) its view
// package tells with CardSaid.
func CardSay(lang, name string, seat int, act url.Values, shown func(string) bool) string {
	card := ""
	if code := act.Get("card"); code != "" && shown != nil && shown(code) {
		if c, err := cards.Parse(code); err == nil {
			card = c.Label()
		}
	}
	say := func(en, enYou, ru string) string { return CardSaid(lang, name, seat, en, enYou, ru) }
	switch act.Get("do") {
	case "play", "attack", "defend", "throw", "discard", "hit":
		switch {
		case act.Get("do") == "hit" && card == "":
			return say("hits", "hit", "ещё карту")
		case card == "":
			return say("plays a card", "play a card", "ход картой")
		case act.Get("do") == "defend":
			return say("beats with "+card, "beat with "+card, "бьёт "+card)
		}
		return say("plays "+card, "play "+card, card)
	case "draw":
		return say("draws a card", "draw a card", "берёт карту")
	case "take":
		return say("takes the cards", "take the cards", "берёт карты")
	case "pass":
		return say("passes", "pass", "пас")
	case "stand":
		return say("stands", "stand", "хватит")
	case "double":
		return say("doubles", "double", "удваивает")
	case "bid", "raise":
		if b := act.Get("bid"); b != "" && isDigits(b) {
			return say("bids "+b, "bid "+b, b)
		}
	case "drop":
		return say("drops", "drop", "вскрывается")
	case "tonk":
		if seat == kit.HumanSeat {
			name = Tr(lang, "You", "Вы")
		}
		return name + ": Tonk!."
	case "spread":
		return say("lays down a spread", "lay down a spread", "выкладывает комбинацию")
	}
	return ""
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
