package owchess

import (
	game "gamehall/internal/games/owchess"
)

// play makes a move on an imagined position, by the game's rules for
// fights, promotion, coins and bonuses (a bonus's random part taken at
// its average, add_piece ignored).
func play(p *pos, m game.Move) {
	b := &p.b
	side := p.turn
	pc := b[m.From].P
	p.turn = side.Other()
	if q := b[m.To].P; q.Kind != game.None {
		a, d := game.Fight(pc.HP, q.HP)
		pc.HP = a
		if d > 0 {
			b[m.From].P = pc
			b[m.To].P.HP = d
			return
		}
		b[m.From].P, b[m.To].P = game.Piece{}, pc
		if q.Kind == game.King {
			p.kingDead[q.Color] = true
			return
		}
	} else {
		b[m.From].P, b[m.To].P = game.Piece{}, pc
	}
	c := &b[m.To]
	if c.P.Kind == game.Pawn && game.Rank(m.To) == game.PromotionRank(side) {
		c.P.Kind = game.Queen
		c.P.Max = max(c.P.Max, 3)
		c.P.HP = max(c.P.HP, 3)
	}
	if c.Coin {
		c.Coin = false
		p.coins[side]++
	}
	switch c.Bonus {
	case game.Regen:
		if c.P.Kind != game.King {
			c.P.HP = min(c.P.HP+1, c.P.Max)
			c.Bonus = game.NoBonus
		}
	case game.HPUpgrade:
		if c.P.Kind != game.King {
			c.P.Max++
			c.P.HP++
			c.Bonus = game.NoBonus
		}
	case game.Damage:
		c.P.HP = game.Wound(c.P.HP, game.Hit)
		c.Bonus = game.NoBonus
	case game.KingHP:
		if k := b.KingSquare(side); k >= 0 {
			kp := &b[k].P
			if kp.HP < kp.Max {
				kp.HP = kp.Max
			} else {
				kp.Max++
				kp.HP++
			}
		}
		c.Bonus = game.NoBonus
	case game.AddPiece:
		c.Bonus = game.NoBonus
	}
}
