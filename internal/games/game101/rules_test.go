package game101

import (
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

func act(do string, kv ...string) kit.Action {
	a := kit.Action{"do": {do}}
	for i := 0; i+1 < len(kv); i += 2 {
		a.Set(kv[i], kv[i+1])
	}
	return a
}

func TestPoints(t *testing.T) {
	for _, tt := range []struct {
		card string
		want int
	}{
		{"AS", 11}, {"10H", 10}, {"9C", 0}, {"8D", 8}, {"7S", 7}, {"6H", 6}, {"KC", 4}, {"QD", 3}, {"JS", 2},
	} {
		if got := Points(cards.MustParse(tt.card)); got != tt.want {
			t.Errorf("Points(%s) = %d, want %d", tt.card, got, tt.want)
		}
	}
	if got := HandPoints(FullDeck); got != 4*(11+10+0+8+7+6+4+3+2) {
		t.Errorf("the whole deck is worth %d", got)
	}
}

func TestMatches(t *testing.T) {
	for _, tt := range []struct {
		card, top string
		want      bool
	}{
		{"6H", "9H", true},  // same suit
		{"9S", "9H", true},  // same rank
		{"QH", "9H", true},  // a queen is no wild card: it matches by suit
		{"QS", "9H", false}, // and not otherwise
		{"10C", "9H", false},
		{"AD", "AS", true},
	} {
		if got := Matches(cards.MustParse(tt.card), cards.MustParse(tt.top)); got != tt.want {
			t.Errorf("Matches(%s on %s) = %v", tt.card, tt.top, got)
		}
	}
	if n := Matching(cards.MustParse("9H")).Len(); n != 12 {
		t.Errorf("nine suits cards and three other nines match, plus itself: %d, want 12", n)
	}
}

func TestEffects(t *testing.T) {
	for _, tt := range []struct {
		card string
		want Effect
	}{
		{"AH", Effect{Skip: true}},
		{"6C", Effect{Draw: 1, Skip: true}},
		{"7D", Effect{Draw: 2, Skip: true}},
		{"KS", Effect{Draw: 4, Skip: true}},
		{"KH", Effect{}},
		{"QS", Effect{}},
		{"8S", Effect{}},
		{"9D", Effect{}},
		{"10S", Effect{}},
		{"JC", Effect{}},
	} {
		if got := EffectOf(cards.MustParse(tt.card)); got != tt.want {
			t.Errorf("EffectOf(%s) = %+v, want %+v", tt.card, got, tt.want)
		}
	}
}

func TestAfterRoundAndBonus(t *testing.T) {
	for _, tt := range []struct {
		score, points, want int
		out                 bool
	}{
		{90, 11, 0, false},  // exactly 101 drops to 0
		{90, 12, 102, true}, // above 101 is out
		{100, 0, 100, false},
		{0, 101, 0, false},
		{10, -20, -10, false},
		{50, 50, 100, false},
	} {
		got, out := AfterRound(tt.score, tt.points)
		if got != tt.want || out != tt.out {
			t.Errorf("AfterRound(%d, %d) = %d, %v; want %d, %v", tt.score, tt.points, got, out, tt.want, tt.out)
		}
	}
	for code, want := range map[string]int{"QH": -40, "QS": -20, "QC": -20, "QD": -20, "KH": 0, "9H": 0} {
		if got := FinishBonus(cards.MustParse(code)); got != want {
			t.Errorf("FinishBonus(%s) = %d, want %d", code, got, want)
		}
	}
}

func TestDeal(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := range uint64(40) {
			s := newGame(t, players, seed)
			mustCheck(t, s)
			start := s.Pile[0]
			if len(s.Pile) != 1 || s.Log[0] != (Event{Seat: s.Dealer, Kind: EvStart, Card: start}) {
				t.Fatalf("the pile starts with the turned-up card: %v %v", s.Pile, s.Log)
			}
			left := (s.Dealer + 1) % players
			wantLeft, wantTurn := HandSize, left
			if eff := EffectOf(start); eff.Skip {
				wantLeft += eff.Draw
				wantTurn = (left + 1) % players
			}
			stock := len(Deck) - HandSize*players
			if eff := EffectOf(start); eff.Skip {
				stock -= eff.Draw
			}
			for seat := range players {
				want := HandSize
				switch seat {
				case s.Dealer:
					want = HandSize - 1
				case left:
					want = wantLeft
				}
				if players == 2 && seat == s.Dealer {
					want = HandSize - 1
				}
				if got := s.Hands[seat].Len(); got != want {
					t.Fatalf("%d players, start %v: seat %d has %d cards, want %d", players, start, seat, got, want)
				}
			}
			if s.Turn != wantTurn || len(s.Stock) != stock {
				t.Fatalf("%d players, start %v: turn %d stock %d; want %d and %d", players, start, s.Turn, len(s.Stock), wantTurn, stock)
			}
		}
	}
}

func TestPlayMustMatch(t *testing.T) {
	s := deckOf(t, []string{"9H 10S QS", "6C 7C"}, "8H", "")
	before, _ := s.Encode()
	for _, bad := range []kit.Action{
		act("play", "card", "10S"), // neither suit nor rank
		act("play", "card", "QS"),  // queens are not wild
		act("play", "card", "6C"),  // not in the hand
		act("play", "card", "ZZ"),  // not a card
		act("play", "card", "2H"),  // not in a 36-card deck
		act("play"),                // no card
		act("draw"),                // holds a match
		act("pass"),                // holds a match
		act("next"),                // the round is on
		act("shuffle"),             // no such action
		{},                         // nothing at all
	} {
		if err := s.Apply(0, bad, epoch); !kit.IsInvalid(err) {
			t.Errorf("%v: err %v, want a refusal", bad, err)
		}
		if after, _ := s.Encode(); string(after) != string(before) {
			t.Fatalf("%v changed the state", bad)
		}
	}
	if err := s.Apply(1, act("play", "card", "6C"), epoch); !kit.IsInvalid(err) {
		t.Error("seat 1 played out of turn")
	}
	if err := s.Apply(7, act("play", "card", "9H"), epoch); !kit.IsInvalid(err) {
		t.Error("a seat that does not exist played")
	}
	if err := s.Apply(0, act("play", "card", "9H"), epoch); err != nil {
		t.Fatal(err)
	}
	if s.top() != cards.MustParse("9H") || s.Turn != 1 || s.Hands[0] != cards.MustSet("10S QS") {
		t.Fatalf("after 9H: top %v turn %d hand %v", s.top(), s.Turn, s.Hands[0])
	}
	// Same rank on another suit.
	s = deckOf(t, []string{"8S 10S", "6C 7C"}, "8H", "")
	if err := s.Apply(0, act("play", "card", "8S"), epoch); err != nil {
		t.Fatal(err)
	}
	mustCheck(t, s)
}

func TestSpecialCardsHitTheNextPlayer(t *testing.T) {
	for _, tt := range []struct {
		card      string
		draws     int
		nextTurn  int
		eventKind EventKind
	}{
		{"AH", 0, 2, EvSkip},
		{"6H", 1, 2, EvPenalty},
		{"7H", 2, 2, EvPenalty},
		{"KH", 0, 1, ""},
		{"QH", 0, 1, ""},
	} {
		s := deckOf(t, []string{tt.card + " 9C", "10C JC", "10D JD"}, "8H", "")
		if err := s.Apply(0, act("play", "card", tt.card), epoch); err != nil {
			t.Fatal(err)
		}
		mustCheck(t, s)
		if got := s.Hands[1].Len(); got != 2+tt.draws {
			t.Errorf("%s: next player holds %d, want %d", tt.card, got, 2+tt.draws)
		}
		if s.Turn != tt.nextTurn {
			t.Errorf("%s: turn %d, want %d", tt.card, s.Turn, tt.nextTurn)
		}
		if last := s.Log[len(s.Log)-1]; tt.eventKind != "" && (last.Kind != tt.eventKind || last.Seat != 1 || last.N != tt.draws) {
			t.Errorf("%s: last event %+v", tt.card, last)
		}
		if tt.draws > 0 && s.Drew[1].Len() != tt.draws {
			t.Errorf("%s: the victim's drawn cards are not marked for it", tt.card)
		}
	}
	// The king of spades: four cards.
	s := deckOf(t, []string{"KS 9C", "10C JC", "10D JD"}, "8S", "")
	if err := s.Apply(0, act("play", "card", "KS"), epoch); err != nil {
		t.Fatal(err)
	}
	if s.Hands[1].Len() != 6 || s.Turn != 2 {
		t.Errorf("king of spades: next holds %d, turn %d", s.Hands[1].Len(), s.Turn)
	}
}

func TestTwoPlayersSkipGivesTheTurnBack(t *testing.T) {
	s := deckOf(t, []string{"AH 7H 9C", "10C JC"}, "8H", "")
	if err := s.Apply(0, act("play", "card", "AH"), epoch); err != nil {
		t.Fatal(err)
	}
	if s.Turn != 0 {
		t.Fatalf("after an ace with two players the same player moves again, turn %d", s.Turn)
	}
	if err := s.Apply(0, act("play", "card", "7H"), epoch); err != nil {
		t.Fatal(err)
	}
	if s.Turn != 0 || s.Hands[1].Len() != 4 {
		t.Fatalf("after a seven: turn %d, the other holds %d", s.Turn, s.Hands[1].Len())
	}
}

func TestEliminatedPlayersAreSkipped(t *testing.T) {
	s := deckOf(t, []string{"AH 9C", "", "10D JD"}, "8H", "")
	pastScores(s, 0, 120)
	mustCheck(t, s)
	if err := s.Apply(0, act("play", "card", "AH"), epoch); err != nil {
		t.Fatal(err)
	}
	if s.Turn != 0 {
		t.Fatalf("seat 1 is out, so an ace skips seat 2 and the turn comes back: %d", s.Turn)
	}
}

func TestDrawUntilAMatchIsPlayedAtOnce(t *testing.T) {
	// The stock is drawn from its end: 10C, then JD, then 9H.
	s := deckOf(t, []string{"6S 7S", "10D 8D", "KD QD"}, "8H", "9H JD 10C")
	if err := s.Apply(0, act("draw"), epoch); err != nil {
		t.Fatal(err)
	}
	mustCheck(t, s)
	if s.Hands[0] != cards.MustSet("6S 7S 10C JD") || s.top() != cards.MustParse("9H") {
		t.Fatalf("drew 10C and JD, kept them and played 9H: hand %v top %v", s.Hands[0], s.top())
	}
	if s.Drew[0] != cards.MustSet("10C JD") {
		t.Errorf("the drawn cards are marked for their owner: %v", s.Drew[0])
	}
	if last := s.Log[len(s.Log)-1]; last != (Event{Seat: 0, Kind: EvPlay, Card: cards.MustParse("9H"), N: 3}) {
		t.Errorf("last event %+v", last)
	}
	if s.Turn != 1 {
		t.Errorf("turn %d", s.Turn)
	}
	// The table knows seat 0 had no heart and no eight, and since it
	// kept unknown cards, only that.
	if s.Lacks[0] != Matching(cards.MustParse("8H")).Minus(cards.MustSet("9H")).Union(cards.MustSet("9H")) {
		t.Errorf("lacks %v", s.Lacks[0])
	}
	// A special card drawn and played still hits the next player.
	s = deckOf(t, []string{"6S 7S", "10D 8D", "KD QD"}, "8H", "7H")
	if err := s.Apply(0, act("draw"), epoch); err != nil {
		t.Fatal(err)
	}
	if s.top() != cards.MustParse("7H") || s.Hands[1].Len() != 4 || s.Turn != 2 {
		t.Fatalf("drawn 7H: top %v, next holds %d, turn %d", s.top(), s.Hands[1].Len(), s.Turn)
	}
}

func TestReshuffleKeepsTheTopCard(t *testing.T) {
	s := deckOf(t, []string{"6S 7S", "10D 8D"}, "9H 8H", "-")
	pile := len(s.Pile)
	if err := s.Apply(0, act("draw"), epoch); err != nil {
		t.Fatal(err)
	}
	mustCheck(t, s)
	if s.Shuffles != 1 || s.Log[0].Kind != EvShuffle || s.Log[0].N != pile-1 {
		t.Fatalf("shuffles %d log %v", s.Shuffles, s.Log)
	}
	if s.Pile[0] != cards.MustParse("8H") {
		t.Fatalf("the old top stays at the bottom of the new pile: %v", s.Pile)
	}
}

func TestNothingToDrawPasses(t *testing.T) {
	// All but one card in hands: nothing to draw, seat 0 passes.
	s := deckOf(t, []string{"6S 7S", "10D 8D 8H"}, "9H", "-")
	s.Hands[1] = FullDeck.Minus(s.Hands[0]).Minus(cards.MustSet("9H"))
	s.Pile = cards.Packed{cards.MustParse("9H")}
	mustCheck(t, s)
	if v := s.View(0, epoch); v.CanDraw || !v.CanPass {
		t.Fatalf("view: can draw %v, can pass %v", v.CanDraw, v.CanPass)
	}
	if err := s.Apply(0, act("pass"), epoch); err != nil {
		t.Fatal(err)
	}
	if s.Turn != 1 || s.Log[len(s.Log)-1].Kind != EvPass || s.Misses != 1 {
		t.Fatalf("turn %d log %v", s.Turn, s.Log)
	}
	if !s.Lacks[0].Has(cards.MustParse("10H")) || !s.Lacks[0].Has(cards.MustParse("9S")) {
		t.Error("the table knows seat 0 lacks hearts and nines")
	}
	// Passing while a card could be drawn is refused.
	s = deckOf(t, []string{"6S 7S", "10D 8D"}, "9H", "")
	if err := s.Apply(0, act("pass"), epoch); !kit.IsInvalid(err) {
		t.Error("pass with cards in the stock")
	}
}

func TestReshuffleLimitEndsTheAceChase(t *testing.T) {
	// Found by random play: seats 1 and 3 hold nothing red and no ace,
	// the pile is AH under AD. Seat 1 reshuffles AH back, draws and
	// plays it (skipping seat 2), seat 3 does the same with AD (skipping
	// seat 0), and without a limit on reshuffles this never ends.
	s := deckOf(t, []string{
		"6H 8D 8H 9C 10C JC JD QC KD KH KS AC AS",
		"7H 8C KC",
		"6D 6S 7D 7S 9D 9H 9S 10H JH JS QH QS",
		"6C 7C 8S 10D 10S QD",
	}, "AH AD", "-")
	s.Hands[1] = cards.MustSet("8C KC 7S")
	s.Hands[2] = cards.MustSet("6D 6S 7D 7H 9D 9H 9S 10H JH JS QH QS")
	s.Turn = 1
	mustCheck(t, s)
	for i := 0; s.Phase == Playing; i++ {
		if i > 500 {
			t.Fatal("the round does not end")
		}
		seat := s.Turn
		v := s.View(seat, epoch)
		a := act("pass")
		switch {
		case !v.Playable.Empty():
			a = act("play", "card", v.Playable.Cards()[0].String())
		case v.CanDraw:
			a = act("draw")
		}
		if err := s.Apply(seat, a, epoch); err != nil {
			t.Fatal(err)
		}
		mustCheck(t, s)
		if s.Shuffles > MaxShuffles {
			t.Fatalf("%d reshuffles", s.Shuffles)
		}
	}
}

func TestBlockedRoundLowestHandWins(t *testing.T) {
	s := deckOf(t, []string{"6S 7S", "10D 8D 8H"}, "9H", "-")
	s.Hands[0] = cards.MustSet("JS QS") // 5 points
	s.Hands[1] = FullDeck.Minus(s.Hands[0]).Minus(cards.MustSet("9H"))
	s.Hands[1] = s.Hands[1].Minus(Matching(cards.MustParse("9H")))
	s.Pile = append(cards.Packed(Matching(cards.MustParse("9H")).Minus(cards.MustSet("9H")).Cards()), cards.MustParse("9H"))
	s.Shuffles = MaxShuffles
	mustCheck(t, s)
	if err := s.Apply(0, act("pass"), epoch); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(1, act("pass"), epoch); err != nil {
		t.Fatal(err)
	}
	mustCheck(t, s)
	if s.Phase == Playing {
		t.Fatalf("phase %v", s.Phase)
	}
	r := s.Rounds[len(s.Rounds)-1]
	if !r.Blocked || r.Winner != 0 || r.Points[0] != 0 || r.Points[1] != HandPoints(s.Hands[1]) {
		t.Fatalf("blocked round %+v", r)
	}
}

func TestRoundEndAndScoring(t *testing.T) {
	for _, tt := range []struct {
		last, top string
		bonus     int
		startHave int
	}{
		{"9H", "9S", 0, 0},
		{"QH", "8H", -40, 0},
		{"QS", "9S", -20, 30},
	} {
		s := deckOf(t, []string{tt.last, "10D AD", "9D JD"}, tt.top, "")
		s.Dealer = 2
		pastScores(s, tt.startHave, 90, 100)
		mustCheck(t, s)
		if err := s.Apply(0, act("play", "card", tt.last), epoch); err != nil {
			t.Fatal(err)
		}
		mustCheck(t, s)
		r := s.Rounds[3]
		// Seat 1: 90 + 21 = 111, out. Seat 2: 100 + 2 = 102, out. So
		// seat 0 wins the match.
		if r.Winner != 0 || r.Points[0] != tt.bonus || r.Points[1] != 21 || r.Points[2] != 2 {
			t.Fatalf("%s: round %+v", tt.last, r)
		}
		if s.Scores[0] != tt.startHave+tt.bonus || !s.Out[1] || !s.Out[2] || !s.Over() || s.Winner() != 0 {
			t.Fatalf("%s: scores %v out %v phase %v", tt.last, s.Scores, s.Out, s.Phase)
		}
		res := s.Results()
		if len(res) != 2 || res[0].Outcome != kit.Win || res[0].Board != "strong" || res[1].Board != BestBoard || res[1].Score != int64(s.Scores[0]) {
			t.Fatalf("results %+v", res)
		}
		if err := s.Apply(0, act("next"), epoch); !kit.IsInvalid(err) {
			t.Error("an action after the match")
		}
	}
}

func TestExactly101DropsToZero(t *testing.T) {
	s := deckOf(t, []string{"9H", "10D AD", "9D JD"}, "8H", "")
	pastScores(s, 0, 80)
	mustCheck(t, s)
	if err := s.Apply(0, act("play", "card", "9H"), epoch); err != nil {
		t.Fatal(err)
	}
	if s.Scores[1] != 0 || s.Out[1] || s.Scores[2] != 2 || s.Phase != RoundOver {
		t.Fatalf("scores %v out %v phase %v", s.Scores, s.Out, s.Phase)
	}
	// The winner deals the next round, and the player to their left
	// (or the one after, on a special card) moves.
	if err := s.Apply(1, act("next"), epoch); !kit.IsInvalid(err) {
		t.Error("a bot dealt the next round")
	}
	if err := s.Apply(0, act("next"), epoch); err != nil {
		t.Fatal(err)
	}
	mustCheck(t, s)
	if s.Dealer != 0 || s.Phase != Playing || s.Hands[0].Len() != HandSize-1 {
		t.Fatalf("dealer %d phase %v", s.Dealer, s.Phase)
	}
}

func TestPersonOutBotsPlayOn(t *testing.T) {
	s := deckOf(t, []string{"10D AD", "9H", "9D JD"}, "8H", "")
	s.Turn = 1
	pastScores(s, 100)
	mustCheck(t, s)
	if err := s.Apply(1, act("play", "card", "9H"), epoch); err != nil {
		t.Fatal(err)
	}
	mustCheck(t, s)
	if !s.Out[0] || s.Phase != Playing || s.Dealer != 1 || !s.Hands[0].Empty() {
		t.Fatalf("the person is out and the next round is dealt at once: out %v phase %v", s.Out, s.Phase)
	}
	if seat, ok := s.NextBot(); !ok || seat == 0 {
		t.Fatalf("NextBot %d %v", seat, ok)
	}
	if v := s.View(0, epoch); v.MyTurn() || len(v.Hand) != 0 {
		t.Fatal("the person has nothing to do")
	}
	if err := s.Apply(0, act("draw"), epoch); !kit.IsInvalid(err) {
		t.Error("a person who is out moved")
	}
	if res := s.Results(); len(res) != 1 || res[0].Outcome != kit.Loss {
		t.Errorf("a person out has lost at once: %+v", res)
	}

	// After many bot moves in a row the bots wait at the round's end
	// for the person, who sends them on.
	s = deckOf(t, []string{"", "9H", "9D JD", "8S"}, "8H", "")
	pastScores(s, 120)
	s.Turn, s.Dealer, s.BotRun = 1, 1, PauseAfter-1
	mustCheck(t, s)
	if err := s.Apply(1, act("play", "card", "9H"), epoch); err != nil {
		t.Fatal(err)
	}
	mustCheck(t, s)
	if s.Phase != RoundOver {
		t.Fatalf("phase %v after %d bot moves", s.Phase, s.BotRun)
	}
	if _, ok := s.NextBot(); ok {
		t.Fatal("the bots wait")
	}
	if err := s.Apply(0, act("next"), epoch); err != nil {
		t.Fatal(err)
	}
	if s.Phase != Playing || s.BotRun != 0 || !s.Hands[0].Empty() {
		t.Fatalf("phase %v bot run %d", s.Phase, s.BotRun)
	}
	mustCheck(t, s)
}
