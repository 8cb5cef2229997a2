package chess

import (
	"bytes"
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var testNow = time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)

func newGame(t *testing.T, opts string) *State {
	t.Helper()
	return kittest.New[View](t, Game{}, kittest.Form(opts), 42, testNow).(*State)
}

func act(s string) kit.Action { return kittest.Form(s) }

// mustApply applies actions that must succeed, alternating nothing:
// each entry is "seat:query".
func mustApply(t *testing.T, s *State, seat int, actions ...string) {
	t.Helper()
	for _, a := range actions {
		if err := s.Apply(seat, act(a), testNow); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
}

func TestNewGameOptions(t *testing.T) {
	s := newGame(t, "")
	if s.human != White || s.rec.Level != kit.Easy {
		t.Errorf("defaults: %v %s", s.human, s.rec.Level)
	}
	if _, ok := s.NextBot(); ok {
		t.Error("white moves first: the bot must wait")
	}
	b := newGame(t, "color=black&level=strong")
	if seat, ok := b.NextBot(); !ok || seat != BotSeat {
		t.Error("playing black, the bot opens")
	}
	for _, bad := range []string{"level=hard", "color=green", "level=%00"} {
		v, _ := url.ParseQuery(bad)
		if _, err := (Game{}).New(v, 1, testNow); !kit.IsInvalid(err) {
			t.Errorf("New(%q): %v, want an InputError", bad, err)
		}
	}
	seen := map[Color]bool{}
	for seed := uint64(0); seed < 16; seed++ {
		v, _ := url.ParseQuery("color=random")
		st, _ := Game{}.New(v, seed, testNow)
		again, _ := Game{}.New(v, seed, testNow)
		if st.(*State).human != again.(*State).human {
			t.Fatal("random colour must follow the seed")
		}
		seen[st.(*State).human] = true
	}
	if !seen[White] || !seen[Black] {
		t.Error("random colour never gave both colours")
	}
	info := Game{}.Info()
	if info.Slug != "chess" || len(info.Boards) != 6 || info.Boards[4].Key != "strong" || info.Boards[5].Key != "master" {
		t.Errorf("info: %+v", info)
	}
}

func TestRefusedActionsChangeNothing(t *testing.T) {
	s := newGame(t, "")
	mustApply(t, s, 0, "do=move&from=e2&to=e4")
	mustApply(t, s, BotSeat, "do=move&from=e7&to=e5")
	refused := []struct {
		seat int
		act  string
	}{
		{0, "do=move&from=e4&to=e6"},
		{0, "do=move&from=e1&to=e3"},
		{0, "do=move&from=e7&to=e6"}, // the bot's pawn
		{0, "do=move&from=z9&to=e4"},
		{0, "do=move&from=e2"},
		{0, "do=move&from=g1&to=f3&promo=k"},
		{0, "do=move&from=g1&to=f3&promo=qq"},
		{0, "do=move&move=Nf6"},
		{0, "do=move&move=" + strings.Repeat("x", 100)},
		{BotSeat, "do=move&from=b8&to=c6"}, // not the bot's turn
		{BotSeat, "do=resign"},
		{BotSeat, "do=undo"},
		{BotSeat, "do=draw"},
		{0, "do=accept-draw"},
		{BotSeat, "do=accept-draw"}, // no offer open
		{0, "do=fly"},
		{0, ""},
		{7, "do=move&from=g1&to=f3"},
	}
	for _, r := range refused {
		before := kittest.Encode(t, s)
		err := s.Apply(r.seat, act(r.act), testNow)
		if !kit.IsInvalid(err) {
			t.Errorf("seat %d %q: %v, want an InputError", r.seat, r.act, err)
		}
		if after := kittest.Encode(t, s); !bytes.Equal(before, after) {
			t.Errorf("seat %d %q changed the state", r.seat, r.act)
		}
	}
	var ie *kit.InputError
	err := s.Apply(0, act("do=move&from=e4&to=e6"), testNow)
	if e, ok := err.(*kit.InputError); ok {
		ie = e
	}
	if ie == nil || ie.Message("ru") == "" || ie.Message("en") == ie.Message("ru") {
		t.Errorf("refusals carry English and Russian messages: %#v", err)
	}
}

func TestMovesPromotionsAndCastlingByForm(t *testing.T) {
	s, err := newState(record{Version: 1, Start: "r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1", Human: "white", Level: "easy"})
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, s, 0, "do=move&from=b7&to=a8") // promotion without a choice: queen
	if got := s.pos.PieceAt(MakeSquare(0, 7)); got != MakePiece(White, Queen) {
		t.Errorf("default promotion gave %c", got.Letter())
	}
	if s.sans[0] != "bxa8=Q+" {
		t.Errorf("SAN %q", s.sans[0])
	}
	mustApply(t, s, BotSeat, "do=move&move=Ke7")
	mustApply(t, s, 0, "do=move&from=e1&to=h1") // king onto its own rook: castle
	if s.rec.Moves[2] != "e1g1" {
		t.Errorf("king-to-rook castled as %s", s.rec.Moves[2])
	}

	u, _ := newState(record{Version: 1, Start: "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", Human: "white", Level: "easy"})
	mustApply(t, u, 0, "do=move&from=b7&to=b8&promo=n")
	if u.rec.Moves[0] != "b7b8n" {
		t.Errorf("underpromotion played %s", u.rec.Moves[0])
	}
}

func TestFoolsMateEndsTheGame(t *testing.T) {
	s := newGame(t, "level=medium")
	mustApply(t, s, 0, "do=move&from=f2&to=f3")
	mustApply(t, s, BotSeat, "do=move&from=e7&to=e5")
	mustApply(t, s, 0, "do=move&move=g4")
	mustApply(t, s, BotSeat, "do=move&move=Qh4")
	if !s.Over() {
		t.Fatal("mate must end the game")
	}
	if _, ok := s.NextBot(); ok {
		t.Error("no bot moves after the end")
	}
	v := s.View(0, testNow)
	if v.Status != "checkmate" || v.Outcome != "loss" || v.Result != "0-1" || v.Check != "e1" || v.LastTo != "h4" {
		t.Errorf("view: status %s outcome %s result %s check %s last %s", v.Status, v.Outcome, v.Result, v.Check, v.LastTo)
	}
	res := s.Results()
	if len(res) != 1 || res[0].Board != "medium" || res[0].Outcome != kit.Loss || res[0].Moves != 2 {
		t.Errorf("results: %+v", res)
	}
	if pgn := v.PGN("ann"); !strings.Contains(pgn, "1. f3 e5 2. g4 Qh4# 0-1") || !strings.Contains(pgn, `[Date "2026.03.04"]`) {
		t.Errorf("PGN:\n%s", pgn)
	}
	if err := s.Apply(0, act("do=undo"), testNow); !kit.IsInvalid(err) {
		t.Error("a finished game takes no takebacks")
	}
}

func TestThreefoldRepetitionIsADraw(t *testing.T) {
	s := newGame(t, "")
	shuffle := []string{"Nf3", "Nf6", "Ng1", "Ng8"}
	for round := 0; round < 2; round++ {
		for i, mv := range shuffle {
			if s.Over() {
				t.Fatalf("ended early at round %d move %d", round, i)
			}
			mustApply(t, s, i%2, "do=move&move="+mv)
		}
	}
	if s.ending != EndThreefold {
		t.Fatalf("ending %q after the start position came back twice", s.ending)
	}
	if r := s.Results(); r[0].Outcome != kit.Draw {
		t.Errorf("results %+v", r)
	}
}

func TestFiftyMoveRuleIsADraw(t *testing.T) {
	s, err := newState(record{Version: 1, Start: "8/8/4k3/8/8/3K4/R7/8 w - - 99 80", Human: "white", Level: "easy"})
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, s, 0, "do=move&move=Ra3")
	if s.ending != EndFifty {
		t.Errorf("ending %q", s.ending)
	}
	// A pawn move resets the clock.
	p, _ := newState(record{Version: 1, Start: "8/8/4k3/8/8/3K4/P7/8 w - - 99 80", Human: "white", Level: "easy"})
	mustApply(t, p, 0, "do=move&move=a4")
	if p.Over() {
		t.Error("a pawn move must reset the fifty-move count")
	}
}

func TestInsufficientMaterialEndsByCapture(t *testing.T) {
	s, _ := newState(record{Version: 1, Start: "8/8/4k3/8/8/3K4/3r4/8 w - - 0 1", Human: "white", Level: "easy"})
	mustApply(t, s, 0, "do=move&move=Kxd2")
	if s.ending != EndInsufficient {
		t.Errorf("ending %q", s.ending)
	}
}

func TestUndoResignAndDrawOffers(t *testing.T) {
	s := newGame(t, "color=black&level=strong")
	if err := s.Apply(0, act("do=undo"), testNow); !kit.IsInvalid(err) {
		t.Error("nothing to take back yet")
	}
	mustApply(t, s, BotSeat, "do=move&move=e4")
	if err := s.Apply(0, act("do=undo"), testNow); !kit.IsInvalid(err) {
		t.Error("the bot's opening move alone cannot be taken back")
	}
	mustApply(t, s, 0, "do=move&move=c5")
	mustApply(t, s, BotSeat, "do=move&move=Nf3")
	var ie *kit.InputError
	if err := s.Apply(0, act("do=undo"), testNow); !errors.As(err, &ie) || !ie.Confirm || len(s.rec.Moves) != 3 {
		t.Fatalf("a ranked game's first take-back must ask first and change nothing: %v", err)
	}
	mustApply(t, s, 0, "do=undo&casual=yes")
	if len(s.rec.Moves) != 1 || s.rec.Takebacks != 1 || s.pos.side != Black {
		t.Fatalf("after undo: moves %v side %v", s.rec.Moves, s.pos.side)
	}
	if s.Casual().Ranked() {
		t.Fatal("a take-back left the game ranked")
	}

	mustApply(t, s, 0, "do=draw")
	if seat, ok := s.NextBot(); !ok || seat != BotSeat {
		t.Fatal("the bot must answer the offer")
	}
	if err := s.Apply(0, act("do=move&move=c5"), testNow); !kit.IsInvalid(err) {
		t.Error("no move while the offer is open")
	}
	mustApply(t, s, BotSeat, "do=decline-draw")
	if v := s.View(0, testNow); v.Status != "draw-declined" {
		t.Errorf("status %s", v.Status)
	}
	if err := s.Apply(0, act("do=draw"), testNow); !kit.IsInvalid(err) {
		t.Error("a declined offer is not repeated before a move")
	}
	mustApply(t, s, 0, "do=move&move=c5")
	mustApply(t, s, BotSeat, "do=move&move=Nf3")
	mustApply(t, s, 0, "do=draw")
	mustApply(t, s, BotSeat, "do=accept-draw")
	if !s.Over() || s.ending != EndAgreed || s.Results()[0].Outcome != kit.Draw || s.Results()[0].Ranked {
		t.Errorf("accepted draw: over %v ending %s", s.Over(), s.ending)
	}

	r := newGame(t, "")
	mustApply(t, r, 0, "do=resign")
	if res := r.Results(); len(res) != 1 || res[0].Outcome != kit.Loss || res[0].Board != "easy" {
		t.Errorf("resign results %+v", res)
	}
	if err := r.Apply(0, act("do=move&move=e4"), testNow); !kit.IsInvalid(err) {
		t.Error("no moves after resigning")
	}
}

func TestViewForTheBoardAndTheBot(t *testing.T) {
	s := newGame(t, "color=black")
	mustApply(t, s, BotSeat, "do=move&move=e4")
	v := s.View(0, testNow)
	if !v.YourTurn || v.Turn != "black" || v.Human != "black" || v.Bot != "white" {
		t.Errorf("turn: %+v", v)
	}
	if v.Squares[0].Name != "h1" || v.Squares[63].Name != "a8" || v.Squares[63].File != "a" || v.Squares[0].Rank != "1" {
		t.Errorf("black's board starts at h1: %s .. %s", v.Squares[0].Name, v.Squares[63].Name)
	}
	if got := v.Targets["g8"]; !reflect.DeepEqual(got, []string{"f6", "h6"}) {
		t.Errorf("g8 targets %v", got)
	}
	if len(v.Targets) != 10 || v.LastFrom != "e2" || v.LastTo != "e4" {
		t.Errorf("targets from %d squares, last move %s-%s", len(v.Targets), v.LastFrom, v.LastTo)
	}
	if v.CanUndo {
		t.Error("only the bot has moved: nothing of the person's to take back")
	}
	if v.StartFEN != StartFEN || !reflect.DeepEqual(v.Moves, []string{"e2e4"}) {
		t.Errorf("bot inputs: %s %v", v.StartFEN, v.Moves)
	}
	bv := s.View(BotSeat, testNow)
	if bv.YourTurn || len(bv.Targets) != 0 {
		t.Error("the bot's view on the person's turn has no targets")
	}
	mustApply(t, s, 0, "do=move&move=d5")
	mustApply(t, s, BotSeat, "do=move&move=exd5")
	v = s.View(0, testNow)
	if !reflect.DeepEqual(v.CapturedBy["white"], []string{"p"}) || v.Material != 1 {
		t.Errorf("captured %v material %d", v.CapturedBy, v.Material)
	}
	if len(v.MovePairs) != 2 || v.MovePairs[1].White != "exd5" || v.MovePairs[0].Black != "d5" {
		t.Errorf("move pairs %+v", v.MovePairs)
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	s := newGame(t, "color=black&level=medium")
	mustApply(t, s, BotSeat, "do=move&move=e4")
	mustApply(t, s, 0, "do=move&move=e5")
	mustApply(t, s, BotSeat, "do=move&move=Nf3")
	mustApply(t, s, 0, "do=draw")
	data := kittest.Encode(t, s)
	back, err := Game{}.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if again := kittest.Encode(t, back.(*State)); !bytes.Equal(data, again) {
		t.Errorf("round trip:\n%s\n%s", data, again)
	}
	if !reflect.DeepEqual(s.View(0, testNow), back.View(0, testNow)) {
		t.Error("views differ after a round trip")
	}
}

func TestDecodeRefusesGarbage(t *testing.T) {
	good := `{"v":1,"start":"` + StartFEN + `","moves":["e2e4"],"human":"white","level":"easy","created":"2026-01-01T00:00:00Z"}`
	if _, err := (Game{}).Decode([]byte(good)); err != nil {
		t.Fatalf("good record refused: %v", err)
	}
	bad := []string{
		"", "{", "null", "[]", `{"v":2}`,
		strings.Replace(good, `"e2e4"`, `"e2e5"`, 1),
		strings.Replace(good, `"e2e4"`, `"e2e4","e2e4"`, 1),
		strings.Replace(good, `"e2e4"`, `"E2E4"`, 1),
		strings.Replace(good, `"white"`, `"red"`, 1),
		strings.Replace(good, `"easy"`, `"god"`, 1),
		strings.Replace(good, StartFEN, "8/8/8/8/8/8/8/8 w - - 0 1", 1),
		strings.Replace(good, `"level"`, `"end":"exploded","level"`, 1),
		strings.Replace(good, `"level"`, `"drawOffer":"maybe","level"`, 1),
		strings.Replace(good, `["e2e4"]`, `["f2f3","e7e5","g2g4","d8h4","a2a3"]`, 1),
		strings.Replace(good, `["e2e4"]`, `["f2f3","e7e5","g2g4","d8h4"],"end":"resigned"`, 1),
	}
	for _, b := range bad {
		if _, err := (Game{}).Decode([]byte(b)); err == nil {
			t.Errorf("Decode accepted %q", b)
		}
	}
}

// pgnTags reads the header tags of a PGN text.
func pgnTags(t *testing.T, pgn string) map[string]string {
	t.Helper()
	tags := map[string]string{}
	for _, line := range strings.Split(pgn, "\n") {
		if !strings.HasPrefix(line, "[") {
			break
		}
		name, value, ok := strings.Cut(strings.Trim(line, "[]"), " ")
		if !ok || !strings.HasPrefix(value, `"`) || !strings.HasSuffix(value, `"`) {
			t.Fatalf("bad tag line %q", line)
		}
		tags[name] = strings.ReplaceAll(strings.ReplaceAll(value[1:len(value)-1], `\"`, `"`), `\\`, `\`)
	}
	return tags
}

// TestPGNNamesThePlayers: the export names the person as given and the
// bot with its level, on the side each plays.
func TestPGNNamesThePlayers(t *testing.T) {
	for _, tt := range []struct {
		opts, player, white, black string
	}{
		{"color=white&level=strong", "ann", "ann", "Bot (Strong)"},
		{"color=black&level=easy", "Guest", "Bot (Easy)", "Guest"},
		{"color=white&level=medium", `O"Neil \ co`, `O"Neil \ co`, "Bot (Medium)"},
	} {
		st, err := Game{}.New(act(tt.opts), 1, testNow)
		if err != nil {
			t.Fatal(err)
		}
		tags := pgnTags(t, st.View(0, testNow).PGN(tt.player))
		if tags["White"] != tt.white || tags["Black"] != tt.black {
			t.Errorf("%s: White %q Black %q, want %q and %q", tt.opts, tags["White"], tags["Black"], tt.white, tt.black)
		}
	}
}
