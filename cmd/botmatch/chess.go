package main

import (
	"errors"
	"fmt"
	"strings"

	"gamehall/internal/games/chess"
)

// chessReferee plays chess by the full rules (checkmate, stalemate,
// dead position, threefold repetition, fifty moves) and adjudicates
// hopeless games: a side that stays at least adjMaterial pawns of
// material ahead (1, 3, 3, 5, 9) for adjPlies plies in a row wins, a
// pawnless ending with less than a rook between the sides for as long
// is drawn, and so is a game longer than maxPlies.
type chessReferee struct {
	adjMaterial, adjPlies, maxPlies int

	start string
	pos   chess.Position
	keys  []uint64
	moves []string
	ahead int // plies in a row with a decisive material edge
	level int // plies in a row of a pawnless, nearly level ending
	over  bool
	first float64
	why   string
}

func newChessReferee() *chessReferee {
	return &chessReferee{adjMaterial: 6, adjPlies: 10, maxPlies: 400}
}

func (r *chessReferee) Openings() int { return len(chessOpenings) }

func (r *chessReferee) Reset(i int) error {
	if err := r.resetFEN(chess.StartFEN); err != nil {
		return err
	}
	for _, mv := range strings.Fields(chessOpenings[i%len(chessOpenings)]) {
		if err := r.Play(mv); err != nil {
			return fmt.Errorf("opening %d: %w", i, err)
		}
	}
	return nil
}

// resetFEN starts a game from a position, with no opening line.
func (r *chessReferee) resetFEN(fen string) error {
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		return err
	}
	r.start, r.pos = fen, pos
	r.keys = []uint64{r.pos.RepetitionKey()}
	r.moves, r.ahead, r.level, r.over, r.first, r.why = nil, 0, 0, false, 0, ""
	return nil
}

func (r *chessReferee) Start() string   { return r.start }
func (r *chessReferee) Moves() []string { return r.moves }

func (r *chessReferee) ToMove() int {
	if r.pos.Side() == chess.White {
		return 0
	}
	return 1
}

func (r *chessReferee) Play(text string) error {
	if r.over {
		return errors.New("the game is over")
	}
	m, err := r.pos.ParseMove(text)
	if err != nil {
		return fmt.Errorf("illegal move %q in %s", text, r.pos.FEN())
	}
	r.pos.Make(m)
	r.moves = append(r.moves, m.UCI())
	key := r.pos.RepetitionKey()
	r.keys = append(r.keys, key)
	r.judge(key)
	return nil
}

// judge ends the game when the position or the adjudication says so.
func (r *chessReferee) judge(key uint64) {
	// The side that just moved wins a mate.
	moverWins := 1.0
	if r.pos.Side() == chess.White {
		moverWins = 0
	}
	switch r.pos.Terminal() {
	case chess.Checkmate:
		r.end(moverWins, "checkmate")
		return
	case chess.Stalemate:
		r.end(0.5, "stalemate")
		return
	case chess.DeadPosition:
		r.end(0.5, "insufficient material")
		return
	case chess.FiftyMoves:
		r.end(0.5, "fifty moves")
		return
	}
	reps := 0
	for i := len(r.keys) - 1; i >= 0 && i >= len(r.keys)-1-r.pos.HalfmoveClock(); i -= 2 {
		if r.keys[i] == key {
			reps++
		}
	}
	if reps >= 3 {
		r.end(0.5, "threefold repetition")
		return
	}
	edge := material(&r.pos, chess.White) - material(&r.pos, chess.Black)
	switch {
	case edge >= r.adjMaterial || edge <= -r.adjMaterial:
		r.ahead++
	default:
		r.ahead = 0
	}
	// No pawns and less than a rook between the sides: a drawn ending
	// (R v R, R v minor, Q v Q...) that could shuffle for fifty moves.
	if r.pos.ByType(chess.Pawn) == 0 && edge < 4 && edge > -4 {
		r.level++
	} else {
		r.level = 0
	}
	if r.level >= r.adjPlies {
		r.end(0.5, "adjudicated: drawn ending")
		return
	}
	if r.ahead >= r.adjPlies {
		if edge > 0 {
			r.end(1, "adjudicated: material")
		} else {
			r.end(0, "adjudicated: material")
		}
		return
	}
	if len(r.moves) >= r.maxPlies {
		r.end(0.5, "adjudicated: move limit")
	}
}

func (r *chessReferee) end(first float64, why string) {
	r.over, r.first, r.why = true, first, why
}

func (r *chessReferee) Result() (bool, float64, string) { return r.over, r.first, r.why }

// material counts a side's pieces in pawns (1, 3, 3, 5, 9).
func material(p *chess.Position, side chess.Color) int {
	return p.Pieces(side, chess.Pawn).Count() +
		3*(p.Pieces(side, chess.Knight).Count()+p.Pieces(side, chess.Bishop).Count()) +
		5*p.Pieces(side, chess.Rook).Count() + 9*p.Pieces(side, chess.Queen).Count()
}

// chessOpenings are the lines matches start from, each played once with
// each colour: the main openings of both king's and queen's pawn games,
// eight to ten plies, so that no game repeats another.
var chessOpenings = []string{
	"e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6",           // Ruy Lopez
	"e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6",           // Italian
	"e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6", // Sicilian, Najdorf
	"e2e4 c7c5 c2c3 g8f6 e4e5 f6d5 d2d4 c5d4",           // Sicilian, Alapin
	"e2e4 e7e6 d2d4 d7d5 b1c3 g8f6 c1g5 f8e7",           // French
	"e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5",           // Caro-Kann
	"e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 d2d4 g8f6",           // Scandinavian
	"e2e4 d7d6 d2d4 g8f6 b1c3 g7g6 f2f4 f8g7",           // Pirc, Austrian
	"d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7",           // Queen's Gambit Declined
	"d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4",           // Slav
	"d2d4 d7d5 c2c4 d5c4 g1f3 g8f6 e2e3 e7e6",           // Queen's Gambit Accepted
	"d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6",           // King's Indian
	"d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8",           // Nimzo-Indian
	"d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5",           // Grünfeld
	"d2d4 f7f5 g2g3 g8f6 f1g2 e7e6 g1f3 f8e7",           // Dutch
	"c2c4 e7e5 b1c3 g8f6 g1f3 b8c6 g2g3 d7d5",           // English
	"g1f3 d7d5 c2c4 e7e6 g2g3 g8f6 f1g2 f8e7",           // Réti
	"e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4 g8f6",           // Scotch
	"e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4",           // Petroff
	"d2d4 d7d5 g1f3 g8f6 c1f4 c7c5 e2e3 b8c6",           // London
	"d2d4 g8f6 c2c4 e7e6 g2g3 d7d5 f1g2 f8e7",           // Catalan
	"e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 g7g6", // Sicilian, Dragon
	"e2e4 g8f6 e4e5 f6d5 d2d4 d7d6 g1f3 c8g4",           // Alekhine
	"e2e4 e7e5 b1c3 g8f6 f2f4 d7d5 f4e5 f6e4",           // Vienna
}
