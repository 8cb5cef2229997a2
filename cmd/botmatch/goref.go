package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"gamehall/internal/games/baduk"
)

// goReferee keeps the rules of Go for a match (positional superko, as
// the hall plays) and has GNU Go count the finished games: Chinese
// (area) rules, its own dead-stone list. A resignation or a failed move
// loses; a game longer than three moves a point is counted as it
// stands.
type goReferee struct {
	size     int
	komi     string
	komiHalf int
	scorer   *gtpClient

	pos   *baduk.Position
	moves []string
	over  bool
	first float64
	why   string
	dead  []string // GNU Go's dead stones at the count
}

// goStart is the starting position a Go referee describes: the board
// size and komi, e.g. "13 7.5".
type goStart struct {
	size int
	komi string
}

func parseGoStart(s string) (goStart, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return goStart{}, fmt.Errorf("go start %q: want SIZE KOMI", s)
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 2 || n > baduk.MaxSize {
		return goStart{}, fmt.Errorf("go start %q: bad size", s)
	}
	if _, err := strconv.ParseFloat(f[1], 64); err != nil {
		return goStart{}, fmt.Errorf("go start %q: bad komi", s)
	}
	return goStart{size: n, komi: f[1]}, nil
}

// newGoReferee is a referee for the size and komi, counting with GNU Go.
func newGoReferee(size int, komi float64) (*goReferee, error) {
	path, err := findEngine("gnugo")
	if err != nil {
		return nil, fmt.Errorf("the Go referee counts with GNU Go: %w", err)
	}
	sc, err := startGTP("referee", path, "--mode", "gtp", "--chinese-rules")
	if err != nil {
		return nil, err
	}
	return &goReferee{size: size, komi: strconv.FormatFloat(komi, 'f', -1, 64), komiHalf: int(2 * komi), scorer: sc}, nil
}

// goOpenings are Black's first moves, as (line, line) from the lower
// left corner; 0 is the centre. The first opening is an empty board.
var goOpenings = [][2]int{{}, {4, 4}, {3, 4}, {3, 3}, {0, 0}, {4, 3}}

func (r *goReferee) Openings() int { return len(goOpenings) }

func (r *goReferee) Reset(i int) error {
	r.pos = baduk.NewPosition(r.size)
	r.moves, r.over, r.first, r.why, r.dead = nil, false, 0, "", nil
	o := goOpenings[i%len(goOpenings)]
	switch {
	case i%len(goOpenings) == 0:
		return nil
	case o == [2]int{}:
		c := r.size / 2
		return r.Play(baduk.VertexName(r.size, c, c))
	}
	line := func(l int) int { return min(l, (r.size+1)/2) - 1 }
	return r.Play(baduk.VertexName(r.size, line(o[0]), r.size-1-line(o[1])))
}

func (r *goReferee) Start() string   { return fmt.Sprintf("%d %s", r.size, r.komi) }
func (r *goReferee) Moves() []string { return r.moves }
func (r *goReferee) ToMove() int {
	if r.pos.ToMove == baduk.Black {
		return 0
	}
	return 1
}

func (r *goReferee) Play(move string) error {
	if r.over {
		return errors.New("the game is over")
	}
	mover := r.ToMove()
	if strings.EqualFold(move, "resign") {
		r.end(float64(mover), []string{"Black", "White"}[mover]+" resigned")
		return nil
	}
	pt := baduk.Pass
	if !strings.EqualFold(move, "pass") {
		x, y, ok := baduk.ParseVertex(r.size, move)
		if !ok {
			return fmt.Errorf("not a vertex: %q", move)
		}
		pt = r.pos.Board.PointAt(x, y)
	}
	if err := r.pos.Play(pt); err != nil {
		return fmt.Errorf("illegal move %s: %v", move, err)
	}
	name := "pass"
	if pt != baduk.Pass {
		x, y := r.pos.Board.XY(pt)
		name = baduk.VertexName(r.size, x, y)
	}
	r.moves = append(r.moves, name)
	switch {
	case r.pos.Passes >= 2:
		return r.count("by count")
	case len(r.moves) >= 3*r.size*r.size:
		return r.count("counted as it stood after too many moves")
	}
	return nil
}

// count has GNU Go score the final position.
func (r *goReferee) count(why string) error {
	cmds := []string{fmt.Sprintf("boardsize %d", r.size), "clear_board", "komi " + r.komi}
	for i, m := range r.moves {
		cmds = append(cmds, "play "+goColorName(i)+" "+m)
	}
	for _, c := range cmds {
		if _, err := r.scorer.send(c); err != nil {
			return err
		}
	}
	score, err := r.scorer.send("final_score")
	if err != nil {
		return err
	}
	dead, err := r.scorer.send("final_status_list dead")
	if err != nil {
		return err
	}
	r.dead = normalVertices(dead)
	first := 0.0
	switch {
	case strings.HasPrefix(score, "B+"):
		first = 1
	case score == "0":
		first = 0.5
	}
	r.end(first, score+" "+why)
	return nil
}

func (r *goReferee) end(first float64, why string) {
	r.over, r.first, r.why = true, first, why
}

func (r *goReferee) Result() (bool, float64, string) { return r.over, r.first, r.why }

// CountedDead is the referee's dead stones when the game ended by a
// count.
func (r *goReferee) CountedDead() ([]string, bool) {
	return r.dead, r.over && strings.Contains(r.why, "count")
}

func (r *goReferee) Close() error { return r.scorer.Close() }
