package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"gamehall/internal/games/cards"
)

// dealFrom lays out a 52-card deck the usual way: column i gets i+1
// cards, the last face up; the rest is the stock, deck[28] drawn last.
func dealFrom(deck []cards.Card, drawThree bool) Position {
	p := Position{DrawThree: drawThree}
	n := 0
	for i := range Columns {
		p.Columns[i].Down = slices.Clone(deck[n : n+i])
		p.Columns[i].Up = slices.Clone(deck[n+i : n+i+1])
		n += i + 1
	}
	p.Stock = slices.Clone(deck[n:])
	return p
}

func randomDeal(seed uint64, drawThree bool) Position {
	deck := cards.Deck52()
	cards.Shuffle(deck, rand.New(rand.NewPCG(seed, 7)))
	return dealFrom(deck, drawThree)
}

// list parses card codes for tests.
func list(codes ...string) []cards.Card {
	out := make([]cards.Card, len(codes))
	for i, code := range codes {
		out[i] = cards.MustParse(code)
	}
	return out
}

// replay plays moves on p by the rules, independently of the search,
// and fails unless they are all legal and win the game.
func replay(p Position, moves []Move) error {
	p = clonePosition(p)
	for n, m := range moves {
		if err := replayOne(&p, m); err != nil {
			return fmt.Errorf("move %d (%+v): %w", n, m, err)
		}
	}
	if p.Foundations != [4]int{13, 13, 13, 13} {
		return fmt.Errorf("moves end with foundations %v", p.Foundations)
	}
	return nil
}

func clonePosition(p Position) Position {
	for i := range p.Columns {
		p.Columns[i].Down = slices.Clone(p.Columns[i].Down)
		p.Columns[i].Up = slices.Clone(p.Columns[i].Up)
	}
	p.Stock, p.Waste = slices.Clone(p.Stock), slices.Clone(p.Waste)
	return p
}

func replayOne(p *Position, m Move) error {
	var moving []cards.Card
	switch m.From.Kind {
	case Talon:
		if err := drawUntil(p, m.Card); err != nil {
			return err
		}
		moving = []cards.Card{m.Card}
		p.Waste = p.Waste[:len(p.Waste)-1]
	case Tableau:
		col := &p.Columns[m.From.Index]
		if m.Count < 1 || m.Count > len(col.Up) || col.Up[len(col.Up)-m.Count] != m.Card {
			return fmt.Errorf("column %d does not hold that run", m.From.Index)
		}
		moving = slices.Clone(col.Up[len(col.Up)-m.Count:])
		col.Up = col.Up[:len(col.Up)-m.Count]
		if len(col.Up) == 0 && len(col.Down) > 0 {
			col.Up = []cards.Card{col.Down[len(col.Down)-1]}
			col.Down = col.Down[:len(col.Down)-1]
		}
	case Foundation:
		s := m.From.Index
		if p.Foundations[s] == 0 || cardOf(p.Foundations[s], s) != m.Card {
			return fmt.Errorf("foundation top is not %v", m.Card)
		}
		p.Foundations[s]--
		moving = []cards.Card{m.Card}
	}
	switch m.To.Kind {
	case Foundation:
		c := moving[0]
		if len(moving) != 1 || p.Foundations[suitOf[c]]+1 != Rank(c) {
			return fmt.Errorf("%v cannot go home", c)
		}
		p.Foundations[suitOf[c]]++
	case Tableau:
		col := &p.Columns[m.To.Index]
		if len(col.Up) == 0 {
			if len(col.Down) > 0 || Rank(moving[0]) != 13 {
				return fmt.Errorf("only a king may fill column %d", m.To.Index)
			}
		} else if !stacks(moving[0], col.Up[len(col.Up)-1]) {
			return fmt.Errorf("%v does not fit on %v", moving[0], col.Up[len(col.Up)-1])
		}
		col.Up = append(col.Up, moving...)
	default:
		return fmt.Errorf("cannot move to the talon")
	}
	return nil
}

// drawUntil draws (and redeals) until c is the waste top, giving up
// after two full passes.
func drawUntil(p *Position, c cards.Card) error {
	step := 1
	if p.DrawThree {
		step = 3
	}
	for range 2*(len(p.Stock)+len(p.Waste)) + 2 {
		if n := len(p.Waste); n > 0 && p.Waste[n-1] == c {
			return nil
		}
		if len(p.Stock) == 0 {
			slices.Reverse(p.Waste)
			p.Stock, p.Waste = p.Waste, nil
			continue
		}
		for range min(step, len(p.Stock)) {
			p.Waste = append(p.Waste, p.Stock[len(p.Stock)-1])
			p.Stock = p.Stock[:len(p.Stock)-1]
		}
	}
	return fmt.Errorf("%v never reaches the waste top", c)
}
