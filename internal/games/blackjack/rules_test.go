package blackjack

import (
	"net/url"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

func TestTotal(t *testing.T) {
	tests := []struct {
		hand  string
		total int
		soft  bool
	}{
		{"AS,KD", 21, true},
		{"AS,AD", 12, true},
		{"AS,AD,9C", 21, true},
		{"AS,6D,10C", 17, false},
		{"10S,6D,AC", 17, false},
		{"AS,6D", 17, true},
		{"JS,QD", 20, false},
		{"2S,3D,4C,5H", 14, false},
		{"KS,QD,2C", 22, false},
		{"AS,AD,AC,AH", 14, true},
		{"AS,AD,AC,AH,10S,8C", 22, false},
	}
	for _, tt := range tests {
		hand, _ := cards.ParseList(tt.hand)
		total, soft := Total(hand)
		if total != tt.total || soft != tt.soft {
			t.Errorf("%s: %d soft %v, want %d soft %v", tt.hand, total, soft, tt.total, tt.soft)
		}
	}
	for hand, want := range map[string]bool{"AS,KD": true, "10H,AC": true, "AS,5D,5C": false, "KS,QD": false} {
		cs, _ := cards.ParseList(hand)
		if IsNatural(cs) != want {
			t.Errorf("natural %s", hand)
		}
	}
	for hand, want := range map[string]bool{"8S,8D": true, "KS,KD": true, "KS,10D": false, "AS,AH": true, "8S,9D": false, "8S,8D,8C": false} {
		cs, _ := cards.ParseList(hand)
		if IsPair(cs) != want {
			t.Errorf("pair %s", hand)
		}
	}
}

func TestSettle(t *testing.T) {
	tests := []struct {
		name, hand, dealer string
		split              bool
		bet                int
		result             Result
		net                int
	}{
		{"blackjack pays 3:2", "AS,KD", "10C,7D", false, 10, Blackjack, 15},
		{"blackjack against blackjack pushes", "AS,KD", "AC,QH", false, 10, Push, 0},
		{"dealer's blackjack beats 21", "7S,7D,7C", "AC,QH", false, 10, Lost, -10},
		{"bust loses even if the dealer busts", "10S,6D,9C", "10C,6H,8D", false, 10, Lost, -10},
		{"dealer busts", "10S,8D", "10C,6H,8D", false, 10, Won, 10},
		{"higher total wins", "10S,9D", "10C,8H", false, 10, Won, 10},
		{"lower total loses", "10S,7D", "10C,8H", false, 10, Lost, -10},
		{"equal totals push", "10S,8D", "10C,8H", false, 10, Push, 0},
		{"21 after a split is not a blackjack", "AS,KD", "10C,9H", true, 10, Won, 10},
		{"doubled bet wins double", "5S,6D,10H", "10C,9H", false, 20, Won, 20},
		{"3:2 of 50", "AS,JD", "9C,9H", false, 50, Blackjack, 75},
	}
	for _, tt := range tests {
		h, _ := cards.ParseList(tt.hand)
		d, _ := cards.ParseList(tt.dealer)
		r, net := Settle(Hand{Cards: h, Bet: tt.bet, FromSplit: tt.split}, d)
		if r != tt.result || net != tt.net {
			t.Errorf("%s: %v %d, want %v %d", tt.name, r, net, tt.result, tt.net)
		}
	}
}

func TestNewOptions(t *testing.T) {
	s := newGame(t, nil, 1)
	if s.Bet != 10 || s.Decks != 6 || len(s.Seats) != 3 || s.Round != 1 {
		t.Errorf("defaults: bet %d decks %d seats %d", s.Bet, s.Decks, len(s.Seats))
	}
	s = newGame(t, url.Values{"bet": {"50"}, "decks": {"1"}, "bots": {"5"}}, 1)
	if s.Bet != 50 || s.Decks != 1 || len(s.Seats) != 6 {
		t.Errorf("options: %d %d %d", s.Bet, s.Decks, len(s.Seats))
	}
	for _, bad := range []url.Values{{"bet": {"15"}}, {"decks": {"3"}}, {"bots": {"6"}}, {"bots": {"-1"}}, {"bet": {"x"}}} {
		if _, err := (Game{}).New(bad, 1, t0); !kit.IsInvalid(err) {
			t.Errorf("%v: %v", bad, err)
		}
	}
	if err := s.check(); err != nil {
		t.Error(err)
	}
}

// solo is a table for the person alone under the original game's rules;
// casino is the same table with the casino rules.
func solo() url.Values   { return url.Values{"bots": {"0"}, "rules": {RulesOriginal}} }
func casino() url.Values { return url.Values{"bots": {"0"}, "rules": {RulesCasino}} }

func bankroll(s *state) int { return s.Seats[0].Bankroll }

func TestNaturalPaysThreeToTwo(t *testing.T) {
	// Person A, K; dealer 9 up, 7 down.
	s := rig(t, solo(), "AS,9D,KH,7C")
	if s.Phase != RoundOver || bankroll(s) != 1015 || s.Seats[0].Stats.Blackjacks != 1 {
		t.Fatalf("phase %v bankroll %d", s.Phase, bankroll(s))
	}
	if len(s.Dealer) != 2 {
		t.Error("the dealer does not draw when no hand is live")
	}
}

func TestDealerPeeks(t *testing.T) {
	// Dealer A up, K down: the round ends at once; 20 loses only the bet.
	s := rig(t, solo(), "10S,AD,QH,KC")
	if s.Phase != RoundOver || bankroll(s) != 990 || !s.HoleShown {
		t.Fatalf("dealer blackjack: phase %v bankroll %d", s.Phase, bankroll(s))
	}
	refuse(t, s, 0, act("hit"))
	// Both have blackjack: push.
	s = rig(t, solo(), "AS,KD,QH,AC")
	if bankroll(s) != 1000 || s.Seats[0].Hands[0].Result != Push {
		t.Fatalf("blackjack push: %d", bankroll(s))
	}
	// Dealer A up without blackjack: play goes on.
	s = rig(t, solo(), "10S,AD,QH,6C")
	if s.Phase != Playing || s.HoleShown {
		t.Fatal("no blackjack under the ace: the players act")
	}
}

func TestHitStandAndDealer(t *testing.T) {
	// Person 10, 6; dealer 10 up, 6 down. Person hits a 4 (20) and
	// stands; the dealer hits 16 and draws a 5 (21).
	s := rig(t, solo(), "10S,10D,6H,6C,4D,5S")
	mustApply(t, s, 0, "hit")
	if s.Phase != Playing {
		t.Fatal("20 keeps playing")
	}
	mustApply(t, s, 0, "stand")
	if got, _ := Total(s.Dealer); got != 21 || bankroll(s) != 990 {
		t.Fatalf("dealer %d, bankroll %d", got, bankroll(s))
	}
	// The dealer stands on a soft 17.
	s = rig(t, solo(), "10S,AD,8H,6C")
	mustApply(t, s, 0, "stand")
	if len(s.Dealer) != 2 || bankroll(s) != 1010 {
		t.Fatalf("soft 17 stands: %v, bankroll %d", s.Dealer, bankroll(s))
	}
	// Equal totals push.
	s = rig(t, solo(), "10S,10D,7H,7C")
	mustApply(t, s, 0, "stand")
	if bankroll(s) != 1000 {
		t.Fatalf("push: %d", bankroll(s))
	}
	// A bust loses at once; the dealer does not draw to a dead table.
	s = rig(t, solo(), "10S,10D,6H,6C,KD")
	mustApply(t, s, 0, "hit")
	if s.Phase != RoundOver || bankroll(s) != 990 || len(s.Dealer) != 2 {
		t.Fatalf("bust: %v %d", s.Phase, bankroll(s))
	}
	// Hitting to 21 stands by itself.
	s = rig(t, solo(), "10S,10D,6H,7C,5D")
	mustApply(t, s, 0, "hit")
	if s.Phase != RoundOver || bankroll(s) != 1010 {
		t.Fatalf("21: %v %d", s.Phase, bankroll(s))
	}
}

func TestDouble(t *testing.T) {
	s := rig(t, solo(), "5S,10D,6H,7C,10H")
	mustApply(t, s, 0, "double")
	h := s.Seats[0].Hands[0]
	if !h.Doubled || h.Bet != 20 || len(h.Cards) != 3 || s.Phase != RoundOver || bankroll(s) != 1020 {
		t.Fatalf("double: %+v bankroll %d", h, bankroll(s))
	}
	// Only on the first two cards.
	s = rig(t, solo(), "2S,10D,3H,7C,2D")
	mustApply(t, s, 0, "hit")
	refuse(t, s, 0, act("double"))
	// Not without the money.
	s = rig(t, solo(), "5S,10D,6H,7C")
	s.Seats[0].Bankroll = 5
	refuse(t, s, 0, act("double"))
	// A doubled bust loses both bets.
	s = rig(t, solo(), "10S,10D,6H,7C,QD")
	mustApply(t, s, 0, "double")
	if bankroll(s) != 980 {
		t.Fatalf("doubled bust: %d", bankroll(s))
	}
}

func TestSplit(t *testing.T) {
	// 8, 8 against a dealer 10, 7: split, first hand 8+3 then doubled
	// with a 10 (21), second hand 8+10 stands (18).
	s := rig(t, solo(), "8S,10D,8H,7C,3D,10C,10H")
	mustApply(t, s, 0, "split")
	st := s.Seats[0]
	if len(st.Hands) != 2 || bankroll(s) != 980 || st.Active != 0 {
		t.Fatalf("split: %+v", st)
	}
	mustApply(t, s, 0, "double")
	if s.Seats[0].Active != 1 || s.Phase != Playing {
		t.Fatal("the second hand plays next")
	}
	refuse(t, s, 0, act("split")) // only once
	mustApply(t, s, 0, "stand")
	if s.Phase != RoundOver || bankroll(s) != 1000+20+10 {
		t.Fatalf("after split: %d", bankroll(s))
	}
	// Split aces take one card each, and A+K after a split is 21, not
	// a blackjack: it pays 1:1.
	s = rig(t, solo(), "AS,9D,AH,8C,KD,5C")
	mustApply(t, s, 0, "split")
	if s.Phase != RoundOver {
		t.Fatal("split aces are done")
	}
	h := s.Seats[0].Hands
	if h[0].Result != Won || h[0].Net != 10 || h[1].Result != Lost || bankroll(s) != 1000 {
		t.Fatalf("split aces: %+v bankroll %d", h, bankroll(s))
	}
	// Not a pair, or no money for the second bet.
	s = rig(t, solo(), "8S,10D,9H,7C")
	refuse(t, s, 0, act("split"))
	s = rig(t, solo(), "KS,10D,10H,7C")
	refuse(t, s, 0, act("split")) // a king and a ten are not a pair
	s = rig(t, solo(), "KS,10D,KH,7C")
	s.Seats[0].Bankroll = 0
	refuse(t, s, 0, act("split"))
	s.Seats[0].Bankroll = 990
	mustApply(t, s, 0, "split")
}

func TestBotsActFirst(t *testing.T) {
	// Two bots: deal order bot 1, bot 2, person, dealer, twice.
	s := rig(t, url.Values{"bots": {"2"}, "rules": {RulesOriginal}}, "10S,10D,10H,9C, 6S,7D,8H,7C")
	if seat, ok := s.NextBot(); !ok || seat != 1 || s.Turn != 1 {
		t.Fatalf("bot 1 acts first, got %d %v", seat, ok)
	}
	refuse(t, s, 0, act("stand"))
	refuse(t, s, 2, act("stand"))
	mustApply(t, s, 1, "stand")
	mustApply(t, s, 2, "stand")
	if _, ok := s.NextBot(); ok || s.Turn != 0 {
		t.Fatal("the person acts last")
	}
	mustApply(t, s, 0, "stand")
	if s.Phase != RoundOver || len(s.Dealer) != 3 {
		t.Fatal("the dealer draws to 16 once every seat has acted")
	}
}

func TestRoundsAndGameOver(t *testing.T) {
	s := rig(t, solo(), "10S,10D,6H,7C,KD")
	mustApply(t, s, 0, "hit") // bust, 990
	refuse(t, s, 1, act("next"))
	refuse(t, s, 0, act("hit"))
	mustApply(t, s, 0, "next")
	if s.Round != 2 || len(s.Seats[0].Hands[0].Cards) != 2 || s.Seats[0].Stats.Rounds != 2 {
		t.Fatal("next deals the second round")
	}
	// Running out ends the game.
	s = rig(t, solo(), "10S,10D,6H,7C,KD")
	s.Seats[0].Bankroll = 0 // only the bet on the table was left
	mustApply(t, s, 0, "hit")
	if !s.Over() {
		t.Fatal("a bankroll below the bet ends the game")
	}
	refuse(t, s, 0, act("next"))
	res := s.Results()
	if len(res) != 1 || res[0].Outcome != kit.Loss || res[0].Score != StartBankroll || res[0].Board != BankrollBoard {
		t.Fatalf("results %+v", res)
	}
}

func TestCashOut(t *testing.T) {
	s := rig(t, solo(), "AS,9D,KH,7C") // blackjack: 1015
	refuse(t, s, 1, act("cashout"))
	mustApply(t, s, 0, "cashout")
	res := s.Results()
	if !s.Over() || res[0].Outcome != kit.Win || res[0].Score != 1015 {
		t.Fatalf("cash out: %+v", res)
	}
	s = rig(t, solo(), "10S,10D,6H,7C")
	refuse(t, s, 0, act("cashout")) // not in the middle of a round
	if r := s.Results(); r[0].Outcome != kit.Unfinished || r[0].Score != StartBankroll {
		t.Fatalf("unfinished result %+v", r)
	}
}

func TestReshuffleAtCutCard(t *testing.T) {
	s := newGame(t, url.Values{"decks": {"1"}, "bots": {"5"}, "rules": {RulesOriginal}}, 3)
	shuffles := 0
	for round := 0; round < 60 && !s.Over(); round++ {
		for s.Phase == Playing {
			mustApply(t, s, s.Turn, "stand")
		}
		if s.Phase == RoundOver {
			mustApply(t, s, 0, "next")
		}
		if s.Shuffled {
			shuffles++
			if len(s.Shoe)+len(s.Discards) < 26 || len(s.Discards) != 0 {
				t.Fatalf("after a shuffle: shoe %d discards %d", len(s.Shoe), len(s.Discards))
			}
		}
	}
	if shuffles < 10 {
		t.Errorf("one deck with six seats reshuffled only %d times in 60 rounds", shuffles)
	}
}

func TestViewHidesHoleCard(t *testing.T) {
	s := rig(t, solo(), "10S,10D,6H,KC")
	v := s.View(0, t0)
	if len(v.Dealer) != 1 || !v.HoleHidden || v.DealerTotal != 10 || !v.MyTurn() || !v.Can.Hit || !v.Can.Double || v.Can.Split {
		t.Fatalf("view %+v", v)
	}
	checkViewShowsOnlyFaceUp(t, s, 0)
	mustApply(t, s, 0, "stand")
	v = s.View(0, t0)
	if len(v.Dealer) != 2 || v.HoleHidden || v.DealerTotal != 20 {
		t.Fatalf("turned: %+v", v)
	}
	checkViewShowsOnlyFaceUp(t, s, 0)
}

func TestRefusals(t *testing.T) {
	s := rig(t, solo(), "10S,10D,6H,7C")
	for _, a := range []kit.Action{act(""), act("dance"), act("next"), act("cashout"), url.Values{}} {
		refuse(t, s, 0, a)
	}
	refuse(t, s, 3, act("hit"))
	refuse(t, s, -1, act("hit"))
}
