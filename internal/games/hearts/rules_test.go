package hearts

import (
	"slices"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func TestLegal(t *testing.T) {
	tests := []struct {
		name          string
		hand          string
		led           cards.Suit
		first, broken bool
		want          string
	}{
		{"two of clubs leads the first trick", "2C,5C,AH,QS", cards.NoSuit, true, false, "2C"},
		{"follow suit", "5C,KC,AH,QS", cards.Clubs, false, false, "5C,KC"},
		{"void: anything", "AH,QS,3D", cards.Clubs, false, false, "3D,QS,AH"},
		{"first trick void: no hearts, no queen", "AH,QS,3D,KS", cards.Clubs, true, false, "3D,KS"},
		{"first trick void with only points: anything", "AH,QS,2H", cards.Clubs, true, false, "2H,QS,AH"},
		{"first trick follow with the queen's suit is fine", "QS,5C", cards.Clubs, true, false, "5C"},
		{"hearts not broken: no heart lead", "2H,AH,3D,QS", cards.NoSuit, false, false, "3D,QS"},
		{"hearts not broken, only hearts: lead one", "2H,AH", cards.NoSuit, false, false, "2H,AH"},
		{"hearts broken: lead anything", "2H,AH,3D", cards.NoSuit, false, true, "2H,3D,AH"},
		{"queen may be led before hearts break", "QS,2H", cards.NoSuit, false, false, "QS"},
		{"must follow hearts", "2H,3D", cards.Hearts, false, true, "2H"},
	}
	for _, tt := range tests {
		got := Legal(cards.MustSet(tt.hand), tt.led, tt.first, tt.broken)
		if got != cards.MustSet(tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, got, cards.MustSet(tt.want))
		}
	}
}

func TestWinner(t *testing.T) {
	tests := []struct {
		cards  string // by seat
		leader int
		want   int
	}{
		{"2C,AC,KC,3C", 0, 1},
		{"2C,AD,AH,AS", 0, 0},  // only the suit led counts
		{"KH,2H,AC,QS", 1, 0},  // hearts led by seat 1, the king wins
		{"5D,9D,10D,4S", 3, 2}, // spades led by seat 3, no one follows higher? 10D is not a spade
	}
	tests[3].want = 3
	for _, tt := range tests {
		cs, _ := cards.ParseList(tt.cards)
		var by [Seats]cards.Card
		copy(by[:], cs)
		if got := Winner(by, tt.leader); got != tt.want {
			t.Errorf("%s led by %d: winner %d, want %d", tt.cards, tt.leader, got, tt.want)
		}
	}
}

func TestPoints(t *testing.T) {
	if Points(QueenOfSpades) != 13 || Points(cards.MustParse("2H")) != 1 || Points(cards.MustParse("AH")) != 1 ||
		Points(cards.MustParse("KS")) != 0 || Points(cards.MustParse("QD")) != 0 {
		t.Error("card points")
	}
	if SetPoints(fullDeck) != MoonPoints {
		t.Errorf("the deck carries %d points", SetPoints(fullDeck))
	}
}

func TestPassDirections(t *testing.T) {
	want := []struct {
		dir       Direction
		from0, to int
	}{
		{PassLeft, 3, 1}, {PassAcross, 2, 2}, {PassRight, 1, 3}, {PassNone, 0, 0},
		{PassLeft, 3, 1}, // round 5 starts the cycle again
	}
	for round, w := range want {
		d := DirectionOf(round)
		if d != w.dir || d.Receiver(0) != w.to || d.Giver(0) != w.from0 {
			t.Errorf("round %d: %v gives to %d, gets from %d", round, d, d.Receiver(0), d.Giver(0))
		}
		for seat := range Seats {
			if d.Giver(d.Receiver(seat)) != seat {
				t.Errorf("%v: giver of receiver of %d", d, seat)
			}
		}
	}
}

func TestNewOptions(t *testing.T) {
	s := newGame(t, nil, 1)
	if s.level() != kit.Easy || s.Target != 100 || s.Phase != Passing || s.Round != 0 {
		t.Errorf("defaults: %+v", s)
	}
	s = newGame(t, kittest.Act("level", "hard", "target", "50"), 1)
	if s.level() != kit.Strong || s.Target != 50 {
		t.Errorf("options: level %v target %d", s.level(), s.Target)
	}
	for _, bad := range []kit.Action{kittest.Act("level", "godlike"), kittest.Act("target", "10"), kittest.Act("target", "x"), kittest.Act("target", "501")} {
		if _, err := (Game{}).New(bad, 1, t0); !kit.IsInvalid(err) {
			t.Errorf("%v: %v", bad, err)
		}
	}
	for seat, h := range s.Hands {
		if h.Len() != HandSize {
			t.Errorf("seat %d dealt %d", seat, h.Len())
		}
	}
}

func TestSameSeedSameDeal(t *testing.T) {
	a, b := newGame(t, nil, 42), newGame(t, nil, 42)
	if a.Hands != b.Hands {
		t.Error("same seed, different deal")
	}
	if c := newGame(t, nil, 43); c.Hands == a.Hands {
		t.Error("different seeds, same deal")
	}
}

func TestPassAndExchange(t *testing.T) {
	s := newGame(t, nil, 7)
	hands := s.Hands
	give := func(seat int) string { return cards.Join(s.Hands[seat].Cards()[:3]) }
	passes := [Seats]cards.Set{}
	for seat := 1; seat < Seats; seat++ {
		if next, ok := s.NextBot(); !ok || next != seat {
			t.Fatalf("NextBot = %d, %v; want %d", next, ok, seat)
		}
		passes[seat] = cards.MustSet(give(seat))
		mustApply(t, s, seat, kittest.Act("do", "pass", "cards", give(seat)))
	}
	if _, ok := s.NextBot(); ok {
		t.Fatal("bots are done; the person must pass")
	}
	if s.Phase != Passing || s.Hands != hands {
		t.Fatal("nothing moves until all four have passed")
	}
	refuse(t, s, 1, kittest.Act("do", "pass", "cards", give(1))) // twice
	mine := s.Hands[0].Cards()
	// The form may also send one field per checkbox.
	mustApply(t, s, 0, kittest.Act("do", "pass", "cards", mine[0].String(), "cards", mine[1].String(), "cards", mine[2].String()))
	passes[0] = cards.SetOf(mine[:3]...)
	if s.Phase != Playing {
		t.Fatal("play starts after the exchange")
	}
	for seat := range Seats {
		to := PassLeft.Receiver(seat)
		if s.Hands[to].Intersect(passes[seat]) != passes[seat] || s.Hands[seat].Intersect(passes[seat]) != 0 {
			t.Errorf("seat %d's pass did not reach seat %d", seat, to)
		}
		if s.Hands[seat].Len() != HandSize {
			t.Errorf("seat %d has %d cards", seat, s.Hands[seat].Len())
		}
	}
	if !s.Hands[s.Turn].Has(TwoOfClubs) || s.Current.Leader != s.Turn {
		t.Error("the holder of the two of clubs leads")
	}
	v := s.View(0, t0)
	if !slices.Equal(v.Passed, sortedCards(passes[0])) || !slices.Equal(v.Received, sortedCards(passes[3])) || v.PassFrom != 3 || v.PassTo != 1 {
		t.Errorf("view of the pass: passed %v received %v", v.Passed, v.Received)
	}
}

func TestPassRefusals(t *testing.T) {
	s := newGame(t, nil, 8)
	mine := s.Hands[0].Cards()
	theirs := s.Hands[1].Cards()
	for _, a := range []kit.Action{
		kittest.Act("do", "pass", "cards", cards.Join(mine[:2])),
		kittest.Act("do", "pass", "cards", cards.Join(mine[:4])),
		kittest.Act("do", "pass", "cards", cards.Join([]cards.Card{mine[0], mine[0], mine[1]})),
		kittest.Act("do", "pass", "cards", cards.Join([]cards.Card{mine[0], mine[1], theirs[0]})),
		kittest.Act("do", "pass", "cards", "QS,ZZ,2H"),
		kittest.Act("do", "pass"),
		kittest.Act("do", "play", "card", mine[0].String()),
		kittest.Act("do", "next"),
		kittest.Act("do", "dance"),
		kittest.Act(),
	} {
		refuse(t, s, 0, a)
	}
	refuse(t, s, 4, kittest.Act("do", "pass", "cards", cards.Join(mine[:3])))
	refuse(t, s, -1, kittest.Act("do", "pass", "cards", cards.Join(mine[:3])))
}

// fourthRound starts a game in round 3 (no pass) so play begins at once.
func fourthRound(t *testing.T, seed uint64) *state {
	s := newGame(t, nil, seed)
	s.Round = 3
	s.Rounds = make([]RoundResult, 3)
	for i := range s.Rounds {
		s.Rounds[i] = RoundResult{Points: [Seats]int{0, 0, 0, 26}, Moon: -1}
	}
	s.Scores = [Seats]int{0, 0, 0, 78}
	s.deal(3)
	if err := s.check(); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestNoPassRound(t *testing.T) {
	s := fourthRound(t, 9)
	if s.Phase != Playing || !s.Hands[s.Turn].Has(TwoOfClubs) {
		t.Fatal("the fourth round starts with play")
	}
	v := s.View(0, t0)
	if v.Pass != PassNone || len(v.Passed) != 0 || len(v.Received) != 0 {
		t.Error("no pass in the fourth round")
	}
}

func TestFirstTrickRules(t *testing.T) {
	// Seat 0 holds the two of clubs; seat 1 has no clubs.
	s := inFourthRound(&state{
		Rung: Levels.Index(kit.Medium), Target: DefaultTarget, Phase: Playing,
		Current: Trick{Leader: 0, Winner: -1},
	})
	s.rng = newGame(t, nil, 1).rng
	s.Hands = [Seats]cards.Set{
		cards.MustSet("2C,3C,4C,5C,6C,7C,8C,9C,10C,2D,3D,4D,5D"),
		cards.MustSet("QS,AH,KH,QH,JH,10H,9H,8H,7H,6D,7D,8D,9D"),
		cards.MustSet("JC,QC,KC,AC,10D,JD,QD,KD,AD,2S,3S,4S,5S"),
		cards.MustSet("6S,7S,8S,9S,10S,JS,KS,AS,2H,3H,4H,5H,6H"),
	}
	if err := s.check(); err != nil {
		t.Fatal(err)
	}
	refuse(t, s, 0, kittest.Act("do", "play", "card", "3C")) // the two must lead
	refuse(t, s, 1, kittest.Act("do", "play", "card", "6D")) // not seat 1's turn
	mustApply(t, s, 0, kittest.Act("do", "play", "card", "2C"))
	refuse(t, s, 1, kittest.Act("do", "play", "card", "QS")) // no queen on trick one
	refuse(t, s, 1, kittest.Act("do", "play", "card", "AH")) // no hearts on trick one
	refuse(t, s, 1, kittest.Act("do", "play", "card", "2S")) // not in hand
	mustApply(t, s, 1, kittest.Act("do", "play", "card", "9D"))
	refuse(t, s, 2, kittest.Act("do", "play", "card", "10D")) // must follow clubs
	mustApply(t, s, 2, kittest.Act("do", "play", "card", "AC"))
	// Seat 3 has only spades and hearts: hearts are banned, spades fine.
	refuse(t, s, 3, kittest.Act("do", "play", "card", "2H"))
	mustApply(t, s, 3, kittest.Act("do", "play", "card", "6S"))
	if s.Turn != 2 || s.Current.Leader != 2 || len(s.Tricks) != 1 || s.Tricks[0].Winner != 2 {
		t.Fatalf("the ace of clubs takes the trick and leads: turn %d", s.Turn)
	}
	// Hearts are not broken: seat 2 has none anyway; lead a spade.
	mustApply(t, s, 2, kittest.Act("do", "play", "card", "2S"))
	refuse(t, s, 0, kittest.Act("do", "play", "card", "2D")) // wrong seat: 0 plays after 3
	mustApply(t, s, 3, kittest.Act("do", "play", "card", "AS"))
	if s.Turn != 0 {
		t.Fatal("play goes left, 3 then 0")
	}
	mustApply(t, s, 0, kittest.Act("do", "play", "card", "2D")) // void in spades
	mustApply(t, s, 1, kittest.Act("do", "play", "card", "QS")) // the queen drops
	if s.Tricks[1].Winner != 3 || s.View(0, t0).Taken[3] != 13 {
		t.Fatal("the ace of spades takes the queen")
	}
	if s.Broken {
		t.Fatal("the queen does not break hearts")
	}
	// Seat 3 may not lead a heart while hearts are unbroken.
	refuse(t, s, 3, kittest.Act("do", "play", "card", "2H"))
	mustApply(t, s, 3, kittest.Act("do", "play", "card", "KS"))
	mustApply(t, s, 0, kittest.Act("do", "play", "card", "3D"))
	mustApply(t, s, 1, kittest.Act("do", "play", "card", "AH")) // void: a heart breaks them
	if !s.Broken || !s.View(0, t0).HeartsBroken {
		t.Fatal("a heart discarded breaks hearts")
	}
	mustApply(t, s, 2, kittest.Act("do", "play", "card", "3S"))
	mustApply(t, s, 3, kittest.Act("do", "play", "card", "2H")) // now hearts may be led
}

// playOut plays the rest of a round with the given strategy of picking a
// card from the legal ones.
func playOut(t *testing.T, s *state, pick func(seat int, legal cards.Set) cards.Card) {
	for s.Phase == Playing {
		seat := s.Turn
		c := pick(seat, s.legal(seat))
		mustApply(t, s, seat, kittest.Act("do", "play", "card", c.String()))
	}
}

func TestMoonShot(t *testing.T) {
	// Seat 0 holds every heart's top and the queen; with everyone else
	// always playing low and seat 0 high it takes all thirteen tricks.
	s := inFourthRound(&state{Rung: Levels.Index(kit.Medium), Target: 200, Phase: Playing, Current: Trick{Winner: -1}})
	s.rng = newGame(t, nil, 1).rng
	s.Hands = [Seats]cards.Set{
		cards.MustSet("2C,AC,KC,QC,AD,KD,QD,AS,KS,QS,AH,KH,QH"),
		cards.MustSet("3C,4C,5C,2D,3D,4D,2S,3S,4S,2H,3H,4H,5H"),
		cards.MustSet("6C,7C,8C,5D,6D,7D,5S,6S,7S,6H,7H,8H,9H"),
		cards.MustSet("9C,10C,JC,8D,9D,10D,JD,8S,9S,10S,JS,10H,JH"),
	}
	playOut(t, s, func(seat int, legal cards.Set) cards.Card {
		if seat == 0 {
			// Lead the top of the longest suit; all stay above.
			return highest(legal)
		}
		return lowest(legal)
	})
	if r := s.Rounds[3]; r.Moon != 0 || r.Points != [Seats]int{0, 26, 26, 26} || s.Scores != [Seats]int{0, 26, 26, 104} {
		t.Fatalf("moon: %+v scores %v", s.Rounds[3], s.Scores)
	}
	if s.Phase != RoundOver {
		t.Fatalf("phase %v", s.Phase)
	}
	refuse(t, s, 1, kittest.Act("do", "next")) // only the person deals
	refuse(t, s, 0, kittest.Act("do", "play", "card", "2C"))
	mustApply(t, s, 0, kittest.Act("do", "next"))
	if s.Round != 4 || s.Phase != Passing || DirectionOf(s.Round) != PassLeft {
		t.Fatal("the fifth round passes left again")
	}
}

func highest(s cards.Set) cards.Card {
	best := cards.NoCard
	for _, c := range s.Cards() {
		if best == cards.NoCard || c.Rank() >= best.Rank() {
			best = c
		}
	}
	return best
}

func lowest(s cards.Set) cards.Card { c, _ := s.Lowest(); return c }

func TestRoundScoresAndGameEnd(t *testing.T) {
	s := fourthRound(t, 11)
	s.Target = 80 // seat 3 has 78: this round ends the game if it takes 2
	playOut(t, s, func(seat int, legal cards.Set) cards.Card { return lowest(legal) })
	r := s.Rounds[3]
	total := 0
	for _, p := range r.Points {
		total += p
	}
	if r.Moon == -1 && total != MoonPoints {
		t.Fatalf("a round without a moon gives out 26 points, got %d", total)
	}
	over := false
	for _, sc := range s.Scores {
		over = over || sc >= s.Target
	}
	if over != s.Over() {
		t.Fatalf("scores %v target %d over %v", s.Scores, s.Target, s.Over())
	}
	if !s.Over() {
		return
	}
	refuse(t, s, 0, kittest.Act("do", "next"))
	res := s.Results()
	if len(res) == 0 || res[0].Board != "medium" {
		t.Fatalf("results %+v", res)
	}
}

func TestOutcome(t *testing.T) {
	tests := []struct {
		scores [Seats]int
		want   kit.Outcome
		best   bool
	}{
		{[Seats]int{20, 40, 60, 100}, kit.Win, true},
		{[Seats]int{40, 20, 60, 100}, kit.Loss, false},
		{[Seats]int{20, 20, 60, 100}, kit.Draw, false},
	}
	for _, tt := range tests {
		s := &state{Rung: Levels.Index(kit.Strong), Phase: GameOver, Scores: tt.scores, Target: 100}
		res := s.Results()
		if res[0].Outcome != tt.want || res[0].Board != "hard" || res[0].Score != int64(tt.scores[0]) {
			t.Errorf("%v: %+v", tt.scores, res)
		}
		if (len(res) == 2 && res[1].Board == BestBoard) != tt.best {
			t.Errorf("%v: best board %+v", tt.scores, res)
		}
		if res[0].Detail.Str("level") != "hard" {
			t.Errorf("detail %v", res[0].Detail)
		}
	}
	if (&state{Phase: Playing}).Results() != nil {
		t.Error("an unfinished game has no results")
	}
}

func TestInfo(t *testing.T) {
	info := Game{}.Info()
	if info.Slug != "hearts" || len(info.Boards) != 4 {
		t.Errorf("%+v", info)
	}
}
