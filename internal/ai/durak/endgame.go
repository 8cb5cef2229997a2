package durak

import (
	"context"
	"math/bits"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
)

// With the deck gone and two players left, the bot knows both hands: its
// own, and every card it cannot see anywhere else. endgameSearch then
// plays the ending out to the last card (every attack, beat, take,
// throw-in and pass) and picks an action with the best result: out
// first, a draw, or, failing both, the heuristic's choice in the hope
// of a mistake. The ending always finishes (each bout beaten off removes
// cards; each take leaves the attacker with fewer), and the search gives
// up after searchBudget positions, leaving the heuristic to choose.

// maxSearchCards is the most cards in play (both hands and the table)
// the search takes on; bigger endings rarely finish within the budget.
const maxSearchCards = 20

// searchBudget bounds the positions one decision may visit.
const searchBudget = 60_000

// Results of an ending, for the searching seat.
const (
	lose = -1
	draw = 0
	win  = 1
)

// ending is a position of a two-player ending. Player 0 is the seat
// searching, player 1 its opponent.
type ending struct {
	hands [2]cards.Set
	att   int // the attacker; the defender is 1-att
	phase game.Phase
	table [game.MaxAttacks]game.Pair
	n     int // cards on the table
	limit int
}

type searcher struct {
	ctx   context.Context
	trump cards.Suit
	nodes int
	memo  map[[3]uint64][2]int8
	abort bool
}

// endgameSearch returns the best action for the seat if the position is
// a two-player ending it can solve in time.
func endgameSearch(ctx context.Context, s situation, heuristic kit.Action) (kit.Action, bool) {
	v := s.v
	// The search knows neither transfers nor the one-card bouts before
	// the first beat.
	if !s.endgame || !v.MyTurn() || v.Variant.Transfer || (v.Variant.FirstBeat && v.Discard.Empty()) {
		return nil, false
	}
	e, ok := endingOf(s)
	if !ok {
		return nil, false
	}
	sr := &searcher{ctx: ctx, trump: s.trump, memo: map[[3]uint64][2]int8{}}
	best, bestVal := kit.Action(nil), lose-1
	heurVal := lose - 2 // until the heuristic's move is met
	var buf [48]move
	for _, m := range sr.appendMoves(buf[:0], e) {
		val := sr.value(sr.apply(e, m), lose, win)
		if sr.abort {
			return nil, false
		}
		a := m.action(v)
		if sameAction(a, heuristic) {
			heurVal = val
		}
		if val > bestVal {
			best, bestVal = a, val
		}
	}
	if best == nil || heurVal == bestVal || bestVal == lose {
		// The heuristic's move is as good as any (or all lose): keep its
		// style, which also makes mistakes by the other side likelier.
		return heuristic, true
	}
	return best, true
}

// endingOf reads the two-player ending from the seat's view: ok is false
// when more than two players are in, or the ending is too big to search.
func endingOf(s situation) (e ending, ok bool) {
	v := s.v
	opp := -1
	for seat := range v.Players {
		if seat != v.Seat && v.In(seat) {
			if opp >= 0 {
				return e, false // three or more still playing
			}
			opp = seat
		}
	}
	if opp < 0 {
		return e, false
	}
	oppHand := s.possible(opp)
	if oppHand.Len() != v.Counts[opp] || oppHand.Len()+len(v.Hand)+2*len(v.Table) > maxSearchCards {
		return e, false
	}
	e = ending{hands: [2]cards.Set{s.hand, oppHand}, phase: v.Phase, limit: v.Limit}
	if v.Attacker != v.Seat {
		e.att = 1
	}
	for _, p := range v.Table {
		e.table[e.n] = p
		e.n++
	}
	return e, true
}

func sameAction(a, b kit.Action) bool {
	return a.Get("do") == b.Get("do") && a.Get("card") == b.Get("card")
}

// move is one action in an ending: a card to play (attack, defend,
// throw) or, with NoCard, take (while defending) or pass.
type move struct {
	do   string
	card cards.Card
}

func (m move) action(v game.View) kit.Action {
	if m.card == cards.NoCard {
		return kit.Action{"do": {m.do}}
	}
	return play(v, m.card.String())
}

// mover is the player to act: the defender while defending, else the
// attacker (the only thrower with two players).
func (e ending) mover() int {
	if e.phase == game.Defend {
		return 1 - e.att
	}
	return e.att
}

func (e ending) onTable() cards.Set {
	var set cards.Set
	for _, p := range e.table[:e.n] {
		set = set.Add(p.Attack).Add(p.Defence)
	}
	return set
}

// appendMoves adds the actions of the player to act to out, low cards
// first (plain cards by rank, then trumps by rank).
func (sr *searcher) appendMoves(out []move, e ending) []move {
	switch e.phase {
	case game.Attack:
		out = sr.appendCards(out, "attack", e.hands[e.att])
	case game.Defend:
		out = sr.appendCards(out, "defend", sr.beaters(e.hands[1-e.att], e.table[e.n-1].Attack))
		out = append(out, move{"take", cards.NoCard})
	case game.Throw, game.Taking:
		out = sr.appendCards(out, "throw", sr.throwable(e))
		out = append(out, move{"pass", cards.NoCard})
	}
	return out
}

func (sr *searcher) appendCards(out []move, do string, set cards.Set) []move {
	trumps := set.OfSuit(sr.trump)
	for _, part := range [2]cards.Set{set.Minus(trumps), trumps} {
		for rest := uint64(part); rest != 0; rest &= rest - 1 {
			out = append(out, move{do, cards.Card(bits.TrailingZeros64(rest))})
		}
	}
	return out
}

// beaters is the part of hand that beats c: higher cards of its suit,
// and every trump when c is not one.
func (sr *searcher) beaters(hand cards.Set, c cards.Card) cards.Set {
	above := ^cards.Set(0) << (uint(c) + 1)
	out := hand.OfSuit(c.Suit()) & above
	if c.Suit() != sr.trump {
		out |= hand.OfSuit(sr.trump)
	}
	return out
}

// throwable is what the attacker may add: its cards of the ranks on
// the table, while the limit allows.
func (sr *searcher) throwable(e ending) cards.Set {
	if e.n >= e.limit {
		return 0
	}
	var ranks cards.Set
	for _, p := range e.table[:e.n] {
		ranks |= 0xF << (uint(p.Attack.Rank()) << 2)
		if p.Covered() {
			ranks |= 0xF << (uint(p.Defence.Rank()) << 2)
		}
	}
	return e.hands[e.att] & ranks
}

// apply plays a move, then lets the bout run on as the engine does:
// the attacker passes by itself with nothing to throw, and the bout ends
// at its limit.
func (sr *searcher) apply(e ending, m move) ending {
	def := 1 - e.att
	switch m.do {
	case "attack":
		e.hands[e.att] = e.hands[e.att].Remove(m.card)
		e.table[e.n] = game.Pair{Attack: m.card}
		e.n++
		e.phase = game.Defend
		return e
	case "defend":
		e.hands[def] = e.hands[def].Remove(m.card)
		e.table[e.n-1].Defence = m.card
		e.phase = game.Throw
	case "take":
		e.phase = game.Taking
	case "throw":
		e.hands[e.att] = e.hands[e.att].Remove(m.card)
		e.table[e.n] = game.Pair{Attack: m.card}
		e.n++
		if e.phase == game.Throw {
			e.phase = game.Defend
			return e
		}
	case "pass":
		return sr.endBout(e)
	}
	if sr.throwable(e).Empty() {
		return sr.endBout(e)
	}
	return e
}

// endBout clears the table and starts the next bout, or marks the end
// with phase Over.
func (sr *searcher) endBout(e ending) ending {
	def := 1 - e.att
	if e.phase == game.Taking {
		e.hands[def] = e.hands[def].Union(e.onTable())
	} else {
		e.att = def
	}
	e.n = 0
	e.table = [game.MaxAttacks]game.Pair{}
	if e.hands[0].Empty() || e.hands[1].Empty() {
		e.phase = game.Over
		return e
	}
	e.phase = game.Attack
	e.limit = min(game.MaxAttacks, e.hands[1-e.att].Len())
	return e
}

// value is the result of the position with best play by both sides,
// searched with alpha-beta: a result at or below alpha, or at or above
// beta, is only a bound. Bout openings are remembered with their bounds.
func (sr *searcher) value(e ending, alpha, beta int) int {
	if e.phase == game.Over {
		switch {
		case e.hands[0].Empty() && e.hands[1].Empty():
			return draw
		case e.hands[0].Empty():
			return win
		}
		return lose
	}
	sr.nodes++
	if sr.nodes > searchBudget || (sr.nodes&4095 == 0 && sr.ctx.Err() != nil) {
		sr.abort = true
	}
	if sr.abort {
		return draw
	}
	var key [3]uint64
	alpha0, beta0 := alpha, beta
	if e.phase == game.Attack {
		key = [3]uint64{uint64(e.hands[0]), uint64(e.hands[1]), uint64(e.att)}
		if b, ok := sr.memo[key]; ok {
			lo, hi := int(b[0]), int(b[1])
			if lo == hi || lo >= beta {
				return lo
			}
			if hi <= alpha {
				return hi
			}
			alpha, beta = max(alpha, lo), min(beta, hi)
		}
	}
	maximise := e.mover() == 0
	best := win + 1
	if maximise {
		best = lose - 1
	}
	var buf [48]move
	for _, m := range sr.appendMoves(buf[:0], e) {
		val := sr.value(sr.apply(e, m), alpha, beta)
		if sr.abort {
			return draw
		}
		if maximise {
			best = max(best, val)
			alpha = max(alpha, val)
		} else {
			best = min(best, val)
			beta = min(beta, val)
		}
		if alpha >= beta {
			break
		}
	}
	if e.phase == game.Attack {
		b := sr.memo[key]
		if _, ok := sr.memo[key]; !ok {
			b = [2]int8{lose, win}
		}
		switch {
		case best <= alpha0:
			b[1] = int8(min(int(b[1]), best))
		case best >= beta0:
			b[0] = int8(max(int(b[0]), best))
		default:
			b = [2]int8{int8(best), int8(best)}
		}
		sr.memo[key] = b
	}
	return best
}
