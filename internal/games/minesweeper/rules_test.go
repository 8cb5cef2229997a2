package minesweeper

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func TestNewOptions(t *testing.T) {
	tests := []struct {
		name    string
		opts    url.Values
		want    config
		invalid bool
	}{
		{"default is beginner", url.Values{}, config{"beginner", 9, 9, 10, false}, false},
		{"beginner", preset("beginner"), config{"beginner", 9, 9, 10, false}, false},
		{"intermediate", preset("intermediate"), config{"intermediate", 16, 16, 40, false}, false},
		{"expert is 30 wide, 16 high", preset("expert"), config{"expert", 30, 16, 99, false}, false},
		{"preset ignores size fields", url.Values{"preset": {"expert"}, "width": {"7"}}, config{"expert", 30, 16, 99, false}, false},
		{"custom", url.Values{"preset": {"custom"}, "width": {"12"}, "height": {"7"}, "mines": {"20"}}, config{"custom", 12, 7, 20, false}, false},
		{"custom smallest", url.Values{"preset": {"custom"}, "width": {"5"}, "height": {"5"}, "mines": {"1"}}, config{"custom", 5, 5, 1, false}, false},
		{"custom largest and densest", url.Values{"preset": {"custom"}, "width": {"50"}, "height": {"30"}, "mines": {"1491"}}, config{"custom", 50, 30, 1491, false}, false},
		{"unknown preset", preset("insane"), config{}, true},
		{"custom without size", preset("custom"), config{}, true},
		{"width too small", url.Values{"preset": {"custom"}, "width": {"4"}, "height": {"9"}, "mines": {"3"}}, config{}, true},
		{"width too large", url.Values{"preset": {"custom"}, "width": {"51"}, "height": {"9"}, "mines": {"3"}}, config{}, true},
		{"height too large", url.Values{"preset": {"custom"}, "width": {"9"}, "height": {"31"}, "mines": {"3"}}, config{}, true},
		{"no mines", url.Values{"preset": {"custom"}, "width": {"9"}, "height": {"9"}, "mines": {"0"}}, config{}, true},
		{"too many mines", url.Values{"preset": {"custom"}, "width": {"9"}, "height": {"9"}, "mines": {"73"}}, config{}, true},
		{"not a number", url.Values{"preset": {"custom"}, "width": {"nine"}, "height": {"9"}, "mines": {"3"}}, config{}, true},
		{"fraction", url.Values{"preset": {"custom"}, "width": {"9.5"}, "height": {"9"}, "mines": {"3"}}, config{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := Game{}.New(tt.opts, 1, t0)
			if tt.invalid {
				if !kit.IsInvalid(err) {
					t.Fatalf("want InputError, got %v", err)
				}
				ie := err.(*kit.InputError)
				if ie.EN == "" || ie.RU == "" {
					t.Fatalf("missing message: %+v", ie)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*state)
			if s.cfg != tt.want {
				t.Fatalf("config %+v, want %+v", s.cfg, tt.want)
			}
			v := s.View(kit.HumanSeat, t0)
			if v.Status != Ready || v.Width != tt.want.width || v.Height != tt.want.height ||
				v.Mines != tt.want.mines || len(v.Cells) != tt.want.width*tt.want.height || v.Preset != tt.want.preset {
				t.Fatalf("bad fresh view %+v", v)
			}
			for i, c := range s.board.cells {
				if c != 0 {
					t.Fatalf("cell %d set before the first reveal", i)
				}
			}
		})
	}
}

func TestFirstRevealSafeWithNeighbours(t *testing.T) {
	seeds := 200
	if testing.Short() {
		seeds = 20
	}
	for _, p := range Presets {
		t.Run(p.Key, func(t *testing.T) {
			r := rand.New(rand.NewPCG(7, 7))
			for seed := range uint64(seeds) {
				// Corners, an edge and a random cell.
				firsts := [][2]int{{0, 0}, {p.Width - 1, p.Height - 1}, {p.Width / 2, 0}, {r.IntN(p.Width), r.IntN(p.Height)}}
				for _, f := range firsts {
					s := newGame(t, preset(p.Key), seed)
					mustApply(t, s, "reveal", f[0], f[1], t0)
					if s.status != Playing && s.status != Won {
						t.Fatalf("seed %d first %v: status %s", seed, f, s.status)
					}
					i := s.board.index(f[0], f[1])
					var buf [8]int
					for _, j := range append(s.board.neighbours(i, &buf), i) {
						if s.board.has(j, bitMine) {
							t.Fatalf("seed %d first %v: mine at %d", seed, f, j)
						}
					}
					if s.board.count(i) != 0 {
						t.Fatalf("first cell must be a zero")
					}
					mines := 0
					for _, c := range s.board.cells {
						if c&bitMine != 0 {
							mines++
						}
					}
					if mines != p.Mines {
						t.Fatalf("seed %d: %d mines, want %d", seed, mines, p.Mines)
					}
				}
			}
		})
	}
}

func TestPlacementIsSeeded(t *testing.T) {
	a, b, c := newGame(t, preset("expert"), 42), newGame(t, preset("expert"), 42), newGame(t, preset("expert"), 43)
	for _, s := range []*state{a, b, c} {
		mustApply(t, s, "reveal", 5, 5, t0)
	}
	if string(a.board.cells) != string(b.board.cells) {
		t.Fatal("same seed, different fields")
	}
	if string(a.board.cells) == string(c.board.cells) {
		t.Fatal("different seeds, same field")
	}
}

func TestDensePlacement(t *testing.T) {
	tests := []struct {
		name       string
		first      int
		mines      int
		neighbours bool // whether the neighbours must be free too
	}{
		{"centre with room keeps 9 free", 12, 16, true},
		{"corner with room keeps 4 free", 0, 21, true},
		{"too dense for neighbours keeps the cell", 12, 24, false},
		{"corner too dense keeps the cell", 0, 22, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for seed := range uint64(50) {
				b := board{w: 5, h: 5, cells: make([]byte, 25)}
				b.placeMines(tt.first, tt.mines, rand.New(rand.NewPCG(seed, 1)))
				free := 0
				for _, c := range b.cells {
					if c&bitMine == 0 {
						free++
					}
				}
				if free != 25-tt.mines || b.has(tt.first, bitMine) {
					t.Fatalf("free %d, first mined %v", free, b.has(tt.first, bitMine))
				}
				if tt.neighbours && b.count(tt.first) != 0 {
					t.Fatal("a neighbour of the first cell is mined")
				}
			}
		})
	}
}

func TestCascade(t *testing.T) {
	s := fromPicture(
		".*....",
		".*....",
		".*....",
		".*....",
	)
	mustApply(t, s, "reveal", 5, 0, t0)
	// The zeros of columns 3-5 open with their border of numbers; the
	// wall of mines stops the cascade.
	want := "##2000\n" +
		"##3000\n" +
		"##3000\n" +
		"##2000\n"
	if got := picture(s.View(0, t0)); got != want {
		t.Fatalf("cascade:\n%s\nwant\n%s", got, want)
	}
	if s.opened != 16 || s.status != Playing {
		t.Fatalf("opened %d status %s", s.opened, s.status)
	}
}

func TestCascadeLargeOpenField(t *testing.T) {
	// A big empty field must open in one go without recursion trouble.
	s := newState(config{preset: CustomKey, width: 50, height: 30, mines: 1}, rand.NewPCG(3, 4))
	mustApply(t, s, "reveal", 25, 15, t0)
	if s.status != Won || s.opened != 50*30-1 {
		t.Fatalf("status %s opened %d", s.status, s.opened)
	}
}

func TestNumberDoesNotCascade(t *testing.T) {
	s := fromPicture("*....", ".....", ".....")
	mustApply(t, s, "reveal", 1, 1, t0)
	if s.opened != 1 {
		t.Fatalf("a number opened %d cells", s.opened)
	}
}

func TestFlags(t *testing.T) {
	s := fromPicture("*....", ".....", ".....")
	mustApply(t, s, "flag", 4, 2, t0)
	if v := s.View(0, t0); v.Flags != 1 || v.At(4, 2).State != Flagged || v.MinesLeft() != 0 {
		t.Fatalf("flag not shown: %+v", v.At(4, 2))
	}
	mustRefuse(t, s, act("reveal", 4, 2), t0)
	mustApply(t, s, "flag", 4, 2, t0) // toggle off
	if s.flags != 0 {
		t.Fatal("flag not removed")
	}
	mustApply(t, s, "flag", 4, 2, t0)
	// A cascade goes around a flag and leaves it.
	mustApply(t, s, "reveal", 4, 0, t0)
	if got, want := picture(s.View(0, t0)), "#1000\n11000\n0000F\n"; got != want {
		t.Fatalf("got\n%s want\n%s", got, want)
	}
	mustRefuse(t, s, act("flag", 4, 0), t0) // an opened cell cannot be flagged
	if s.status != Playing {
		t.Fatal("the flag on the last safe cell must keep the game going")
	}
	mustApply(t, s, "flag", 4, 2, t0)
	mustApply(t, s, "reveal", 4, 2, t0)
	if s.status != Won {
		t.Fatal("revealing the last safe cell must win")
	}
}

func TestFlagBeforeFirstReveal(t *testing.T) {
	s := newGame(t, preset("beginner"), 5)
	mustApply(t, s, "flag", 0, 0, t0)
	if s.status != Ready || s.View(0, t0.Add(time.Hour)).ElapsedMs != 0 {
		t.Fatal("a flag must not start the game or its clock")
	}
	mustRefuse(t, s, act("chord", 0, 0), t0)
	mustApply(t, s, "reveal", 8, 8, t0)
	if s.status != Playing || !s.board.has(0, bitFlag) {
		t.Fatal("flag lost at the first reveal")
	}
}

func TestChord(t *testing.T) {
	field := []string{
		"*....",
		".....",
		".....",
		"....*",
	}
	t.Run("opens the unflagged neighbours", func(t *testing.T) {
		s := fromPicture(field...)
		mustApply(t, s, "reveal", 1, 1, t0)
		mustApply(t, s, "flag", 0, 0, t0)
		mustApply(t, s, "chord", 1, 1, t0)
		// (0,1),(1,0) are numbers; (2,0),(2,1),(0,2),(1,2),(2,2) zeros cascade.
		if s.status == Lost || s.board.has(0, bitOpen) {
			t.Fatalf("status %s", s.status)
		}
		for _, c := range [][2]int{{1, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}, {4, 0}} {
			if !s.board.has(s.board.index(c[0], c[1]), bitOpen) {
				t.Fatalf("%v not opened", c)
			}
		}
	})
	t.Run("reveal on an opened number chords", func(t *testing.T) {
		s := fromPicture(field...)
		mustApply(t, s, "reveal", 1, 1, t0)
		mustApply(t, s, "flag", 0, 0, t0)
		mustApply(t, s, "reveal", 1, 1, t0)
		if s.opened < 8 {
			t.Fatalf("opened %d", s.opened)
		}
	})
	t.Run("a wrong flag loses", func(t *testing.T) {
		s := fromPicture(field...)
		mustApply(t, s, "reveal", 1, 1, t0)
		mustApply(t, s, "flag", 1, 0, t0) // wrong: the mine is at 0,0
		mustApply(t, s, "chord", 1, 1, t0.Add(3*time.Second))
		if s.status != Lost {
			t.Fatalf("status %s", s.status)
		}
		v := s.View(0, t0.Add(time.Hour))
		if v.At(0, 0).State != Exploded || v.At(1, 0).State != WrongFlag || v.At(4, 3).State != Mine {
			t.Fatalf("loss view\n%s", picture(v))
		}
		if v.ElapsedMs != 3000 {
			t.Fatalf("elapsed %d", v.ElapsedMs)
		}
	})
	refusals := []struct {
		name  string
		setup [][3]int // 0 reveal, 1 flag
		chord [2]int
	}{
		{"on a hidden cell", nil, [2]int{2, 2}},
		{"on a flagged cell", [][3]int{{1, 0, 0}}, [2]int{0, 0}},
		{"too few flags", [][3]int{{0, 1, 1}}, [2]int{1, 1}},
		{"too many flags", [][3]int{{0, 1, 1}, {1, 0, 0}, {1, 1, 0}}, [2]int{1, 1}},
		{"on a zero", [][3]int{{0, 2, 1}}, [2]int{2, 1}},
		{"nothing left to open", [][3]int{{0, 1, 1}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0, 2, 0}}, [2]int{0, 1}},
	}
	for _, tt := range refusals {
		t.Run("refused "+tt.name, func(t *testing.T) {
			s := fromPicture(field...)
			for _, st := range tt.setup {
				mustApply(t, s, map[int]string{0: "reveal", 1: "flag"}[st[0]], st[1], st[2], t0)
			}
			mustRefuse(t, s, act("chord", tt.chord[0], tt.chord[1]), t0)
		})
	}
}

func TestWin(t *testing.T) {
	s := fromPicture(
		"*...*",
		".....",
		"*...*",
	)
	mustApply(t, s, "reveal", 2, 0, t0.Add(time.Second))
	if s.Results() != nil {
		t.Fatal("results before the end")
	}
	if s.status != Playing {
		t.Fatalf("status %s", s.status)
	}
	// The cascade from (2,0) leaves (0,1) and (4,1) hidden.
	if s.opened != 9 {
		t.Fatalf("opened %d", s.opened)
	}
	for i, c := range s.board.cells {
		if c&(bitMine|bitOpen) == 0 {
			mustApply(t, s, "reveal", i%5, i/5, t0.Add(4500*time.Millisecond))
		}
	}
	if s.status != Won {
		t.Fatalf("status %s\n%s", s.status, picture(s.View(0, t0)))
	}
	v := s.View(0, t0.Add(time.Hour))
	if v.At(0, 0).State != Flagged || v.At(4, 2).State != Flagged || v.Flags != 4 {
		t.Fatalf("a won field shows every mine flagged:\n%s", picture(v))
	}
	if v.ElapsedMs != 4500 || v.BV3 == 0 || v.BV3Solved != v.BV3 {
		t.Fatalf("view %+v", v)
	}
	res := s.Results()
	if len(res) != 1 || res[0].Outcome != kit.Win || res[0].Score != 4500 || res[0].Board != CustomKey ||
		res[0].Moves != s.clicks || res[0].Detail.Int("3bv") == 0 {
		t.Fatalf("results %+v", res)
	}
	mustRefuse(t, s, act("reveal", 0, 0), t0)
	mustRefuse(t, s, act("flag", 0, 0), t0)
}

func TestWinWithoutFlags(t *testing.T) {
	s := newGame(t, preset("beginner"), 9)
	mustApply(t, s, "reveal", 4, 4, t0)
	now := t0
	for i, c := range s.board.cells {
		if c&(bitMine|bitOpen) == 0 {
			now = now.Add(time.Second) // a person's pace: the game stays ranked
			mustApply(t, s, "reveal", i%9, i/9, now)
		}
	}
	if s.status != Won {
		t.Fatal("no win")
	}
	if r := s.Results(); len(r) != 2 || r[0].Board != "beginner" || r[0].Outcome != kit.Win || !r[0].Ranked ||
		r[1].Board != "beginner-rate" || r[1].Outcome != kit.Win || !r[1].Ranked {
		t.Fatalf("results %+v", r)
	}
}

func TestLossShowsAllMines(t *testing.T) {
	s := fromPicture(
		"*...*",
		".....",
		"*...*",
	)
	mustApply(t, s, "flag", 0, 0, t0)   // right flag
	mustApply(t, s, "flag", 2, 2, t0)   // wrong flag
	mustApply(t, s, "reveal", 2, 0, t0) // a zero: the cascade goes around the wrong flag
	before := s.View(0, t0)
	for _, c := range before.Cells {
		if c.State == Mine || c.State == Exploded || c.State == WrongFlag {
			t.Fatal("mine information before the end")
		}
	}
	mustApply(t, s, "reveal", 4, 2, t0.Add(2*time.Second))
	v := s.View(0, t0.Add(time.Minute))
	want := "F101*\n" +
		"#202#\n" +
		"*1W1X\n"
	if got := picture(v); got != want {
		t.Fatalf("loss view\n%s\nwant\n%s", got, want)
	}
	if v.Status != Lost || v.ElapsedMs != 2000 {
		t.Fatalf("view %+v", v)
	}
	res := s.Results()
	if len(res) != 1 || res[0].Outcome != kit.Loss || res[0].Score != 2000 || res[0].Moves != 4 {
		t.Fatalf("results %+v", res)
	}
	mustRefuse(t, s, act("reveal", 1, 1), t0)
}

func TestTimer(t *testing.T) {
	s := newGame(t, preset("beginner"), 11)
	if v := s.View(0, t0.Add(time.Hour)); v.ElapsedMs != 0 || v.Status != Ready {
		t.Fatalf("clock runs before the first reveal: %+v", v.ElapsedMs)
	}
	start := t0.Add(10 * time.Second)
	mustApply(t, s, "reveal", 0, 0, start)
	if s.status != Playing {
		t.Skip("seed wins at once")
	}
	if v := s.View(0, start.Add(1234*time.Millisecond)); v.ElapsedMs != 1234 || v.BV3 != 0 || v.BV3PerSec != 0 {
		t.Fatalf("elapsed %d, 3BV leaked %d", v.ElapsedMs, v.BV3)
	}
	if v := s.View(0, start.Add(-time.Second)); v.ElapsedMs != 0 {
		t.Fatal("a clock behind the start must read zero")
	}
	// Lose on purpose at start+7s.
	for i, c := range s.board.cells {
		if c&bitMine != 0 {
			mustApply(t, s, "reveal", i%9, i/9, start.Add(7*time.Second))
			break
		}
	}
	if v := s.View(0, start.Add(time.Hour)); v.ElapsedMs != 7000 {
		t.Fatalf("clock did not stop: %d", v.ElapsedMs)
	}
}

func TestBV3(t *testing.T) {
	tests := []struct {
		name  string
		field []string
		want  int
	}{
		{"one opening", []string{"*....", ".....", ".....", ".....", "....*"}, 1},
		{"only lone numbers", []string{"*.*.*", ".....", "*.*.*", ".....", "*.*.*"}, 16},
		{"two openings", []string{"..*..", "..*..", "..*..", "..*..", "..*.."}, 2},
		{"an opening and a lone number", []string{".....", ".....", ".....", "...**", "...*."}, 2},
		{"no mines", []string{".....", "....."}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fromPicture(tt.field...)
			total, solved := s.board.bv3()
			if total != tt.want || solved != 0 {
				t.Fatalf("3BV %d solved %d, want %d", total, solved, tt.want)
			}
		})
	}
}

func TestBV3PerSecond(t *testing.T) {
	s := fromPicture("*.*.*", ".....", "*.*.*", ".....", "*.*.*")
	mustApply(t, s, "reveal", 1, 0, t0)
	mustApply(t, s, "reveal", 3, 0, t0)
	mustApply(t, s, "reveal", 0, 1, t0)
	mustApply(t, s, "reveal", 0, 0, t0.Add(2*time.Second))
	v := s.View(0, t0)
	if v.BV3 != 16 || v.BV3Solved != 3 || v.BV3PerSec != 1.5 {
		t.Fatalf("3BV %d solved %d per second %v", v.BV3, v.BV3Solved, v.BV3PerSec)
	}
	if d := s.Results()[0].Detail; d.Int("3bv") != 16 || d.Int("solved") != 3 || d.Int("ms") != 2000 {
		t.Fatalf("detail %v", d)
	}
}

func TestBadInput(t *testing.T) {
	s := newGame(t, preset("beginner"), 3)
	mustApply(t, s, "reveal", 4, 4, t0)
	tests := []url.Values{
		{},
		{"do": {"explode"}, "x": {"1"}, "y": {"1"}},
		{"do": {"reveal"}},
		{"do": {"reveal"}, "x": {"1"}},
		{"do": {"reveal"}, "x": {"-1"}, "y": {"1"}},
		{"do": {"reveal"}, "x": {"9"}, "y": {"1"}},
		{"do": {"reveal"}, "x": {"1"}, "y": {"9"}},
		{"do": {"flag"}, "x": {"a"}, "y": {"1"}},
		{"do": {"flag"}, "x": {"1.0"}, "y": {"1"}},
		{"do": {"chord"}, "x": {" 1"}, "y": {"1"}},
		{"do": {"reveal"}, "x": {"99999999999999999999"}, "y": {"1"}},
	}
	for _, a := range tests {
		mustRefuse(t, s, a, t0)
	}
	before := kittest.Encode(t, s)
	if err := s.Apply(1, act("reveal", 0, 0), t0); !kit.IsInvalid(err) || string(before) != string(kittest.Encode(t, s)) {
		t.Fatalf("a bot seat must be refused: %v", err)
	}
}

func TestViewHidesEverythingBeforeTheEnd(t *testing.T) {
	s := newGame(t, preset("expert"), 21)
	mustApply(t, s, "reveal", 15, 8, t0)
	mustApply(t, s, "flag", 0, 0, t0)
	v := s.View(0, t0)
	for i, c := range v.Cells {
		if c.State != Open && c.Count != 0 {
			t.Fatalf("cell %d: a count on an unopened cell", i)
		}
		if c.State != Hidden && c.State != Flagged && c.State != Open {
			t.Fatalf("cell %d: %s before the end", i, c.State)
		}
	}
	if v.BV3 != 0 || v.BV3Solved != 0 || v.BV3PerSec != 0 {
		t.Fatal("3BV before the end tells about the field")
	}
	// Neither the RNG nor a mine away from every opened cell shows.
	other := *s
	other.board.cells = append([]byte(nil), s.board.cells...)
	other.rng = rand.NewPCG(0, 0)
	var buf [8]int
	moved := 0
	for i, c := range other.board.cells {
		if c&bitOpen != 0 {
			continue
		}
		touches := false
		for _, j := range other.board.neighbours(i, &buf) {
			touches = touches || other.board.has(j, bitOpen)
		}
		if !touches {
			other.board.cells[i] ^= bitMine
			moved++
		}
	}
	if moved == 0 {
		t.Fatal("test field has no far cells")
	}
	if picture(other.View(0, t0)) != picture(v) {
		t.Fatal("the view depends on hidden mines")
	}
}

func TestInfo(t *testing.T) {
	info := Game{}.Info()
	if info.Slug != "minesweeper" || len(info.Boards) != 12 {
		t.Fatalf("info %+v", info)
	}
	for i, key := range []string{"beginner", "intermediate", "expert", "beginner-noguess", "intermediate-noguess", "expert-noguess"} {
		b := info.Boards[i]
		if b.Key != key || b.Rank != kit.RankLowest || b.Unit != kit.UnitMillis || b.TitleRU == "" {
			t.Fatalf("board %+v", b)
		}
		r := info.Boards[i+6]
		if r.Key != key+"-rate" || r.Rank != kit.RankWinRate || r.TitleRU == "" {
			t.Fatalf("board %+v", r)
		}
	}
	if _, ok := newGame(t, nil, 1).NextBot(); ok {
		t.Fatal("no bots in Minesweeper")
	}
}

func TestCellField(t *testing.T) {
	// The no-JavaScript page posts cell=x,y from the clicked button.
	s := fromPicture("*....", ".....", "....*")
	if err := s.Apply(kit.HumanSeat, url.Values{"do": {"flag"}, "cell": {"4,2"}}, t0); err != nil {
		t.Fatal(err)
	}
	if !s.board.has(s.board.index(4, 2), bitFlag) {
		t.Fatal("cell=4,2 did not flag column 4, row 2")
	}
	for _, bad := range []string{"4", "4,", ",2", "a,b", "5,0", "0,3", "-1,0", "1,2,3", "1;2"} {
		mustRefuse(t, s, url.Values{"do": {"reveal"}, "cell": {bad}}, t0)
	}
}
