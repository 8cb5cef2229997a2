package pharaoh

import (
	"fmt"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// table lays out a deal by hand: the hands, the pile (top last), the
// stock (drawn from its end) and who moves. The special joker is red
// unless a hand or the pile holds the black one.
func table(person, bot []string, pile []string, stock []string, turn int) *Deal {
	d := &Deal{Special: cards.RedJoker, Turn: turn, Winner: -1, Called: cards.NoSuit}
	d.Hands[Person] = set(person...)
	d.Hands[Bot] = set(bot...)
	for _, code := range pile {
		d.Pile = append(d.Pile, c(code))
	}
	for _, code := range stock {
		d.Stock = append(d.Stock, c(code))
	}
	all := d.Hands[0].Union(d.Hands[1]).Union(cards.SetOf(d.Pile...)).Union(cards.SetOf(d.Stock...))
	if all.Has(c("XK")) {
		d.Special = cards.BlackJoker
	}
	return d
}

func mustOK(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func mustRefuse(t *testing.T, d *Deal, err error, before Deal) {
	t.Helper()
	if !kit.IsInvalid(err) {
		t.Fatalf("want a refusal, got %v", err)
	}
	if d.Turn != before.Turn || d.Hands != before.Hands || len(d.Stock) != len(before.Stock) || len(d.Pile) != len(before.Pile) ||
		d.Drawn != before.Drawn || d.Called != before.Called {
		t.Fatal("a refused move changed the deal")
	}
}

func TestFits(t *testing.T) {
	tests := []struct {
		card, top string
		called    cards.Suit
		want      bool
	}{
		{"9S", "AS", cards.NoSuit, true},   // suit
		{"AH", "AS", cards.NoSuit, true},   // rank
		{"9H", "AS", cards.NoSuit, false},  // neither
		{"XB", "AS", cards.NoSuit, true},   // a joker on anything
		{"XR", "XB", cards.Hearts, true},   // a joker on a joker
		{"9H", "XB", cards.Hearts, true},   // the called suit
		{"9S", "XB", cards.Hearts, false},  // another suit
		{"9S", "XR", cards.NoSuit, true},   // a joker turned up: anything
		{"KD", "XK", cards.Diamonds, true}, // the called suit
	}
	for _, tt := range tests {
		if got := Fits(c(tt.card), c(tt.top), tt.called); got != tt.want {
			t.Errorf("%s on %s calling %v: %v", tt.card, tt.top, tt.called, got)
		}
		if got := Matching(c(tt.top), tt.called).Has(c(tt.card)); got != tt.want {
			t.Errorf("Matching(%s, %v) has %s: %v", tt.top, tt.called, tt.card, got)
		}
	}
}

func TestEffects(t *testing.T) {
	tests := []struct {
		card string
		seat int
		want Effect
	}{
		{"KH", Person, Effect{Skip: true}},
		{"QD", Person, Effect{Draw: 1, Skip: true}},
		{"JH", Person, Effect{Draw: 2, Skip: true}},
		{"KS", Person, Effect{}}, // black court cards are the bot's
		{"QC", Person, Effect{}},
		{"JS", Person, Effect{}},
		{"KC", Bot, Effect{Skip: true}},
		{"QS", Bot, Effect{Draw: 1, Skip: true}},
		{"JC", Bot, Effect{Draw: 2, Skip: true}},
		{"KH", Bot, Effect{}}, // red court cards are the person's
		{"JD", Bot, Effect{}},
		{"AH", Person, Effect{}},
		{"9S", Bot, Effect{}},
		{"10D", Person, Effect{}},
		{"XR", Person, Effect{}},
		{"XK", Bot, Effect{}},
	}
	for _, tt := range tests {
		if got := EffectOf(c(tt.card), tt.seat); got != tt.want {
			t.Errorf("%s by seat %d: %+v, want %+v", tt.card, tt.seat, got, tt.want)
		}
	}
}

func TestCourtCardsPunish(t *testing.T) {
	// A red king: the bot misses its turn, the person moves again.
	d := table([]string{"KH", "9H", "AS"}, []string{"10H", "9C"}, []string{"AH"}, []string{"9D", "10D", "JS", "QS"}, Person)
	mustOK(t, d.Play(Person, c("KH"), cards.NoSuit))
	if d.Turn != Person || d.Hands[Bot].Len() != 2 || len(d.Stock) != 4 {
		t.Fatalf("after a red king: turn %d, bot %d cards", d.Turn, d.Hands[Bot].Len())
	}
	// A red queen: the bot draws one and misses its turn.
	d = table([]string{"QH", "9H", "AS"}, []string{"10H", "9C"}, []string{"AH"}, []string{"9D", "10D", "JS", "KS"}, Person)
	mustOK(t, d.Play(Person, c("QH"), cards.NoSuit))
	if d.Turn != Person || d.Hands[Bot] != set("10H", "9C", "KS") || d.Drew[Bot] != set("KS") {
		t.Fatalf("after a red queen: turn %d, bot %v", d.Turn, d.Hands[Bot])
	}
	// A red jack: two cards.
	d = table([]string{"JH", "9H", "AS"}, []string{"10H", "9C"}, []string{"AH"}, []string{"9D", "10D", "JS", "KS"}, Person)
	mustOK(t, d.Play(Person, c("JH"), cards.NoSuit))
	if d.Turn != Person || d.Hands[Bot] != set("10H", "9C", "KS", "JS") {
		t.Fatalf("after a red jack: turn %d, bot %v", d.Turn, d.Hands[Bot])
	}
	// A black jack from the person does nothing.
	d = table([]string{"JS", "9H", "10S"}, []string{"10H", "9C"}, []string{"AS"}, []string{"9D", "10D", "JC", "KS"}, Person)
	mustOK(t, d.Play(Person, c("JS"), cards.NoSuit))
	if d.Turn != Bot || d.Hands[Bot].Len() != 2 {
		t.Fatalf("after a black jack from the person: turn %d, bot %v", d.Turn, d.Hands[Bot])
	}
}

func TestBotCourtCards(t *testing.T) {
	d := table([]string{"9H", "AS"}, []string{"JC", "9C", "10C"}, []string{"AC"}, []string{"9D", "10D", "JD", "KS"}, Bot)
	mustOK(t, d.Play(Bot, c("JC"), cards.NoSuit))
	if d.Turn != Bot || d.Hands[Person] != set("9H", "AS", "KS", "JD") {
		t.Fatalf("after the bot's black jack: turn %d, person %v", d.Turn, d.Hands[Person])
	}
	// The bot's red queen is an ordinary card.
	d = table([]string{"9H", "AS"}, []string{"QD", "9C", "10C"}, []string{"AD"}, []string{"9D", "10D", "JD", "KS"}, Bot)
	mustOK(t, d.Play(Bot, c("QD"), cards.NoSuit))
	if d.Turn != Person || d.Hands[Person].Len() != 2 {
		t.Fatalf("after the bot's red queen: turn %d", d.Turn)
	}
}

func TestPenaltyLimitedByStockAndHand(t *testing.T) {
	// One card left in the stock: the jack gives one, and the stock
	// running out ends the deal.
	d := table([]string{"JH", "9H"}, []string{"10S", "9C"}, []string{"AH"}, []string{"KS"}, Person)
	mustOK(t, d.Play(Person, c("JH"), cards.NoSuit))
	if d.Hands[Bot].Len() != 3 || d.End != EndStock {
		t.Fatalf("bot %v, end %q", d.Hands[Bot], d.End)
	}
	// Eleven cards in the other hand: the jack gives only one.
	d = table([]string{"JH", "9H"}, []string{"10S", "9C", "10C", "JC", "QC", "KC", "AC", "9S", "JS", "QS", "KS"}, []string{"AH"},
		[]string{"9D", "10D", "AD", "QD"}, Person)
	mustOK(t, d.Play(Person, c("JH"), cards.NoSuit))
	if d.Hands[Bot].Len() != MaxHand || len(d.Stock) != 3 || d.Turn != Person {
		t.Fatalf("bot %d cards, stock %d", d.Hands[Bot].Len(), len(d.Stock))
	}
}

func TestDrawing(t *testing.T) {
	// Something fits: no drawing, no passing.
	d := table([]string{"9H", "AS"}, []string{"10C", "9C"}, []string{"AH"}, []string{"9D", "10H"}, Person)
	before := d.Clone()
	mustRefuse(t, d, d.Draw(Person), before)
	mustRefuse(t, d, d.Pass(Person), before)
	mustRefuse(t, d, d.Play(Bot, c("10C"), cards.NoSuit), before)
	d = table([]string{"9S", "KS"}, []string{"10C", "9C"}, []string{"AH"}, []string{"9D", "JS", "10H"}, Person)
	// Nothing fits: draw 10H, which fits; only it may be played, or kept.
	before = d.Clone()
	mustRefuse(t, d, d.Pass(Person), before)
	mustOK(t, d.Draw(Person))
	if d.Drawn != c("10H") || d.Turn != Person || !d.CanPass(Person) || d.Playable(Person) != set("10H") {
		t.Fatalf("drawn %v turn %d", d.Drawn, d.Turn)
	}
	before = d.Clone()
	mustRefuse(t, d, d.Draw(Person), before)
	mustRefuse(t, d, d.Play(Person, c("9S"), cards.NoSuit), before)
	mustOK(t, d.Pass(Person))
	if d.Turn != Bot || !d.Hands[Person].Has(c("10H")) || d.Drawn != cards.NoCard {
		t.Fatal("keeping the drawn card passes the turn")
	}
	// The bot has nothing for AH either and draws JS, which does not
	// fit: the turn passes. The person cannot tell this from a kept
	// card that fits, so nothing is known of what the bot lacks.
	mustOK(t, d.Draw(Bot))
	if d.Turn != Person || !d.Hands[Bot].Has(c("JS")) || d.Lacks[Bot] != 0 {
		t.Fatalf("a drawn card that does not fit passes the turn: turn %d lacks %v", d.Turn, d.Lacks[Bot])
	}
}

func TestStockRunsOut(t *testing.T) {
	// The last card drawn fits: it may still be played, then the deal
	// ends and both hands count.
	d := table([]string{"9S", "KS"}, []string{"10C", "AC"}, []string{"AH"}, []string{"10H"}, Person)
	mustOK(t, d.Draw(Person))
	if d.Over() || d.Drawn != c("10H") {
		t.Fatal("the player who drew the last card plays on")
	}
	mustOK(t, d.Play(Person, c("10H"), cards.NoSuit))
	if d.End != EndStock || d.Winner != -1 {
		t.Fatalf("end %q", d.End)
	}
	if got := d.Points(); got != [2]int{13, 21} {
		t.Fatalf("points %v", got)
	}
	// The last card drawn does not fit: the deal ends at once.
	d = table([]string{"9S", "KS"}, []string{"10C", "AC"}, []string{"AH"}, []string{"10D"}, Person)
	mustOK(t, d.Draw(Person))
	if d.End != EndStock {
		t.Fatal("the stock ran out")
	}
}

func TestGoingOut(t *testing.T) {
	// Going out on a red jack: the deal ends before the penalty.
	d := table([]string{"JH"}, []string{"10C", "AC"}, []string{"AH"}, []string{"9D", "10D"}, Person)
	mustOK(t, d.Play(Person, c("JH"), cards.NoSuit))
	if d.End != EndOut || d.Winner != Person || d.Hands[Bot].Len() != 2 || d.Points() != [2]int{0, 21} {
		t.Fatalf("end %q winner %d points %v", d.End, d.Winner, d.Points())
	}
	// Going out on the person's special (red) joker: -40 and -5.
	d = table([]string{"XR"}, []string{"10C", "AC"}, []string{"AH"}, []string{"9D", "10D", "XB"}, Person)
	before := d.Clone()
	mustRefuse(t, d, d.Play(Person, c("XR"), cards.NoSuit), before)
	mustOK(t, d.Play(Person, c("XR"), cards.Clubs))
	if d.Points() != [2]int{-45, 21} {
		t.Fatalf("points %v", d.Points())
	}
	// The bot going out on the red joker: ordinary for it, -20.
	d = table([]string{"9D"}, []string{"XR", "10C"}, []string{"AH"}, []string{"9H", "10D", "XB"}, Bot)
	mustOK(t, d.Play(Bot, c("XR"), cards.Spades))
	if d.Called != cards.Spades || d.Turn != Person {
		t.Fatal("the joker calls spades")
	}
	before = d.Clone()
	mustRefuse(t, d, d.Play(Person, c("9D"), cards.NoSuit), before)
	mustOK(t, d.Draw(Person)) // XB fits anything
	mustOK(t, d.Play(Person, c("XB"), cards.Clubs))
	mustOK(t, d.Play(Bot, c("10C"), cards.NoSuit))
	if d.End != EndOut || d.Winner != Bot || d.Points() != [2]int{9, 0} {
		t.Fatalf("end %q points %v", d.End, d.Points())
	}
}

func TestHandPoints(t *testing.T) {
	tests := []struct {
		hand []string
		seat int
		want int
	}{
		{[]string{"JS", "QS", "KS", "9S", "10S", "AS"}, Person, 2 + 3 + 4 + 9 + 10 + 11},
		{[]string{"XB", "AS"}, Person, 11},            // a joker with others: 0
		{[]string{"XB"}, Person, 20},                  // alone: 20
		{[]string{"XR"}, Person, 40},                  // the person's special alone: 40
		{[]string{"XR"}, Bot, 20},                     // the red joker is ordinary for the bot
		{[]string{"XK"}, Bot, 40},                     // the bot's special alone
		{[]string{"XR", "AS", "AH", "9C"}, Person, 9}, // special joker: aces 0
		{[]string{"XR", "AS", "AH", "9C"}, Bot, 31},   // not special for the bot
		{[]string{"XK", "AS", "XB"}, Bot, 0},
		{[]string{"XB", "AS"}, Bot, 11},
	}
	for _, tt := range tests {
		if got := HandPoints(set(tt.hand...), tt.seat); got != tt.want {
			t.Errorf("%v for seat %d: %d, want %d", tt.hand, tt.seat, got, tt.want)
		}
	}
}

func TestSpecialJokerPlayedCostsFive(t *testing.T) {
	d := table([]string{"XR", "9H", "AS"}, []string{"10C", "AC"}, []string{"AH"}, []string{"XB"}, Person)
	mustOK(t, d.Play(Person, c("XR"), cards.Clubs))
	if !d.Jokered[Person] || d.Called != cards.Clubs {
		t.Fatal("the special joker play is marked and calls clubs")
	}
	mustOK(t, d.Play(Bot, c("AC"), cards.NoSuit))
	mustOK(t, d.Play(Person, c("AS"), cards.NoSuit))
	mustOK(t, d.Draw(Bot)) // the blue joker, the last card: it fits
	mustOK(t, d.Pass(Bot))
	if d.End != EndStock {
		t.Fatalf("end %q", d.End)
	}
	// 9H less 5; 10C and a joker that is not alone.
	if got := d.Points(); got != [2]int{4, 10} {
		t.Fatalf("points %v", got)
	}
}

func TestFullHandPasses(t *testing.T) {
	person := []string{"9S", "10S", "JS", "QS", "KS", "AS", "9C", "10C", "JC", "QC", "KC", "AC"}
	d := table(person, []string{"9H", "10D"}, []string{"XB"}, []string{"JD", "QD"}, Person)
	d.Called = cards.Diamonds
	before := d.Clone()
	mustRefuse(t, d, d.Draw(Person), before)
	if !d.CanPass(Person) || d.CanDraw(Person) {
		t.Fatal("twelve cards and nothing that fits: pass")
	}
	mustOK(t, d.Pass(Person))
	if d.Turn != Bot || d.Passes != 1 || d.Lacks[Person] != Matching(c("XB"), cards.Diamonds) {
		t.Fatalf("turn %d passes %d", d.Turn, d.Passes)
	}
	mustOK(t, d.Play(Bot, c("10D"), cards.NoSuit))
	if d.Passes != 0 {
		t.Fatal("a card played resets the passes")
	}
	// Two passes in a row would block the deal (a position the deck
	// cannot reach with both hands full, kept as a guard).
	d = table(person, []string{"9H", "10D"}, []string{"XB"}, []string{"JD", "QD"}, Person)
	d.Called = cards.Diamonds
	d.Passes = 1
	mustOK(t, d.Pass(Person))
	if d.End != EndBlocked || d.Points() != [2]int{HandPoints(set(person...), Person), 19} {
		t.Fatalf("end %q points %v", d.End, d.Points())
	}
}

// TestKeptCardLooksLikeAMiss: a drawn card that fits and is kept, and a
// drawn card that does not fit, look the same to the other player: the
// same log lines and the same knowledge of what the hand lacks.
func TestKeptCardLooksLikeAMiss(t *testing.T) {
	var log string
	record := func(d *Deal) *Deal {
		log = ""
		d.emit = func(e Event) { log += " " + string(e.Kind) }
		return d
	}
	public := func(d *Deal) string { return fmt.Sprintf("turn %d lacks %v:%s", d.Turn, d.Lacks, log) }
	for _, drawer := range []int{Person, Bot} {
		hands := [Seats][]string{{"9S", "KS"}, {"10C", "9C"}}
		// The stock's last card is drawn first: 10H fits on AH, JS does not.
		kept := record(table(hands[Person], hands[Bot], []string{"AH"}, []string{"9D", "10H"}, drawer))
		mustOK(t, kept.Draw(drawer))
		mustOK(t, kept.Pass(drawer))
		a := public(kept)
		missed := record(table(hands[Person], hands[Bot], []string{"AH"}, []string{"9D", "JS"}, drawer))
		mustOK(t, missed.Draw(drawer))
		if b := public(missed); a != b {
			t.Errorf("seat %d: a kept card shows as %q, a card that does not fit as %q", drawer, a, b)
		}
		// Playing the drawn card shows it fitted: the hand is again
		// one with nothing for the ace of hearts.
		played := table(hands[Person], hands[Bot], []string{"AH"}, []string{"9D", "10H"}, drawer)
		mustOK(t, played.Draw(drawer))
		mustOK(t, played.Play(drawer, c("10H"), cards.NoSuit))
		if want := Matching(c("AH"), cards.NoSuit); played.Lacks[drawer] != want {
			t.Errorf("seat %d played the card it drew: lacks %v, want %v", drawer, played.Lacks[drawer], want)
		}
	}
}
