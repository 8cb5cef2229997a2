package checkers

import (
	"fmt"

	game "gamehall/internal/games/checkers"
)

// gameSoFar is what the search needs of the game: the position, the keys
// of the positions since the last capture (for repetitions) and the
// no-capture clock.
type gameSoFar struct {
	pos   game.Position
	keys  []uint64 // oldest first, the current position last
	clock int
}

// replay rebuilds the game from the view's start position and moves.
func replay(v game.View) (gameSoFar, error) {
	var g gameSoFar
	p, err := game.ParseFEN(v.Start)
	if err != nil {
		return g, err
	}
	g.keys = []uint64{p.Key()}
	for i, text := range v.History {
		path, err := game.ParsePath(text)
		if err != nil {
			return g, fmt.Errorf("checkers bot: move %d: %w", i+1, err)
		}
		c, err := p.Match(path)
		if err != nil {
			return g, fmt.Errorf("checkers bot: move %d %q: %w", i+1, text, err)
		}
		p.Apply(&c.Move)
		if c.Move.IsCapture() {
			g.keys, g.clock = g.keys[:0], 0
		} else {
			g.clock++
		}
		g.keys = append(g.keys, p.Key())
	}
	if p.FEN() != v.FEN {
		return g, fmt.Errorf("checkers bot: the moves lead to %s, the view shows %s", p.FEN(), v.FEN)
	}
	g.pos = p
	return g, nil
}
