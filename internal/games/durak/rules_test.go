package durak

import (
	"net/url"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

func TestBeats(t *testing.T) {
	tests := []struct {
		defence, attack string
		want            bool
	}{
		{"8S", "7S", true},   // higher, same suit
		{"AS", "KS", true},   // ace is highest
		{"6S", "7S", false},  // lower, same suit
		{"7S", "7S", false},  // not higher
		{"6H", "AS", true},   // any trump over a plain card
		{"AD", "7S", false},  // another plain suit never beats
		{"7H", "6H", true},   // higher trump
		{"6H", "7H", false},  // lower trump
		{"AS", "6H", false},  // a plain card never beats a trump
		{"10C", "9C", true},  // ten above nine
		{"JC", "10C", true},  // jack above ten
		{"10C", "JC", false}, // and not the other way
	}
	for _, tt := range tests {
		if got := Beats(cards.MustParse(tt.defence), cards.MustParse(tt.attack), cards.Hearts); got != tt.want {
			t.Errorf("%s over %s (hearts trump) = %v, want %v", tt.defence, tt.attack, got, tt.want)
		}
	}
}

func TestDeal(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := range uint64(20) {
			s := newGame(t, players, seed)
			if err := s.check(); err != nil {
				t.Fatalf("%d players, seed %d: %v", players, seed, err)
			}
			total := 0
			for seat, h := range s.Hands {
				want := HandSize
				if players == 6 && seat == 5 {
					want = HandSize - 1 // the trump card is not dealt
				}
				if h.Len() != want {
					t.Fatalf("%d players: seat %d has %d cards, want %d", players, seat, h.Len(), want)
				}
				total += h.Len()
			}
			if len(s.Deck)+total != 36 || s.Deck[len(s.Deck)-1] != s.Trump {
				t.Fatalf("%d players: deck %d, trump %v at the bottom %v", players, len(s.Deck), s.Trump, s.Deck[len(s.Deck)-1])
			}
			if s.Phase != Attack || s.Attacker != s.Opening.Seat || s.Defender != (s.Attacker+1)%players {
				t.Fatalf("the first bout: phase %v attacker %d defender %d", s.Phase, s.Attacker, s.Defender)
			}
		}
	}
}

func TestOptions(t *testing.T) {
	for _, bad := range []url.Values{{"players": {"1"}}, {"players": {"7"}}, {"players": {"x"}}, {"level": {"hard"}}} {
		if _, err := (Game{}).New(bad, 1, t0); !kit.IsInvalid(err) {
			t.Errorf("%v: want an input error, got %v", bad, err)
		}
	}
	st, err := Game{}.New(url.Values{"players": {"3"}, "level": {"easy"}}, 1, t0)
	if err != nil {
		t.Fatal(err)
	}
	if v := st.View(0, t0); v.Players != 3 || v.Level != kit.Easy {
		t.Fatalf("options not kept: %d players, %v", v.Players, v.Level)
	}
	if v := newGame(t, 4, 1).View(0, t0); v.Level != kit.Easy || v.Players != 4 {
		t.Fatalf("defaults: %d players, %v", v.Players, v.Level)
	}
}

func TestLowestTrumpAttacksFirst(t *testing.T) {
	drawn := map[int]bool{}
	for seed := range uint64(3000) {
		s := newGame(t, 2, seed)
		trump := s.TrumpSuit()
		if s.Opening.Card == cards.NoCard {
			// Nobody holds a trump: the first attacker is drawn by lot.
			for _, h := range s.Hands {
				if !h.OfSuit(trump).Empty() {
					t.Fatalf("seed %d: no opening card but seat holds trumps %v", seed, h.OfSuit(trump))
				}
			}
			drawn[s.Attacker] = true
			continue
		}
		low := cards.NoCard
		for _, h := range s.Hands {
			if c, ok := h.OfSuit(trump).Lowest(); ok && (low == cards.NoCard || c < low) {
				low = c
			}
		}
		if s.Opening.Card != low || !s.Hands[s.Attacker].Has(low) || !s.Known[s.Attacker].Has(low) {
			t.Fatalf("seed %d: opening %v by %d, lowest trump %v", seed, s.Opening.Card, s.Attacker, low)
		}
	}
	if !drawn[0] || !drawn[1] {
		t.Fatalf("with no trumps dealt both seats should sometimes start: %v", drawn)
	}
}

func TestAttackAndDefend(t *testing.T) {
	s := table(t, "6H", "", 0, "7S,9S,KD", "8S,7H,6C")
	refuse(t, s, 1, "do", "attack", "card", "8S")     // not the attacker
	refuse(t, s, 0, "do", "attack", "card", "8S")     // not in hand
	refuse(t, s, 0, "do", "attack", "card", "banana") // not a card
	refuse(t, s, 0, "do", "attack", "card", "2S")     // not in the deck
	refuse(t, s, 0, "do", "throw", "card", "7S")      // nothing to throw onto
	refuse(t, s, 0, "do", "pass")
	refuse(t, s, 0, "do", "take")
	refuse(t, s, 0, "do", "defend", "card", "7S")
	act(t, s, 0, "do", "attack", "card", "9S")
	if s.Phase != Defend || s.Turn != 1 {
		t.Fatalf("after the attack the defender moves: %v %d", s.Phase, s.Turn)
	}
	v := s.View(1, t0)
	if v.Target != cards.MustParse("9S") || v.Playable != cards.MustSet("7H") || !v.CanTake || v.Play != "defend" {
		t.Fatalf("defender's view: target %v playable %v take %v", v.Target, v.Playable, v.CanTake)
	}
	refuse(t, s, 1, "do", "defend", "card", "8S")                 // lower
	refuse(t, s, 1, "do", "defend", "card", "6C")                 // other suit
	refuse(t, s, 1, "do", "defend", "card", "7H", "target", "KD") // not on the table
	refuse(t, s, 1, "do", "defend", "card", "7H", "target", "zz")
	refuse(t, s, 0, "do", "defend", "card", "KD") // not the defender
	act(t, s, 1, "do", "defend", "card", "7H", "target", "9S")
	if s.Table[0].Defence != cards.MustParse("7H") {
		t.Fatalf("trump beats the nine: %+v", s.Table)
	}
}

func TestTrumpOnlyByHigherTrump(t *testing.T) {
	s := table(t, "6H", "", 0, "8H,9C", "7H,AS,9H")
	act(t, s, 0, "do", "attack", "card", "8H")
	refuse(t, s, 1, "do", "defend", "card", "7H")
	refuse(t, s, 1, "do", "defend", "card", "AS")
	act(t, s, 1, "do", "defend", "card", "9H")
}

func TestThrowInRanksOnTableInTurnOrder(t *testing.T) {
	// Three players: 0 attacks 1, seat 2 throws in after the attacker.
	s := table(t, "6H", "", 0, "7S,8C,KD,QC", "9S,8S,10S,AH,AD", "7C,9D,QS,6D,AS")
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "defend", "card", "9S")
	// The attacker is first to throw in; 8C is no rank on the table.
	if s.Turn != 2 {
		// seat 0 holds nothing of rank 7 or 9, so it passes by itself.
		t.Fatalf("the attacker has nothing to throw, so seat 2 is asked: turn %d", s.Turn)
	}
	refuse(t, s, 0, "do", "throw", "card", "KD") // not its turn
	refuse(t, s, 2, "do", "throw", "card", "QS") // no queen on the table
	refuse(t, s, 1, "do", "throw", "card", "8S") // the defender never throws in
	act(t, s, 2, "do", "throw", "card", "9D")
	act(t, s, 1, "do", "defend", "card", "AD")
	// After a beaten card the turn starts again with the attacker, who
	// now may throw nothing either; seat 2 has 7C.
	if s.Phase != Throw || s.Turn != 2 || s.Passes != 1 {
		t.Fatalf("turn back from the attacker: %v turn %d passes %d", s.Phase, s.Turn, s.Passes)
	}
	act(t, s, 2, "do", "throw", "card", "7C")
	refuse(t, s, 1, "do", "defend", "card", "8S") // 8S is not a club
	act(t, s, 1, "do", "defend", "card", "AH")
	// Only seat 2 has an ace to add; it passes and the bout is beaten.
	if s.Turn != 2 {
		t.Fatalf("seat 2 may add its ace: turn %d", s.Turn)
	}
	act(t, s, 2, "do", "pass")
	// Beaten: everything to the discard, the defender attacks next.
	if s.Bout != 2 || s.Attacker != 1 || s.Defender != 2 || !s.Discard.Has(cards.MustParse("AH")) || len(s.Table) != 0 {
		t.Fatalf("after the beaten bout: bout %d attacker %d defender %d", s.Bout, s.Attacker, s.Defender)
	}
	last := s.Log[len(s.Log)-1]
	if last.Taken || len(last.Pairs) != 3 || last.Pairs[1].By != 2 {
		t.Fatalf("logged bout: %+v", last)
	}
}

func TestLimitIsDefendersHand(t *testing.T) {
	// The defender holds two cards: the third seven may not be thrown in.
	s := table(t, "6H", "AC,AD,AS,KH,KD,6H", 0, "7S,7C,7D,KS", "8S,8C")
	if s.Limit != 2 {
		t.Fatalf("limit %d, want 2", s.Limit)
	}
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "defend", "card", "8S")
	act(t, s, 0, "do", "throw", "card", "7C")
	act(t, s, 1, "do", "defend", "card", "8C")
	// Two attacks, the limit: beaten at once, with no pass asked for.
	if s.Bout != 2 || !s.Discard.Has(cards.MustParse("8C")) {
		t.Fatalf("the bout ends at the limit: bout %d phase %v", s.Bout, s.Phase)
	}
}

func TestLimitIsSix(t *testing.T) {
	// The defender holds eight cards; six attacks end the bout. Every
	// defence brings the rank of the next throw-in to the table.
	s := table(t, "6D", "", 0, "6S,7C,8H,9S,10H,JS,KH", "7S,8C,9H,10S,JH,QS,AC,AH")
	if s.Limit != MaxAttacks {
		t.Fatalf("limit %d, want %d", s.Limit, MaxAttacks)
	}
	plays := [][2]string{{"6S", "7S"}, {"7C", "8C"}, {"8H", "9H"}, {"9S", "10S"}, {"10H", "JH"}, {"JS", "QS"}}
	for i, p := range plays {
		do := "throw"
		if i == 0 {
			do = "attack"
		} else if s.Phase != Throw || s.Turn != 0 {
			t.Fatalf("attack %d: phase %v turn %d", i, s.Phase, s.Turn)
		}
		act(t, s, 0, "do", do, "card", p[0])
		act(t, s, 1, "do", "defend", "card", p[1])
	}
	if s.Bout != 2 || s.Hands[0].Len() != 1 || s.Discard.Intersect(cards.MustSet("6S,QS")).Len() != 2 {
		t.Fatalf("six attacks end the bout: bout %d, attacker keeps %v", s.Bout, s.Hands[0])
	}
}

func TestTakeWithThrowIns(t *testing.T) {
	// Three players, deck of four: 0 attacks, 1 takes, 0 and 2 throw in.
	s := table(t, "6H", "AC,KC,QC,6H", 0, "7S,7C,KD,9D", "8D,10D", "7D,QS,JD")
	if s.Limit != 2 {
		t.Fatalf("limit %d, want 2", s.Limit)
	}
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "take")
	if s.Phase != Taking || s.Turn != 0 {
		t.Fatalf("after take the attacker may throw in first: %v %d", s.Phase, s.Turn)
	}
	refuse(t, s, 1, "do", "defend", "card", "8D")
	refuse(t, s, 0, "do", "throw", "card", "KD")
	act(t, s, 0, "do", "pass")
	if s.Turn != 2 {
		t.Fatalf("then seat 2: turn %d", s.Turn)
	}
	act(t, s, 2, "do", "throw", "card", "7D")
	// Two attacks reach the limit: the defender takes at once.
	if s.Bout != 2 {
		t.Fatalf("the take ends at the limit: bout %d %v", s.Bout, s.Phase)
	}
	if !s.Hands[1].Has(cards.MustParse("7S")) || !s.Hands[1].Has(cards.MustParse("7D")) || s.Hands[1].Len() != 4 {
		t.Fatalf("the defender holds the table and draws nothing: %v", s.Hands[1])
	}
	if s.Known[1] != cards.MustSet("7S,7D") {
		t.Fatalf("everyone saw the cards taken: %v", s.Known[1])
	}
	// Refill: the attacker first (to six? only three left plus trump).
	if s.Hands[0].Len() != 6 || !s.Hands[0].Has(cards.MustParse("AC")) || !s.Hands[0].Has(cards.MustParse("QC")) {
		t.Fatalf("the attacker draws first: %v", s.Hands[0])
	}
	if !s.Hands[2].Has(cards.MustParse("6H")) || !s.Known[2].Has(cards.MustParse("6H")) || len(s.Deck) != 0 {
		t.Fatalf("seat 2 draws the trump card, in view of all: %v", s.Hands[2])
	}
	// The taker loses the attack: seat 2 attacks seat 0.
	if s.Attacker != 2 || s.Defender != 0 {
		t.Fatalf("after a take the next after the taker attacks: %d → %d", s.Attacker, s.Defender)
	}
	if last := s.Log[len(s.Log)-1]; !last.Taken || last.Drew[0] != 3 || last.Drew[2] != 1 || last.Drew[1] != 0 {
		t.Fatalf("logged take: %+v", last)
	}
}

func TestTakeAllPass(t *testing.T) {
	s := table(t, "6H", "", 0, "7S,KD", "8D,10D,JD")
	act(t, s, 0, "do", "attack", "card", "KD")
	act(t, s, 1, "do", "take")
	// The attacker has no king to add, so the defender takes at once;
	// with two players the attacker attacks again.
	if s.Bout != 2 || s.Attacker != 0 || s.Defender != 1 || s.Hands[1].Len() != 4 {
		t.Fatalf("two players, after a take: bout %d, %d → %d, %v", s.Bout, s.Attacker, s.Defender, s.Hands[1])
	}
}

func TestTwoPlayersDefenderAttacksAfterBeaten(t *testing.T) {
	s := table(t, "6H", "9C,6H", 0, "7S,KD", "8S,10D,JD")
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "defend", "card", "8S")
	// The attacker has no seven or eight: the bout is beaten at once.
	if s.Attacker != 1 || s.Defender != 0 || s.Turn != 1 || s.Phase != Attack {
		t.Fatalf("beaten: the defender attacks next: %d → %d", s.Attacker, s.Defender)
	}
	// Refill: attacker first (9C, then the trump card), defender last.
	if s.Hands[0] != cards.MustSet("KD,9C,6H") || s.Hands[1] != cards.MustSet("10D,JD") {
		t.Fatalf("refill: %v / %v", s.Hands[0], s.Hands[1])
	}
}

func TestRefillOrderAttackerFirstDefenderLast(t *testing.T) {
	// Four players; 0 attacks 1; seats 2 and 3 throw nothing. The deck
	// has three cards: the attacker draws one, seat 2 one, seat 3 the
	// last, and the defender nothing.
	s := table(t, "6H", "AC,AD,6H", 0, "7S,KD,KC,KH,KS,QD", "8S,10D,JD", "9C,QC,QH,QS,JS", "9D,6C,6D,6S,10C")
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "defend", "card", "8S")
	if s.Bout != 2 {
		t.Fatalf("nobody can throw in, so the bout is beaten: %v turn %d", s.Phase, s.Turn)
	}
	drew := s.Log[0].Drew
	if drew[0] != 1 || drew[1] != 0 || drew[2] != 1 || drew[3] != 1 || !s.Hands[0].Has(cards.MustParse("AC")) || !s.Hands[3].Has(cards.MustParse("6H")) {
		t.Fatalf("drew %v; hands %v", drew, s.Hands)
	}
}

func TestPlayersGoOutAndTheFool(t *testing.T) {
	// Deck gone. 0 attacks with its last card; 1 beats with its last
	// card: both out together, 2 is the fool.
	s := table(t, "6H", "", 0, "7S", "8S", "9S,10S")
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "defend", "card", "8S")
	if !s.Over() || s.Fool != 2 || s.OutAt[0] != 1 || s.OutAt[1] != 1 {
		t.Fatalf("over %v fool %d out %v", s.Over(), s.Fool, s.OutAt)
	}
	if r := s.Results(); len(r) != 1 || r[0].Outcome != kit.Win || r[0].Board != "vs-2" {
		t.Fatalf("results %+v", r)
	}
	refuse(t, s, 0, "do", "pass")
	if _, ok := s.NextBot(); ok {
		t.Fatal("no bot moves after the end")
	}
}

func TestDraw(t *testing.T) {
	s := table(t, "6H", "", 1, "8S", "7S")
	act(t, s, 1, "do", "attack", "card", "7S")
	act(t, s, 0, "do", "defend", "card", "8S")
	if !s.Over() || s.Fool != -1 {
		t.Fatalf("both out together is a draw: over %v fool %d", s.Over(), s.Fool)
	}
	if r := s.Results(); r[0].Outcome != kit.Draw {
		t.Fatalf("results %+v", r)
	}
	if v := s.View(0, t0); !v.Draw() || v.Place(0) != 1 || v.Place(1) != 1 {
		t.Fatalf("view of a draw: %+v", v)
	}
}

func TestFoolIsTheHuman(t *testing.T) {
	s := table(t, "6H", "", 1, "8S,9D", "7S")
	act(t, s, 1, "do", "attack", "card", "7S")
	act(t, s, 0, "do", "defend", "card", "8S")
	if !s.Over() || s.Fool != 0 {
		t.Fatalf("over %v fool %d", s.Over(), s.Fool)
	}
	if r := s.Results(); r[0].Outcome != kit.Loss {
		t.Fatalf("results %+v", r)
	}
}

func TestOutPlayerSkippedAsDefenderAndAttacker(t *testing.T) {
	// 0 attacks 1 with its last card; 1 beats; 0 is out. 1 attacks next,
	// and defends against no one who is out: 2 defends.
	s := table(t, "6H", "", 0, "7S", "8S,9C,AD", "10S,JC", "QD")
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "defend", "card", "8S")
	if s.OutAt[0] != 1 || s.Attacker != 1 || s.Defender != 2 || s.Limit != 2 {
		t.Fatalf("out %v, %d → %d limit %d", s.OutAt, s.Attacker, s.Defender, s.Limit)
	}
	act(t, s, 1, "do", "attack", "card", "9C")
	act(t, s, 2, "do", "take")
	// Seat 2 takes; seat 3 attacks seat 1 (seat 0 is out).
	if s.Attacker != 3 || s.Defender != 1 {
		t.Fatalf("%d → %d", s.Attacker, s.Defender)
	}
	v := s.View(0, t0)
	if v.MyTurn() || v.Place(0) != 1 || v.In(0) {
		t.Fatalf("the seat out has nothing to do: %+v", v)
	}
	if seat, ok := s.NextBot(); !ok || seat != 3 {
		t.Fatalf("bots play on after the person is out: %d %v", seat, ok)
	}
}

func TestKnownCardsLeaveWhenPlayed(t *testing.T) {
	s := table(t, "6H", "", 0, "7S,8S,KD", "9S,AC")
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "take")
	if s.Known[1] != cards.MustSet("7S") {
		t.Fatalf("known %v", s.Known[1])
	}
	act(t, s, 0, "do", "attack", "card", "8S")
	act(t, s, 1, "do", "defend", "card", "9S")
	act(t, s, 1, "do", "attack", "card", "7S")
	if !s.Known[1].Empty() {
		t.Fatalf("a played card is no longer known in the hand: %v", s.Known[1])
	}
}

func TestBoutLimitEndsInADraw(t *testing.T) {
	s := table(t, "6H", "", 0, "7S,8S", "9C,AC", "QD")
	s.Bout = MaxBouts
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "take")
	if !s.Over() || s.Fool != -1 {
		t.Fatalf("the bout limit ends the game with no fool: %v %d", s.Phase, s.Fool)
	}
	if v := s.View(0, t0); !v.Capped() || !v.Draw() {
		t.Fatal("the view tells a capped game")
	}
	if r := s.Results(); r[0].Outcome != kit.Draw {
		t.Fatalf("results %+v", r)
	}
}

func TestOutEarlyIsAWinEvenWithoutAFool(t *testing.T) {
	// The person goes out first; seat 2 is the fool later.
	s := table(t, "6H", "", 0, "7S", "8S,9C", "10C,JD")
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "defend", "card", "8S")
	if s.OutAt[0] != 1 || s.Over() {
		t.Fatalf("the person is out, the game goes on: %v", s.OutAt)
	}
	act(t, s, 1, "do", "attack", "card", "9C")
	act(t, s, 2, "do", "defend", "card", "10C")
	if !s.Over() || s.Fool != 2 {
		t.Fatalf("seat 2 is the fool: %v %d", s.Phase, s.Fool)
	}
	if r := s.Results(); r[0].Outcome != kit.Win {
		t.Fatalf("results %+v", r)
	}
	// Again, but the two others go out together: no fool, and the
	// person, out first, still wins.
	s = table(t, "6H", "", 0, "7S", "8S,9C", "10C")
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", "defend", "card", "8S")
	act(t, s, 1, "do", "attack", "card", "9C")
	act(t, s, 2, "do", "defend", "card", "10C")
	if !s.Over() || s.Fool != -1 {
		t.Fatalf("no fool: %v %d", s.Phase, s.Fool)
	}
	if r := s.Results(); r[0].Outcome != kit.Win {
		t.Fatalf("results %+v", r)
	}
}
