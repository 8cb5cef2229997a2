package cards

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"
)

func allCards() []Card { return NewDeck(Two, BlackJoker, RedJoker, BlueJoker) }

func TestParseAndFormat(t *testing.T) {
	tests := []struct {
		text string
		want Card
		code string
	}{
		{"QS", Of(Queen, Spades), "QS"},
		{"qs", Of(Queen, Spades), "QS"},
		{"10H", Of(Ten, Hearts), "10H"},
		{"TH", Of(Ten, Hearts), "10H"},
		{"th", Of(Ten, Hearts), "10H"},
		{" 2C ", Of(Two, Clubs), "2C"},
		{"A♦", Of(Ace, Diamonds), "AD"},
		{"10♥", Of(Ten, Hearts), "10H"},
		{"K♤", Of(King, Spades), "KS"},
		{"XR", JokerOf(RedJoker), "XR"},
		{"xk", JokerOf(BlackJoker), "XK"},
		{"XB", JokerOf(BlueJoker), "XB"},
	}
	for _, tt := range tests {
		got, err := Parse(tt.text)
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tt.text, got, err, tt.want)
			continue
		}
		if got.String() != tt.code {
			t.Errorf("%q prints as %q, want %q", tt.text, got.String(), tt.code)
		}
	}
	for _, bad := range []string{"", "Q", "S", "1S", "11S", "0S", "QX", "XQ", "X", "XX", "QSS", "10", "♠", "Q♠♠", "JOKER", "\xff\xfe", "Q\xe2\x99"} {
		if c, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", bad, c)
		}
	}
}

func TestEveryCardRoundTrips(t *testing.T) {
	seen := map[byte]bool{}
	for _, c := range allCards() {
		if !c.Valid() {
			t.Fatalf("%v not valid", c)
		}
		if seen[c.Byte()] {
			t.Fatalf("byte %d used twice", c.Byte())
		}
		seen[c.Byte()] = true
		if c.Byte() < 8 || c.Byte() > 63 {
			t.Errorf("%v encodes to %d, outside 8..63", c, c.Byte())
		}
		back, err := Parse(c.String())
		if err != nil || back != c {
			t.Errorf("Parse(%q) = %v, %v", c.String(), back, err)
		}
		if b, ok := FromByte(c.Byte()); !ok || b != c {
			t.Errorf("FromByte(%d) = %v, %v", c.Byte(), b, ok)
		}
	}
	if len(seen) != 55 {
		t.Fatalf("%d distinct cards, want 55", len(seen))
	}
	valid := 0
	for b := range 256 {
		if _, ok := FromByte(byte(b)); ok {
			valid++
		}
	}
	if valid != 55 {
		t.Errorf("FromByte accepts %d bytes, want 55", valid)
	}
}

func TestNames(t *testing.T) {
	tests := []struct{ code, en, ru string }{
		{"QS", "queen of spades", "дама пик"},
		{"10H", "ten of hearts", "десятка червей"},
		{"AD", "ace of diamonds", "туз бубён"},
		{"2C", "two of clubs", "двойка треф"},
		{"JC", "jack of clubs", "валет треф"},
		{"KH", "king of hearts", "король червей"},
		{"6S", "six of spades", "шестёрка пик"},
		{"XR", "red joker", "красный джокер"},
		{"XK", "black joker", "чёрный джокер"},
		{"XB", "blue joker", "синий джокер"},
	}
	for _, tt := range tests {
		c := MustParse(tt.code)
		if c.NameEN() != tt.en || c.Name("en") != tt.en {
			t.Errorf("%s: EN %q", tt.code, c.NameEN())
		}
		if c.NameRU() != tt.ru || c.Name("ru") != tt.ru {
			t.Errorf("%s: RU %q", tt.code, c.NameRU())
		}
	}
	for _, c := range allCards() {
		if c.NameEN() == "" || c.NameRU() == "" || c.Label() == "" {
			t.Errorf("%v lacks a name or label", c)
		}
	}
}

func TestColours(t *testing.T) {
	tests := []struct {
		code  string
		red   bool
		color string
	}{
		{"QS", false, "black"}, {"2C", false, "black"}, {"AH", true, "red"}, {"9D", true, "red"},
		{"XR", true, "red"}, {"XK", false, "black"}, {"XB", false, "blue"},
	}
	for _, tt := range tests {
		c := MustParse(tt.code)
		if c.Red() != tt.red || c.Color() != tt.color {
			t.Errorf("%s: red %v color %q", tt.code, c.Red(), c.Color())
		}
	}
	if MustParse("XR").Suit() != NoSuit || NoCard.Suit() != NoSuit {
		t.Error("jokers and NoCard must have no suit")
	}
}

func TestDecks(t *testing.T) {
	tests := []struct {
		name   string
		deck   []Card
		size   int
		lowest Rank
		jokers int
	}{
		{"52", Deck52(), 52, Two, 0},
		{"36", Deck36(), 36, Six, 0},
		{"24", Deck24(), 24, Nine, 0},
		{"26 red", Deck26(RedJoker), 26, Nine, 2},
		{"26 black", Deck26(BlackJoker), 26, Nine, 2},
	}
	for _, tt := range tests {
		if len(tt.deck) != tt.size {
			t.Errorf("%s: %d cards", tt.name, len(tt.deck))
		}
		set := SetOf(tt.deck...)
		if set.Len() != tt.size {
			t.Errorf("%s: duplicates", tt.name)
		}
		if set.Jokers().Len() != tt.jokers {
			t.Errorf("%s: %d jokers", tt.name, set.Jokers().Len())
		}
		for _, c := range tt.deck {
			if !c.IsJoker() && c.Rank() < tt.lowest {
				t.Errorf("%s holds %v", tt.name, c)
			}
		}
		for _, s := range Suits {
			if n := set.CountSuit(s); n != (tt.size-tt.jokers)/4 {
				t.Errorf("%s: %d of %v", tt.name, n, s)
			}
		}
	}
	p := SetOf(Deck26(RedJoker)...)
	if !p.Has(JokerOf(BlueJoker)) || !p.Has(JokerOf(RedJoker)) || p.Has(JokerOf(BlackJoker)) {
		t.Error("Pharaoh's deck is 9..A with the blue and the chosen special joker")
	}
	if s := Shoe(6); len(s) != 312 || Hand(s).Count(MustParse("AS")) != 6 {
		t.Errorf("6-deck shoe: %d cards", len(s))
	}
}

func TestShuffle(t *testing.T) {
	a, b := Deck52(), Deck52()
	Shuffle(a, rand.New(rand.NewPCG(1, 2)))
	Shuffle(b, rand.New(rand.NewPCG(1, 2)))
	if !slices.Equal(a, b) {
		t.Error("the same seed must give the same order")
	}
	if slices.Equal(a, Deck52()) {
		t.Error("shuffle left the deck in order")
	}
	if SetOf(a...) != SetOf(Deck52()...) {
		t.Error("shuffle is not a permutation")
	}
	// Each card lands in each place about equally often.
	r := rand.New(rand.NewPCG(3, 4))
	counts := make([]int, 4)
	const trials = 20000
	for range trials {
		d := []Card{1 << 3, 2 << 3, 3 << 3, 4 << 3}
		Shuffle(d, r)
		counts[slices.Index(d, 1<<3)]++
	}
	for i, n := range counts {
		if n < trials/4-600 || n > trials/4+600 {
			t.Errorf("first card at place %d %d times of %d", i, n, trials)
		}
	}
}

func TestSet(t *testing.T) {
	s := SetOf(MustParse("QS"), MustParse("2H"), MustParse("AH"), MustParse("XR"))
	if s.Len() != 4 || !s.Has(MustParse("2H")) || s.Has(MustParse("2C")) || s.Has(NoCard) {
		t.Fatal("membership")
	}
	if s.CountSuit(Hearts) != 2 || s.OfSuit(Spades) != SetOf(MustParse("QS")) {
		t.Error("suits")
	}
	if lo, _ := s.OfSuit(Hearts).Lowest(); lo != MustParse("2H") {
		t.Errorf("lowest heart %v", lo)
	}
	if hi, _ := s.OfSuit(Hearts).Highest(); hi != MustParse("AH") {
		t.Errorf("highest heart %v", hi)
	}
	if _, ok := Set(0).Lowest(); ok {
		t.Error("empty set has no lowest")
	}
	if s.Remove(MustParse("QS")).Has(MustParse("QS")) || s.Add(NoCard) != s {
		t.Error("add/remove")
	}
	if got := s.String(); got != "2H,QS,AH,XR" {
		t.Errorf("String %q", got)
	}
	all := SetOf(Deck52()...)
	for _, su := range Suits {
		if all.CountSuit(su) != 13 {
			t.Errorf("%v: %d", su, all.CountSuit(su))
		}
	}
	if all.Jokers() != 0 || SetOf(allCards()...).Jokers().Len() != 3 {
		t.Error("jokers mask")
	}
}

func TestHand(t *testing.T) {
	h := Hand{MustParse("AS"), MustParse("10H"), MustParse("AS")}
	rest, ok := h.Without(MustParse("AS"))
	if !ok || len(rest) != 2 || rest.Count(MustParse("AS")) != 1 || len(h) != 3 {
		t.Error("Without")
	}
	if _, ok := h.WithoutAll(MustParse("AS"), MustParse("AS"), MustParse("AS")); ok {
		t.Error("three aces removed from two")
	}
	if rest, ok := h.WithoutAll(MustParse("AS"), MustParse("10H")); !ok || rest.String() != "AS" {
		t.Errorf("WithoutAll: %v", rest)
	}
	cards, err := ParseList("QS, 2H 3D,,")
	if err != nil || Join(cards) != "QS,2H,3D" {
		t.Errorf("ParseList: %v %v", cards, err)
	}
	if _, err := ParseList("QS,ZZ"); err == nil {
		t.Error("ParseList accepted ZZ")
	}
	hand := Hand{MustParse("2H"), MustParse("XR"), MustParse("AS"), MustParse("10H"), MustParse("3C")}
	slices.SortFunc(hand, Order([4]Suit{Clubs, Diamonds, Spades, Hearts}, FaceValue))
	if hand.String() != "3C,AS,2H,10H,XR" {
		t.Errorf("sorted %v", hand)
	}
}

func TestJSON(t *testing.T) {
	in := struct {
		Hand  []Card
		Trick [4]Card
		Set   Set
	}{Hand: []Card{MustParse("QS"), MustParse("10H"), MustParse("XB")}, Trick: [4]Card{MustParse("2C")}, Set: SetOf(MustParse("AH"))}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"Hand":["QS","10H","XB"],"Trick":["2C","","",""],"Set":`
	if string(data[:len(want)]) != want {
		t.Errorf("JSON %s", data)
	}
	out := in
	out.Hand, out.Trick, out.Set = nil, [4]Card{}, 0
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(out.Hand, in.Hand) || out.Trick != in.Trick || out.Set != in.Set {
		t.Errorf("round trip %+v", out)
	}
	if err := json.Unmarshal([]byte(`{"Hand":["ZZ"]}`), &out); err == nil {
		t.Error("bad card accepted")
	}
	if _, err := json.Marshal([]Card{Card(200)}); err == nil {
		t.Error("invalid card marshalled")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"QS", "10H", "TH", "XR", "A♠", "", "1", "♥♥"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			return
		}
		if !c.Valid() {
			t.Fatalf("Parse(%q) gave invalid %d", s, c)
		}
		if back, err := Parse(c.String()); err != nil || back != c {
			t.Fatalf("%q -> %v does not round trip", s, c)
		}
		_, _ = ParseList(s)
	})
}

func TestPacked(t *testing.T) {
	in := struct{ Shoe Packed }{Shoe: Packed(Shoe(2))}
	in.Shoe[3] = NoCard
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > 160 {
		t.Errorf("104 cards take %d bytes", len(data))
	}
	var out struct{ Shoe Packed }
	if err := json.Unmarshal(data, &out); err != nil || !slices.Equal(out.Shoe, in.Shoe) {
		t.Fatalf("round trip: %v", err)
	}
	for _, bad := range []string{`{"Shoe":"!!"}`, `{"Shoe":"AAEC"}`, `{"Shoe":7}`} {
		if err := json.Unmarshal([]byte(bad), &out); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
	if _, err := json.Marshal(Packed{Card(3)}); err == nil {
		t.Error("invalid card packed")
	}
	if data, _ := json.Marshal(struct{ P Packed }{}); string(data) != `{"P":""}` {
		t.Errorf("empty: %s", data)
	}
}

func TestSetSum(t *testing.T) {
	s := SetOf(MustParse("AS"), MustParse("10H"), MustParse("2C"))
	if got := s.Sum(func(c Card) int { return int(c.Rank()) }); got != int(Ace)+int(Ten)+int(Two) {
		t.Errorf("Sum of ranks = %d", got)
	}
	if got := Set(0).Sum(func(Card) int { return 1 }); got != 0 {
		t.Errorf("Sum of the empty set = %d", got)
	}
}

func TestTally(t *testing.T) {
	deck := SetOf(Deck24()...)
	tally := NewTally(deck)
	if !tally.AddSet(MustSet("AS KS")) || !tally.AddList(MustList("QS JS")) || !tally.Add(MustParse("10S")) {
		t.Fatal("cards of the deck counted once are refused")
	}
	if tally.Add(MustParse("AS")) || tally.AddSet(MustSet("9S KS")) || tally.AddList(MustList("9S QS")) {
		t.Error("a card counted twice is accepted")
	}
	if tally.Add(MustParse("2C")) || tally.AddSet(MustSet("2C")) {
		t.Error("a card outside the deck is accepted")
	}
	if tally.Complete() {
		t.Error("a tally of six cards of 24 is complete")
	}
	if !tally.AddSet(deck.Minus(MustSet("AS KS QS JS 10S 9S"))) {
		t.Fatal("the rest of the deck but the nine of spades is refused")
	}
	// AddList counted the nine of spades before it met the queen.
	if !tally.Complete() {
		t.Error("the whole deck counted, and the tally is not complete")
	}
}
