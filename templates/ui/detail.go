package ui

import (
	"strings"

	"gamehall/internal/games/kit"
)

// A result's particulars (kit.Detail) are printed by its game's view
// package (View.Detail); these are the pieces the games share.

// Grouped prints an integer with thin spaces between thousands.
func Grouped(n int64) string {
	s := Itoa(n)
	neg := s[0] == '-'
	if neg {
		s = s[1:]
	}
	out := ""
	for len(s) > 3 {
		out = "\u2009" + s[len(s)-3:] + out
		s = s[:len(s)-3]
	}
	out = s + out
	if neg {
		out = "-" + out
	}
	return out
}

// BoardDetail prints a board game's result: its score, how it ended,
// the person's colour, the moves and a handicap.
func BoardDetail(lang string, d kit.Detail) string {
	n := func(key string) int { return int(d.Int(key)) }
	moves := func(k int) string { return Plural(lang, k, "move", "moves", "ход", "хода", "ходов") }
	var parts []string
	add := func(s ...string) { parts = append(parts, s...) }
	if r := d.Str("result"); r != "" {
		add(r)
	}
	if e := d.Str("end"); e != "" {
		add(EndName(lang, e))
	}
	if c := d.Str("colour"); c != "" {
		add(Tr(lang, "as ", "за ") + colourName(lang, c))
	}
	if k := n("moves"); k > 0 {
		add(moves(k))
	}
	if k := n("handicap"); k > 0 {
		add(Tr(lang, "handicap ", "фора ") + Itoa(k))
	}
	return strings.Join(parts, ", ")
}

// TableDetail prints a card game's result at a table of bots: players,
// the bots' level, rounds and hands played, the scores and a
// resignation.
func TableDetail(lang string, d kit.Detail) string {
	n := func(key string) int { return int(d.Int(key)) }
	var parts []string
	add := func(s ...string) { parts = append(parts, s...) }
	if k := n("players"); k > 0 {
		add(Plural(lang, k, "player", "players", "игрок", "игрока", "игроков"))
	}
	add(BotsName(lang, d.Str("level")))
	if k := n("rounds"); k > 0 {
		add(Plural(lang, k, "round", "rounds", "раунд", "раунда", "раундов"))
	}
	if k := n("hands"); k > 0 {
		add(Plural(lang, k, "hand", "hands", "раздача", "раздачи", "раздач"))
	}
	if sc, ok := d["scores"].([]any); ok {
		s := make([]string, len(sc))
		for i, v := range sc {
			s[i] = Itoa(kit.Detail{"v": v}.Int("v"))
		}
		add(strings.Join(s, " / "))
	}
	add(Resigned(lang, d)...)
	return strings.Join(parts, ", ")
}

// Resigned is "resigned" when the person resigned a card game
// (kit.ActResign), else nothing.
func Resigned(lang string, d kit.Detail) []string {
	if d.Str("end") == "resigned" {
		return []string{EndName(lang, "resigned")}
	}
	return nil
}

// BotsName names a bot level ("easy bots").
func BotsName(lang, level string) string {
	switch level {
	case "easy":
		return Tr(lang, "easy bots", "лёгкие боты")
	case "medium":
		return Tr(lang, "medium bots", "средние боты")
	case "normal", "strong", "hard":
		return Tr(lang, "strong bots", "сильные боты")
	}
	return level
}

// colourName names a side in a board game.
func colourName(lang, c string) string {
	switch strings.ToLower(c) {
	case "white":
		return Tr(lang, "White", "белых")
	case "black":
		return Tr(lang, "Black", "чёрных")
	}
	return c
}

// EndName names how a board game ended, from the engines' codes; an
// unknown code is shown as it is.
func EndName(lang, e string) string {
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
		return Tr(lang, t[0], t[1])
	}
	return e
}
