package main

import (
	"context"
	"errors"
	"os"
	"strconv"
	"strings"

	ai "gamehall/internal/ai/baduk"
	"gamehall/internal/games/baduk"
)

// placeSetup clears the board and puts the setup stones on it, with
// toMove to play next; the stones are not moves, so undo keeps them.
func (e *engine) placeSetup(stones []played, toMove baduk.Color) error {
	e.clear()
	for _, s := range stones {
		if err := e.pos.Setup(s.color, s.point); err != nil {
			e.clear()
			return errors.New("bad vertex list")
		}
	}
	e.setup, e.setupToMove = stones, toMove
	e.pos.ToMove = toMove
	return nil
}

// boardEmpty reports whether no stone and no move is on the board yet.
func (e *engine) boardEmpty() bool {
	return len(e.history) == 0 && e.pos.Board.EmptyCount() == e.size*e.size
}

// fixedHandicapPoints are GTP's fixed handicap placements (the star
// points, section 4.1.1 of the GTP 2 specification) as column, row from
// the top: 3-3 points below 13x13, 4-4 points from 13x13; at most 4
// stones on 7x7 and even sizes, 9 otherwise; none below 7x7.
func fixedHandicapPoints(size, n int) ([][2]int, bool) {
	limit := 9
	if size%2 == 0 || size == 7 {
		limit = 4
	}
	if size < 7 || n < 2 || n > limit {
		return nil, false
	}
	lo := 2
	if size >= 13 {
		lo = 3
	}
	hi, mid := size-1-lo, size/2
	// In GTP order: lower left, upper right, upper left, lower right,
	// then the sides and the centre.
	corners := [][2]int{{lo, hi}, {hi, lo}, {lo, lo}, {hi, hi}}
	sides := [][2]int{{lo, mid}, {hi, mid}, {mid, lo}, {mid, hi}}
	centre := [2]int{mid, mid}
	pts := corners[:min(n, 4)]
	switch n {
	case 5:
		pts = append(pts, centre)
	case 6:
		pts = append(pts, sides[:2]...)
	case 7:
		pts = append(append(pts, sides[:2]...), centre)
	case 8:
		pts = append(pts, sides...)
	case 9:
		pts = append(append(pts, sides...), centre)
	}
	return pts, true
}

// placeHandicap puts the stones on an empty board, White to move next,
// and answers the vertex list.
func (e *engine) placeHandicap(pts [][2]int) (string, error) {
	stones := make([]played, len(pts))
	names := make([]string, len(pts))
	for i, xy := range pts {
		stones[i] = played{baduk.Black, e.pos.Board.PointAt(xy[0], xy[1])}
		names[i] = baduk.VertexName(e.size, xy[0], xy[1])
	}
	if err := e.placeSetup(stones, baduk.White); err != nil {
		return "", err
	}
	return strings.Join(names, " "), nil
}

func (e *engine) fixedHandicap(args []string) (string, error) {
	n, err := oneInt(args)
	if err != nil {
		return "", err
	}
	if !e.boardEmpty() {
		return "", errors.New("board not empty")
	}
	pts, ok := fixedHandicapPoints(e.size, n)
	if !ok {
		return "", errors.New("invalid number of stones")
	}
	return e.placeHandicap(pts)
}

// placeFreeHandicap chooses the stones itself: the fixed points, which
// are as good as any for the bot; more than the board's fixed points
// are not placed (GTP lets the engine place fewer).
func (e *engine) placeFreeHandicap(args []string) (string, error) {
	n, err := oneInt(args)
	if err != nil {
		return "", err
	}
	if !e.boardEmpty() {
		return "", errors.New("board not empty")
	}
	if n < 2 || n > e.size*e.size-1 {
		return "", errors.New("invalid number of stones")
	}
	for k := n; k >= 2; k-- {
		if pts, ok := fixedHandicapPoints(e.size, k); ok {
			return e.placeHandicap(pts)
		}
	}
	// A board too small for fixed points: the first free points.
	var pts [][2]int
	for i := 0; len(pts) < n && i < e.size*e.size; i += 2 {
		pts = append(pts, [2]int{i % e.size, i / e.size})
	}
	return e.placeHandicap(pts)
}

func (e *engine) setFreeHandicap(args []string) (string, error) {
	if !e.boardEmpty() {
		return "", errors.New("board not empty")
	}
	if len(args) < 2 || len(args) > e.size*e.size-1 {
		return "", errors.New("bad vertex list")
	}
	seen := map[baduk.Point]bool{}
	stones := make([]played, 0, len(args))
	for _, a := range args {
		p, err := e.vertex(a)
		if err != nil || p == baduk.Pass || seen[p] {
			return "", errors.New("bad vertex list")
		}
		seen[p] = true
		stones = append(stones, played{baduk.Black, p})
	}
	if err := e.placeSetup(stones, baduk.White); err != nil {
		return "", err
	}
	return "", nil
}

// loadSGF sets up the game of an SGF file (size, komi, setup stones and
// moves), up to the position before move_number when it is given.
func (e *engine) loadSGF(args []string) (string, error) {
	if len(args) < 1 || len(args) > 2 {
		return "", errors.New("syntax error")
	}
	upTo := -1
	if len(args) == 2 {
		n, err := strconv.Atoi(args[1])
		if err != nil || n < 1 {
			return "", errors.New("syntax error")
		}
		upTo = n - 1
	}
	text, err := os.ReadFile(args[0])
	if err != nil {
		return "", errors.New("cannot load file")
	}
	rec, err := baduk.ParseSGF(string(text))
	if err != nil {
		return "", errors.New("cannot load file")
	}
	e.size, e.komiHalf = rec.Size, rec.KomiHalf
	e.clear()
	var stones []played
	for _, set := range []struct {
		c  baduk.Color
		vs []baduk.Vertex
	}{{baduk.Black, rec.Black}, {baduk.White, rec.White}} {
		for _, v := range set.vs {
			stones = append(stones, played{set.c, e.pos.Board.PointAt(v.X, v.Y)})
		}
	}
	if err := e.placeSetup(stones, rec.First); err != nil {
		return "", errors.New("cannot load file")
	}
	moves := rec.Moves
	if upTo >= 0 && upTo < len(moves) {
		moves = moves[:upTo]
	}
	for _, m := range moves {
		p := baduk.Pass
		if !m.Pass {
			p = e.pos.Board.PointAt(m.X, m.Y)
		}
		if err := e.playMove(m.Color, p); err != nil {
			e.clear()
			return "", errors.New("cannot load file")
		}
	}
	if len(moves) < len(rec.Moves) {
		e.pos.ToMove = rec.Moves[len(moves)].Color
	}
	return "", nil
}

// finalStatusList answers the stones of one status, a string per line:
// dead as the bot scores the board; alive for the rest (the bot does
// not tell seki from life, so seki is always empty).
func (e *engine) finalStatusList(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error")
	}
	status := strings.ToLower(args[0])
	if status != "alive" && status != "dead" && status != "seki" {
		return "", errors.New("syntax error")
	}
	if status == "seki" {
		return "", nil
	}
	e.seed++
	dead := ai.ProposeDead(context.Background(), e.pos.Clone(), e.komiHalf, e.seed)
	b := &e.pos.Board
	done := map[baduk.Point]bool{}
	var lines []string
	for y := range e.size {
		for x := range e.size {
			p := b.PointAt(x, y)
			if !b.Cell(p).IsStone() || done[p] || dead[p] != (status == "dead") {
				continue
			}
			var names []string
			for _, q := range b.Group(p) {
				done[q] = true
				names = append(names, e.name(q))
			}
			lines = append(lines, strings.Join(names, " "))
		}
	}
	return strings.Join(lines, "\n"), nil
}
