package baduk

import (
	"errors"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func TestNewOptions(t *testing.T) {
	tests := []struct {
		opts     string
		bad      bool
		size     int
		level    kit.Level
		komiHalf int
		human    Color
	}{
		{"", false, 9, kit.Easy, 15, Black},
		{"size=19&level=strong&komi=6.5&colour=white", false, 19, kit.Strong, 13, White},
		{"size=13x13&level=easy&komi=0&color=black", false, 13, kit.Easy, 0, Black},
		{"komi=-3,5", false, 9, kit.Easy, -7, Black},
		{"colour=random", false, 9, kit.Easy, 15, Black}, // seed 42 is even
		{"size=10", true, 0, "", 0, Empty},
		{"level=godlike", true, 0, "", 0, Empty},
		{"komi=7.25", true, 0, "", 0, Empty},
		{"komi=NaN", true, 0, "", 0, Empty},
		{"komi=1000", true, 0, "", 0, Empty},
		{"colour=green", true, 0, "", 0, Empty},
		{"sgf=garbage", true, 0, "", 0, Empty},
		{"sgf=" + url.QueryEscape("(;SZ[9];B[aa];B[bb])"), true, 0, "", 0, Empty},
		{"sgf=" + url.QueryEscape("(;SZ[13]KM[5.5];B[aa];W[bb])"), false, 13, kit.Easy, 11, Black},
	}
	for _, tt := range tests {
		t.Run(tt.opts, func(t *testing.T) {
			v, _ := url.ParseQuery(tt.opts)
			st, err := Game{}.New(v, 42, t0)
			if tt.bad {
				if !kit.IsInvalid(err) {
					t.Fatalf("err = %v, want an InputError", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*state)
			if s.rec.Size != tt.size || s.level != tt.level || s.rec.KomiHalf != tt.komiHalf || s.human != tt.human {
				t.Fatalf("got size %d level %s komi %d human %v", s.rec.Size, s.level, s.rec.KomiHalf, s.human)
			}
		})
	}
	st, _ := Game{}.New(url.Values{"colour": {"random"}}, 43, t0)
	if st.(*state).human != White {
		t.Fatal("an odd seed should give white")
	}
}

func TestInfo(t *testing.T) {
	info := Game{}.Info()
	if info.Slug != "go" || len(info.Boards) != 9 || info.Boards[0].Key != "9x9-easy" ||
		info.Boards[8].Key != "19x19-strong" || info.Boards[0].Rank != kit.RankWins {
		t.Fatalf("info: %+v", info)
	}
}

func TestTurnsAndRefusals(t *testing.T) {
	s := newGame(t, "colour=white")
	if seat, ok := s.NextBot(); !ok || seat != BotSeat {
		t.Fatal("the bot plays black and should move first")
	}
	before, _ := s.Encode()
	refusals := []struct {
		seat int
		a    kit.Action
	}{
		{0, kittest.Act("do", "play", "x", "4", "y", "4")}, // not the player's turn
		{0, kittest.Act("do", "pass")},
		{0, kittest.Act("do", "undo")}, // nothing of the player's to undo
		{0, kittest.Act("do", "accept")},
		{0, kittest.Act("do", "toggle", "x", "1", "y", "1")},
		{0, kittest.Act("do", "resume")},
		{0, kittest.Act("do", "fly")},
		{1, kittest.Act("do", "play", "x", "9", "y", "0")},
		{1, kittest.Act("do", "play", "x", "a", "y", "0")},
		{1, kittest.Act("do", "propose")},
		{1, kittest.Act("do", "undo")},
		{2, kittest.Act("do", "pass")},
	}
	for _, r := range refusals {
		if err := s.Apply(r.seat, r.a, t0); !kit.IsInvalid(err) {
			t.Errorf("seat %d %v: err = %v, want refusal", r.seat, r.a, err)
		}
	}
	after, _ := s.Encode()
	if string(before) != string(after) {
		t.Fatal("refused actions changed the state")
	}
	playAt(t, s, 1, "E5")
	if _, ok := s.NextBot(); ok {
		t.Fatal("after the bot's move it is the player's turn")
	}
	err := s.Apply(0, kittest.Act("do", "play", "x", "4", "y", "4"), t0)
	if !kit.IsInvalid(err) || !strings.Contains(err.(*kit.InputError).Message("ru"), "занята") {
		t.Fatalf("occupied point: %v", err)
	}
	if err := s.Apply(0, kittest.Act("do", "play", "at", "3,4"), t0); err != nil {
		t.Fatalf("play at=3,4 (D5): %v", err)
	}
	v := s.View(0, t0)
	if v.MoveNumber != 2 || v.Last == nil || v.Last.X != 3 || v.Last.Y != 4 || !v.Cell(3, 4).Last ||
		v.Cell(3, 4).Stone != White || v.YourTurn || !v.CanUndo {
		t.Fatalf("view after two moves: %+v", v)
	}
}

func TestCapturesShowInView(t *testing.T) {
	s := newGame(t, "")
	for i, m := range []string{"E5", "D5", "A1", "E6", "A2", "E4", "A3", "F5"} {
		playAt(t, s, i%2, m)
	}
	v := s.View(0, t0)
	if v.WhiteCaptures != 1 || v.BlackCaptures != 0 || v.Cell(4, 4).Stone != Empty {
		t.Fatalf("captures %d/%d", v.BlackCaptures, v.WhiteCaptures)
	}
	if v.Cell(4, 4).Legal {
		t.Fatal("the point just taken is suicide for black and must not be shown as legal")
	}
}

// toScoring plays the moves alternately (player first, as black) and
// then two passes.
func toScoring(t *testing.T, moves ...string) *state {
	t.Helper()
	s := newGame(t, "")
	for i, m := range moves {
		playAt(t, s, i%2, m)
	}
	seat := len(moves) % 2
	for range 2 {
		if err := s.Apply(seat, kittest.Act("do", "pass"), t0); err != nil {
			t.Fatal(err)
		}
		seat = 1 - seat
	}
	if s.phase != Scoring {
		t.Fatalf("phase %s after two passes", s.phase)
	}
	return s
}

func TestScoringPhase(t *testing.T) {
	// Black walls off column E; White has a wall on D and a lone stone at
	// H4 deep in Black's side.
	var moves []string
	for r := 1; r <= 9; r++ {
		moves = append(moves, "E"+strconv.Itoa(r), "D"+strconv.Itoa(r))
	}
	moves = append(moves, "A1", "H4") // a black stone inside White's side too
	s := toScoring(t, moves...)
	if seat, ok := s.NextBot(); !ok || seat != BotSeat {
		t.Fatal("the bot must propose dead stones first")
	}
	if err := s.Apply(0, kittest.Act("do", "accept"), t0); !kit.IsInvalid(err) {
		t.Fatal("accept before the proposal")
	}
	// The bot proposes that its own H4 stone and Black's A1 are dead.
	if err := s.Apply(1, kittest.Act("do", "propose", "dead", "7,5", "dead", "0,8"), t0); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.NextBot(); ok {
		t.Fatal("after the proposal the player decides")
	}
	v := s.View(0, t0)
	if v.Score == nil || v.Score.Text() != "B+1.5" || !v.Cell(7, 5).Dead || v.Cell(7, 5).Owner != Black {
		t.Fatalf("score with the proposal: %+v", v.Score)
	}
	// Claiming White's wall dead is more than the bot agreed to.
	if err := s.Apply(0, kittest.Act("do", "toggle", "x", "3", "y", "0"), t0); err != nil {
		t.Fatal(err)
	}
	if !s.View(0, t0).Cell(3, 8).Dead {
		t.Fatal("toggle marks the whole string")
	}
	if err := s.Apply(0, kittest.Act("do", "accept"), t0); !kit.IsInvalid(err) || !strings.Contains(err.Error(), "D9") {
		t.Fatalf("a disputed marking was accepted: %v", err)
	}
	if err := s.Apply(0, kittest.Act("do", "toggle", "x", "3", "y", "4"), t0); err != nil {
		t.Fatal(err)
	}
	// Conceding is always fine: calling the bot's H4 alive spoils
	// Black's whole right side, and the bot happily agrees.
	if err := s.Apply(0, kittest.Act("do", "toggle", "x", "7", "y", "5"), t0); err != nil {
		t.Fatal(err)
	}
	if s.View(0, t0).Score.Text() != "W+35.5" {
		t.Fatalf("score after conceding H4: %s", s.View(0, t0).Score.Text())
	}
	s2 := encodeDecode(t, s)
	if err := s2.Apply(0, kittest.Act("do", "accept"), t0); err != nil {
		t.Fatal(err)
	}
	if !s2.Over() || s2.rec.Result != "W+35.5" {
		t.Fatalf("over %v result %s", s2.Over(), s2.rec.Result)
	}
	res := s2.Results()
	if len(res) != 1 || res[0].Board != "9x9-easy" || res[0].Outcome != kit.Loss || res[0].Moves != 10 {
		t.Fatalf("results %+v", res)
	}
	encodeDecode(t, s2)
	if err := s2.Apply(0, kittest.Act("do", "pass"), t0); !kit.IsInvalid(err) {
		t.Fatal("moves after the end")
	}
}

func TestResumeCountsTheBoardAsItStands(t *testing.T) {
	s := toScoring(t, "E5", "D5")
	if err := s.Apply(1, kittest.Act("do", "propose", "dead", "3,4"), t0); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(0, kittest.Act("do", "resume"), t0); err != nil {
		t.Fatal(err)
	}
	v := s.View(0, t0)
	if v.Phase != Playing || !v.Resumed || v.Passes != 0 || v.Cell(3, 4).Dead {
		t.Fatalf("after resume: %+v", v)
	}
	s = encodeDecode(t, s)
	// White passed last, so Black (the player) moves after the resumption.
	if _, ok := s.NextBot(); ok {
		t.Fatal("the player moves after the resumption")
	}
	for _, seat := range []int{0, 1} {
		if err := s.Apply(seat, kittest.Act("do", "pass"), t0); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Over() || s.rec.Result != "W+7.5" {
		t.Fatalf("after resumed passes: over=%v %s", s.Over(), s.rec.Result)
	}
	encodeDecode(t, s)
}

func TestSuperkoAfterResumption(t *testing.T) {
	// Black takes a ko, both pass, play resumes: White's immediate retake
	// would repeat the position before the capture.
	s := newGame(t, "")
	for i, m := range []string{"B8", "C8", "A7", "B7", "B6", "C6", "J1", "D7", "C7"} {
		playAt(t, s, i%2, m)
	}
	if s.pos.Board.Captures(Black) != 1 {
		t.Fatalf("setup: black should have taken B7\n%s", s.pos.Board.Diagram())
	}
	_ = s.Apply(1, kittest.Act("do", "pass"), t0)
	_ = s.Apply(0, kittest.Act("do", "pass"), t0)
	_ = s.Apply(1, kittest.Act("do", "propose"), t0)
	if err := s.Apply(0, kittest.Act("do", "resume"), t0); err != nil {
		t.Fatal(err)
	}
	err := s.Apply(1, kittest.Act("do", "play", "x", "1", "y", "2"), t0)
	if !kit.IsInvalid(err) || !strings.Contains(err.Error(), "superko") {
		t.Fatalf("retake: %v", err)
	}
}

func TestUndo(t *testing.T) {
	s := newGame(t, "")
	playAt(t, s, 0, "E5")
	playAt(t, s, 1, "C3")
	playAt(t, s, 0, "G7")
	playAt(t, s, 1, "C7")
	// In a ranked game the first take-back asks first and changes nothing.
	var ie *kit.InputError
	if err := s.Apply(0, kittest.Act("do", "undo"), t0); !errors.As(err, &ie) || !ie.Confirm || len(s.rec.Moves) != 4 {
		t.Fatalf("unconfirmed take-back: %v, %d moves", err, len(s.rec.Moves))
	}
	if err := s.Apply(0, kittest.Act("do", "undo", "casual", "yes"), t0); err != nil {
		t.Fatal(err)
	}
	if s.Casual().Ranked() || s.Results() != nil {
		t.Fatal("a take-back left the game ranked")
	}
	if len(s.rec.Moves) != 2 || s.pos.Board.Diagram() != mustRecordBoard(t, s) || s.pos.ToMove != Black {
		t.Fatalf("after undo: %d moves\n%s", len(s.rec.Moves), s.pos.Board.Diagram())
	}
	// Undo from the scoring phase goes back to play.
	_ = s.Apply(0, kittest.Act("do", "pass"), t0)
	_ = s.Apply(1, kittest.Act("do", "pass"), t0)
	if s.phase != Scoring {
		t.Fatal("not scoring")
	}
	if err := s.Apply(0, kittest.Act("do", "undo"), t0); err != nil {
		t.Fatal(err)
	}
	if s.phase != Playing || len(s.rec.Moves) != 2 {
		t.Fatalf("phase %s, %d moves", s.phase, len(s.rec.Moves))
	}
	_ = s.Apply(0, kittest.Act("do", "undo"), t0)
	if err := s.Apply(0, kittest.Act("do", "undo"), t0); !kit.IsInvalid(err) {
		t.Fatal("undo with no moves left")
	}
	encodeDecode(t, s)
}

func mustRecordBoard(t *testing.T, s *state) string {
	p, err := s.rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return p.Board.Diagram()
}

func TestResign(t *testing.T) {
	s := newGame(t, "level=strong&size=13")
	if err := s.Apply(1, kittest.Act("do", "resign"), t0); !kit.IsInvalid(err) {
		t.Fatal("the bot resigned out of turn")
	}
	playAt(t, s, 0, "D4")
	if err := s.Apply(1, kittest.Act("do", "resign"), t0); err != nil {
		t.Fatal(err)
	}
	res := s.Results()
	if len(res) != 1 || res[0].Outcome != kit.Win || res[0].Board != "13x13-strong" || s.rec.Result != "B+R" {
		t.Fatalf("results %+v %s", res, s.rec.Result)
	}
	encodeDecode(t, s)
	s = newGame(t, "")
	_ = s.Apply(0, kittest.Act("do", "resign"), t0)
	if r := s.Results(); r[0].Outcome != kit.Loss || s.View(0, t0).Result.Text != "W+R" {
		t.Fatalf("player resigned: %+v", r)
	}
}

func TestDrawWithWholeKomi(t *testing.T) {
	var moves []string
	for r := 1; r <= 9; r++ {
		moves = append(moves, "F"+strconv.Itoa(r), "D"+strconv.Itoa(r))
	}
	s := newGame(t, "komi=0")
	for i, m := range moves {
		playAt(t, s, i%2, m)
	}
	_ = s.Apply(0, kittest.Act("do", "pass"), t0)
	_ = s.Apply(1, kittest.Act("do", "pass"), t0)
	_ = s.Apply(1, kittest.Act("do", "propose"), t0)
	if err := s.Apply(0, kittest.Act("do", "accept"), t0); err != nil {
		t.Fatal(err)
	}
	if r := s.Results(); r[0].Outcome != kit.Draw || s.rec.Result != "0" {
		t.Fatalf("draw: %+v %s", r, s.rec.Result)
	}
}

// playRandomState plays random legal moves for whoever must act until the
// game ends or limit actions were made; the "bot" proposes no dead stones
// and the player accepts.
func playRandomState(t testing.TB, s *state, limit int, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 11))
	for range limit {
		if s.Over() {
			return
		}
		seat := kit.HumanSeat
		if b, ok := s.NextBot(); ok {
			seat = b
		}
		var a kit.Action
		switch {
		case s.phase == Scoring && seat == BotSeat:
			a = kittest.Act("do", "propose")
		case s.phase == Scoring:
			a = kittest.Act("do", "accept")
		default:
			pt := randomLegal(s.pos, rng)
			a = kittest.Act("do", "pass")
			if pt != Pass {
				x, y := s.pos.Board.XY(pt)
				a = kittest.Act("do", "play", "x", itoa(x), "y", itoa(y))
			}
		}
		if err := s.Apply(seat, a, t0); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
}

func TestRandomGamesToTheEnd(t *testing.T) {
	for seed := range uint64(6) {
		s := newGame(t, "size="+strconv.Itoa(Sizes[seed%3]))
		playRandomState(t, s, 2000, seed)
		if !s.Over() || len(s.Results()) != 1 {
			t.Fatalf("seed %d: game did not end", seed)
		}
		s = encodeDecode(t, s)
		v := s.View(0, t0)
		if v.Score == nil || v.Result == nil || v.Result.Text != v.Score.Text() {
			t.Fatalf("final view: %+v", v.Result)
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	s := newGame(t, "")
	playAt(t, s, 0, "E5")
	good, _ := s.Encode()
	bad := []string{
		"", "null", "{}", "[]", string(good) + "x",
		strings.Replace(string(good), `"m":[40]`, `"m":[40,40]`, 1), // illegal repeat
		strings.Replace(string(good), `"m":[40]`, `"m":[400]`, 1),   // off board
		strings.Replace(string(good), `"p":"play"`, `"p":"over"`, 1),
		strings.Replace(string(good), `"p":"play"`, `"p":"scoring"`, 1),
		strings.Replace(string(good), `"n":9`, `"n":10`, 1),
		strings.Replace(string(good), `"l":"easy"`, `"l":"x"`, 1),
		strings.Replace(string(good), `"v":1`, `"v":2`, 1),
		strings.Replace(string(good), `"m":[40]`, `"m":[40],"d":[40]`, 1),
		strings.Replace(string(good), `"m":[40]`, `"m":[40],"zz":1`, 1),
	}
	for _, b := range bad {
		if _, err := (Game{}).Decode([]byte(b)); err == nil {
			t.Errorf("accepted %s", b)
		}
	}
	if _, err := (Game{}).Decode(good); err != nil {
		t.Fatal(err)
	}
}
