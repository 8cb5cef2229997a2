package blackjack

import (
	"net/url"
	"testing"
)

// The casino table's rules: insurance, late surrender, re-splitting to
// four hands and a bet that may change between rounds.

func TestInsurancePaysTwoToOneOnADealerBlackjack(t *testing.T) {
	// Person 10, Q; dealer A up, K down.
	s := rig(t, casino(), "10S,AD,QH,KC")
	if s.Phase != Insuring || !s.options(0).Insure || s.options(0).Hit {
		t.Fatalf("an ace up asks about insurance first: phase %v, %+v", s.Phase, s.options(0))
	}
	refuse(t, s, 0, act(ActStand))
	mustApply(t, s, 0, ActInsure)
	// The 10 bet is lost to the blackjack, the 5 insurance wins 10.
	if s.Phase != RoundOver || bankroll(s) != 1000 || s.Seats[0].InsuranceNet != 10 {
		t.Fatalf("phase %v bankroll %d insurance %+d", s.Phase, bankroll(s), s.Seats[0].InsuranceNet)
	}
}

func TestInsuranceIsLostWithoutADealerBlackjack(t *testing.T) {
	// Person 10, 9; dealer A up, 6 down: the stake is lost, play goes on.
	s := rig(t, casino(), "10S,AD,9H,6C")
	mustApply(t, s, 0, ActInsure)
	if s.Phase != Playing || s.HoleShown || bankroll(s) != 985 || s.Seats[0].InsuranceNet != -5 {
		t.Fatalf("phase %v bankroll %d insurance %+d", s.Phase, bankroll(s), s.Seats[0].InsuranceNet)
	}
	// 19 beats the dealer's soft 17: +10, the insurance stays lost.
	mustApply(t, s, 0, ActStand)
	if bankroll(s) != 1005 {
		t.Fatalf("bankroll %d, want 1005", bankroll(s))
	}
	// Declining costs nothing.
	s = rig(t, casino(), "10S,AD,9H,6C")
	mustApply(t, s, 0, ActNoInsurance)
	if s.Phase != Playing || bankroll(s) != 990 {
		t.Fatalf("declined: phase %v bankroll %d", s.Phase, bankroll(s))
	}
	refuse(t, s, 0, act(ActInsure))
}

func TestBotsAnswerInsuranceBeforeThePerson(t *testing.T) {
	opts := url.Values{"bots": {"2"}, "rules": {RulesCasino}}
	// Bots 1 and 2 and the person get 10 and 9; dealer A up, 6 down.
	s := rig(t, opts, "10S,10D,10H,AD,9S,9D,9H,6C")
	if seat, ok := s.NextBot(); !ok || seat != 1 || s.Phase != Insuring {
		t.Fatalf("bot 1 answers first: %d %v %v", seat, ok, s.Phase)
	}
	refuse(t, s, 0, act(ActNoInsurance))
	mustApply(t, s, 1, ActNoInsurance)
	mustApply(t, s, 2, ActInsure)
	if s.Turn != 0 || s.Phase != Insuring {
		t.Fatalf("then the person: turn %d phase %v", s.Turn, s.Phase)
	}
}

func TestOriginalTableOffersNoInsurance(t *testing.T) {
	s := rig(t, solo(), "10S,AD,9H,6C")
	if s.Phase != Playing {
		t.Fatalf("phase %v", s.Phase)
	}
	refuse(t, s, 0, act(ActInsure))
	refuse(t, s, 0, act(ActSurrender))
}

func TestLateSurrenderGivesBackHalf(t *testing.T) {
	// Person 10, 6 against a dealer's 10 up, 7 down.
	s := rig(t, casino(), "10S,10D,6H,7C")
	if !s.options(0).Surrender {
		t.Fatal("surrender is offered on the first two cards")
	}
	mustApply(t, s, 0, ActSurrender)
	h := s.Seats[0].Hands[0]
	if s.Phase != RoundOver || bankroll(s) != 995 || h.Result != Surrendered || h.Net != -5 {
		t.Fatalf("phase %v bankroll %d hand %+v", s.Phase, bankroll(s), h)
	}
	if len(s.Dealer) != 2 {
		t.Error("the dealer draws for nobody")
	}
	// Not after a hit.
	s = rig(t, casino(), "10S,10D,2H,7C,2S")
	mustApply(t, s, 0, ActHit)
	refuse(t, s, 0, act(ActSurrender))
}

func TestResplitToFourHands(t *testing.T) {
	// Person 8, 8; dealer 10 up, 7 down; the splits draw 8, 8, 8, then
	// small cards.
	s := rig(t, casino(), "8S,10D,8H,7C,8D,2S,8C,3S,2D,3D,4D")
	mustApply(t, s, 0, ActSplit) // 8+8 | 8+2
	mustApply(t, s, 0, ActSplit) // 8+8 | 8+3 | 8+2
	if n := len(s.Seats[0].Hands); n != 3 {
		t.Fatalf("%d hands after two splits", n)
	}
	mustApply(t, s, 0, ActSplit)
	if n := len(s.Seats[0].Hands); n != 4 || bankroll(s) != 960 {
		t.Fatalf("%d hands, bankroll %d", n, bankroll(s))
	}
	if s.options(0).Split {
		t.Fatal("a fifth hand is offered")
	}
	// The original table splits once.
	s = rig(t, solo(), "8S,10D,8H,7C,8D,2S")
	mustApply(t, s, 0, ActSplit)
	refuse(t, s, 0, act(ActSplit))
}

func TestSplitAcesAreNotSplitAgain(t *testing.T) {
	// Person A, A; dealer 9 up, 7 down; each ace draws an ace.
	s := rig(t, casino(), "AS,9D,AH,7C,AD,AC")
	mustApply(t, s, 0, ActSplit)
	if s.Phase != RoundOver {
		t.Fatalf("split aces take one card each: phase %v", s.Phase)
	}
}

func TestTheBetChangesBetweenRounds(t *testing.T) {
	s := rig(t, casino(), "10S,9D,9H,7C")
	mustApply(t, s, 0, ActStand) // 19 beats 16? The dealer draws.
	if s.Phase != RoundOver {
		t.Fatalf("phase %v", s.Phase)
	}
	refuse(t, s, 0, url.Values{"do": {ActNext}, "bet": {"15"}})
	refuse(t, s, 0, url.Values{"do": {ActNext}, "bet": {"x"}})
	s.Seats[0].Bankroll = 150
	refuse(t, s, 0, url.Values{"do": {ActNext}, "bet": {"200"}})
	if err := s.Apply(0, url.Values{"do": {ActNext}, "bet": {"100"}}, t0); err != nil {
		t.Fatal(err)
	}
	if s.Bet != 100 || s.Seats[0].Hands[0].Bet != 100 {
		t.Fatalf("bet %d", s.Bet)
	}
	// The original table keeps its bet.
	s = rig(t, solo(), "10S,9D,9H,7C")
	mustApply(t, s, 0, ActStand)
	refuse(t, s, 0, url.Values{"do": {ActNext}, "bet": {"20"}})
}

func TestALowBankrollPlaysOnAtASmallerBet(t *testing.T) {
	s := rig(t, url.Values{"bots": {"0"}, "bet": {"100"}, "rules": {RulesCasino}}, "10S,9D,9H,7C")
	mustApply(t, s, 0, ActStand)
	s.Seats[0].Bankroll = 60
	v := s.View(0, t0)
	if v.NextBet != 50 || len(v.Bets) != 3 {
		t.Fatalf("next bet %d of %v", v.NextBet, v.Bets)
	}
	mustApply(t, s, 0, ActNext)
	if s.Bet != 50 {
		t.Fatalf("bet %d", s.Bet)
	}
}
