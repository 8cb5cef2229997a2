package baduk

import "fmt"

// Position is a board in a game: the side to move, the consecutive passes
// at the end and the hashes of every whole-board position so far, so that
// positional superko can forbid any move that recreates one of them.
type Position struct {
	Board  Board
	ToMove Color
	Passes int // consecutive passes just played
	seen   map[uint64]struct{}
}

// NewPosition is an empty board of the given size with Black to move.
func NewPosition(size int) *Position {
	p := &Position{ToMove: Black, seen: map[uint64]struct{}{}}
	p.Board.Reset(size)
	p.seen[p.Board.Hash()] = struct{}{}
	return p
}

// Clone is an independent copy.
func (p *Position) Clone() *Position {
	c := &Position{Board: p.Board, ToMove: p.ToMove, Passes: p.Passes,
		seen: make(map[uint64]struct{}, len(p.seen))}
	for h := range p.seen {
		c.seen[h] = struct{}{}
	}
	return c
}

// Seen reports whether a whole-board position with this hash occurred.
func (p *Position) Seen(hash uint64) bool {
	_, ok := p.seen[hash]
	return ok
}

// Setup places a stone before play (SGF AB and AW). It must go on an empty
// point and may neither capture nor be left without liberties.
func (p *Position) Setup(c Color, pt Point) error {
	b := &p.Board
	if !c.IsStone() || !b.OnBoard(pt) || b.At(pt) != Empty {
		return fmt.Errorf("baduk: setup stone on a taken or missing point")
	}
	if b.Play(c, pt) != 0 || b.Liberties(pt, 1) == 0 {
		return fmt.Errorf("baduk: setup stone captures or has no liberty")
	}
	b.ko = Pass
	p.seen[b.Hash()] = struct{}{}
	return nil
}

// Legal reports whether the side to move may play pt (Pass included)
// under the full rules: empty point, no suicide, no repeated position.
func (p *Position) Legal(pt Point) bool {
	return p.Why(pt) == nil
}

// Why says why the side to move may not play pt, or nil when it may.
func (p *Position) Why(pt Point) error {
	if pt == Pass {
		return nil
	}
	b := &p.Board
	switch {
	case !b.OnBoard(pt):
		return errOffBoard
	case b.At(pt) != Empty:
		return errOccupied
	case b.suicide(p.ToMove, pt):
		return errSuicide
	case pt == b.ko:
		return errKo
	case p.Seen(b.HashAfter(p.ToMove, pt)):
		return errSuperko
	}
	return nil
}

// Play makes the side to move play pt (or pass) and hands the turn over.
// An illegal move returns the reason and changes nothing.
func (p *Position) Play(pt Point) error {
	if err := p.Why(pt); err != nil {
		return err
	}
	p.Board.Play(p.ToMove, pt)
	if pt == Pass {
		p.Passes++
	} else {
		p.Passes = 0
		p.seen[p.Board.Hash()] = struct{}{}
	}
	p.ToMove = p.ToMove.Opponent()
	return nil
}

// ruleError is a refused move with its reason in English and Russian.
type ruleError struct{ en, ru string }

func (e *ruleError) Error() string { return e.en }

// The reasons a move can be illegal.
var (
	errOffBoard = &ruleError{"that point is not on the board", "этой точки нет на доске"}
	errOccupied = &ruleError{"that point is already taken", "эта точка уже занята"}
	errSuicide  = &ruleError{"suicide: the stone would have no liberties and captures nothing",
		"самоубийственный ход: у камня не будет свобод, и он ничего не берёт"}
	errKo = &ruleError{"ko: you may not retake at once; play elsewhere first",
		"ко: нельзя сразу взять обратно, сначала сыграйте в другом месте"}
	errSuperko = &ruleError{"superko: this move would repeat an earlier position",
		"суперко: этот ход повторил бы прежнюю позицию"}
)
