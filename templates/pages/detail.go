package pages

import (
	"fmt"
	"strings"

	"gamehall/internal/games/corpsestarch"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// DetailText prints a result's particulars (kit.Detail) in a language:
// each game's kind has its printer here; an old result recorded as an
// English sentence ({"text": …}) is shown as it was.
func DetailText(lang string, d kit.Detail) string {
	if len(d) == 0 {
		return ""
	}
	n := func(key string) int { return int(d.Int(key)) }
	moves := func(k int) string { return ui.Plural(lang, k, "move", "moves", "ход", "хода", "ходов") }
	var parts []string
	add := func(s ...string) { parts = append(parts, s...) }
	switch d.Kind() {
	case "minesweeper":
		if d.Bool("noguess") {
			add(ui.Tr(lang, "no guessing", "без угадывания"))
		}
		if _, over := d["3bv"]; !over {
			break // a game in play: its win-rate entry only
		}
		ms := d.Int("ms")
		rate := 0.0
		if ms > 0 {
			rate = float64(d.Int("solved")) * 1000 / float64(ms)
		}
		bv := ui.Itoa(n("3bv"))
		if n("solved") != n("3bv") {
			bv = ui.Itoa(n("solved")) + "/" + bv
		}
		add("3BV "+bv, ui.Fixed(lang, rate)+" 3BV/"+ui.Tr(lang, "s", "с"))
		if c := n("clicks"); c > 0 {
			add(ui.Tr(lang, "efficiency ", "эффективность ") + ui.Itoa(n("solved")*100/c) + "%")
		}
	case "klondike":
		add(moves(n("moves")))
		if k := n("undos"); k > 0 {
			add(ui.Plural(lang, k, "undo", "undos", "отмена", "отмены", "отмен"))
		}
		if k := n("hints"); k > 0 {
			add(ui.Plural(lang, k, "hint", "hints", "подсказка", "подсказки", "подсказок"))
		}
	case "chess", "checkers", "owchess", "go":
		if r := d.Str("result"); r != "" {
			add(r)
		}
		if e := d.Str("end"); e != "" {
			add(endName(lang, e))
		}
		if c := d.Str("colour"); c != "" {
			add(ui.Tr(lang, "as ", "за ") + colourName(lang, c))
		}
		if k := n("moves"); k > 0 {
			add(moves(k))
		}
		if k := n("handicap"); k > 0 {
			add(ui.Tr(lang, "handicap ", "фора ") + ui.Itoa(k))
		}
	case "corpse-starch":
		add(ui.Tr(lang, "played ", "в игре ")+corpsestarch.Duration(d.Int("ms"), lang),
			fmt.Sprintf(ui.Tr(lang, "%d/%d sections open", "открыто разделов: %d/%d"), n("open"), n("sections")))
	case "wayfarer":
		add(ui.Tr(lang, "day ", "день ")+ui.Itoa(n("day")),
			ui.Plural(lang, n("jumps"), "jump", "jumps", "прыжок", "прыжка", "прыжков"),
			ui.Tr(lang, "pirates downed: ", "сбито пиратов: ")+ui.Itoa(n("kills")))
		if n("retired") > 0 {
			add(ui.Tr(lang, "retired", "ушёл на покой"))
		}
	case "blackjack":
		add(ui.Plural(lang, n("rounds"), "round", "rounds", "раунд", "раунда", "раундов"),
			ui.Tr(lang, "won ", "выиграно ")+ui.Itoa(n("won")),
			ui.Tr(lang, "blackjacks ", "блэкджеков ")+ui.Itoa(n("blackjacks")),
			ui.Tr(lang, "bankroll ", "банк ")+Grouped(d.Int("bankroll")))
	case "tonk":
		add(ui.Plural(lang, n("players"), "player", "players", "игрок", "игрока", "игроков"), levelName(lang, d.Str("level")),
			ui.Tr(lang, "ante ", "анте ")+ui.Itoa(n("ante")),
			ui.Tr(lang, "hands won ", "конов выиграно ")+ui.Itoa(n("won"))+"/"+ui.Itoa(n("hands")),
			ui.Tr(lang, "bankroll ", "банк ")+Grouped(d.Int("bankroll")))
	case "durak":
		add(ui.Plural(lang, n("players"), "player", "players", "игрок", "игрока", "игроков"), levelName(lang, d.Str("level")))
		switch d.Str("end") {
		case "resigned":
			add(endName(lang, "resigned"))
		case "fool":
			add(ui.Tr(lang, "left the fool", "остался в дураках"))
		case "draw":
			add(ui.Tr(lang, "draw", "ничья"))
		default:
			add(fmt.Sprintf(ui.Tr(lang, "out after bout %d of %d", "вышел после %d-го отбоя из %d"), n("out"), n("bouts")))
		}
	case "pharaoh":
		add(levelName(lang, d.Str("level")),
			fmt.Sprintf(ui.Tr(lang, "matches won %d of %d", "выиграно матчей: %d из %d"), n("won"), n("matches")),
			fmt.Sprintf(ui.Tr(lang, "total %+d", "итог %+d"), n("total")))
	case "101", "thousand", "hearts":
		if k := n("players"); k > 0 {
			add(ui.Plural(lang, k, "player", "players", "игрок", "игрока", "игроков"))
		}
		add(levelName(lang, d.Str("level")))
		if k := n("rounds"); k > 0 {
			add(ui.Plural(lang, k, "round", "rounds", "раунд", "раунда", "раундов"))
		}
		if k := n("hands"); k > 0 {
			add(ui.Plural(lang, k, "hand", "hands", "раздача", "раздачи", "раздач"))
		}
		if sc, ok := d["scores"].([]any); ok {
			s := make([]string, len(sc))
			for i, v := range sc {
				s[i] = ui.Itoa(kit.Detail{"v": v}.Int("v"))
			}
			add(strings.Join(s, " / "))
		}
	default:
		return d.Str("text")
	}
	switch d.Kind() {
	case "tonk", "pharaoh", "101", "thousand", "hearts":
		// Card games the person resigned (kit.ActResign).
		if d.Str("end") == "resigned" {
			add(endName(lang, "resigned"))
		}
	}
	return strings.Join(parts, ", ")
}

// levelName names a bot level ("easy bots").
func levelName(lang, level string) string {
	switch level {
	case "easy":
		return ui.Tr(lang, "easy bots", "лёгкие боты")
	case "medium":
		return ui.Tr(lang, "medium bots", "средние боты")
	case "normal", "strong", "hard":
		return ui.Tr(lang, "strong bots", "сильные боты")
	}
	return level
}

// colourName names a side in a board game.
func colourName(lang, c string) string {
	switch strings.ToLower(c) {
	case "white":
		return ui.Tr(lang, "White", "белых")
	case "black":
		return ui.Tr(lang, "Black", "чёрных")
	}
	return c
}

// endName names how a board game ended, from the engines' codes; an
// unknown code is shown as it is.
func endName(lang, e string) string {
	names := map[string][2]string{
		"checkmate":    {"checkmate", "мат"},
		"stalemate":    {"stalemate", "пат"},
		"insufficient": {"insufficient material", "недостаточно материала"},
		"fifty":        {"fifty-move rule", "правило 50 ходов"},
		"threefold":    {"threefold repetition", "троекратное повторение"},
		"repetition":   {"repetition", "повторение позиции"},
		"resigned":     {"resigned", "сдача"},
		"resign":       {"resigned", "сдача"},
		"agreed":       {"draw agreed", "ничья по согласию"},
		"no-moves":     {"no moves", "нет ходов"},
		"no-capture":   {"no capture for too long", "долго без взятий"},
		"king":         {"king destroyed", "король уничтожен"},
		"time":         {"out of time", "время вышло"},
	}
	if t, ok := names[strings.ToLower(e)]; ok {
		return ui.Tr(lang, t[0], t[1])
	}
	return e
}
