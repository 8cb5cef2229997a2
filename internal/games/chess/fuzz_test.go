package chess

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// checkPosition verifies everything a reachable position must satisfy.
func checkPosition(t testing.TB, p *Position) {
	t.Helper()
	if p.attackedBy(p.KingSquare(p.side^1), p.side, p.Occupied()) {
		t.Fatalf("%s: the side to move could take the king", p.FEN())
	}
	var all Bitboard
	for s := Square(0); s < 64; s++ {
		pc := p.board[s]
		if pc == NoPiece {
			continue
		}
		all |= s.Bit()
		if !p.byType[pc.Type()].Has(s) || !p.byColor[pc.Color()].Has(s) {
			t.Fatalf("%s: bitboards miss the %c on %v", p.FEN(), pc.Letter(), s)
		}
	}
	if all != p.Occupied() || p.byColor[White]&p.byColor[Black] != 0 {
		t.Fatalf("%s: bitboards disagree with the board", p.FEN())
	}
	if p.Pieces(White, King).Count() != 1 || p.Pieces(Black, King).Count() != 1 {
		t.Fatalf("%s: kings", p.FEN())
	}
	if p.byType[Pawn]&(Rank1|Rank8) != 0 {
		t.Fatalf("%s: pawn on a back rank", p.FEN())
	}
	if p.hash != p.computeHash() {
		t.Fatalf("%s: hash out of date", p.FEN())
	}
	q, err := ParseFEN(p.FEN())
	if err != nil || q != *p {
		t.Fatalf("%s: FEN round trip: %v", p.FEN(), err)
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	if ml.N != p.CountLegal() {
		t.Fatalf("%s: count %d, list %d", p.FEN(), p.CountLegal(), ml.N)
	}
}

// playRandomGame plays random legal moves from a seed, checking every
// position on the way, until the game ends by the rules or maxPlies.
func playRandomGame(t testing.TB, seed uint64, maxPlies int) {
	rng := rand.New(rand.NewPCG(seed, 7))
	p := NewPosition()
	for ply := 0; ply < maxPlies && p.Terminal() == Ongoing; ply++ {
		checkPosition(t, &p)
		var ml MoveList
		p.GenerateLegal(&ml)
		m := ml.Moves[rng.IntN(ml.N)]
		before := p
		u := p.Make(m)
		after := p
		p.Unmake(m, u)
		if p != before {
			t.Fatalf("%s: unmake of %v did not restore", before.FEN(), m)
		}
		p = after
	}
	checkPosition(t, &p)
}

// TestRandomPlayStaysLegal: random legal play never reaches an illegal
// position (king capturable, broken bitboards, stale hash...).
func TestRandomPlayStaysLegal(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		playRandomGame(t, seed, 400)
	}
}

func FuzzRandomPlay(f *testing.F) {
	for s := uint64(0); s < 4; s++ {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed uint64) { playRandomGame(t, seed, 300) })
}

// FuzzParseMove: random text into the move parser never panics, never
// changes the position, and anything it accepts is a legal move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O", "e8=Q+", "exd5", "a7a8q", "Qxh7#", "0-0-0", "Raxd1", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, fen := range []string{StartFEN, kiwipeteFEN, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"} {
			p, _ := ParseFEN(fen)
			before := p
			m, err := p.ParseMove(text)
			if p != before {
				t.Fatalf("ParseMove(%q) changed the position", text)
			}
			if err != nil {
				continue
			}
			var ml MoveList
			p.GenerateLegal(&ml)
			found := false
			for _, l := range ml.Slice() {
				found = found || l == m
			}
			if !found {
				t.Fatalf("ParseMove(%q) = %v, not a legal move", text, m)
			}
		}
	})
}

// FuzzParseFEN: random text never panics the FEN reader, and every
// position it accepts is sound and writes back to an equal position.
func FuzzParseFEN(f *testing.F) {
	f.Add(StartFEN)
	f.Add(kiwipeteFEN)
	f.Add("8/8/8/8/8/8/8/8 w - - 0 1")
	f.Add("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")
	f.Fuzz(func(t *testing.T, fen string) {
		if strings.Count(fen, "/") > 20 {
			return
		}
		p, err := ParseFEN(fen)
		if err != nil {
			return
		}
		// FEN may describe positions no game reaches (nine queens),
		// but the generator's own promises must hold.
		q, err := ParseFEN(p.FEN())
		if err != nil || q != p {
			t.Fatalf("%q: round trip %v", fen, err)
		}
		var ml MoveList
		p.GenerateLegal(&ml)
		if ml.N != p.CountLegal() {
			t.Fatalf("%q: count differs", fen)
		}
		for _, m := range ml.Slice() {
			u := p.Make(m)
			if p.attackedBy(p.KingSquare(p.side^1), p.side, p.Occupied()) {
				t.Fatalf("%q: %v leaves the king in check", fen, m)
			}
			p.Unmake(m, u)
		}
		if p != q {
			t.Fatalf("%q: make/unmake changed the position", fen)
		}
	})
}
