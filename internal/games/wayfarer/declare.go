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

// parseGalaxy reads a galaxy seed, any 64-bit whole number.
func parseGalaxy(s string) (any, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return nil, kit.Invalid("The galaxy seed must be a whole number (or blank for the standard galaxy).",
			"Зерно галактики — целое число (или пусто для стандартной галактики).")
	}
	return n, nil
}
