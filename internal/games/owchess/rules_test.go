package owchess

import (
	"math"
	"math/rand/v2"
	"net/url"
	"slices"
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

func TestFight(t *testing.T) {
	for _, c := range []struct{ a, d, wantA, wantD int }{
		{1, 3, 1, 2}, // weaker attacker: defender loses a, attacker 3 but keeps 1
		{2, 5, 1, 3},
		{5, 6, 2, 1},
		{3, 1, 2, 0}, // stronger attacker: loses d, defender loses 3 and dies
		{5, 3, 2, 0},
		{7, 4, 3, 1}, // a tough defender survives the 3
		{1, 1, 1, 0}, // equal: attacker left with 1, defender loses 3
		{3, 3, 1, 0},
		{5, 5, 1, 2},
	} {
		a, d := Fight(c.a, c.d)
		if a != c.wantA || d != c.wantD {
			t.Errorf("Fight(%d, %d) = %d, %d; want %d, %d", c.a, c.d, a, d, c.wantA, c.wantD)
		}
	}
}

// targets lists the squares a piece on from may go to.
func targets(s *State, from string) []string {
	sq, _ := ParseSquare(from)
	side := s.rec.Board[sq].P.Color
	open := s.open(side)
	var out []string
	for _, m := range PieceMoves(&s.rec.Board, sq, s.rec.Ext[side], &open, nil) {
		out = append(out, SquareName(m.To))
	}
	slices.Sort(out)
	return out
}

func TestMoves(t *testing.T) {
	type piece struct {
		sq string
		k  Kind
		c  Color
	}
	for _, c := range []struct {
		name   string
		pieces []piece
		ext    bool
		fogged []string
		from   string
		want   []string
	}{
		{"rook reaches 3", []piece{{"a1", Rook, White}}, false, nil, "a1",
			[]string{"a2", "a3", "a4", "b1", "c1", "d1"}},
		{"rook reaches 5 with longer moves", []piece{{"a1", Rook, White}}, true, nil, "a1",
			[]string{"a2", "a3", "a4", "a5", "a6", "b1", "c1", "d1"}},
		{"queen reaches 3 in 8 directions", []piece{{"d4", Queen, White}, {"d2", Pawn, White}, {"f6", Pawn, Black}}, false, nil, "d4",
			[]string{"a1", "a4", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d3", "d5", "d6", "d7", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g4"}},
		{"bishop slides to the edge", []piece{{"c1", Bishop, White}}, false, nil, "c1",
			[]string{"a3", "b2", "d2", "e3", "f4", "g5", "h6"}},
		{"knight jumps", []piece{{"b1", Knight, White}, {"d2", Pawn, White}, {"c3", Pawn, Black}}, false, nil, "b1",
			[]string{"a3", "c3"}},
		{"king steps one", []piece{{"h1", Queen, White}}, false, nil, "e1",
			[]string{"d1", "d2", "e2", "f1", "f2"}},
		{"pawn: two from home", []piece{{"c2", Pawn, White}}, false, nil, "c2", []string{"c3", "c4"}},
		{"pawn: one later", []piece{{"c3", Pawn, White}}, false, nil, "c3", []string{"c4"}},
		{"pawn: two with longer moves", []piece{{"c3", Pawn, White}}, true, nil, "c3", []string{"c4", "c5"}},
		{"pawn: blocked ahead, attacks diagonally", []piece{{"c3", Pawn, White}, {"c4", Pawn, Black}, {"d4", Knight, Black}, {"b4", Knight, White}}, false, nil, "c3",
			[]string{"d4"}},
		{"black pawn goes down", []piece{{"f7", Pawn, Black}}, false, nil, "f7", []string{"f5", "f6"}},
		{"fog stops a slide and is never a target", []piece{{"a1", Rook, White}}, false, []string{"a3", "c1"}, "a1",
			[]string{"a2", "b1"}},
		{"a knight cannot jump into fog", []piece{{"b1", Knight, White}}, false, []string{"a3", "c3"}, "b1",
			[]string{"d2"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := emptyGame(t)
			for _, p := range c.pieces {
				put(s, p.sq, p.k, p.c, 0)
			}
			s.rec.Ext[White], s.rec.Ext[Black] = c.ext, c.ext
			for _, f := range c.fogged {
				sq, _ := ParseSquare(f)
				s.rec.Fog[White][sq], s.rec.Fog[Black][sq] = Closed, Closed
			}
			if got := targets(s, c.from); !slices.Equal(got, c.want) {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}

func TestAttackOutcomes(t *testing.T) {
	// A knight (3) attacks a queen (3): equal, the queen dies and the
	// knight moves in with 1 HP.
	s := emptyGame(t)
	put(s, "d4", Knight, White, 0)
	put(s, "e6", Queen, Black, 0)
	if err := s.Apply(0, mv("d4", "e6"), t0); err != nil {
		t.Fatal(err)
	}
	if p := at(s, "e6"); p.Kind != Knight || p.HP != 1 || at(s, "d4").Kind != None {
		t.Fatalf("after the fight: e6 %+v, d4 %+v", p, at(s, "d4"))
	}
	// A pawn (1) attacks a rook (3): the rook keeps 2 and the pawn stays
	// home with 1 HP.
	s = emptyGame(t)
	put(s, "d4", Pawn, White, 0)
	put(s, "e5", Rook, Black, 0)
	if err := s.Apply(0, mv("d4", "e5"), t0); err != nil {
		t.Fatal(err)
	}
	if p, r := at(s, "d4"), at(s, "e5"); p.Kind != Pawn || p.HP != 1 || r.Kind != Rook || r.HP != 2 {
		t.Fatalf("after the fight: d4 %+v, e5 %+v", p, r)
	}
	if s.rec.Turn != Black {
		t.Fatal("an attack uses up the move")
	}
	// Destroying the king ends the game.
	s = emptyGame(t)
	put(s, "e7", Queen, White, 6)
	s.rec.Board[Sq(4, 7)].P.HP = 2
	if err := s.Apply(0, mv("e7", "e8"), t0); err != nil {
		t.Fatal(err)
	}
	if !s.Over() || s.rec.End != EndKing || s.outcome() != kit.Win {
		t.Fatalf("king destroyed: over %v end %q", s.Over(), s.rec.End)
	}
	if r := s.Results(); len(r) != 2 || r[0].Board != string(kit.Easy) || r[0].Outcome != kit.Win || r[1].Board != BoardCoins {
		t.Fatalf("results: %+v", r)
	}
}

func TestPromotion(t *testing.T) {
	s := emptyGame(t)
	put(s, "a7", Pawn, White, 0)
	if err := s.Apply(0, mv("a7", "a8"), t0); err != nil {
		t.Fatal(err)
	}
	if p := at(s, "a8"); p.Kind != Queen || p.HP != 3 || p.Max != 3 {
		t.Fatalf("promoted: %+v", p)
	}
}

func TestBonuses(t *testing.T) {
	for _, c := range []struct {
		name       string
		bonus      Bonus
		kind       Kind
		hp, max    int
		wantHP     []int // any of
		wantMax    int
		wantBonus  Bonus // left on the square
		kingHP     int
		kingMax    int
		wantKingHP int
		wantKMax   int
	}{
		{"regen heals 1-2", Regen, Knight, 1, 3, []int{2, 3}, 3, NoBonus, 5, 5, 5, 5},
		{"regen stops at the maximum", Regen, Knight, 3, 3, []int{3}, 3, NoBonus, 5, 5, 5, 5},
		{"hp upgrade", HPUpgrade, Bishop, 2, 3, []int{3}, 4, NoBonus, 5, 5, 5, 5},
		{"damage takes 3", Damage, Rook, 5, 6, []int{2}, 6, NoBonus, 5, 5, 5, 5},
		{"damage never kills", Damage, Pawn, 1, 1, []int{1}, 1, NoBonus, 5, 5, 5, 5},
		{"king's HP heals the king", KingHP, Pawn, 1, 1, []int{1}, 1, NoBonus, 2, 5, 5, 5},
		{"king's HP grows a healthy king", KingHP, Pawn, 1, 1, []int{1}, 1, NoBonus, 5, 5, 6, 6},
		{"kings cannot use regen", Regen, King, 3, 5, []int{3}, 5, Regen, 3, 5, 3, 5},
		{"kings cannot use hp upgrades", HPUpgrade, King, 3, 5, []int{3}, 5, HPUpgrade, 3, 5, 3, 5},
		{"damage hurts kings too", Damage, King, 5, 5, []int{2}, 5, NoBonus, 5, 5, 2, 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 6; seed++ {
				s := emptyGame(t)
				s.pcg.Seed(seed, seed)
				s.rec.Board[Sq(4, 0)].P = Piece{}
				put(s, "h1", King, White, 0)
				k := &s.rec.Board[Sq(7, 0)].P
				k.HP, k.Max = c.kingHP, c.kingMax
				if c.kind == King {
					s.rec.Board[Sq(7, 0)].P = Piece{}
				}
				put(s, "d3", c.kind, White, 0)
				p := &s.rec.Board[Sq(3, 2)].P
				p.HP, p.Max = c.hp, c.max
				to := map[Kind]string{Knight: "e5", Bishop: "e4"}[c.kind]
				if to == "" {
					to = "d4"
				}
				toSq, _ := ParseSquare(to)
				s.rec.Board[toSq].Bonus = c.bonus
				if err := s.Apply(0, mv("d3", to), t0); err != nil {
					t.Fatal(err)
				}
				got := at(s, to)
				if !slices.Contains(c.wantHP, got.HP) || got.Max != c.wantMax {
					t.Fatalf("piece after: %d/%d, want %v/%d", got.HP, got.Max, c.wantHP, c.wantMax)
				}
				if b := s.rec.Board[toSq].Bonus; b != c.wantBonus {
					t.Fatalf("bonus left: %v, want %v", b, c.wantBonus)
				}
				if c.kind != King {
					if kp := at(s, "h1"); kp.HP != c.wantKingHP || kp.Max != c.wantKMax {
						t.Fatalf("king after: %d/%d, want %d/%d", kp.HP, kp.Max, c.wantKingHP, c.wantKMax)
					}
				}
			}
		})
	}
}

func TestAddPieceBonus(t *testing.T) {
	s := emptyGame(t)
	put(s, "a2", Rook, White, 0)
	s.rec.Board[Sq(0, 3)].Bonus = NoBonus
	// a3 has free neighbours a2 (after the rook leaves), b2, b3, b4, a4
	// (a merchant: never), so the new piece lands on one of the others.
	s.rec.Board[Sq(0, 2)].Bonus = AddPiece
	if err := s.Apply(0, mv("a2", "a3"), t0); err != nil {
		t.Fatal(err)
	}
	found := ""
	for _, n := range []string{"a2", "b2", "b3", "b4"} {
		if p := at(s, n); p.Kind != None && p.Color == White {
			found = n
		}
	}
	if found == "" || at(s, "a4").Kind != None {
		t.Fatalf("no new piece beside a3 (or one on the merchant)")
	}
	// Surrounded, the bonus gives nothing.
	s = emptyGame(t)
	put(s, "g1", Pawn, White, 0)
	put(s, "g2", Pawn, White, 0)
	put(s, "h3", Pawn, Black, 0)
	put(s, "g3", Pawn, Black, 0)
	s.rec.Board[Sq(7, 1)].Bonus = AddPiece
	s.rec.Board[Sq(7, 0)].P = NewPiece(Bishop, White)
	put(s, "f1", Knight, White, 0)
	n := pieces(s)
	if err := s.Apply(0, mv("f1", "h2"), t0); err != nil {
		t.Fatal(err)
	}
	if pieces(s) != n {
		t.Fatal("a piece appeared with no free square")
	}
}

func pieces(s *State) int {
	n := 0
	for _, c := range s.rec.Board {
		if c.P.Kind != None {
			n++
		}
	}
	return n
}

func TestCoinsMerchantShop(t *testing.T) {
	s := emptyGame(t)
	put(s, "a1", Rook, White, 0)
	put(s, "b2", Knight, White, 0)
	put(s, "d6", Knight, Black, 0)
	s.rec.Board[Sq(0, 2)].Coin = true
	s.rec.Coins[White] = 5
	// Passing a3 does not pick the coin up; stopping there does.
	if err := s.Apply(0, mv("a1", "a3"), t0); err != nil {
		t.Fatal(err)
	}
	if s.rec.Coins[White] != 6 || s.rec.Collected[White] != 1 || s.rec.Board[Sq(0, 2)].Coin {
		t.Fatalf("coins %d collected %d", s.rec.Coins[White], s.rec.Collected[White])
	}
	s.rec.Turn = White
	if err := s.Apply(0, mv("a3", "a4"), t0); err != nil {
		t.Fatal(err)
	}
	if !s.rec.Shop || s.rec.Turn != White {
		t.Fatal("stepping on a merchant with 3 coins opens the shop and keeps the move")
	}
	if err := s.Apply(0, mv("b2", "c4"), t0); err == nil {
		t.Fatal("a move while shopping")
	}
	if err := s.Apply(0, kit.Action{"do": {"buy"}, "item": {"gold"}}, t0); err == nil {
		t.Fatal("an unknown item")
	}
	if err := s.Apply(1, kit.Action{"do": {"buy"}, "item": {"hp"}}, t0); err == nil {
		t.Fatal("the bot shops in my shop")
	}
	if err := s.Apply(0, kit.Action{"do": {"buy"}, "item": {"extend"}}, t0); err != nil {
		t.Fatal(err)
	}
	if !s.rec.Ext[White] || s.rec.Coins[White] != 3 || !s.rec.Shop {
		t.Fatal("longer moves bought, shop still open with 3 coins")
	}
	if err := s.Apply(0, kit.Action{"do": {"buy"}, "item": {"extend"}}, t0); err == nil {
		t.Fatal("longer moves bought twice")
	}
	if err := s.Apply(0, kit.Action{"do": {"buy"}, "item": {"weaken"}}, t0); err != nil {
		t.Fatal(err)
	}
	if p := at(s, "d6"); p.HP != 1 {
		t.Fatalf("weakened knight: %d HP, want 1", p.HP)
	}
	if k := at(s, "e8"); k.HP != 2 {
		t.Fatalf("weakened king: %d HP, want 2", k.HP)
	}
	if s.rec.Shop || s.rec.Turn != Black {
		t.Fatal("with no coins left the shop closes and the move ends")
	}
}

func TestShopItemsHPAndCurse(t *testing.T) {
	s := emptyGame(t)
	put(s, "b3", Knight, White, 2)
	s.rec.Coins[White] = 3
	s.rec.Shop = true
	if err := s.Apply(0, kit.Action{"do": {"buy"}, "item": {"hp"}}, t0); err != nil {
		t.Fatal(err)
	}
	if p := at(s, "b3"); p.HP != 5 || p.Max != 6 {
		t.Fatalf("knight after More HP: %d/%d", p.HP, p.Max)
	}
	if k := at(s, "e1"); k.HP != 5 || k.Max != 5 {
		t.Fatal("More HP skips the king")
	}
	s = emptyGame(t)
	s.rec.Coins[White] = 4
	s.rec.Shop = true
	if err := s.Apply(0, kit.Action{"do": {"buy"}, "item": {"curse"}}, t0); err != nil {
		t.Fatal(err)
	}
	if s.rec.Curses[Black] != 1 {
		t.Fatal("the curse lies on the enemy")
	}
	// Leaving ends the move; the shop is closed for the next side.
	s = emptyGame(t)
	s.rec.Coins[White] = 9
	s.rec.Shop = true
	if err := s.Apply(0, kit.Action{"do": {"leave"}}, t0); err != nil || s.rec.Turn != Black || s.rec.Shop {
		t.Fatalf("leave: %v", err)
	}
}

func TestMerchantWithoutMoneyStaysShut(t *testing.T) {
	s := emptyGame(t)
	put(s, "b3", Pawn, White, 0)
	put(s, "a1", Rook, White, 0)
	s.rec.Coins[White] = 2
	if err := s.Apply(0, mv("a1", "a4"), t0); err != nil {
		t.Fatal(err)
	}
	if s.rec.Shop || s.rec.Turn != Black {
		t.Fatal("the shop opened for a side that cannot pay")
	}
}

func TestBonusWeights(t *testing.T) {
	share := func(w [6]int, b Bonus) float64 {
		total := 0
		for _, x := range w {
			total += x
		}
		return float64(w[b]) / float64(total)
	}
	w := BonusWeights(0, 0)
	if w != [6]int{0, 420, 320, 200, 50, 10} {
		t.Fatalf("base weights %v", w)
	}
	if got := share(BonusWeights(100, 0), Damage); got != 0.2 {
		t.Errorf("at ply 100 damage is %.3f", got)
	}
	if got := share(BonusWeights(150, 0), Damage); got < 0.34 || got > 0.36 {
		t.Errorf("at ply 150 damage is %.3f, want 0.35", got)
	}
	for _, ply := range []int{200, 400} {
		if got := share(BonusWeights(ply, 0), Damage); got < 0.499 || got > 0.501 {
			t.Errorf("at ply %d damage is %.3f, want 0.5", ply, got)
		}
	}
	if c := BonusWeights(0, 9); c[Regen] != 0 || c[HPUpgrade] != 0 {
		t.Errorf("curses floor at zero: %v", c)
	}
}

// TestCurseTakesTenPoints checks the curse against the rules: each
// curse makes regeneration and HP upgrades 10 percentage points less
// likely among the bonuses the cursed side uncovers, and leaves the
// other kinds as they were (a curse used to renormalise, turning
// 42/32/20 into 40/27.5/25).
func TestCurseTakesTenPoints(t *testing.T) {
	percent := func(w [6]int) [6]float64 {
		total := 0
		for _, x := range w {
			total += x
		}
		var p [6]float64
		for k, x := range w {
			p[k] = math.Round(1000*float64(x)/float64(total)) / 10
		}
		return p
	}
	for _, tc := range []struct {
		curses int
		want   [6]float64 // none, regen, hp, damage, king, piece
	}{
		{0, [6]float64{0, 42, 32, 20, 5, 1}},
		{1, [6]float64{20, 32, 22, 20, 5, 1}},
		{2, [6]float64{40, 22, 12, 20, 5, 1}},
		{4, [6]float64{72, 2, 0, 20, 5, 1}},
		{5, [6]float64{74, 0, 0, 20, 5, 1}},
	} {
		if got := percent(BonusWeights(0, tc.curses)); got != tc.want {
			t.Errorf("%d curses: chances %v%%, want %v%%", tc.curses, got, tc.want)
		}
	}
	// At the 200th move damage is 50% and the rest shrank to 5/8; one
	// curse still takes exactly 10 points from each of the two.
	if got, want := percent(BonusWeights(200, 1)), [6]float64{20, 16.2, 10, 50.1, 3.1, 0.6}; got != want {
		t.Errorf("one curse at move 200: chances %v%%, want %v%%", got, want)
	}
	// A cursed side's empty share means no bonus at all.
	rng := rand.New(rand.NewPCG(1, 2))
	none := 0
	for range 1000 {
		if rollBonus(rng, BonusWeights(0, 1)) == NoBonus {
			none++
		}
	}
	if none < 150 || none > 250 {
		t.Errorf("one curse: %d of 1000 bonus squares empty, want about 200", none)
	}
}

func TestBonusSpawnRate(t *testing.T) {
	// Squares coming out of the fog hold a bonus about 10% of the time.
	reveals, bonuses := 0, 0
	for seed := uint64(1); seed <= 300; seed++ {
		s := newGame(t, seed, url.Values{"timer": {"off"}})
		for sq := range 64 {
			if Rank(sq) >= 2 && Rank(sq) <= 5 && !IsMerchant(sq) {
				reveals++
				if s.rec.Board[sq].Bonus != NoBonus {
					bonuses++
				}
			}
		}
	}
	if rate := float64(bonuses) / float64(reveals); rate < 0.08 || rate > 0.12 {
		t.Errorf("bonus rate %.3f over %d reveals", rate, reveals)
	}
}

func TestFog(t *testing.T) {
	s := newGame(t, 3, url.Values{"timer": {"off"}})
	open := s.open(White)
	for sq := range 64 {
		if want := Rank(sq) <= 3; open[sq] != want {
			t.Fatalf("white at the start sees %s: %v", SquareName(sq), open[sq])
		}
	}
	// A lone king walks away: the squares behind stay open for 5 of its
	// moves, shown fading, then close.
	s = emptyGame(t)
	s.rec.Fog = [2]Fog{closedFog(), closedFog()}
	s.refreshFog(White)
	s.refreshFog(Black)
	a1, _ := ParseSquare("c1")
	for i, step := range []string{"e1e2", "e2e3", "e3e4", "e4e5", "e5e6"} {
		if err := s.Apply(0, kit.Action{"do": {"move"}, "move": {step}}, t0); err != nil {
			t.Fatal(err)
		}
		v := s.View(0, t0)
		sv := v.Squares[56+2] // c1 from white's side
		if sv.Name != "c1" {
			t.Fatal(sv.Name)
		}
		switch {
		case i < 2 && (sv.Fog || sv.Fade != 0):
			t.Fatalf("after %d moves c1 is in sight: %+v", i+1, sv)
		case i >= 2 && i < 6 && !sv.Fog && sv.Fade != FadeMoves-(i-1):
			t.Fatalf("after %d moves c1 fades with %d left", i+1, sv.Fade)
		}
		s.rec.Turn = White // the black king stands still
	}
	for range 3 {
		if s.rec.Fog[White][a1] >= Closed {
			break
		}
		ms := s.legal(White)
		s.play(ms[0], t0)
		s.rec.Turn = White
	}
	if s.open(White)[a1] {
		t.Fatal("c1 never closed")
	}
	if v := s.View(0, t0); !v.Squares[58].Fog || v.Squares[58].Piece != "" {
		t.Fatal("a closed square shows")
	}
}

func TestViewHidesFog(t *testing.T) {
	s := newGame(t, 9, url.Values{"timer": {"off"}})
	v := s.View(0, t0)
	for sq := range 64 {
		if !v.Open[sq] && v.Known[sq] != (Cell{}) {
			t.Fatalf("%s under fog is known", SquareName(sq))
		}
	}
	if v.EnemySeen != 0 || len(v.Targets) == 0 {
		t.Fatalf("start: enemy seen %d, targets %d", v.EnemySeen, len(v.Targets))
	}
	if bv := s.View(BotSeat, t0); len(bv.Targets) != 0 || bv.YourTurn {
		t.Fatal("the bot's view offers moves on white's turn")
	}
}

func TestTimer(t *testing.T) {
	s := newGame(t, 1, url.Values{"timer": {"on"}})
	if s.Advance(t0.Add(MoveTime - time.Second)) {
		t.Fatal("changed before the deadline")
	}
	if !s.Advance(t0.Add(MoveTime)) || s.rec.Strikes[White] != 1 || s.Over() {
		t.Fatal("first time-out: a strike, the game goes on")
	}
	if v := s.View(0, t0.Add(MoveTime)); !v.Red || v.RemainingMs != MoveTime.Milliseconds() {
		t.Fatalf("red clock with two fresh minutes: %+v", v.RemainingMs)
	}
	// A move in time resets the clock for the next side.
	if err := s.Apply(0, mv("e2", "e4"), t0.Add(MoveTime+time.Second)); err != nil {
		t.Fatal(err)
	}
	if s.rec.Deadline != t0.Add(2*MoveTime+time.Second) {
		t.Fatal("the clock did not reset")
	}
	// Away for an hour: the bot's side times out twice at once (closed
	// form), losing the game.
	if !s.Advance(t0.Add(time.Hour)) || !s.Over() || s.rec.End != EndTime || s.rec.Winner != int(White) {
		t.Fatalf("away: end %q winner %d", s.rec.End, s.rec.Winner)
	}
	// No timer is the default (the original game's timer is an option).
	off := newGame(t, 1, url.Values{})
	if off.Advance(t0.Add(24 * time.Hour)) {
		t.Fatal("no timer, no time-outs")
	}
}

func TestPassAndStuck(t *testing.T) {
	// A side with no move passes: here white's fog is made to cover
	// every square, so none of its pieces can go anywhere.
	s := emptyGame(t)
	s.rec.Turn = Black
	s.rec.Fog[White] = closedFog()
	s.endTurn(t0)
	if s.rec.Turn != Black || s.Over() || s.rec.Log[len(s.rec.Log)-1].Kind != EvPass {
		t.Fatal("white has no move and passes")
	}
	// When neither side can move, the game is drawn.
	s.rec.Fog[Black] = closedFog()
	s.endTurn(t0)
	if !s.Over() || s.rec.End != EndStuck || s.outcome() != kit.Draw {
		t.Fatalf("stuck: end %q", s.rec.End)
	}
}

func TestMoveLimit(t *testing.T) {
	s := emptyGame(t)
	put(s, "a2", Rook, White, 0)
	s.rec.Ply = MaxPlies - 1
	if err := s.Apply(0, mv("a2", "a3"), t0); err != nil {
		t.Fatal(err)
	}
	if !s.Over() || s.rec.End != EndLimit || s.outcome() != kit.Draw {
		t.Fatalf("after %d plies: end %q", MaxPlies, s.rec.End)
	}
}

func TestRefusalsChangeNothing(t *testing.T) {
	s := newGame(t, 4, url.Values{})
	before, _ := s.Encode()
	for _, act := range []kit.Action{
		mv("e2", "e5"), mv("e7", "e5"), mv("e1", "e2"), mv("x", "y"), {"do": {"move"}, "move": {"e2e4e5"}},
		{"do": {"buy"}, "item": {"hp"}}, {"do": {"leave"}}, {"do": {"nope"}}, {},
	} {
		if err := s.Apply(0, act, t0); !kit.IsInvalid(err) {
			t.Errorf("%v: %v", act, err)
		}
		if after, _ := s.Encode(); string(after) != string(before) {
			t.Fatalf("%v changed the state", act)
		}
	}
	if err := s.Apply(1, mv("e7", "e5"), t0); !kit.IsInvalid(err) {
		t.Error("the bot moved out of turn")
	}
	if err := s.Apply(1, kit.Action{"do": {"resign"}}, t0); !kit.IsInvalid(err) {
		t.Error("the bot resigned")
	}
	if err := s.Apply(3, mv("e2", "e4"), t0); !kit.IsInvalid(err) {
		t.Error("a seat that does not exist")
	}
}

func TestFriendAtOneScreen(t *testing.T) {
	s := newGame(t, 5, url.Values{"opponent": {"friend"}, "color": {"black"}})
	if _, ok := s.NextBot(); ok {
		t.Fatal("no bot between two friends")
	}
	if s.rec.Human != White || s.View(0, t0).Side != "white" {
		t.Fatal("white moves first at one screen")
	}
	if err := s.Apply(0, mv("e2", "e4"), t0); err != nil {
		t.Fatal(err)
	}
	v := s.View(0, t0)
	if !v.Cover || v.Side != "black" || len(v.Targets) != 0 || len(v.Log) != 0 {
		t.Fatalf("after white's move the board is covered for black: %+v", v.Cover)
	}
	for _, sq := range v.Squares {
		if !sq.Fog || sq.Piece != "" {
			t.Fatalf("%s shows under the cover", sq.Name)
		}
	}
	if err := s.Apply(0, mv("e7", "e5"), t0); !kit.IsInvalid(err) {
		t.Fatal("a move under the cover")
	}
	if err := s.Apply(0, kit.Action{"do": {"ready"}}, t0); err != nil {
		t.Fatal(err)
	}
	if v := s.View(0, t0); v.Cover || v.Side != "black" || len(v.Targets) == 0 {
		t.Fatal("black sees its board once ready")
	}
	if err := s.Apply(0, mv("e7", "e5"), t0); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(0, kit.Action{"do": {"ready"}}, t0); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(0, kit.Action{"do": {"resign"}}, t0); err != nil {
		t.Fatal(err)
	}
	if !s.Over() || s.rec.Winner != int(Black) || s.Results() != nil {
		t.Fatalf("white resigned: winner %d, results %v", s.rec.Winner, s.Results())
	}
	v = s.View(0, t0)
	if v.Winner != "black" || slices.Contains(v.Open[:], false) {
		t.Fatal("at the end the fog lifts and the winner is named")
	}
}

// realFog gives a side the fog it would have with the pieces where
// they stand: what its pieces see, everything else closed.
func realFog(s *State, c Color) {
	s.rec.Fog[c] = closedFog()
	s.rec.Fog[c].update(&s.rec.Board, c, false)
}

// TestDeadPieceSeesNothing checks that the squares only a destroyed
// piece saw close at once, the enemy king on them included, and are
// not left lit until the loser's next move.
func TestDeadPieceSeesNothing(t *testing.T) {
	s := emptyGame(t)
	e1, _ := ParseSquare("e1")
	s.rec.Board[e1].P = Piece{}
	put(s, "c2", King, White, 0)
	put(s, "b1", Rook, White, 6)
	put(s, "b4", Knight, Black, 1)
	realFog(s, White)
	realFog(s, Black)
	c2, _ := ParseSquare("c2")
	d6, _ := ParseSquare("d6")
	b4, _ := ParseSquare("b4")
	if !s.open(Black)[c2] {
		t.Fatal("set-up: the knight on b4 should see the white king on c2")
	}
	if err := s.Apply(kit.HumanSeat, mv("b1", "b4"), t0); err != nil {
		t.Fatal(err)
	}
	if at(s, "b4").Kind != Rook {
		t.Fatal("the rook did not take the knight")
	}
	open := s.open(Black)
	for _, name := range []string{"a2", "b3", "b4", "c2", "d5"} {
		sq, _ := ParseSquare(name)
		if open[sq] {
			t.Errorf("%s, seen only by the dead knight, is still open to Black (age %d)", name, s.rec.Fog[Black][sq])
		}
	}
	if !open[d6] {
		t.Error("d6, seen by the black king, closed")
	}
	v := s.View(BotSeat, t0)
	for _, sq := range v.Squares {
		if sq.Name == "c2" || sq.Name == "b4" {
			if !sq.Fog || sq.Piece != "" {
				t.Errorf("Black's view of %s: fog %v, piece %q", sq.Name, sq.Fog, sq.Piece)
			}
		}
	}
	if v.Known[c2].P.Kind != None || v.Known[b4].P.Kind != None || v.EnemySeen != 0 {
		t.Errorf("Black still knows the white pieces: c2 %v, b4 %v, %d seen", v.Known[c2].P, v.Known[b4].P, v.EnemySeen)
	}
}

// TestAttackFromFogIsAnonymous checks that a side attacked out of its
// fog learns where it was hit and what is left of its piece, but not
// which piece attacked nor that piece's HP, whether its piece survives
// or dies.
func TestAttackFromFogIsAnonymous(t *testing.T) {
	for _, tc := range []struct {
		name      string
		knightHP  int
		survives  bool
		wantPiece string
	}{
		{"survives", 9, true, ""},
		{"destroyed, square closes", 1, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := emptyGame(t)
			put(s, "b8", Bishop, White, 4)
			put(s, "g3", Knight, Black, tc.knightHP)
			realFog(s, Black) // White sees the whole board
			b8, _ := ParseSquare("b8")
			if s.open(Black)[b8] {
				t.Fatal("set-up: Black should not see b8")
			}
			// The bishop strikes from far away: b8–g3.
			if err := s.Apply(kit.HumanSeat, mv("b8", "g3"), t0); err != nil {
				t.Fatal(err)
			}
			v := s.View(BotSeat, t0)
			var attack *LogLine
			for i := range v.Log {
				if v.Log[i].Kind == EvAttack {
					attack = &v.Log[i]
				}
			}
			if attack == nil {
				t.Fatal("Black's log has no attack")
			}
			if attack.Piece != tc.wantPiece || attack.A != 0 || attack.From != "" || !attack.ActorUnseen {
				t.Errorf("Black's log names the unseen attacker: %+v", *attack)
			}
			if attack.To != "g3" || attack.Target != "n" {
				t.Errorf("Black's log lost its own piece: %+v", *attack)
			}
			if tc.survives != (attack.D > 0) {
				t.Errorf("defender HP %d, survives %v", attack.D, tc.survives)
			}
			// White did it and sees everything.
			w := s.View(kit.HumanSeat, t0)
			last := w.Log[len(w.Log)-1]
			for _, l := range w.Log {
				if l.Kind == EvAttack {
					last = l
				}
			}
			if last.Piece != "B" || last.A == 0 || last.ActorUnseen {
				t.Errorf("White's own log lost the attacker: %+v", last)
			}
		})
	}
}

// TestKingHealOutOfSightHasNoNumbers checks that the king's-HP bonus
// taken in sight of the enemy does not tell it how far the king, out
// of its sight, was healed.
func TestKingHealOutOfSightHasNoNumbers(t *testing.T) {
	s := emptyGame(t)
	put(s, "d6", Queen, White, 0)
	put(s, "c8", Rook, Black, 0)
	e1, _ := ParseSquare("e1")
	s.rec.Board[e1].P.HP = 2 // the white king, wounded
	d7, _ := ParseSquare("d7")
	s.rec.Board[d7].Bonus = KingHP
	realFog(s, Black)
	if !s.open(Black)[d7] || s.open(Black)[e1] {
		t.Fatal("set-up: Black should see d7 and not e1")
	}
	if err := s.Apply(kit.HumanSeat, mv("d6", "d7"), t0); err != nil {
		t.Fatal(err)
	}
	if at(s, "e1").HP != at(s, "e1").Max {
		t.Fatal("the king was not healed")
	}
	var bonus, own *LogLine
	v, w := s.View(BotSeat, t0), s.View(kit.HumanSeat, t0)
	for i := range v.Log {
		if v.Log[i].Kind == EvBonus {
			bonus = &v.Log[i]
		}
	}
	for i := range w.Log {
		if w.Log[i].Kind == EvBonus {
			own = &w.Log[i]
		}
	}
	if bonus == nil || own == nil {
		t.Fatal("no bonus in the logs")
	}
	if bonus.A != 0 || bonus.D != 0 || !bonus.EffectUnseen || bonus.Piece != "Q" {
		t.Errorf("Black's log of the king's heal: %+v", *bonus)
	}
	if own.A == 0 || own.EffectUnseen {
		t.Errorf("White's own log lost the heal: %+v", *own)
	}
}
