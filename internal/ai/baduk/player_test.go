package baduk

import (
	"context"
	"testing"

	g "gamehall/internal/games/baduk"
)

// After the bot's move and a reply the tree has read, the next search
// starts from that reply's subtree; a position off the tree starts anew.
func TestPlayerReusesTheTree(t *testing.T) {
	pos := g.NewPosition(9)
	p := Params{Playouts: 2000, ResignBelow: 0.05, Heavy: true, Patterns: true}
	pl := NewPlayer()
	d := pl.Think(context.Background(), pos, Situation{KomiHalf: 15}, p, 1)
	if err := pos.Play(d.Move); err != nil {
		t.Fatal(err)
	}
	// The reply the search visited most under the bot's move.
	old := pl.last
	var mine node
	for k := old.nodes[0].first; k < old.nodes[0].first+int32(old.nodes[0].nkids); k++ {
		if old.nodes[k].move == d.Move {
			mine = old.nodes[k]
		}
	}
	if mine.first < 0 {
		t.Fatal("the chosen move was never expanded")
	}
	reply, most := g.Pass, int32(-1)
	for k := mine.first; k < mine.first+int32(mine.nkids); k++ {
		if old.nodes[k].n > most {
			reply, most = old.nodes[k].move, old.nodes[k].n
		}
	}
	if err := pos.Play(reply); err != nil {
		t.Fatal(err)
	}
	s := pl.searcherFor(pos, 15, 2, g.Pass)
	visits := int32(0)
	for k := s.nodes[0].first; k >= 0 && k < s.nodes[0].first+int32(s.nodes[0].nkids); k++ {
		visits += s.nodes[k].n
	}
	if visits == 0 {
		t.Fatalf("the reply %v had %d visits, the new root's children none", reply, most)
	}
	// Another board of the same size is not in the tree.
	other := g.NewPosition(9)
	if err := other.Play(other.Board.PointAt(0, 0)); err != nil {
		t.Fatal(err)
	}
	other.ToMove = pos.ToMove
	if s, _ := pl.find(other, 15); s != nil {
		t.Fatal("a position off the tree was found in it")
	}
}
