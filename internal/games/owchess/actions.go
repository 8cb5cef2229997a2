package owchess

import (
	"time"

	"gamehall/internal/games/kit"
)

// Apply performs one action of a seat:
//
//	do=move from=e2 to=e4   (or move=e2e4) a move or an attack
//	do=buy item=extend|hp|weaken|curse     buy in the open shop
//	do=leave                               close the shop, ending the move
//	do=resign                              the person gives up
//	do=ready                               two at one screen: uncover the board
//
// Everything is checked before anything changes, so a refused action
// leaves the state as it was.
func (s *State) Apply(seat int, act kit.Action, now time.Time) error {
	// Two people at one screen share the person's seat: there is no bot.
	if seat != kit.HumanSeat && (seat != BotSeat || s.rec.Friend) {
		return kit.Invalid("No such seat.", "Нет такого места.")
	}
	if s.Over() {
		return kit.Invalid("The game is over.", "Партия окончена.")
	}
	side := s.side(seat)
	do := act.Get("do")
	if s.rec.Cover {
		if do != "ready" {
			return kit.Invalid("Uncover the board first.", "Сначала откройте доску.")
		}
		s.rec.Cover = false
		return nil
	}
	if do == "resign" {
		if seat != kit.HumanSeat {
			return kit.Invalid("Only the player can resign.", "Сдаться может только игрок.")
		}
		s.log(public(Event{By: side, Kind: EvResign, From: -1, To: -1}))
		s.finish(EndResign, int(side.Other()))
		return nil
	}
	if side != s.rec.Turn {
		return kit.Invalid("It is not your move.", "Сейчас не ваш ход.")
	}
	switch do {
	case ActMove:
		if s.rec.Shop {
			return kit.Invalid("Finish shopping first.", "Сначала закончите покупки.")
		}
		m, err := s.parseMove(side, act)
		if err != nil {
			return err
		}
		s.play(m, now)
		return nil
	case ActBuy:
		if !s.rec.Shop {
			return kit.Invalid("The shop is not open.", "Магазин не открыт.")
		}
		item, ok := itemByKey(act.Get("item"))
		if !ok {
			return kit.Invalid("The merchant has no such item.", "У торговца нет такого товара.")
		}
		if err := s.canBuy(side, item); err != nil {
			return err
		}
		s.buy(side, item, now)
		return nil
	case ActLeave:
		if !s.rec.Shop {
			return kit.Invalid("The shop is not open.", "Магазин не открыт.")
		}
		s.endTurn(now)
		return nil
	}
	return kit.Invalid("Unknown action.", "Неизвестное действие.")
}

// parseMove reads from/to or move=e2e4 and finds it among the legal
// moves.
func (s *State) parseMove(side Color, act kit.Action) (Move, error) {
	from, to := act.Get("from"), act.Get("to")
	if m := act.Get("move"); m != "" {
		if len(m) != 4 {
			return Move{}, kit.Invalid("That is not a move.", "Это не ход.")
		}
		from, to = m[:2], m[2:]
	}
	f, ok1 := ParseSquare(from)
	t, ok2 := ParseSquare(to)
	if !ok1 || !ok2 {
		return Move{}, kit.Invalid("Choose a piece and a square to move it to.", "Выберите фигуру и клетку, куда её поставить.")
	}
	for _, m := range s.legal(side) {
		if m.From == f && m.To == t {
			return m, nil
		}
	}
	if p := s.rec.Board[f].P; !s.open(side)[f] || p.Kind == None || p.Color != side {
		return Move{}, kit.Invalid("You have no piece there.", "Там нет вашей фигуры.")
	}
	return Move{}, kit.Invalid("That piece cannot go there.", "Эта фигура туда не ходит.")
}

// play makes a legal move: the fight if there is one, then whatever the
// piece finds on its new square, then the fog and the new coins. The
// move ends unless the piece opened a shop.
func (s *State) play(m Move, now time.Time) {
	b := &s.rec.Board
	side := s.rec.Turn
	p := b[m.From].P
	s.rec.Moves[side]++
	if q := b[m.To].P; q.Kind != None {
		a, d := Fight(p.HP, q.HP)
		ev := s.seen(Event{By: side, Kind: EvAttack, From: m.From, To: m.To, Piece: p.Letter(), Target: q.Letter(), A: a, D: d})
		defender := side.Other()
		p.HP = a
		if d > 0 {
			b[m.From].P = p
			b[m.To].P.HP = d
			// The attacker stays where it was: from the fog, it is
			// never seen.
			if ev.Seen[defender]&seenFrom == 0 {
				ev.Seen[defender] |= unseenActor
			}
			s.log(ev)
			s.afterMove(now, false)
			return
		}
		b[m.From].P, b[m.To].P = Piece{}, p
		s.rec.Fog[defender].forget(b, defender)
		// The attacker takes the square: seen if the defender still
		// sees it there, or saw where it came from.
		if ev.Seen[defender]&seenFrom == 0 && !s.open(defender)[m.To] {
			ev.Seen[defender] |= unseenActor
		}
		s.log(ev)
		if q.Kind == King {
			s.refreshFog(side)
			s.finish(EndKing, int(side))
			return
		}
	} else {
		s.log(Event{By: side, Kind: EvMove, From: m.From, To: m.To, Piece: p.Letter()})
		b[m.From].P, b[m.To].P = Piece{}, p
	}
	shop := s.arrive(m.To)
	s.afterMove(now, shop)
}

// arrive applies what a piece finds on the square it has just reached:
// promotion, a coin, a bonus, a merchant. It reports whether a shop
// opened.
func (s *State) arrive(sq int) (shop bool) {
	b := &s.rec.Board
	side := b[sq].P.Color
	if p := b[sq].P; p.Kind == Pawn && Rank(sq) == PromotionRank(side) {
		p.Kind = Queen
		p.Max = max(p.Max, BaseHP(Queen))
		p.HP = max(p.HP, BaseHP(Queen))
		b[sq].P = p
		s.log(Event{By: side, Kind: EvPromote, From: -1, To: sq, Piece: p.Letter()})
	}
	if b[sq].Coin {
		b[sq].Coin = false
		s.rec.Coins[side]++
		s.rec.Collected[side]++
		s.log(Event{By: side, Kind: EvCoin, From: -1, To: sq, Piece: b[sq].P.Letter(), A: s.rec.Coins[side]})
	}
	if b[sq].Bonus != NoBonus {
		s.useBonus(sq)
	}
	if IsMerchant(sq) {
		s.log(Event{By: side, Kind: EvShop, From: -1, To: sq, Piece: b[sq].P.Letter()})
		return s.rec.Coins[side] >= Price
	}
	return false
}

// useBonus applies the bonus on sq to the piece standing there. Kings
// cannot use regeneration or HP upgrades: those stay on the square.
func (s *State) useBonus(sq int) {
	b := &s.rec.Board
	c := &b[sq]
	bonus, side := c.Bonus, c.P.Color
	ev := Event{By: side, Kind: EvBonus, From: -1, To: sq, Piece: c.P.Letter(), Item: bonus.String()}
	switch bonus {
	case Regen:
		if c.P.Kind == King {
			return
		}
		gain := min(1+s.rng.IntN(2), c.P.Max-c.P.HP)
		c.P.HP += gain
		ev.A = gain
	case HPUpgrade:
		if c.P.Kind == King {
			return
		}
		c.P.Max++
		c.P.HP++
		ev.A = 1
	case Damage:
		before := c.P.HP
		c.P.HP = Wound(c.P.HP, Hit)
		ev.A = c.P.HP - before
	case KingHP:
		k := b.KingSquare(side)
		kp := &b[k].P
		if kp.HP < kp.Max {
			ev.A = kp.Max - kp.HP
			kp.HP = kp.Max
		} else {
			kp.Max++
			kp.HP++
			ev.A = 1
			ev.D = 1 // the maximum grew
		}
		// How much a king out of sight was healed would tell its HP.
		ev = s.seen(ev)
		if other := side.Other(); ev.Seen[other] != 0 && !s.open(other)[k] {
			ev.Seen[other] |= unseenEffect
		}
	case AddPiece:
		c.Bonus = NoBonus
		s.log(ev)
		s.addPiece(sq, side)
		return
	}
	c.Bonus = NoBonus
	s.log(ev)
}

// addPiece puts a new piece of the side on a free square next to sq,
// when there is one: a pawn, knight, bishop or rook, by lot.
func (s *State) addPiece(sq int, side Color) {
	b := &s.rec.Board
	var free []int
	for _, d := range kingSteps {
		f, r := File(sq)+d[0], Rank(sq)+d[1]
		if f >= 0 && f < 8 && r >= 0 && r < 8 && spawnable(b, Sq(f, r)) {
			free = append(free, Sq(f, r))
		}
	}
	if len(free) == 0 {
		return
	}
	at := free[s.rng.IntN(len(free))]
	kind := [4]Kind{Pawn, Knight, Bishop, Rook}[s.rng.IntN(4)]
	if kind == Pawn && Rank(at) == PromotionRank(side) {
		kind = Queen
	}
	b[at].P = NewPiece(kind, side)
	s.log(Event{By: side, Kind: EvAdd, From: -1, To: at, Piece: b[at].P.Letter()})
}

// refreshFog updates the mover's fog (one move older) and the other
// side's (what it newly sees), rolling bonuses on revealed squares.
func (s *State) refreshFog(mover Color) {
	for _, c := range [2]Color{mover, mover.Other()} {
		for _, sq := range s.rec.Fog[c].update(&s.rec.Board, c, c == mover) {
			s.reveal(c, sq)
		}
	}
}

// reveal may put a bonus on a square that came out of a side's fog,
// drawn by that side's chances.
func (s *State) reveal(c Color, sq int) {
	if !spawnable(&s.rec.Board, sq) || s.rng.IntN(100) >= BonusChance {
		return
	}
	s.rec.Board[sq].Bonus = rollBonus(s.rng, BonusWeights(s.rec.Ply, s.rec.Curses[c]))
}

// spawnCoins gives every empty square its small chance of a coin.
func (s *State) spawnCoins() {
	for sq := range s.rec.Board {
		if spawnable(&s.rec.Board, sq) && s.rng.IntN(1000) < CoinPerMille {
			s.rec.Board[sq].Coin = true
		}
	}
}

// afterMove updates the fog and drops new coins, then ends the move
// unless a shop is open.
func (s *State) afterMove(now time.Time, shop bool) {
	s.refreshFog(s.rec.Turn)
	s.spawnCoins()
	if shop {
		s.rec.Shop = true
		return
	}
	s.endTurn(now)
}

// endTurn hands the move to the other side with a fresh clock. A side
// with no move passes; when neither can move the game is drawn.
func (s *State) endTurn(now time.Time) {
	s.rec.Shop = false
	s.rec.Ply++
	if s.rec.Ply >= MaxPlies {
		s.finish(EndLimit, -1)
		return
	}
	s.rec.Turn = s.rec.Turn.Other()
	s.rec.Deadline = now.Add(MoveTime)
	s.rec.Cover = s.rec.Friend
	if len(s.legal(s.rec.Turn)) > 0 {
		return
	}
	s.log(public(Event{By: s.rec.Turn, Kind: EvPass, From: -1, To: -1}))
	s.rec.Turn = s.rec.Turn.Other()
	if len(s.legal(s.rec.Turn)) == 0 {
		s.finish(EndStuck, -1)
	}
}
