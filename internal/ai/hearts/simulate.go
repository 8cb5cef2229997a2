package hearts

import (
	"gamehall/internal/games/cards"
	game "gamehall/internal/games/hearts"
)

// table is a round with every hand known: a sampled deal that Hard
// plays out to judge a card.
type table struct {
	hands  [game.Seats]cards.Set
	trick  [game.Seats]cards.Card
	leader int
	count  int
	done   int // completed tricks
	played cards.Set
	broken bool
	points [game.Seats]int
	// shooter is a seat assumed to be going for the moon (it plays
	// high to win every trick), or -1.
	shooter int
}

func (t *table) turn() int { return (t.leader + t.count) % game.Seats }

func (t *table) legal(seat int) cards.Set {
	led := cards.NoSuit
	if t.count > 0 {
		led = t.trick[t.leader].Suit()
	}
	return game.Legal(t.hands[seat], led, t.done == 0, t.broken)
}

// play puts seat's card on the trick and settles a full trick.
func (t *table) play(seat int, c cards.Card) {
	t.hands[seat] = t.hands[seat].Remove(c)
	t.trick[seat] = c
	t.played = t.played.Add(c)
	t.count++
	if c.Suit() == cards.Hearts {
		t.broken = true
	}
	if t.count < game.Seats {
		return
	}
	w := game.Winner(t.trick, t.leader)
	t.points[w] += game.SetPoints(cards.SetOf(t.trick[:]...))
	t.trick = [game.Seats]cards.Card{}
	t.leader, t.count = w, 0
	t.done++
}

// situation describes the table to the seat about to play.
func (t *table) situation(seat int) *situation {
	return &situation{
		me:         seat,
		hand:       t.hands[seat],
		legal:      t.legal(seat),
		trick:      t.trick,
		leader:     t.leader,
		count:      t.count,
		firstTrick: t.done == 0,
		played:     t.played,
		queenWith:  -1,
		shooter:    moonThreat(t.points, seat),
	}
}

// finish plays the round out with every seat using the medium strategy
// (the shooter, if any, plays to take every trick).
func (t *table) finish() {
	for t.done < game.HandSize {
		seat := t.turn()
		s := t.situation(seat)
		var c cards.Card
		if seat == t.shooter {
			c = shooterPlay(s)
		} else {
			c = mediumPlay(s, nil)
		}
		t.play(seat, c)
	}
}

// score is how the finished round went for seat: its points minus the
// others' average, with the moon applied, so lower is better.
func (t *table) score(seat int) float64 {
	pts := t.points
	for moon, p := range pts {
		if p == game.MoonPoints {
			for i := range pts {
				pts[i] = game.MoonPoints
			}
			pts[moon] = 0
			break
		}
	}
	others := 0
	for i, p := range pts {
		if i != seat {
			others += p
		}
	}
	return float64(pts[seat]) - float64(others)/float64(game.Seats-1)
}

// shooterPlay is how a seat running for the moon plays: lead and follow
// high to win, and throw away low non-point cards when void.
func shooterPlay(s *situation) cards.Card {
	if s.leading() {
		return byRank(s.legal, true, nil)
	}
	if follow := s.legal.OfSuit(s.led()); !follow.Empty() {
		return highest(follow)
	}
	safe := s.legal.Minus(s.legal.OfSuit(cards.Hearts)).Remove(game.QueenOfSpades)
	if !safe.Empty() {
		return byRank(safe, false, nil)
	}
	return byRank(s.legal, false, nil)
}
