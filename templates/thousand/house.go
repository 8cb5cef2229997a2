package thousand

import (
	"fmt"
	"strings"

	"gamehall/internal/games/thousand"
	"gamehall/templates/ui"
)

// houseLine lists the match's house rules, or "" for the original game.
func houseLine(lang string, h thousand.HouseRules) string {
	var parts []string
	if h.Barrel {
		parts = append(parts, fmt.Sprintf(ui.Tr(lang, "the barrel at %d", "бочка на %d"), thousand.BarrelScore))
	}
	if h.Bolts {
		parts = append(parts, ui.Tr(lang, "bolts", "болты"))
	}
	if h.Reset555 {
		parts = append(parts, fmt.Sprintf(ui.Tr(lang, "back to zero at %d", "самосвал на %d"), thousand.ResetScore))
	}
	if h.Round5 {
		parts = append(parts, ui.Tr(lang, "rounding to 5", "округление до 5"))
	}
	if h.WriteOff {
		parts = append(parts, ui.Tr(lang, "writing off a hand", "можно расписать игру"))
	}
	return strings.Join(parts, " · ")
}

// houseKeys are the new-game form's fields of the house rules that are on,
// so "New match" deals the same game again.
func houseKeys(h thousand.HouseRules) []string {
	var out []string
	for _, o := range []struct {
		on  bool
		key string
	}{{h.Barrel, thousand.OptBarrel}, {h.Bolts, thousand.OptBolts}, {h.Reset555, thousand.OptReset555}, {h.Round5, thousand.OptRound5}, {h.WriteOff, thousand.OptWriteOff}} {
		if o.on {
			out = append(out, o.key)
		}
	}
	return out
}

// barrelTitle says how long a seat has sat on the barrel.
func barrelTitle(lang string, n int) string {
	return fmt.Sprintf(ui.Tr(lang, "On the barrel at %d: hand %d of %d; only a made contract reaching %d counts",
		"На бочке (%d): раздача %d из %d; засчитывается только сыгранная игра до %d"),
		thousand.BarrelScore, n, thousand.BarrelTries, thousand.Target)
}

// markText says in a few words what the house rules did to a seat in a
// hand ("" for nothing).
func markText(lang string, m thousand.Mark) string {
	var parts []string
	if m.Has(thousand.MarkBolt) {
		parts = append(parts, ui.Tr(lang, "a bolt", "болт"))
	}
	if m.Has(thousand.MarkBoltPenalty) {
		parts = append(parts, fmt.Sprintf(ui.Tr(lang, "the third bolt: −%d", "третий болт: −%d"), thousand.BoltPenalty))
	}
	if m.Has(thousand.MarkReset) {
		parts = append(parts, fmt.Sprintf(ui.Tr(lang, "landed on %d: back to 0", "ровно %d: самосвал, счёт обнулён"), thousand.ResetScore))
	}
	if m.Has(thousand.MarkBarrel) {
		parts = append(parts, fmt.Sprintf(ui.Tr(lang, "on the barrel at %d", "на бочке (%d)"), thousand.BarrelScore))
	}
	if m.Has(thousand.MarkOnBarrel) {
		parts = append(parts, ui.Tr(lang, "stays on the barrel", "остаётся на бочке"))
	}
	if m.Has(thousand.MarkFell) {
		parts = append(parts, ui.Tr(lang, "fell off the barrel", "слёт с бочки"))
	}
	return strings.Join(parts, ", ")
}

// markNotes are the summary's lines on what the house rules did in the
// hand, one per seat they touched.
func markNotes(lang string, r thousand.HandResult) []string {
	var out []string
	for seat, m := range r.Marks {
		if t := markText(lang, m); t != "" {
			out = append(out, name(lang, seat)+": "+t)
		}
	}
	return out
}
