package baduk

import (
	"fmt"
	"strings"

	"gamehall/internal/games/kit"
)

var (
	_ kit.RatingVariants = Game{}
	_ kit.RatedResult    = Game{}
)

// RatingVariants: Go keeps one rating per board size ("9x9"), the bots'
// strength differing from one size to the next.
func (Game) RatingVariants() []kit.RatingVariant {
	var out []kit.RatingVariant
	for _, n := range Sizes {
		size := fmt.Sprintf("%dx%d", n, n)
		out = append(out, kit.RatingVariant{Key: size, TitleEN: "Rating " + size, TitleRU: "Рейтинг " + size,
			Label: fmt.Sprintf("%d×%d", n, n)})
	}
	return out
}

// RatedAs: a result's board is its size and level ("9x9-strong").
func (Game) RatedAs(r kit.Result) (variant, level string, ok bool) {
	return strings.Cut(r.Board, "-")
}
