package main

import (
	"fmt"
	"io"
	"slices"
	"time"
)

// Player is one side of a match: a hall bot or an outside engine.
type Player interface {
	// Name labels the player in reports.
	Name() string
	// NewGame is called before every game.
	NewGame() error
	// Move returns the player's move, in the game's notation, in the
	// position reached from start (the referee's Start) by moves.
	Move(start string, moves []string) (string, error)
	// CPU is the processor time the player has used so far.
	CPU() time.Duration
	Close() error
}

// Referee keeps the rules of one game for the match loop.
type Referee interface {
	// Openings is how many opening lines the referee knows.
	Openings() int
	// Reset starts a game from opening i (its moves already played).
	Reset(i int) error
	// Start describes the starting position for the players (a FEN in
	// chess); Moves are the moves since, the opening's included.
	Start() string
	Moves() []string
	// ToMove is 0 when the side that moves first in the game (white in
	// chess, black in Go) is to move, else 1.
	ToMove() int
	// Play applies the move of the side to move or refuses it.
	Play(move string) error
	// Result reports whether the game is over, the score of the side
	// that moved first (1, ½ or 0) and why it ended.
	Result() (over bool, first float64, why string)
}

// gameResult is one finished game from player A's side.
type gameResult struct {
	score  float64 // 1, 0.5 or 0 for A
	aFirst bool
	why    string
	plies  int
	// counted: the game ended in a count with the referee's dead
	// stones; agreeA, agreeB: each player that lists dead stones
	// listed the same (nil: it does not list them).
	counted        bool
	agreeA, agreeB *bool
}

// deadCounter is a referee that counts finished games with a list of
// dead stones (Go).
type deadCounter interface {
	CountedDead() (dead []string, counted bool)
}

// deadLister is a player that names the dead stones of a final
// position (Go: GTP's final_status_list dead).
type deadLister interface {
	Dead(start string, moves []string) ([]string, error)
}

// playGame plays one game of a against b; aFirst says whether a has
// the first move. A player that fails or moves illegally loses.
func playGame(ref Referee, a, b Player, opening int, aFirst bool) (gameResult, error) {
	if err := ref.Reset(opening); err != nil {
		return gameResult{}, err
	}
	players := [2]Player{b, a}
	if aFirst {
		players = [2]Player{a, b}
	}
	for _, p := range players {
		if err := p.NewGame(); err != nil {
			return gameResult{}, fmt.Errorf("%s: %w", p.Name(), err)
		}
	}
	res := gameResult{aFirst: aFirst}
	for {
		if over, first, why := ref.Result(); over {
			res.score, res.why = first, why
			break
		}
		side := ref.ToMove()
		mv, err := players[side].Move(ref.Start(), ref.Moves())
		if err == nil {
			err = ref.Play(mv)
		}
		if err != nil {
			// The failing side loses the game.
			res.score = float64(side) // side 0 failing gives first 0
			res.why = fmt.Sprintf("%s failed: %v", players[side].Name(), err)
			break
		}
	}
	if !aFirst {
		res.score = 1 - res.score
	}
	res.plies = len(ref.Moves())
	if dc, ok := ref.(deadCounter); ok {
		var dead []string
		if dead, res.counted = dc.CountedDead(); res.counted {
			res.agreeA = sameDead(a, ref, dead)
			res.agreeB = sameDead(b, ref, dead)
		}
	}
	return res, nil
}

// sameDead reports whether p lists the referee's dead stones, or nil
// when p lists none.
func sameDead(p Player, ref Referee, dead []string) *bool {
	dl, ok := p.(deadLister)
	if !ok {
		return nil
	}
	theirs, err := dl.Dead(ref.Start(), ref.Moves())
	same := err == nil && slices.Equal(theirs, dead)
	return &same
}

// matchConfig is how a match is played.
type matchConfig struct {
	games   int
	opening int // the first opening line used
	verbose io.Writer
}

// tally is a running match score from player A's side, with how often
// each player's dead stones were the referee's in counted games.
type tally struct {
	w, d, l                 int
	counted, agreeA, agreeB int
}

func (t *tally) add(score float64) {
	switch score {
	case 1:
		t.w++
	case 0:
		t.l++
	default:
		t.d++
	}
}

// playMatch plays cfg.games games, colours alternating and each
// opening line played twice, once with each colour.
func playMatch(ref Referee, a, b Player, cfg matchConfig) (tally, error) {
	var t tally
	n := ref.Openings()
	for g := 0; g < cfg.games; g++ {
		opening := (cfg.opening + g/2) % n
		aFirst := g%2 == 0
		res, err := playGame(ref, a, b, opening, aFirst)
		if err != nil {
			return t, err
		}
		t.add(res.score)
		if res.counted {
			t.counted++
			if res.agreeA != nil && *res.agreeA {
				t.agreeA++
			}
			if res.agreeB != nil && *res.agreeB {
				t.agreeB++
			}
		}
		if cfg.verbose != nil {
			side := "second"
			if aFirst {
				side = "first"
			}
			fmt.Fprintf(cfg.verbose, "game %3d  opening %2d  A %-6s  %-4s %s after %d plies  [+%d =%d -%d]\n",
				g+1, opening, side, scoreText(res.score), res.why, res.plies, t.w, t.d, t.l)
		}
	}
	return t, nil
}

func scoreText(s float64) string {
	switch s {
	case 1:
		return "win"
	case 0:
		return "loss"
	}
	return "draw"
}
