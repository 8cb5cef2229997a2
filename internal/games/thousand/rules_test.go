package thousand

import (
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func TestDeckOrderAndPoints(t *testing.T) {
	if len(Deck) != 24 || FullDeck.Len() != 24 {
		t.Fatalf("deck of %d", len(Deck))
	}
	if n := SetPoints(FullDeck); n != 120 {
		t.Fatalf("the deck holds %d points, want 120", n)
	}
	order := []cards.Rank{cards.Nine, cards.Jack, cards.Queen, cards.King, cards.Ten, cards.Ace}
	for i := 1; i < len(order); i++ {
		if Strength(order[i]) <= Strength(order[i-1]) {
			t.Errorf("%v must outrank %v", order[i], order[i-1])
		}
	}
	pts := map[string]int{"AS": 11, "10S": 10, "KS": 4, "QS": 3, "JS": 2, "9S": 0}
	for code, want := range pts {
		if got := Points(cards.MustParse(code)); got != want {
			t.Errorf("%s is worth %d, want %d", code, got, want)
		}
	}
	vals := map[cards.Suit]int{cards.Spades: 40, cards.Clubs: 60, cards.Diamonds: 80, cards.Hearts: 100}
	for s, want := range vals {
		if MarriageValue(s) != want {
			t.Errorf("%v marriage %d, want %d", s, MarriageValue(s), want)
		}
	}
}

func TestMaxBid(t *testing.T) {
	tests := []struct {
		hand string
		want int
	}{
		{"AS,10S,AH,10H,AD,10D,AC", 120},
		{"KS,QS,9H,JH,9D,9C,JC", 160},
		{"KH,QH,9H,JH,9D,9C,JC", 220},
		{"KH,QH,KS,QS,9D,9C,JC", 260},
		{"KH,QD,KS,9S,9D,9C,JC", 120},
	}
	for _, tt := range tests {
		if got := MaxBid(cards.MustSet(tt.hand)); got != tt.want {
			t.Errorf("%s: max bid %d, want %d", tt.hand, got, tt.want)
		}
	}
}

func TestLegalAndWinner(t *testing.T) {
	h := cards.MustSet("AS,9S,KH,9D")
	tests := []struct {
		lead  string
		trump cards.Suit
		want  string
	}{
		{"", cards.NoSuit, "AS,9S,KH,9D"},
		{"10S", cards.Hearts, "AS,9S"},       // follow suit even with trumps
		{"10C", cards.Hearts, "KH"},          // no clubs: trump
		{"10C", cards.NoSuit, "AS,9S,KH,9D"}, // no clubs, no trump: anything
		{"10C", cards.Clubs, "AS,9S,KH,9D"},  // no clubs, which are trump: anything
	}
	for _, tt := range tests {
		lead := cards.NoCard
		if tt.lead != "" {
			lead = cards.MustParse(tt.lead)
		}
		if got := Legal(h, lead, tt.trump); got != cards.MustSet(tt.want) {
			t.Errorf("lead %s trump %v: legal %v, want %s", tt.lead, tt.trump, got, tt.want)
		}
	}
	wins := []struct {
		trick string
		trump cards.Suit
		want  int
	}{
		{"KS,10S,AS", cards.NoSuit, 2},
		{"KS,10S,QS", cards.NoSuit, 1}, // the ten beats the king
		{"KS,AH,10S", cards.NoSuit, 2}, // off-suit cards never win without trump
		{"KS,9H,AS", cards.Hearts, 1},  // the nine of trumps beats the ace led
		{"KS,9H,JH", cards.Hearts, 2},
		{"9C,AD,AH", cards.NoSuit, 0},
	}
	for _, tt := range wins {
		cs, _ := cards.ParseList(tt.trick)
		if got := Winner(cs, tt.trump); got != tt.want {
			t.Errorf("%s trump %v: winner %d, want %d", tt.trick, tt.trump, got, tt.want)
		}
	}
}

// deal0 is a hand where seat 0 (left of dealer 2) holds the hearts
// marriage and seat 1 the spades marriage.
func deal0(t *testing.T) *state {
	return fixed(t,
		"KH,QH,AH,10H,AS,9C,9D",
		"KS,QS,JS,9S,JH,JC,JD",
		"AC,10C,KC,QC,AD,10D,KD",
		"10S,9H,QD")
}

func TestAuction(t *testing.T) {
	s := deal0(t)
	if s.Turn != 0 {
		t.Fatalf("the player left of the dealer opens, got seat %d", s.Turn)
	}
	refused(t, s, 0, kittest.Act("do", "pass"))              // the opener must bid
	refused(t, s, 1, kittest.Act("do", "bid", "bid", "100")) // out of turn
	refused(t, s, 0, kittest.Act("do", "bid", "bid", "95"))
	refused(t, s, 0, kittest.Act("do", "bid", "bid", "102"))
	refused(t, s, 0, kittest.Act("do", "bid", "bid", "225")) // 120 + hearts 100 is the limit
	refused(t, s, 0, kittest.Act("do", "bid", "bid", "x"))
	refused(t, s, 0, kittest.Act("do", "give", "card", "AH"))
	refused(t, s, 0, kittest.Act("do", "play", "card", "AH"))
	must(t, s, 0, kittest.Act("do", "bid", "bid", "100"))
	refused(t, s, 1, kittest.Act("do", "bid", "bid", "100")) // must raise
	refused(t, s, 1, kittest.Act("do", "bid", "bid", "165")) // spades: 160 at most
	must(t, s, 1, kittest.Act("do", "bid", "bid", "110"))
	if v := s.View(2, now); v.MinBid != 115 || v.MaxBid != 180 || !v.CanPass {
		t.Fatalf("seat 2 may bid %d..%d (pass %v), want 115..180 (clubs marriage)", v.MinBid, v.MaxBid, v.CanPass)
	}
	must(t, s, 2, kittest.Act("do", "pass"))
	if s.Turn != 0 {
		t.Fatalf("after a pass the turn goes on to seat 0, got %d", s.Turn)
	}
	must(t, s, 0, kittest.Act("do", "bid", "bid", "150"))
	if s.Turn != 1 {
		t.Fatalf("a player who passed is skipped, got seat %d", s.Turn)
	}
	v := s.View(0, now)
	if len(v.Kitty) != 0 || v.KittySize != 3 {
		t.Fatal("the kitty is face down during the auction")
	}
	must(t, s, 1, kittest.Act("do", "pass"))
	if s.Phase != Giving || s.Declarer != 0 || s.Bid != 150 || s.Hands[0].Len() != 10 {
		t.Fatalf("seat 0 takes the kitty at 150: phase %v declarer %d bid %d", s.Phase, s.Declarer, s.Bid)
	}
	for seat := range Players {
		if v := s.View(seat, now); cards.SetOf(v.Kitty...) != cards.MustSet("10S,9H,QD") {
			t.Fatalf("seat %d sees the kitty as %v", seat, v.Kitty)
		}
	}
}

func TestOpenerPlaysAtOpeningWhenBothPass(t *testing.T) {
	s := deal0(t)
	must(t, s, 0, kittest.Act("do", "bid", "bid", "105"))
	must(t, s, 1, kittest.Act("do", "pass"))
	must(t, s, 2, kittest.Act("do", "pass"))
	if s.Phase != Giving || s.Declarer != 0 || s.Bid != 105 {
		t.Fatalf("phase %v declarer %d bid %d", s.Phase, s.Declarer, s.Bid)
	}
}

func TestRaiseAndGive(t *testing.T) {
	s := deal0(t)
	must(t, s, 0, kittest.Act("do", "bid", "bid", "100"))
	must(t, s, 1, kittest.Act("do", "pass"))
	must(t, s, 2, kittest.Act("do", "pass"))
	refused(t, s, 0, kittest.Act("do", "raise", "bid", "100"))
	refused(t, s, 0, kittest.Act("do", "raise", "bid", "225"))
	refused(t, s, 1, kittest.Act("do", "give", "card", "KS"))
	refused(t, s, 0, kittest.Act("do", "give", "card", "KS"))
	refused(t, s, 0, kittest.Act("do", "play", "card", "AH"))
	must(t, s, 0, kittest.Act("do", "raise", "bid", "120"))
	must(t, s, 0, kittest.Act("do", "give", "card", "9C"))
	if s.Hands[1].Len() != 8 || !s.Hands[1].Has(cards.MustParse("9C")) {
		t.Fatal("the first card goes to the player on the declarer's left")
	}
	refused(t, s, 0, kittest.Act("do", "raise", "bid", "125")) // only before giving
	if v := s.View(2, now); v.Gave[1] != cards.NoCard {
		t.Fatal("seat 2 must not see the card given to seat 1")
	}
	if v := s.View(1, now); v.Gave[1] != cards.MustParse("9C") {
		t.Fatal("seat 1 knows the card it got")
	}
	must(t, s, 0, kittest.Act("do", "give", "card", "9D"))
	if s.Phase != Playing || s.Turn != 0 || s.Bid != 120 {
		t.Fatalf("after the gifts the declarer leads: phase %v turn %d", s.Phase, s.Turn)
	}
	for seat := range Players {
		if s.Hands[seat].Len() != 8 {
			t.Fatalf("seat %d holds %d cards, want 8", seat, s.Hands[seat].Len())
		}
	}
	if v := s.View(0, now); v.Gave[1] != cards.MustParse("9C") || v.Gave[2] != cards.MustParse("9D") {
		t.Fatal("the declarer knows both gifts")
	}
}

// playing is deal0 after seat 0 won at 100 and gave 9C to seat 1 and 9D
// to seat 2. Hands:
//
//	0: KH QH AH 10H AS 10S 9H QD
//	1: KS QS JS 9S JH JC JD 9C
//	2: AC 10C KC QC AD 10D KD 9D
func playing(t *testing.T) *state {
	s := deal0(t)
	must(t, s, 0, kittest.Act("do", "bid", "bid", "100"))
	must(t, s, 1, kittest.Act("do", "pass"))
	must(t, s, 2, kittest.Act("do", "pass"))
	must(t, s, 0, kittest.Act("do", "give", "card", "9C"))
	must(t, s, 0, kittest.Act("do", "give", "card", "9D"))
	return s
}

func TestTricksAndMarriages(t *testing.T) {
	s := playing(t)
	if v := s.View(0, now); !v.Marrying.Empty() {
		t.Fatal("no marriage on the first trick")
	}
	must(t, s, 0, kittest.Act("do", "play", "card", "KH")) // the first trick: no marriage
	if len(s.Marr) != 0 || s.Trump().Valid() {
		t.Fatal("a King led to the first trick declares nothing")
	}
	refused(t, s, 1, kittest.Act("do", "play", "card", "KS")) // must follow hearts
	must(t, s, 1, kittest.Act("do", "play", "card", "JH"))
	refused(t, s, 2, kittest.Act("do", "play", "card", "KH")) // not in hand
	must(t, s, 2, kittest.Act("do", "play", "card", "AC"))    // no hearts, no trump: anything
	if s.Leader != 0 || s.taken()[0] != 4+2+11 {
		t.Fatalf("seat 0 takes the first trick: leader %d, taken %v", s.Leader, s.taken())
	}
	if v := s.View(0, now); !v.Marrying.Empty() {
		t.Fatal("with the King of hearts gone the Queen declares nothing")
	}
}

func TestMarriageSetsTrump(t *testing.T) {
	s := playing(t)
	must(t, s, 0, kittest.Act("do", "play", "card", "AS"))
	must(t, s, 1, kittest.Act("do", "play", "card", "9S"))
	must(t, s, 2, kittest.Act("do", "play", "card", "9D")) // no spades: anything
	if v := s.View(0, now); v.Marrying != cards.MustSet("KH,QH") {
		t.Fatalf("the hearts marriage is offered, got %v", v.Marrying)
	}
	must(t, s, 0, kittest.Act("do", "play", "card", "QH"))
	if s.Trump() != cards.Hearts || s.marriagePoints()[0] != 100 {
		t.Fatalf("hearts are trump and worth 100: trump %v, %v", s.Trump(), s.marriagePoints())
	}
	must(t, s, 1, kittest.Act("do", "play", "card", "JH"))
	refused(t, s, 2, kittest.Act("do", "play", "card", "9S")) // not in hand
	must(t, s, 2, kittest.Act("do", "play", "card", "KD"))    // no hearts, no trump in hand
	// Seat 0 leads spades; seat 2 has none and must trump if it can —
	// it cannot, so anything goes; seat 1 must follow.
	must(t, s, 0, kittest.Act("do", "play", "card", "10S"))
	refused(t, s, 1, kittest.Act("do", "play", "card", "JD"))
	must(t, s, 1, kittest.Act("do", "play", "card", "QS"))
	must(t, s, 2, kittest.Act("do", "play", "card", "AD"))
	if s.Leader != 0 {
		t.Fatalf("the ten of spades wins, leader %d", s.Leader)
	}
	// Seat 0 leads diamonds; seat 1 has JD; seat 2 follows.
	must(t, s, 0, kittest.Act("do", "play", "card", "QD"))
	must(t, s, 1, kittest.Act("do", "play", "card", "JD"))
	must(t, s, 2, kittest.Act("do", "play", "card", "10D"))
	if s.Leader != 2 {
		t.Fatalf("the ten of diamonds wins, leader %d", s.Leader)
	}
	// Seat 2 declares clubs: the trump changes.
	if v := s.View(2, now); v.Marrying != cards.MustSet("KC,QC") {
		t.Fatalf("seat 2 may declare clubs: %v", v.Marrying)
	}
	must(t, s, 2, kittest.Act("do", "play", "card", "KC"))
	if s.Trump() != cards.Clubs {
		t.Fatal("the later marriage's suit is trump")
	}
	must(t, s, 0, kittest.Act("do", "play", "card", "9H")) // no clubs, hearts no longer trump: anything
	must(t, s, 1, kittest.Act("do", "play", "card", "JC"))
	if s.Leader != 2 {
		t.Fatal("the king of clubs wins")
	}
}

func TestScoring(t *testing.T) {
	for _, bid := range []int{100, 200} {
		s := playing(t)
		if bid != 100 {
			s.Bid, s.Bids[0] = bid, bid
		}
		s.Scores = [3]int{0, 0, 0}
		// Play out: everyone plays the first legal card.
		for s.Phase == Playing {
			c, _ := Legal(s.Hands[s.Turn], s.leadCard(), s.Trump()).Lowest()
			must(t, s, s.Turn, kittest.Act("do", "play", "card", c.String()))
		}
		r := s.Sheet[len(s.Sheet)-1]
		if r.Cards[0]+r.Cards[1]+r.Cards[2] != 120 {
			t.Fatalf("card points %v do not add to 120", r.Cards)
		}
		earned := r.Earned(0)
		want := bid
		if earned < bid {
			want = -bid
		}
		if r.Delta[0] != want || s.Scores[0] != want || r.Made != (earned >= bid) {
			t.Fatalf("bid %d, earned %d: delta %d score %d", bid, earned, r.Delta[0], s.Scores[0])
		}
		for seat := 1; seat < 3; seat++ {
			if r.Delta[seat] != r.Earned(seat) {
				t.Fatalf("an opponent adds what it earned: %+v", r)
			}
		}
		if s.Phase != HandOver || s.NextBot0() {
			t.Fatal("the person deals the next hand")
		}
		refused(t, s, 1, kittest.Act("do", "next"))
		dealer := s.Dealer
		must(t, s, 0, kittest.Act("do", "next"))
		if s.Dealer != (dealer+1)%3 || s.Phase != Bidding || s.Turn != (s.Dealer+1)%3 {
			t.Fatal("the deal passes to the left")
		}
	}
}

// NextBot0 reports whether a bot must act (test helper).
func (s *state) NextBot0() bool { _, ok := s.NextBot(); return ok }

func TestMatchEnd(t *testing.T) {
	tests := []struct {
		scores           [3]int
		declarer, dealer int
		want             int
	}{
		{[3]int{1000, 300, 400}, 1, 2, 0},
		{[3]int{1010, 1020, 400}, 0, 2, 1},
		{[3]int{1020, 1020, 400}, 1, 2, 1}, // a tie goes to the declarer
		{[3]int{1020, 1020, 400}, 2, 0, 1}, // else the first from the dealer's left
		{[3]int{990, 300, 400}, 0, 2, -1},
	}
	for _, tt := range tests {
		if got := matchWinner(tt.scores, tt.declarer, tt.dealer); got != tt.want {
			t.Errorf("%v declarer %d dealer %d: winner %d, want %d", tt.scores, tt.declarer, tt.dealer, got, tt.want)
		}
	}
	// A hand that takes a player to 1000 ends the match.
	s := playing(t)
	s.Scores = [3]int{950, 0, 0}
	s.Sheet = []HandResult{{Dealer: 1, Declarer: 0, Bid: 950 - 900, Made: true}}
	s.Sheet = nil
	// Rebuild a consistent sheet: one made hand worth 950 is impossible,
	// so give seat 0 several.
	for range 9 {
		r := HandResult{Dealer: 1, Declarer: 0, Bid: 100, Made: true, Cards: [3]int{100, 10, 10}}
		r.Delta = [3]int{100, 10, 10}
		prev := [3]int{}
		if n := len(s.Sheet); n > 0 {
			prev = s.Sheet[n-1].Scores
		}
		for i := range 3 {
			r.Scores[i] = prev[i] + r.Delta[i]
		}
		s.Sheet = append(s.Sheet, r)
	}
	s.Scores = s.Sheet[8].Scores // 900, 90, 90
	if err := s.check(); err != nil {
		t.Fatal(err)
	}
	for s.Phase == Playing {
		c, _ := Legal(s.Hands[s.Turn], s.leadCard(), s.Trump()).Lowest()
		must(t, s, s.Turn, kittest.Act("do", "play", "card", c.String()))
	}
	r := s.Sheet[len(s.Sheet)-1]
	if r.Made && (s.Phase != MatchOver || s.Winner() != 0) {
		t.Fatalf("seat 0 made 100 from 900: phase %v winner %d", s.Phase, s.Winner())
	}
	if !r.Made && s.Phase != HandOver {
		t.Fatalf("seat 0 went down from 900: phase %v", s.Phase)
	}
	if s.Phase == MatchOver {
		refused(t, s, 0, kittest.Act("do", "next"))
		res := s.Results()
		if len(res) != 2 || res[0].Outcome != kit.Win || res[1].Score != int64(s.Scores[0]) {
			t.Fatalf("results %+v", res)
		}
	}
}

func TestViewHidesOthers(t *testing.T) {
	s := deal0(t)
	for seat := range Players {
		v := s.View(seat, now)
		if cards.SetOf(v.Hand...) != s.Hands[seat] || len(v.Kitty) != 0 {
			t.Fatalf("seat %d sees %v and kitty %v", seat, v.Hand, v.Kitty)
		}
		if seat != s.Turn && (v.MinBid != 0 || v.MaxBid != 0) {
			t.Fatal("the bid range is only for the seat to bid")
		}
	}
}
