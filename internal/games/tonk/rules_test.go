package tonk

import (
	"math/rand/v2"
	"net/url"
	"slices"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func TestPoints(t *testing.T) {
	for code, want := range map[string]int{"AS": 1, "2H": 2, "9C": 9, "10D": 10, "JS": 10, "QH": 10, "KC": 10} {
		if got := Points(cards.MustParse(code)); got != want {
			t.Errorf("%s counts %d, want %d", code, got, want)
		}
	}
	if got := HandPoints(cards.MustSet("AS AH KC 5D")); got != 17 {
		t.Errorf("hand counts %d, want 17", got)
	}
}

func TestMakeSpread(t *testing.T) {
	tests := []struct {
		cards  string
		ok     bool
		kind   Kind
		lo, hi int
	}{
		{"7S 7H 7D", true, Book, 0, 0},
		{"7S 7H 7D 7C", true, Book, 0, 0},
		{"4C 5C 6C", true, Run, 4, 6},
		{"6C 4C 5C", true, Run, 4, 6},
		{"AH 2H 3H", true, Run, 1, 3},
		{"QH KH AH", true, Run, 12, 14},
		{"2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", true, Run, 2, 13},
		{"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", true, Run, 2, 14},
		{"KH AH 2H", false, "", 0, 0}, // no going round the corner
		{"7S 7H", false, "", 0, 0},
		{"4C 5C 7C", false, "", 0, 0},
		{"4C 5D 6C", false, "", 0, 0},
		{"7S 7S 7H", false, "", 0, 0},
		{"7S 8H 9D", false, "", 0, 0},
	}
	for _, tt := range tests {
		sp, ok := MakeSpread(0, cards.MustList(tt.cards))
		if ok != tt.ok {
			t.Errorf("%s: ok %v, want %v", tt.cards, ok, tt.ok)
			continue
		}
		if ok && (sp.Kind != tt.kind || sp.Lo != tt.lo || sp.Hi != tt.hi || !sp.valid(3)) {
			t.Errorf("%s: %+v", tt.cards, sp)
		}
	}
	sp, _ := MakeSpread(0, cards.MustList("KH QH AH"))
	if got := cards.Join(sp.Ordered()); got != "QH,KH,AH" {
		t.Errorf("Q-K-A lies as %s", got)
	}
}

func TestHitSpread(t *testing.T) {
	book, _ := MakeSpread(0, cards.MustList("7S 7H 7D"))
	if _, ok := book.Hit(cards.MustParse("7C")); !ok {
		t.Error("the fourth seven hits a book")
	}
	if _, ok := book.Hit(cards.MustParse("8C")); ok {
		t.Error("an eight hits a book of sevens")
	}
	run, _ := MakeSpread(0, cards.MustList("2H 3H 4H"))
	for code, ok := range map[string]bool{"AH": true, "5H": true, "6H": false, "5S": false, "3H": false} {
		if _, got := run.Hit(cards.MustParse(code)); got != ok {
			t.Errorf("%s on 2-3-4 of hearts: %v, want %v", code, got, ok)
		}
	}
	high, _ := MakeSpread(0, cards.MustList("JH QH KH"))
	grown, ok := high.Hit(cards.MustParse("AH"))
	if !ok || grown.Hi != 14 {
		t.Fatalf("an ace tops J-Q-K: %+v %v", grown, ok)
	}
	if _, ok := grown.Hit(cards.MustParse("2H")); ok {
		t.Error("a two hits Q-K-A: round the corner")
	}
	low, _ := MakeSpread(0, cards.MustList("AH 2H 3H"))
	if _, ok := low.Hit(cards.MustParse("KH")); ok {
		t.Error("a king hits A-2-3: round the corner")
	}
}

func TestNewDeal(t *testing.T) {
	for _, bots := range []string{"2", "3"} {
		s := kittest.New[View](t, Game{}, url.Values{"bots": {bots}, "ante": {"25"}, "dealtonk": {"off"}}, 42, epoch).(*state)
		n := s.Players
		if n != len(bots)+int(bots[0]-'0') || s.Pot != 25*n || len(s.Pile) != 1 || len(s.Stock) != 52-5*n-1 {
			t.Fatalf("%s bots: players %d pot %d pile %d stock %d", bots, n, s.Pot, len(s.Pile), len(s.Stock))
		}
		for seat, h := range s.Hands {
			if h.Len() != HandSize || s.Bank[seat] != StartBankroll-25 {
				t.Fatalf("seat %d: %d cards, bank %d", seat, h.Len(), s.Bank[seat])
			}
		}
		if s.Turn != (s.Dealer+1)%n || s.Phase != Start {
			t.Fatalf("turn %d after dealer %d", s.Turn, s.Dealer)
		}
	}
	for _, bad := range []url.Values{{"bots": {"1"}}, {"bots": {"4"}}, {"ante": {"3"}}, {"tonk": {"6"}}, {"level": {"hard"}}, {"dealtonk": {"yes"}}} {
		if _, err := (Game{}).New(bad, 1, epoch); !kit.IsInvalid(err) {
			t.Errorf("%v: %v", bad, err)
		}
	}
}

func TestTurnFlow(t *testing.T) {
	s := rig(t, []string{"2C 9D KS QS 4H", "3C 3D 8S 8H JC", "5C 6D 7S 10H JD"}, "AS 9C", "")
	refused(t, s, 1, act("draw"))                  // not their turn
	refused(t, s, 0, act("discard", "card", "2C")) // must draw first
	refused(t, s, 0, act("tonk"))                  // before drawing
	refused(t, s, 0, act("next"))
	refused(t, s, 0, act("leave"))
	must(t, s, 0, act("take"))
	if !s.Hands[0].Has(cards.MustParse("9C")) || s.Fresh != cards.MustParse("9C") || !s.Taken[0].Has(s.Fresh) {
		t.Fatal("the top of the pile comes to hand and is marked taken")
	}
	refused(t, s, 0, act("draw"))                                             // one draw a turn
	refused(t, s, 0, act("drop"))                                             // drop is before drawing
	refused(t, s, 0, act("discard", "card", "9C"))                            // not straight back
	refused(t, s, 0, act("discard", "card", "3C"))                            // not in hand
	refused(t, s, 0, act("discard", "card", "2C", "card", "9D"))              // exactly one
	refused(t, s, 0, act("spread", "card", "9D", "card", "9C"))               // two cards
	refused(t, s, 0, act("spread", "card", "9D", "card", "9C", "card", "KS")) // no pattern
	must(t, s, 0, act("discard", "card", "KS"))
	if s.Turn != 1 || s.Phase != Start || s.top() != cards.MustParse("KS") {
		t.Fatal("the turn passes left after the discard")
	}
	// The view of seat 1 names seat 0's taken nine, never the rest.
	v := s.View(1, epoch)
	if !v.Taken[0].Has(cards.MustParse("9C")) || v.Counts[0] != 5 || len(v.Hand) != 5 {
		t.Fatalf("view: %+v", v)
	}
	must(t, s, 1, act("draw"))
	if s.Hands[1].Len() != 6 || s.Fresh != cards.NoCard {
		t.Fatal("a stock card comes to hand")
	}
}

func TestSpreadAndHitThenOut(t *testing.T) {
	s := rig(t, []string{"7C 7D 7H 2S 3S", "8C 8D 8H KS QS", "5C 6D 9S 10H JD"}, "4S", "")
	must(t, s, 0, act("take"))
	must(t, s, 0, act("spread", "card", "7C", "card", "7D", "card", "7H"))
	refused(t, s, 0, act("tonk")) // not after spreading
	must(t, s, 0, act("spread", "card", "2S", "card", "3S", "card", "4S"))
	if s.Phase != HandOver || s.History[0].How != WentOut || s.History[0].Caller != 0 {
		t.Fatalf("the last card into a spread wins: %+v", s.History)
	}
	if got := nets(s); !slices.Equal(got, []int{20, -10, -10}) {
		t.Fatalf("nets %v", got)
	}
	if s.Bank[0] != StartBankroll+20 || s.Wins[0] != 1 || s.Peak != StartBankroll+20 {
		t.Fatalf("bank %v wins %v peak %d", s.Bank, s.Wins, s.Peak)
	}

	// Out by a hit on another player's spread.
	s = rig(t, []string{"7C 2D", "8C 8D 8H KS QS", "5C 6D 9S 10H JD"}, "8S", "")
	s.Hands[0] = cards.MustSet("7C")
	s.Stock = append(cards.Packed{cards.MustParse("2D")}, s.Stock...)
	lay(t, s, Spread{Owner: 1, Kind: Book, Cards: cards.MustSet("7S 7D 7H")})
	must(t, s, 0, act("take"))
	if v := s.View(0, epoch); len(v.Hits) != 1 || v.Hits[0].Spread != 1 {
		t.Fatalf("hits offered %+v", v.Hits)
	}
	refused(t, s, 0, act("hit", "card", "7C", "spread", "2"))
	refused(t, s, 0, act("hit", "card", "8S", "spread", "1"))
	must(t, s, 0, act("hit", "card", "7C", "spread", "1"))
	// The eight just taken is the only card: it may go back, and out.
	must(t, s, 0, act("discard", "card", "8S"))
	if s.Phase != HandOver || s.History[0].How != WentOut {
		t.Fatal("the last card discarded wins")
	}
}

func TestTonk(t *testing.T) {
	s := rig(t, []string{"AC AD", "8C 8D 8H KS QS", "5C 6D 9S 10H JD"}, "4S", "2H")
	lay(t, s, Spread{Owner: 0, Kind: Book, Cards: cards.MustSet("3C 3D 3H")})
	must(t, s, 0, act("draw")) // the two of hearts: 1+1+2 = 4
	if !s.View(0, epoch).CanTonk {
		t.Fatal("Tonk is offered at 4 with a threshold of 5")
	}
	must(t, s, 0, act("tonk"))
	r := s.History[0]
	if r.How != Tonked || r.Pot != 30 {
		t.Fatalf("%+v", r)
	}
	// The pot doubled: 60 to the declarer, the others pay 15 each.
	if got := nets(s); !slices.Equal(got, []int{50, -25, -25}) {
		t.Fatalf("nets %v", got)
	}

	// Above the threshold, or after a spread: refused.
	s = rig(t, []string{"AC 5D", "8C 8D 8H KS QS", "5C 6D 9S 10H JD"}, "4S", "2H")
	must(t, s, 0, act("draw"))
	refused(t, s, 0, act("tonk"))

	// Four players: 40 extra shared by three, the odd chip on the seat
	// to the declarer's left.
	s = rig(t, []string{"AC AD", "8C 8D 8H KS QS", "5C 6D 9S 10H JD", "2C 3D 4C 5H 6H"}, "4S", "2H")
	must(t, s, 0, act("draw"))
	must(t, s, 0, act("tonk"))
	if got := nets(s); !slices.Equal(got, []int{70, -24, -23, -23}) {
		t.Fatalf("nets %v", got)
	}
}

func TestDrop(t *testing.T) {
	// Right: strictly lowest takes the pot.
	s := rig(t, []string{"AC 2D 3H 4S 5C", "8C 8D 8H KS QS", "5D 6D 9S 10H JD"}, "4C", "")
	must(t, s, 0, act("drop"))
	if r := s.History[0]; r.How != Dropped || !r.Won(0) || !slices.Equal(r.Net, []int{20, -10, -10}) {
		t.Fatalf("%+v", r)
	}
	// A tie fails: the tied player takes the pot and an ante.
	s = rig(t, []string{"AC 2D 3H 4S 5C", "AD 2C 3S 4H 5D", "5S 6D 9S 10H JD"}, "4C", "")
	must(t, s, 0, act("drop"))
	if r := s.History[0]; r.How != DropFailed || !slices.Equal(r.Winners, []int{1}) || !slices.Equal(r.Net, []int{-20, 30, -10}) {
		t.Fatalf("%+v", r)
	}
	// Two lowest share the pot and the penalty; odd chips from the
	// dealer's left (dealer is seat 3: seat 1 before seat 2).
	s = rig(t, []string{"9C 9D 9H 9S 5C", "AD 2C 3S 4H 5D", "AS 2S 3C 4D 5H", "KC KD KH KS QC"}, "4C", "")
	must(t, s, 0, act("drop"))
	r := s.History[0]
	if r.How != DropFailed || !slices.Equal(r.Winners, []int{1, 2}) || !slices.Equal(r.Net, []int{-20, 15, 15, -10}) {
		t.Fatalf("%+v", r)
	}
	// A bot may drop too, only at the start of its turn.
	s = rig(t, []string{"9C 9D 9H 9S 5C", "AD 2C 3S 4H 5D", "KS 2S 3C 4D 5H"}, "4C", "")
	must(t, s, 0, act("draw"))
	must(t, s, 0, act("discard", "card", "9C"))
	if seat, ok := s.NextBot(); !ok || seat != 1 {
		t.Fatal("seat 1 is the bot to move")
	}
	must(t, s, 1, act("drop"))
	if s.History[0].How != Dropped || !s.History[0].Won(1) {
		t.Fatalf("%+v", s.History[0])
	}
}

func TestDeadHand(t *testing.T) {
	hands := []string{"2C 9D KS QS 4H", "3C 3D 8S 8H JC", "5C 6D 7S 10H JD"}
	s := rig(t, hands, "AS", "")
	// Leave one card in the stock: move the rest into a spread-free
	// limbo by rigging a short stock.
	rest := s.Stock
	s.Stock = rest[len(rest)-1:]
	limbo := cards.SetOf(rest[:len(rest)-1]...)
	// Park the limbo in the pile, under its top card.
	s.Pile = append(cards.Packed(limbo.Cards()), s.Pile...)
	if err := s.check(); err != nil {
		t.Fatal(err)
	}
	must(t, s, 0, act("draw"))
	if !s.Final || s.Left != 2 {
		t.Fatalf("the last stock card starts the last round: %v %d", s.Final, s.Left)
	}
	refused(t, s, 1, act("draw"))
	c, _ := s.Hands[0].Highest()
	must(t, s, 0, act("discard", "card", c.String()))
	for seat := 1; seat <= 2; seat++ {
		refused(t, s, seat, act("draw"))
		must(t, s, seat, act("take"))
		for _, c := range s.Hands[seat].Cards() {
			if c != s.Fresh {
				must(t, s, seat, act("discard", "card", c.String()))
				break
			}
		}
	}
	r := s.History[0]
	if s.Phase != HandOver || r.How != Dead || !slices.Equal(r.Net, []int{0, 0, 0}) {
		t.Fatalf("%+v", r)
	}
	for _, b := range s.Bank {
		if b != StartBankroll {
			t.Fatalf("antes back: %v", s.Bank)
		}
	}
}

func TestDealTonk(t *testing.T) {
	s := rig(t, []string{"KC KD KH QS JC", "3C 3D 8S 8H JD", "5C 6D 7S 10H 9D"}, "AS", "")
	s.DealTonk = true
	s.checkDealTonk()
	if r := s.History[0]; r.How != DealTonk || !r.Won(0) || !slices.Equal(r.Net, []int{50, -25, -25}) {
		t.Fatalf("%+v", s.History)
	}
	s = rig(t, []string{"KC KD KH QS JC", "10C 10D 10S 10H JD", "5C 6D 7S 2H 9D"}, "AS", "")
	s.DealTonk = true
	s.checkDealTonk()
	if r := s.History[0]; r.How != DeadDeal || !slices.Equal(r.Net, []int{0, 0, 0}) {
		t.Fatalf("%+v", s.History)
	}
}

func TestNextHandLeaveAndBroke(t *testing.T) {
	s := rig(t, []string{"AC 2D 3H 4S 5C", "8C 8D 8H KS QS", "5D 6D 9S 10H JD"}, "4C", "")
	refused(t, s, 0, act("next"))
	must(t, s, 0, act("drop"))
	refused(t, s, 1, act("next")) // only the person deals
	dealer := s.Dealer
	must(t, s, 0, act("next"))
	if s.HandNo != 2 || s.Dealer != (dealer+1)%3 || s.Phase == HandOver && len(s.History) != 2 {
		t.Fatalf("the deal passes left: hand %d dealer %d", s.HandNo, s.Dealer)
	}
	// The bankroll counts only when cashed out: while playing it is the
	// money on the table, off the board; the hands won count as they come.
	if res := s.Results(); res[0].Outcome != kit.Unfinished || res[0].Score != int64(s.Bank[0]) || res[0].Ranked || res[1].Score != 1 {
		t.Fatalf("results %+v", res)
	}

	s = rig(t, []string{"AC 2D 3H 4S 5C", "8C 8D 8H KS QS", "5D 6D 9S 10H JD"}, "4C", "")
	must(t, s, 0, act("drop"))
	refused(t, s, 0, act("shuffle"))
	must(t, s, 0, act("leave"))
	if !s.Over() || s.Broke {
		t.Fatal("leaving ends the game")
	}
	refused(t, s, 0, act("next"))
	if res := s.Results(); res[0].Outcome != kit.Win || res[0].Board != BankrollBoard || res[0].Score != int64(s.Bank[0]) {
		t.Fatalf("results %+v", res)
	}

	// A person who cannot ante the next hand is out of the game.
	s = rig(t, []string{"9C 9D 9H 9S 5C", "AD 2C 3S 4H 5D", "KS 2S 3C 4D 5H"}, "4C", "")
	s.Bank[0] -= StartBankroll - 25
	s.Bank[1] += StartBankroll - 25
	must(t, s, 0, act("drop")) // fails: -10 more
	if !s.Over() || !s.Broke || s.Bank[0] != 5 {
		t.Fatalf("broke: over %v broke %v bank %d", s.Over(), s.Broke, s.Bank[0])
	}
	if res := s.Results(); res[0].Outcome != kit.Loss {
		t.Fatalf("results %+v", res)
	}
}

func TestViewHides(t *testing.T) {
	st, _ := Game{}.New(url.Values{"bots": {"3"}}, 7, epoch)
	s := st.(*state)
	for seat := range s.Players {
		v := s.View(seat, epoch)
		if !slices.Equal(sortedCards(v.Hand), s.Hands[seat].Cards()) {
			t.Fatal("a seat sees its own hand")
		}
		if v.Last != nil && s.Phase != HandOver {
			t.Fatal("no hands laid open during play")
		}
	}
}

func sortedCards(cs []cards.Card) []cards.Card {
	out := slices.Clone(cs)
	slices.Sort(out)
	return out
}

// TestRankedTables: only the standard rules rank, and only once the
// person has played; the bankroll counts when it is cashed out.
func TestRankedTables(t *testing.T) {
	if !casualRules(DefaultAnte, DefaultThreshold, true).Ranked() {
		t.Fatal("the standard rules are casual")
	}
	for _, c := range [][3]int{{DefaultAnte * 2, DefaultThreshold, 1}, {DefaultAnte, DefaultThreshold + 1, 1}, {DefaultAnte, DefaultThreshold, 0}} {
		if casualRules(c[0], c[1], c[2] == 1).Ranked() {
			t.Errorf("rules %v ranked", c)
		}
	}
	s := newState(rand.NewPCG(1, 2), 3, kit.Strong, DefaultAnte, DefaultThreshold, true)
	for _, r := range s.Results() {
		if r.Ranked {
			t.Errorf("an untouched table counts: %+v", r)
		}
	}
	s.Moves, s.Phase = 1, GameOver
	if r := s.Results()[0]; !r.Ranked || r.Score != int64(s.Bank[kit.HumanSeat]) {
		t.Errorf("a table left after playing: %+v", r)
	}
}
