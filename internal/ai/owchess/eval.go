package owchess

import (
	"gamehall/internal/games/kit"
	game "gamehall/internal/games/owchess"
)

// pos is a position the bot imagines: the board as it knows it, whose
// move it is, and the things the search tracks on the way.
type pos struct {
	b     game.Board
	turn  game.Color
	ext   [2]bool
	coins [2]int
	// kingDead marks a side whose king was destroyed.
	kingDead [2]bool
}

// worth of the piece kinds, in pawns, before HP.
var worth = [7]int{game.Pawn: 100, game.Knight: 300, game.Bishop: 320, game.Rook: 380, game.Queen: 560}

const (
	winScore = 1_000_000
	hpWorth  = 40  // each HP of a piece
	kingHP   = 180 // each HP of the king
	coinWort = 90
)

// eval scores a position for side me, in centipawns.
func eval(p *pos, me game.Color, explore bool) int {
	if p.kingDead[me] {
		return -winScore
	}
	if p.kingDead[me.Other()] {
		return winScore
	}
	score := 0
	for sq := range p.b {
		pc := p.b[sq].P
		if pc.Kind == game.None {
			continue
		}
		v := worth[pc.Kind] + pc.HP*hpWorth
		if pc.Kind == game.King {
			v = pc.HP * kingHP
		} else {
			v += advance(pc, sq)
		}
		if pc.Color == me {
			score += v
		} else {
			score -= v
		}
	}
	score += (p.coins[me] - p.coins[me.Other()]) * coinWort
	if explore {
		// Seeing more of the board is worth a little: the bot sends its
		// pieces out of the fog rather than waiting.
		sight := game.InSight(&p.b, me)
		for sq, ok := range sight {
			if ok {
				score += 3
				if game.Rank(sq) == game.PromotionRank(me) || game.Rank(sq) == game.PromotionRank(me)-dir(me) {
					score += 4 // the enemy's home ranks: where its king was
				}
			}
		}
	}
	return score
}

func dir(c game.Color) int {
	if c == game.Black {
		return -1
	}
	return 1
}

// advance rewards pawns for marching on and pieces for the centre.
func advance(pc game.Piece, sq int) int {
	r := game.Rank(sq)
	if pc.Color == game.Black {
		r = 7 - r
	}
	if pc.Kind == game.Pawn {
		return r * 8
	}
	f := game.File(sq)
	return 12 - 3*(kit.Abs(2*f-7)/2) + 2*min(r, 4)
}
