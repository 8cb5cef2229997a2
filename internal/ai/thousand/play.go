package thousand

import (
	"gamehall/internal/games/cards"
	game "gamehall/internal/games/thousand"
)

// seen is what Strong has worked out about the hand in play: the cards
// nobody has shown yet and the suits each seat is known to lack.
type seen struct {
	v      game.View
	me     int
	hand   cards.Set
	unseen cards.Set
	void   [3][4]bool
	// known is, per seat, cards this seat knows (or believes) are
	// there: the cards the declarer gave, the kitty with the declarer.
	known  [3]cards.Set
	friend int // the other defender, or -1 for the declarer
	// kittyOut, for a defender once the cards are given, are the kitty
	// cards that may have gone to the friend: the declarer gave it one
	// card of twelve, unseen by this seat. friendGift is that card when
	// the play has shown which it is.
	kittyOut   cards.Set
	friendGift cards.Card
}

func newSeen(v game.View) *seen {
	s := &seen{v: v, me: v.Seat, hand: cards.SetOf(v.Hand...), friend: -1}
	played := cards.SetOf(v.Trick...)
	for i, t := range v.Done {
		played = played.Union(cards.SetOf(t.Cards[:]...))
		s.voids(t.Leader, t.Cards[:], trumpAt(v, i))
	}
	s.voids(v.Leader, v.Trick, v.Trump)
	s.unseen = game.FullDeck.Minus(s.hand).Minus(played)
	if v.Declarer != s.me {
		s.friend = 3 - v.Declarer - s.me
		s.known[v.Declarer] = cards.SetOf(v.Kitty...)
		if v.Gave[s.me] != cards.NoCard {
			s.kittyGift()
		}
	} else {
		for seat, c := range v.Gave {
			if c != cards.NoCard {
				s.known[seat] = s.known[seat].Add(c)
			}
		}
	}
	return s
}

// kittyGift works out, for a defender, which kitty cards may no longer
// be with the declarer: one of them may be the card given to the friend.
// A kitty card the friend played, or one of a suit the declarer has
// shown out of, is that gift; otherwise any unseen kitty card may be.
func (s *seen) kittyGift() {
	decl := s.v.Declarer
	kitty := s.known[decl].Remove(s.v.Gave[s.me])
	s.friendGift = cards.NoCard
	for _, t := range s.v.Done {
		s.noteFriendCards(t.Leader, t.Cards[:], kitty)
	}
	s.noteFriendCards(s.v.Leader, s.v.Trick, kitty)
	if s.friendGift == cards.NoCard {
		for _, c := range kitty.Intersect(s.unseen).Cards() {
			if s.void[decl][c.Suit()] {
				s.friendGift = c
				break
			}
		}
	}
	if s.friendGift != cards.NoCard {
		s.known[decl] = s.known[decl].Remove(s.friendGift)
		s.known[s.friend] = s.known[s.friend].Add(s.friendGift)
		return
	}
	s.kittyOut = kitty.Intersect(s.unseen)
}

// noteFriendCards records a kitty card the friend played: its gift.
func (s *seen) noteFriendCards(leader int, trick []cards.Card, kitty cards.Set) {
	for i, c := range trick {
		if (leader+i)%3 == s.friend && kitty.Has(c) {
			s.friendGift = c
		}
	}
}

// trumpAt is the trump while trick i was played.
func trumpAt(v game.View, i int) cards.Suit {
	t := cards.NoSuit
	for _, m := range v.Marr {
		if m.Trick <= i {
			t = m.Suit
		}
	}
	return t
}

// voids notes who did not follow the suit led, or did not ruff.
func (s *seen) voids(leader int, played []cards.Card, trump cards.Suit) {
	if len(played) == 0 {
		return
	}
	lead := played[0].Suit()
	for i := 1; i < len(played); i++ {
		seat := (leader + i) % 3
		c := played[i]
		if c.Suit() != lead {
			s.void[seat][lead] = true
			if trump.Valid() && c.Suit() != trump {
				s.void[seat][trump] = true
			}
		}
	}
}

// master reports whether no unseen card of c's suit is stronger.
func (s *seen) master(c cards.Card) bool {
	for _, x := range s.unseen.OfSuit(c.Suit()).Cards() {
		if game.Strength(x.Rank()) > game.Strength(c.Rank()) {
			return false
		}
	}
	return true
}

// holds reports whether seat may still hold a card of suit su.
func (s *seen) holds(seat int, su cards.Suit) bool {
	return !s.void[seat][su] && !s.unseen.OfSuit(su).Empty()
}

// safe reports whether card c, best in the trick so far, cannot be beaten
// by the seats still to play after it (an enemy, not the friend).
func (s *seen) safe(c cards.Card, after []int) bool {
	trump := s.v.Trump
	for _, seat := range after {
		if seat == s.friend {
			continue
		}
		if s.holds(seat, c.Suit()) {
			if !s.master(c) {
				return false
			}
			continue
		}
		if trump.Valid() && c.Suit() != trump && s.holds(seat, trump) {
			return false
		}
	}
	return true
}

// married reports whether c is the King or Queen of a marriage in hand.
func (s *seen) married(c cards.Card) bool {
	r := c.Rank()
	return (r == cards.King || r == cards.Queen) && game.HasMarriage(s.hand, c.Suit())
}

// dumpCost ranks cards to throw away: cheap ones first, never a
// marriage or a master if something else will do.
func (s *seen) dumpCost(c cards.Card) int {
	cost := game.Points(c)*3 + game.Strength(c.Rank())
	if s.married(c) {
		cost += 60
	}
	if s.master(c) {
		cost += 15
	}
	if c.Suit() == s.v.Trump {
		cost += 12
	}
	return cost
}

func (s *seen) choose() cards.Card {
	if len(s.v.Trick) == 0 {
		return s.lead()
	}
	return s.follow()
}

func (s *seen) others() []int { return []int{(s.me + 1) % 3, (s.me + 2) % 3} }

// lead declares the dearest marriage at once, else draws trumps or cashes
// a master that will stand, else leads low from a suit it can spare.
func (s *seen) lead() cards.Card {
	v := s.v
	if !v.Marrying.Empty() {
		best := cards.NoSuit
		for _, c := range v.Marrying.Cards() {
			if best == cards.NoSuit || game.MarriageValue(c.Suit()) > game.MarriageValue(best) {
				best = c.Suit()
			}
		}
		if k := cards.Of(cards.King, best); s.master(k) {
			return k
		}
		return cards.Of(cards.Queen, best)
	}
	trump := v.Trump
	if trump.Valid() && v.Declarer == s.me && !s.unseen.OfSuit(trump).Empty() {
		for _, c := range s.hand.OfSuit(trump).Cards() {
			if s.master(c) && !s.married(c) {
				return c
			}
		}
	}
	best, bestPts := cards.NoCard, -1
	for _, c := range v.Playable.Cards() {
		if s.married(c) || !s.master(c) || !s.safe(c, s.others()) {
			continue
		}
		if p := game.Points(c); p > bestPts {
			best, bestPts = c, p
		}
	}
	if best != cards.NoCard {
		return best
	}
	return cheapest(v.Playable, func(c cards.Card) int {
		cost := s.dumpCost(c)
		if c.Rank() == cards.Ten && !s.hand.Has(cards.Of(cards.Ace, c.Suit())) {
			cost += 20
		}
		for _, seat := range s.others() {
			if seat != s.friend && trump.Valid() && c.Suit() != trump && s.void[seat][c.Suit()] && s.holds(seat, trump) {
				cost += 25
			}
		}
		return cost
	})
}

// follow takes the trick cheaply when that will stand, lets a friend's
// sure trick stand, and otherwise throws the cheapest card.
func (s *seen) follow() cards.Card {
	v := s.v
	legal := v.Playable
	bi := game.Winner(v.Trick, v.Trump)
	best := v.Trick[bi]
	bestSeat := (v.Leader + bi) % 3
	var after []int
	if len(v.Trick) == 1 {
		after = []int{(s.me + 1) % 3}
	}
	dump := func() cards.Card { return cheapest(legal, s.dumpCost) }
	if s.friend >= 0 && bestSeat == s.friend && s.safe(best, after) {
		return dump()
	}
	trickPts := 0
	for _, c := range v.Trick {
		trickPts += game.Points(c)
	}
	var wins, safeWins cards.Set
	for _, c := range legal.Cards() {
		if game.Beats(c, best, v.Trump) {
			wins = wins.Add(c)
			if s.safe(c, after) {
				safeWins = safeWins.Add(c)
			}
		}
	}
	winCost := func(c cards.Card) int {
		cost := game.Strength(c.Rank())
		if c.Suit() == v.Trump && best.Suit() != v.Trump {
			cost += 10
		}
		if s.married(c) {
			cost += 30
		}
		return cost
	}
	switch {
	case !safeWins.Empty():
		return cheapest(safeWins, winCost)
	case !wins.Empty() && trickPts >= 10:
		if c := cheapest(wins, winCost); game.Points(c) <= 4 {
			return c
		}
	}
	return dump()
}
