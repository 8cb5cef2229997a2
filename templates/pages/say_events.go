package pages

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"gamehall/internal/games/checkers"
	"gamehall/internal/games/durak"
	"gamehall/internal/games/game101"
	"gamehall/internal/games/hearts"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/owchess"
	"gamehall/internal/games/pharaoh"
	"gamehall/internal/games/thousand"
	"gamehall/internal/games/tonk"
	dkview "gamehall/templates/durak"
	g101view "gamehall/templates/game101"
	htview "gamehall/templates/hearts"
	owview "gamehall/templates/owchess"
	phview "gamehall/templates/pharaoh"
	thview "gamehall/templates/thousand"
	tonkview "gamehall/templates/tonk"
	"gamehall/templates/ui"
)

// newEvents is what one action appended to a log: the events of now
// after the longest tail of before that now starts with. A log keeps
// only its latest events, so its head may have been cut; a log that
// shares nothing with before (a new round) is new as a whole.
func newEvents[E any](before, now []E, eq func(a, b E) bool) []E {
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

// same compares two events of a comparable type.
func same[E comparable](a, b E) bool { return a == b }

// sentences joins log lines into sentences, each with its full stop.
func sentences(lines []string) string {
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

// eventsSay says what one action added to a card game's log: the
// action and its effects, "Boris played 6♣. Vera draws 1 and misses a
// turn." Empty when prev is not the same game's view or nothing was
// added, so the caller falls back to the action itself.
func eventsSay(lang string, view, prev any) string {
	var lines []string
	switch v := view.(type) {
	case game101.View:
		p, ok := prev.(game101.View)
		if !ok {
			return ""
		}
		for _, e := range newEvents(p.Log, v.Log, same[game101.Event]) {
			lines = append(lines, g101view.EventLine(lang, e))
		}
	case pharaoh.View:
		p, ok := prev.(pharaoh.View)
		if !ok {
			return ""
		}
		for _, e := range newEvents(p.Log, v.Log, same[pharaoh.Event]) {
			lines = append(lines, phview.EventLine(lang, e))
		}
	case thousand.View:
		p, ok := prev.(thousand.View)
		if !ok {
			return ""
		}
		for _, e := range newEvents(p.Log, v.Log, same[thousand.Event]) {
			lines = append(lines, thview.EventLine(lang, e))
		}
	case tonk.View:
		p, ok := prev.(tonk.View)
		if !ok {
			return ""
		}
		eq := func(a, b tonk.Event) bool {
			return a.Seat == b.Seat && a.Kind == b.Kind && a.Card == b.Card && a.N == b.N && fmt.Sprint(a.Cards) == fmt.Sprint(b.Cards)
		}
		for _, e := range newEvents(p.Log, v.Log, eq) {
			lines = append(lines, tonkview.EventLine(lang, v, e))
		}
	}
	return sentences(lines)
}

// trickSay says who took the trick an action completed in Hearts.
func trickSay(lang string, v hearts.View, prev any) string {
	p, ok := prev.(hearts.View)
	if !ok || len(v.Tricks) != len(p.Tricks)+1 {
		return ""
	}
	t := v.Tricks[len(v.Tricks)-1]
	who := htview.SeatName(lang, t.Winner)
	points := ui.Plural(lang, t.Points, "point", "points", "очко", "очка", "очков")
	if t.Winner == kit.HumanSeat {
		return fmt.Sprintf(ui.Tr(lang, "You take the trick (%s).", "Вы берёте взятку (%s)."), points)
	}
	return fmt.Sprintf(ui.Tr(lang, "%s takes the trick (%s).", "%s: взятка (%s)."), who, points)
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
		s = fmt.Sprintf(ui.Tr(lang, "Bout %d over: %s took the cards.", "Кон %d окончен: %s забирает карты."), b.N, dkview.SeatName(lang, b.Defender))
	} else {
		s = fmt.Sprintf(ui.Tr(lang, "Bout %d over: beaten off.", "Кон %d окончен: бито."), b.N)
	}
	for _, seat := range b.Out {
		s += " " + fmt.Sprintf(ui.Tr(lang, "%s is out.", "%s выходит из игры."), dkview.SeatName(lang, seat))
	}
	return s
}

// checkersSay names the move just made: "The bot plays c3:e5:g3."
func checkersSay(lang string, seat int, v checkers.View) string {
	if v.LastMove == nil || v.LastMove.Notation == "" {
		return boardSay(lang, seat, "")
	}
	s := v.LastMove.Notation
	if n := len(v.LastMove.Captured); n > 0 {
		s += fmt.Sprintf(ui.Tr(lang, ", taking %d", ", взято шашек: %d"), n)
	}
	if v.LastMove.Crowns {
		s += ui.Tr(lang, ", crowned", ", в дамки")
	}
	if seat == kit.HumanSeat {
		return ui.Tr(lang, "You play ", "Ваш ход: ") + s + "."
	}
	return ui.Tr(lang, "The bot plays ", "Бот ходит: ") + s + "."
}

// owchessSay tells what the seat saw of the move just made, as its log
// does (a move out of the fog names no piece).
func owchessSay(lang string, seat int, v owchess.View, prev any) string {
	p, ok := prev.(owchess.View)
	if !ok {
		return boardSay(lang, seat, "")
	}
	var lines []string
	for _, l := range newEvents(p.Log, v.Log, same[owchess.LogLine]) {
		lines = append(lines, owview.LogText(lang, l, v.Friend))
	}
	if len(lines) == 0 {
		return boardSay(lang, seat, "")
	}
	return sentences(lines)
}
