package chess

import (
	"sync"

	c "gamehall/internal/games/chess"
)

// Bound kinds of a stored score.
const (
	boundExact = iota + 1
	boundLower // the score is at least this (a beta cut-off)
	boundUpper // the score is at most this (no move raised alpha)
)

// ttEntry is one remembered search result, 16 bytes.
type ttEntry struct {
	key   uint64
	move  c.Move
	score int16
	depth int8
	bound uint8
	_     [2]byte
}

// table is a transposition table: a power-of-two array indexed by the
// low bits of the position hash, the full hash kept to verify a hit.
type table struct {
	entries []ttEntry
	mask    uint64
}

// ttSize is the entries per search: 1<<19 entries are 8 MB, plenty for
// a one-second search, and tables are pooled between moves.
const ttSize = 1 << 19

var tablePool = sync.Pool{New: func() any {
	return &table{entries: make([]ttEntry, ttSize), mask: ttSize - 1}
}}

func getTable() *table {
	t := tablePool.Get().(*table)
	clear(t.entries)
	return t
}

func putTable(t *table) { tablePool.Put(t) }

func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.entries[key&t.mask]
	return e, e.key == key && e.bound != 0
}

// store keeps the deeper of the old and the new result for the same
// position, and always replaces another position's entry.
func (t *table) store(key uint64, move c.Move, score, depth, bound int) {
	e := &t.entries[key&t.mask]
	if e.key == key && int(e.depth) > depth && (bound != boundExact || depth == 0) {
		return
	}
	if move == c.NoMove && e.key == key {
		move = e.move // keep the known best move of this position
	}
	*e = ttEntry{key: key, move: move, score: int16(score), depth: int8(depth), bound: uint8(bound)}
}

// Mate scores are stored relative to the node, not the root, so they
// stay right when the same position is reached at another ply.
func scoreToTT(s, ply int) int {
	switch {
	case s >= mateBound:
		return s + ply
	case s <= -mateBound:
		return s - ply
	}
	return s
}

func scoreFromTT(s, ply int) int {
	switch {
	case s >= mateBound:
		return s - ply
	case s <= -mateBound:
		return s + ply
	}
	return s
}
