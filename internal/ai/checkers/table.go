package checkers

import "sync"

// Bound says what a stored score is.
const (
	exact uint8 = iota
	lower       // the true score is at least this (a beta cut-off)
	upper       // the true score is at most this (every move failed low)
)

// entry is one remembered search result.
type entry struct {
	key   uint64
	score int16
	depth int8
	bound uint8
	move  uint8 // index of the best move in the generator's order
	age   uint8
}

// table is a transposition table: results of positions already searched,
// found again by their key.
type table struct {
	entries []entry
	mask    uint64
	age     uint8
}

// tables keeps large tables between searches, so a busy server does not
// allocate one for every move; whatever a previous game left behind is
// still keyed by position and so still true.
var tables sync.Pool

func getTable(bits int) *table {
	if t, ok := tables.Get().(*table); ok && len(t.entries) == 1<<bits {
		t.age++
		return t
	}
	return &table{entries: make([]entry, 1<<bits), mask: 1<<bits - 1}
}

func putTable(t *table) { tables.Put(t) }

func (t *table) probe(key uint64) (entry, bool) {
	e := t.entries[key&t.mask]
	return e, e.key == key
}

// store keeps a result unless the slot holds a deeper one from the same
// search.
func (t *table) store(key uint64, depth, score int, bound uint8, move int) {
	e := &t.entries[key&t.mask]
	if e.key != key && e.age == t.age && int(e.depth) > depth {
		return
	}
	*e = entry{key: key, score: int16(score), depth: int8(depth), bound: bound, move: uint8(move), age: t.age}
}
