package checkers

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var now = time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)

func newGame(t *testing.T, opts string) *state {
	t.Helper()
	return kittest.New[View](t, Game{}, kittest.Form(opts), 42, now).(*state)
}

func act(s string) kit.Action { return kittest.Form(s) }

// mustApply applies an action that must succeed.
func mustApply(t *testing.T, s *state, seat int, a string) {
	t.Helper()
	if err := s.Apply(seat, act(a), now); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
}

// refuse applies an action that must fail with an InputError and checks
// that the state did not change.
func refuse(t *testing.T, s *state, seat int, a string) {
	t.Helper()
	kittest.Refuses[View](t, s, seat, act(a), now)
}

// fromFEN starts a game against the easy bot from a position.
func fromFEN(t *testing.T, human Colour, fen string) *state {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return newState(human, kit.Easy, p)
}

func TestNewOptions(t *testing.T) {
	s := newGame(t, "")
	if s.human != White || s.level != kit.Easy {
		t.Errorf("defaults: %v %v", s.human, s.level)
	}
	if _, ok := s.NextBot(); ok {
		t.Error("white moves first: the bot must wait")
	}
	b := newGame(t, "color=black&level=strong")
	if seat, ok := b.NextBot(); !ok || seat != BotSeat || b.level != kit.Strong {
		t.Errorf("as black the bot moves first: %v %v", seat, ok)
	}
	seen := map[Colour]bool{}
	for seed := range uint64(20) {
		st, _ := Game{}.New(url.Values{"colour": {"random"}}, seed, now)
		seen[st.(*state).human] = true
	}
	if len(seen) != 2 {
		t.Error("random colour never varies")
	}
	for _, bad := range []string{"colour=red", "level=godlike"} {
		if _, err := (Game{}).New(act(bad), 1, now); !kit.IsInvalid(err) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

func TestIllegalActionsChangeNothing(t *testing.T) {
	s := newGame(t, "")
	for _, a := range []string{
		"do=move&path=c3,c5", "do=move&path=c3,b2", "do=move&path=a1,b2", "do=move&path=e3",
		"do=move&path=z9,a1", "do=move", "do=fly", "", "do=undo", "do=move&path=" + strings.Repeat("c3,", 40),
	} {
		refuse(t, s, HumanSeat, a)
	}
	refuse(t, s, BotSeat, "do=move&path=f6,e5") // not the bot's turn
	refuse(t, s, BotSeat, "do=accept")          // nothing to accept
	refuse(t, s, 7, "do=resign")
	mustApply(t, s, HumanSeat, "do=move&path=c3,d4")
	refuse(t, s, HumanSeat, "do=move&path=e3,f4") // not your turn
}

func TestMovesByPathOrFromTo(t *testing.T) {
	s := newGame(t, "")
	mustApply(t, s, HumanSeat, "do=move&from=c3&to=d4")
	mustApply(t, s, BotSeat, "do=move&path=f6-e5")
	// Capturing is compulsory: d4 must take e5.
	refuse(t, s, HumanSeat, "do=move&path=g3,h4")
	mustApply(t, s, HumanSeat, "do=move&path=d4:f6")
	v := s.View(HumanSeat, now)
	if v.TakenByWhite != 1 || v.LastMove == nil || v.LastMove.Notation != "d4:f6" {
		t.Errorf("after the capture: %+v", v.LastMove)
	}
	if got := v.MoveList; len(got) != 2 || got[0].White != "c3-d4" || got[0].Black != "f6-e5" || got[1].White != "d4:f6" {
		t.Errorf("move list %+v", got)
	}
}

func TestMergedCaptureAcceptsEitherOrder(t *testing.T) {
	for _, path := range []string{"d2,b4,d6,f4,d2", "d2,f4,d6,b4,d2", "d2,d2"} {
		s := fromFEN(t, White, "W:Wd2,h2:Bc3,c5,e5,e3,a7")
		mustApply(t, s, HumanSeat, "do=move&path="+path)
		v := s.View(HumanSeat, now)
		if v.TakenByWhite != 4 || !strings.HasSuffix(v.MoveList[0].White, "{c3,c5,e3,e5}") {
			t.Errorf("%s: %+v", path, v.MoveList)
		}
	}
}

func TestUndoTakesBackTheMovePair(t *testing.T) {
	s := newGame(t, "")
	start := kittest.Encode(t, s)
	mustApply(t, s, HumanSeat, "do=move&path=c3,d4")
	mustApply(t, s, BotSeat, "do=move&path=f6,g5")
	refuse(t, s, HumanSeat, "do=undo") // a ranked game asks first
	mustApply(t, s, HumanSeat, "do=undo&casual=yes")
	if s.Casual().Ranked() {
		t.Error("a take-back left the game ranked")
	}
	s.casual = kit.Casual{} // all else is the start again
	if !bytes.Equal(kittest.Encode(t, s), start) {
		t.Errorf("undo did not restore the start: %s", kittest.Encode(t, s))
	}
	refuse(t, s, HumanSeat, "do=undo")

	// As black the bot's opening move stays.
	b := newGame(t, "colour=black")
	mustApply(t, b, BotSeat, "do=move&path=c3,d4")
	refuse(t, b, HumanSeat, "do=undo")
	mustApply(t, b, HumanSeat, "do=move&path=f6,e5")
	mustApply(t, b, BotSeat, "do=move&path=d4,f6")
	mustApply(t, b, HumanSeat, "do=undo&casual=yes")
	if len(b.moves) != 1 || b.current().Side != Black || b.clock != 1 {
		t.Errorf("after undo: %d moves, side %v, clock %d", len(b.moves), b.current().Side, b.clock)
	}
}

func TestDrawOffer(t *testing.T) {
	s := newGame(t, "")
	refuse(t, s, BotSeat, "do=decline")
	mustApply(t, s, HumanSeat, "do=draw")
	if seat, ok := s.NextBot(); !ok || seat != BotSeat {
		t.Fatal("the bot must answer the offer")
	}
	refuse(t, s, HumanSeat, "do=move&path=c3,d4")
	refuse(t, s, BotSeat, "do=move&path=f6,e5")
	mustApply(t, s, BotSeat, "do=decline")
	if s.Over() || !s.View(HumanSeat, now).DrawDeclined {
		t.Fatal("declined offer")
	}
	refuse(t, s, HumanSeat, "do=draw") // once per move
	mustApply(t, s, HumanSeat, "do=move&path=c3,d4")
	mustApply(t, s, BotSeat, "do=move&path=f6,e5")
	mustApply(t, s, HumanSeat, "do=draw")
	mustApply(t, s, BotSeat, "do=accept")
	if !s.Over() || s.outcome() != kit.Draw || s.end != Agreed {
		t.Fatalf("accepted offer: %v %v", s.end, s.outcome())
	}
	if r := s.Results(); len(r) != 1 || r[0].Board != "easy" || r[0].Outcome != kit.Draw {
		t.Errorf("results %+v", r)
	}
	refuse(t, s, HumanSeat, "do=move&path=d4,f6")
}

func TestResign(t *testing.T) {
	s := newGame(t, "level=strong")
	if s.Results() != nil {
		t.Error("an unfinished game has no result")
	}
	mustApply(t, s, HumanSeat, "do=resign")
	r := s.Results()
	if len(r) != 1 || r[0].Board != "strong" || r[0].Outcome != kit.Loss {
		t.Errorf("results %+v", r)
	}
	if _, ok := s.NextBot(); ok {
		t.Error("the bot moves after the end")
	}
}

func TestNoMovesLoses(t *testing.T) {
	// Black's only man, a3, is blocked by b2, which c1 protects.
	w := fromFEN(t, White, "W:Wc1,b2,e3:Ba3")
	mustApply(t, w, HumanSeat, "do=move&path=e3,f4")
	if !w.Over() || w.outcome() != kit.Win || w.end != NoMoves {
		t.Fatalf("black cannot move: %v %v", w.end, w.outcome())
	}
	l := fromFEN(t, White, "W:Wh2:Bg3,f4")
	if !l.Over() || l.outcome() != kit.Loss {
		t.Errorf("a blocked side to move loses: %v", l.outcome())
	}
	v := l.View(HumanSeat, now)
	if v.StatusEN != "You lost: you have no moves left" || len(v.Legal) != 0 {
		t.Errorf("view of a lost game: %q %d", v.StatusEN, len(v.Legal))
	}
}

func TestThreefoldRepetition(t *testing.T) {
	s := fromFEN(t, White, "W:WKa1:BKh2")
	for i := range 2 {
		mustApply(t, s, HumanSeat, "do=move&path=a1,b2")
		mustApply(t, s, BotSeat, "do=move&path=h2,g1")
		mustApply(t, s, HumanSeat, "do=move&path=b2,a1")
		if s.Over() {
			t.Fatalf("over too early at round %d", i)
		}
		mustApply(t, s, BotSeat, "do=move&path=g1,h2")
	}
	if s.end != Repetition || s.outcome() != kit.Draw {
		t.Errorf("after the third repetition: %v", s.end)
	}
}

func TestSixtyHalfMovesWithoutCapture(t *testing.T) {
	s := fromFEN(t, White, "W:WKa1:BKh2")
	s.clock = NoCaptureDrawPlies - 2
	mustApply(t, s, HumanSeat, "do=move&path=a1,b2")
	if s.Over() {
		t.Fatal("59 half-moves is not yet a draw")
	}
	mustApply(t, s, BotSeat, "do=move&path=h2,g1")
	if s.end != NoCapture {
		t.Fatalf("60 half-moves: %v", s.end)
	}
	// A capture resets the count.
	c := fromFEN(t, White, "W:Wd4:Bc5,h8")
	c.clock = 40
	mustApply(t, c, HumanSeat, "do=move&path=d4,b6")
	if c.clock != 0 {
		t.Errorf("clock after a capture: %d", c.clock)
	}
}

func TestViewFromBlacksSide(t *testing.T) {
	s := newGame(t, "colour=black")
	v := s.View(HumanSeat, now)
	if v.Rows[0].Rank != 1 || v.Files[0] != "h" || v.Rows[7].Cells[0].Name != "h8" {
		t.Errorf("black sees the board turned: rank %d file %s cell %q", v.Rows[0].Rank, v.Files[0], v.Rows[7].Cells[0].Name)
	}
	if v.YourTurn || len(v.Legal) != 7 {
		t.Errorf("white (the bot) is to move with 7 moves: %v %d", v.YourTurn, len(v.Legal))
	}
	w := newGame(t, "")
	wv := w.View(HumanSeat, now)
	movable := 0
	for _, r := range wv.Rows {
		for _, c := range r.Cells {
			if c.Movable {
				movable++
			}
		}
	}
	if wv.Rows[0].Rank != 8 || wv.Rows[7].Cells[0].Name != "a1" || movable != 4 || !wv.YourTurn {
		t.Errorf("white's view: rank %d, %q, %d movable", wv.Rows[0].Rank, wv.Rows[7].Cells[0].Name, movable)
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for g := range 30 {
		s := newGame(t, []string{"", "colour=black&level=strong"}[g%2])
		for !s.Over() {
			checkRoundTrip(t, s)
			v := s.View(HumanSeat, now)
			seat := HumanSeat
			if v.Turn != s.human {
				seat = BotSeat
			}
			o := v.Legal[rng.IntN(len(v.Legal))]
			path := o.Paths[rng.IntN(len(o.Paths))]
			mustApply(t, s, seat, "do=move&path="+strings.Join(path, ","))
			if rng.IntN(50) == 0 && seat == BotSeat && !s.Over() {
				mustApply(t, s, HumanSeat, "do=draw")
				checkRoundTrip(t, s)
				mustApply(t, s, BotSeat, "do=decline")
			}
		}
		checkRoundTrip(t, s)
	}
}

func checkRoundTrip(t *testing.T, s *state) {
	t.Helper()
	data := kittest.Encode(t, s)
	back, err := Game{}.Decode(data)
	if err != nil {
		t.Fatalf("decode %s: %v", data, err)
	}
	again, _ := back.Encode()
	if !bytes.Equal(data, again) {
		t.Fatalf("round trip:\n%s\n%s", data, again)
	}
	if back.Over() != s.Over() || back.(*state).end != s.end || *back.(*state).current() != *s.current() {
		t.Fatal("decoded game differs")
	}
}

func TestDecodeRejects(t *testing.T) {
	good := `{"v":1,"human":"white","level":"easy","start":"W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8","moves":["c3-d4"],"offer":-1}`
	if _, err := (Game{}).Decode([]byte(good)); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{
		"", "null", "{}", "[]", good + "x", good + "{}",
		strings.Replace(good, `"v":1`, `"v":2`, 1),
		strings.Replace(good, `"white"`, `"green"`, 1),
		strings.Replace(good, `"easy"`, `"hard"`, 1),
		strings.Replace(good, `c3-d4`, `c3-c5`, 1),
		strings.Replace(good, `c3-d4`, `c3-d4","c3-d4`, 1),
		strings.Replace(good, `"offer":-1`, `"offer":5`, 1),
		strings.Replace(good, `"offer":-1`, `"offer":1,"pending":true`, 1),
		strings.Replace(good, `"offer":-1`, `"offer":-1,"end":"won"`, 1),
		strings.Replace(good, `"offer":-1`, `"offer":-1,"extra":1`, 1),
		strings.Replace(good, `W:Wa1`, `W:Wa2`, 1),
	} {
		if _, err := (Game{}).Decode([]byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}

func TestViewNextChoosesSquareBySquare(t *testing.T) {
	s := fromFEN(t, White, "W:Wd2,h2:Bc3,c5,e5,e3,a7")
	v := s.View(HumanSeat, now)
	if next, done := v.Next(nil); done || strings.Join(next, " ") != "d2" {
		t.Errorf("pieces to pick: %v %v (h2 may not move: capture is compulsory)", next, done)
	}
	next, done := v.Next([]string{"d2"})
	slices.Sort(next)
	if done || strings.Join(next, " ") != "b4 f4" {
		t.Errorf("after d2: %v %v", next, done)
	}
	if next, done := v.Next([]string{"d2", "b4", "d6", "f4", "d2"}); !done || len(next) != 0 {
		t.Errorf("whole path: %v %v", next, done)
	}
	if next, done := v.Next([]string{"h2"}); done || len(next) != 0 {
		t.Errorf("h2: %v %v", next, done)
	}
}

// TestStoppingACaptureMidwaySaysItMustContinue: a path that ends on a
// landing square of a longer capture is refused with the reason that
// the capture goes on, not that capturing is compulsory (it was a
// capture).
func TestStoppingACaptureMidwaySaysItMustContinue(t *testing.T) {
	s := fromFEN(t, White, "W:Wc1:Bd2,d4")
	for _, path := range []string{"c1,e3", "c1:e3"} {
		refuse(t, s, HumanSeat, "do=move&path="+path)
		err := s.Apply(HumanSeat, act("do=move&path="+path), now)
		var ie *kit.InputError
		if !errors.As(err, &ie) {
			t.Fatalf("%s: %v", path, err)
		}
		if en, ru := ie.Message("en"), ie.Message("ru"); !strings.Contains(en, "capture must continue") ||
			!strings.Contains(en, "e3") || strings.Contains(en, "compulsory") || !strings.Contains(ru, "продолжить") {
			t.Errorf("%s: %q / %q", path, en, ru)
		}
	}
	// A quiet move while a capture exists still names the compulsory rule.
	q := fromFEN(t, White, "W:Wd4,g1:Bc3")
	err := q.Apply(HumanSeat, act("do=move&path=g1,h2"), now)
	if !kit.IsInvalid(err) || !strings.Contains(err.Error(), "compulsory") {
		t.Errorf("quiet move: %v", err)
	}
}
