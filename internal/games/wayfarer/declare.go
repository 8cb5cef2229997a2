package wayfarer

import (
	"strconv"

	"gamehall/internal/games/kit"
)

// formOptions are the fields of the new-game form: an optional galaxy seed.
var formOptions = []kit.Option{
	{Key: "galaxy", Kind: kit.KindText, LabelEN: "Galaxy seed", LabelRU: "Зерно галактики",
		HintEN: "Any whole number gives a different universe: every name, government and star moves.",
		HintRU: "Любое целое число даёт другую вселенную: меняются все имена, правительства и звёзды.",
		Parse:  parseGalaxy},
}

// customGalaxy is why a career in another galaxy is casual: its markets
// and distances differ, so its numbers do not compare.
var customGalaxy = kit.Because("a custom galaxy", "своя галактика")

// ranking: careers in the standard galaxy are ranked.
func ranking(v kit.Values) kit.Casual {
	if v.Has("galaxy") {
		return customGalaxy
	}
	return kit.Casual{}
}

// parseGalaxy reads a galaxy seed, any 64-bit whole number.
func parseGalaxy(s string) (any, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return nil, kit.Invalid("The galaxy seed must be a whole number (or blank for the standard galaxy).",
			"Зерно галактики — целое число (или пусто для стандартной галактики).")
	}
	return n, nil
}
