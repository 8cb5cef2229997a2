package minesweeper

import (
	"math/rand/v2"

	"gamehall/internal/games/kit"
)

// NoGuessKey is the new-game form's checkbox for a field that needs no
// guess.
const NoGuessKey = "noguess"

// noGuessOption asks for a no-guess field; it is its own ranked
// category, with its own boards.
var noGuessOption = kit.Option{Key: NoGuessKey, Kind: kit.KindCheckbox,
	LabelEN: "No guessing", LabelRU: "Без угадывания",
	HintEN: "the whole field can be cleared by logic from the first click (classic sizes only); its own leaderboards",
	HintRU: "всё поле открывается логикой с первого нажатия (только классические поля); свои таблицы рекордов"}

// noGuessCustom refuses a no-guess custom field: its density is the
// player's choice and a dense field may have no solvable layout at all.
var noGuessCustom = kit.Invalid(
	"No guessing is offered on the classic fields only: pick Beginner, Intermediate or Expert.",
	"Поле без угадывания бывает только классического размера: выберите «Новичок», «Любитель» или «Эксперт».")

// maxDraws bounds the layouts tried for a no-guess field. The classic
// sizes need a few on average (Expert the most; see the measurements in
// the tests), so the bound is never met there; it only keeps a bug from
// looping forever.
const maxDraws = 100_000

// placeSolvable lays n mines as placeMines does, again and again from
// the same RNG until the logic solver clears the field from first, and
// returns how many layouts it drew. The RNG lives in the state, so a
// seed always gives the same field.
func (b *board) placeSolvable(first, n int, rng *rand.Rand) int {
	for draw := 1; ; draw++ {
		b.placeMines(first, n, rng)
		if draw >= maxDraws || logicSolves(b, first) {
			return draw
		}
		for i := range b.cells {
			b.cells[i] &^= bitMine
		}
	}
}

// boardKeys are the boards a game of this field stands on: its best
// time ("expert", "expert-noguess") and its win rate ("expert-rate",
// "expert-noguess-rate"). A custom field has only "custom", which no
// board lists.
func boardKeys(c config) (timeKey, rateKey string) {
	if c.preset == CustomKey {
		return CustomKey, ""
	}
	timeKey = c.preset
	if c.noGuess {
		timeKey += "-noguess"
	}
	return timeKey, timeKey + "-rate"
}
