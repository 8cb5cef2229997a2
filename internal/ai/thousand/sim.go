package thousand

import (
	"context"
	"math/rand/v2"

	"gamehall/internal/ai/cardsim"
	"gamehall/internal/games/cards"
	game "gamehall/internal/games/thousand"
)

// sim is a hand in play with every card placed: one guess at the hidden
// hands, played out to the end by a quick greedy policy to judge a card.
type sim struct {
	hands    [3]cards.Set
	trick    [3]cards.Card
	n        int // cards in the trick
	leader   int
	trump    cards.Suit
	done     int // tricks completed
	earned   [3]int
	declarer int
	bid      int
	// own weighs a defender's own points (0 on the barrel, where they
	// are not written down); boltCost is what scoring nothing would cost
	// it under the bolts house rule, zeroLimit the points that still
	// count as nothing (2 when rounding to 5).
	own       float64
	boltCost  float64
	zeroLimit int
}

func (m *sim) turn() int { return (m.leader + m.n) % 3 }

func (m *sim) legal(seat int) cards.Set {
	lead := cards.NoCard
	if m.n > 0 {
		lead = m.trick[0]
	}
	return game.Legal(m.hands[seat], lead, m.trump)
}

// play puts seat's card c on the trick, declaring a marriage when it
// leads one, and closes the trick when it is full.
func (m *sim) play(seat int, c cards.Card) {
	if m.n == 0 && game.Declares(m.hands[seat], c, m.done) {
		m.trump = c.Suit()
		m.earned[seat] += game.MarriageValue(c.Suit())
	}
	m.hands[seat] = m.hands[seat].Remove(c)
	m.trick[m.n] = c
	m.n++
	if m.n < 3 {
		return
	}
	w := (m.leader + game.Winner(m.trick[:], m.trump)) % 3
	for _, x := range m.trick {
		m.earned[w] += game.Points(x)
	}
	m.leader, m.n = w, 0
	m.done++
}

// stronger reports whether some card of others beats c in its suit.
func stronger(others cards.Set, c cards.Card) bool {
	for _, x := range others.OfSuit(c.Suit()).Cards() {
		if game.Strength(x.Rank()) > game.Strength(c.Rank()) {
			return true
		}
	}
	return false
}

func (m *sim) friends(a, b int) bool {
	return a == b || (a != m.declarer && b != m.declarer)
}

// greedy is the rollout policy: it sees every hand.
func (m *sim) greedy(seat int) cards.Card {
	legal := m.legal(seat)
	if legal.Len() == 1 {
		c, _ := legal.Lowest()
		return c
	}
	cheap := func(c cards.Card) int {
		k := game.Points(c)*4 + game.Strength(c.Rank())
		if c.Suit() == m.trump {
			k += 15
		}
		if r := c.Rank(); (r == cards.King || r == cards.Queen) && game.HasMarriage(m.hands[seat], c.Suit()) {
			k += 50
		}
		return k
	}
	others := m.hands[(seat+1)%3].Union(m.hands[(seat+2)%3])
	if m.n == 0 {
		best, bestV := cards.NoCard, -1
		for _, c := range legal.Cards() {
			v := -1
			switch {
			case game.Declares(m.hands[seat], c, m.done):
				v = 200 + game.MarriageValue(c.Suit())
			case !stronger(others, c) && (c.Suit() == m.trump || !m.trump.Valid() || m.ruffable(seat, c.Suit())):
				v = 20 + game.Points(c)
			}
			if v > bestV {
				best, bestV = c, v
			}
		}
		if bestV >= 0 {
			return best
		}
		return cheapest(legal, cheap)
	}
	bi := game.Winner(m.trick[:m.n], m.trump)
	best := m.trick[bi]
	bestSeat := (m.leader + bi) % 3
	last := m.n == 2
	after := (seat + 1) % 3
	if m.friends(bestSeat, seat) && (last || m.friends(after, seat) || !m.canBeat(after, best)) {
		return cheapest(legal, cheap)
	}
	win, bestCost := cards.NoCard, 0
	for _, c := range legal.Cards() {
		if !game.Beats(c, best, m.trump) {
			continue
		}
		if !last && !m.friends(after, seat) && m.canBeat(after, c) {
			continue
		}
		k := game.Strength(c.Rank())
		if c.Suit() == m.trump && best.Suit() != m.trump {
			k += 8
		}
		if win == cards.NoCard || k < bestCost {
			win, bestCost = c, k
		}
	}
	if win != cards.NoCard {
		return win
	}
	return cheapest(legal, cheap)
}

// ruffable reports whether no enemy of seat would ruff suit s: each
// either holds s or has no trump.
func (m *sim) ruffable(seat int, s cards.Suit) bool {
	for _, o := range [2]int{(seat + 1) % 3, (seat + 2) % 3} {
		if m.friends(o, seat) {
			continue
		}
		if m.hands[o].OfSuit(s).Empty() && !m.hands[o].OfSuit(m.trump).Empty() {
			return false
		}
	}
	return true
}

// canBeat reports whether seat could beat best with a legal card.
func (m *sim) canBeat(seat int, best cards.Card) bool {
	for _, c := range m.legal(seat).Cards() {
		if game.Beats(c, best, m.trump) {
			return true
		}
	}
	return false
}

// rollout plays the hand to its end with the greedy policy.
func (m *sim) rollout() {
	for m.done < game.Tricks {
		seat := m.turn()
		m.play(seat, m.greedy(seat))
	}
}

// utility is how good the finished hand is for seat: for the declarer
// making the bid, for a defender its own points and the declarer's fall.
func (m *sim) utility(seat int) float64 {
	made := m.earned[m.declarer] >= m.bid
	decl := float64(m.bid)
	if !made {
		decl = -decl
	}
	if seat == m.declarer {
		return decl + 0.1*float64(m.earned[seat])
	}
	u := m.own*float64(m.earned[seat]) - 0.5*decl
	if m.earned[seat] <= m.zeroLimit {
		u -= m.boltCost
	}
	return u
}

// deal guesses the hidden hands: every unseen card goes to a seat that
// has room for it and has not shown out of its suit; cards known to be
// with a seat go there first. It gives up on the voids if they cannot
// all be met.
func (s *seen) deal(rng *rand.Rand) ([3]cards.Set, bool) {
	v := s.v
	var hands [3]cards.Set
	hands[s.me] = s.hand
	room := v.Counts
	room[s.me] = 0
	rest := s.unseen
	known := s.known
	if !s.kittyOut.Empty() && s.friend >= 0 {
		// The friend's gift was one of the declarer's twelve cards other
		// than this seat's; each unseen kitty card is it as often.
		out := s.kittyOut.Cards()
		if k := rng.IntN(12); k < len(out) && !s.void[s.friend][out[k].Suit()] {
			known[v.Declarer] = known[v.Declarer].Remove(out[k])
			known[s.friend] = known[s.friend].Add(out[k])
		}
	}
	for seat := range 3 {
		if k := known[seat].Intersect(rest); seat != s.me && k.Len() <= room[seat] {
			hands[seat] = k
			room[seat] -= k.Len()
			rest = rest.Minus(k)
		}
	}
	pool := rest.Cards()
	for try := range 12 {
		h := hands
		r := room
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		ok := true
		for _, c := range pool {
			var can [2]int
			n := 0
			for seat := range 3 {
				if r[seat] > 0 && (try == 11 || !s.void[seat][c.Suit()]) {
					can[n] = seat
					n++
				}
			}
			if n == 0 {
				ok = false
				break
			}
			seat := can[0]
			if n == 2 && rng.IntN(r[can[0]]+r[can[1]]) >= r[can[0]] {
				seat = can[1]
			}
			h[seat] = h[seat].Add(c)
			r[seat]--
		}
		if ok {
			return h, true
		}
	}
	return hands, false
}

// pimcSamples is how many guesses at the hidden hands judge each card.
const pimcSamples = 24

// pimc plays each legal card in many guessed deals and picks the one
// with the best average outcome, or NoCard when there is nothing to
// weigh.
func (s *seen) pimc(ctx context.Context, rng *rand.Rand) cards.Card {
	v := s.v
	legal := v.Playable.Cards()
	if len(legal) <= 1 {
		return cards.NoCard
	}
	base := sim{leader: v.Leader, trump: v.Trump, done: len(v.Done), earned: v.Earned, declarer: v.Declarer, bid: v.Bid, own: 1, zeroLimit: -1}
	if s.me != v.Declarer {
		base.own, base.boltCost, base.zeroLimit = houseStakes(v)
	}
	copy(base.trick[:], v.Trick)
	base.n = len(v.Trick)
	total, samples := cardsim.Totals(ctx, cardsim.Sampling{Worlds: pimcSamples}, len(legal),
		func(int) ([3]cards.Set, bool) { return s.deal(rng) },
		func(hands [3]cards.Set, _, i int) float64 {
			m := base
			m.hands = hands
			m.play(s.me, legal[i])
			m.rollout()
			return m.utility(s.me)
		})
	if samples == 0 {
		return cards.NoCard
	}
	return legal[cardsim.Best(total)]
}
