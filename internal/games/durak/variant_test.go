package durak

import (
	"net/url"
	"strconv"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit/kittest"
)

// The variants: transfer Durak, 24- and 52-card decks, and no throw-ins
// before the first beaten bout.

func TestDeckSizes(t *testing.T) {
	for _, c := range []struct {
		deck, players, lastHand int
	}{{24, 2, 6}, {24, 4, 5}, {52, 6, 6}, {36, 6, 5}} {
		s := newVariant(t, url.Values{"players": {strconv.Itoa(c.players)}, "deck": {strconv.Itoa(c.deck)}}, 5)
		in := 0
		for _, h := range s.Hands {
			in += h.Len()
		}
		if in+len(s.Deck) != c.deck || s.Hands[c.players-1].Len() != c.lastHand || !DeckOf(c.deck).Has(s.Trump) {
			t.Errorf("%d cards, %d players: %d dealt, %d in the deck, last hand %d", c.deck, c.players, in, len(s.Deck), s.Hands[c.players-1].Len())
		}
	}
	if _, err := (Game{}).New(url.Values{"players": {"5"}, "deck": {"24"}}, 1, t0); err == nil {
		t.Error("a 24-card deck seated five")
	}
	if _, err := (Game{}).New(url.Values{"deck": {"40"}}, 1, t0); err == nil {
		t.Error("a 40-card deck was accepted")
	}
}

func TestStrengthKeepsTrumpsAboveEveryPlainCard(t *testing.T) {
	if Strength(cards.MustParse("2S"), cards.Hearts) >= Strength(cards.MustParse("6S"), cards.Hearts) {
		t.Error("a plain two is not below a plain six")
	}
	if Strength(cards.MustParse("2H"), cards.Hearts) <= Strength(cards.MustParse("AS"), cards.Hearts) {
		t.Error("the two of trumps is below a plain ace")
	}
}

// transferTable is a transfer game of three at the opening of a bout.
func transferTable(t *testing.T, hands ...string) *state {
	t.Helper()
	s := table(t, "6D", "", 0, hands...)
	s.Variant.Transfer = true
	return s
}

func TestTransferPassesTheAttackOn(t *testing.T) {
	s := transferTable(t, "7S,KH", "7H,9C,10C", "8H,9S,JS,QS")
	act(t, s, 0, "do", "attack", "card", "7S")
	if v := s.View(1, t0); !v.Transferable.Has(cards.MustParse("7H")) {
		t.Fatalf("7H does not transfer 7S: %v", v.Transferable)
	}
	act(t, s, 1, "do", ActTransfer, "card", "7H")
	if s.Attacker != 1 || s.Defender != 2 || s.Turn != 2 || s.Phase != Defend || len(s.Table) != 2 {
		t.Fatalf("after the transfer: attacker %d defender %d turn %d phase %v table %d", s.Attacker, s.Defender, s.Turn, s.Phase, len(s.Table))
	}
	// The new defender beats both, one at a time, and cannot transfer
	// once one is beaten.
	act(t, s, 2, "do", "defend", "card", "9S", "target", "7S")
	refuse(t, s, 2, "do", ActTransfer, "card", "8H")
	act(t, s, 2, "do", "defend", "card", "8H", "target", "7H")
	if s.Phase != Throw && s.Phase != Attack {
		t.Fatalf("both beaten: phase %v", s.Phase)
	}
}

func TestTransferRefusals(t *testing.T) {
	s := transferTable(t, "7S,KH", "7H,9C,10C", "8C")
	act(t, s, 0, "do", "attack", "card", "7S")
	refuse(t, s, 1, "do", ActTransfer, "card", "9C") // another rank
	// Seat 2 holds one card: it cannot face two.
	refuse(t, s, 1, "do", ActTransfer, "card", "7H")
	// Not without the variant.
	s = table(t, "6D", "", 0, "7S,KH", "7H,9C,10C", "8C,9S")
	act(t, s, 0, "do", "attack", "card", "7S")
	refuse(t, s, 1, "do", ActTransfer, "card", "7H")
}

func TestTransferBackAtATableOfTwo(t *testing.T) {
	s := transferTable(t, "7S,7C,KH", "7H,9C,10C,JC")
	act(t, s, 0, "do", "attack", "card", "7S")
	act(t, s, 1, "do", ActTransfer, "card", "7H")
	act(t, s, 0, "do", ActTransfer, "card", "7C")
	if s.Defender != 1 || len(s.Table) != 3 {
		t.Fatalf("defender %d, %d on the table", s.Defender, len(s.Table))
	}
	act(t, s, 1, "do", "take")
	if s.Hands[1].Len() != 6 {
		t.Fatalf("the taker holds %d", s.Hands[1].Len())
	}
}

func TestNoThrowInBeforeTheFirstBeat(t *testing.T) {
	s := newVariant(t, url.Values{"players": {"3"}, "firstbeat": {"on"}}, 11)
	if s.Limit != 1 {
		t.Fatalf("limit %d before the first beat", s.Limit)
	}
	// Play until a bout is beaten off: every bout before holds one card.
	for range 200 {
		if !s.Discard.Empty() {
			break
		}
		v := s.View(s.Turn, t0)
		a := legalActions(v)[0]
		if v.Play == ActDefend && v.Playable.Empty() {
			a = kittest.Act("do", ActTake)
		}
		act(t, s, s.Turn, "do", a.Get("do"), "card", a.Get("card"), "target", a.Get("target"))
		if len(s.Table) > 1 {
			t.Fatal("a second card before the first beat")
		}
	}
	if s.Discard.Empty() {
		t.Fatal("no bout was beaten off")
	}
	if s.Phase == Attack && s.Limit == 1 && s.Hands[s.Defender].Len() > 1 {
		t.Fatal("the limit stays one after the first beat")
	}
}

func TestRandomVariantGamesKeepInvariants(t *testing.T) {
	forms := []url.Values{
		{"game": {GameTransfer}},
		{"game": {GameTransfer}, "deck": {"24"}},
		{"game": {GameTransfer}, "deck": {"52"}, "firstbeat": {"on"}},
		{"deck": {"52"}},
		{"deck": {"24"}, "firstbeat": {"on"}},
		{"firstbeat": {"on"}},
	}
	for i := range 240 {
		f := url.Values{}
		for k, v := range forms[i%len(forms)] {
			f[k] = v
		}
		deck, _ := strconv.Atoi(f.Get("deck"))
		if deck == 0 {
			deck = 36
		}
		players := MinPlayers + i%(MaxPlayersFor(deck)-MinPlayers+1)
		f.Set("players", strconv.Itoa(players))
		s := playRandomFrom(t, newVariant(t, f, uint64(i)), uint64(i), func(s *state) {
			if s.Variant.FirstBeat && s.Discard.Empty() && s.Phase != Over && len(s.Table) > 1 && !s.Variant.Transfer {
				t.Fatalf("%v: a throw-in before the first beat", f)
			}
		})
		if !s.Over() {
			t.Fatalf("%v: not over", f)
		}
	}
}
