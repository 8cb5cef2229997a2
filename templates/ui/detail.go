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
	p := NewDetailParts(d)
	if r := d.Str("result"); r != "" {
		p.Add(r)
	}
	if e := d.Str("end"); e != "" {
		p.Add(EndName(lang, e))
	}
	if c := d.Str("colour"); c != "" {
		p.Add(Tr(lang, "as ", "за ") + colourName(lang, c))
	}
	if k := p.N("moves"); k > 0 {
		p.Add(Plural(lang, k, "move", "moves", "ход", "хода", "ходов"))
	}
	if k := p.N("handicap"); k > 0 {
		p.Add(Tr(lang, "handicap ", "фора ") + Itoa(k))
	}
	return p.String()
}

// TableDetail prints a card game's result at a table of bots: players,
// the bots' level, rounds and hands played, the scores and a
// resignation.
func TableDetail(lang string, d kit.Detail) string {
	p := NewDetailParts(d)
	if k := p.N("players"); k > 0 {
		p.Add(Plural(lang, k, "player", "players", "игрок", "игрока", "игроков"))
	}
	p.Add(BotsName(lang, d.Str("level")))
	if k := p.N("rounds"); k > 0 {
		p.Add(Plural(lang, k, "round", "rounds", "раунд", "раунда", "раундов"))
	}
	if k := p.N("hands"); k > 0 {
		p.Add(Plural(lang, k, "hand", "hands", "раздача", "раздачи", "раздач"))
	}
	if sc, ok := d["scores"].([]any); ok {
		s := make([]string, len(sc))
		for i, v := range sc {
			s[i] = Itoa(kit.Detail{"v": v}.Int("v"))
		}
		p.Add(strings.Join(s, " / "))
	}
	p.Add(Resigned(lang, d)...)
	return p.String()
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

// DetailParts collects the printed parts of a result's particulars;
// String joins them with commas.
type DetailParts struct {
	d     kit.Detail
	parts []string
}

// NewDetailParts starts printing d.
func NewDetailParts(d kit.Detail) *DetailParts { return &DetailParts{d: d} }

// N is the detail's number under key, 0 when missing.
func (p *DetailParts) N(key string) int { return int(p.d.Int(key)) }

// Add appends printed parts.
func (p *DetailParts) Add(s ...string) { p.parts = append(p.parts, s...) }

// String is the parts joined with commas.
func (p *DetailParts) String() string { return strings.Join(p.parts, ", ") }
