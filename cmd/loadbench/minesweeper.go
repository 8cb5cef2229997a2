package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// minesweeperPolicy plays like a careful beginner: it opens cells its
// neighbours prove safe, flags cells they prove mined, and guesses a
// random closed cell only when nothing is proven.
type minesweeperPolicy struct {
	preset string
}

func (p minesweeperPolicy) newGame(*rand.Rand) url.Values {
	return url.Values{"preset": {p.preset}}
}

func (minesweeperPolicy) think() time.Duration { return 0 }

// A game has at most one action per cell and flag, so 2 per cell of the
// largest field (Expert, 480 cells) bounds it.
func (minesweeperPolicy) maxActions() int { return 1000 }

// msCell is one cell as the page shows it.
type msCell struct {
	state string // hidden, flagged, open (or mine, exploded, wrongflag at the end)
	count int
}

// msField is the field read from the page.
type msField struct {
	w, h  int
	cells []msCell
}

func (f *msField) at(x, y int) *msCell { return &f.cells[y*f.w+x] }

// parseMinesweeper reads the field from a board fragment or page. It
// scans by hand rather than with regexp: the load generator shares the
// CPUs with the server, so its own cost per move must stay small.
func parseMinesweeper(board string) (field *msField, status string, err error) {
	status, _ = attr(board, "data-status")
	ws, _ := attr(board, "data-width")
	hs, _ := attr(board, "data-height")
	w, _ := strconv.Atoi(ws)
	h, _ := strconv.Atoi(hs)
	if status == "" || w < 1 || h < 1 || w*h > 10000 {
		return nil, "", fmt.Errorf("no minesweeper field in the page")
	}
	f := &msField{w: w, h: h, cells: make([]msCell, w*h)}
	seen := 0
	const cellClass = `class="c `
	for rest := board; ; {
		i := strings.Index(rest, cellClass)
		if i < 0 {
			break
		}
		rest = rest[i+len(cellClass):]
		end := strings.IndexByte(rest, '"')
		if end < 0 {
			break
		}
		state, num, _ := strings.Cut(rest[:end], " ")
		xs, after := attr(rest, "data-x")
		ys, after := attr(after, "data-y")
		x, errX := strconv.Atoi(xs)
		y, errY := strconv.Atoi(ys)
		if errX != nil || errY != nil || x >= w || y >= h || x < 0 || y < 0 {
			return nil, "", fmt.Errorf("cell %q,%q outside the field", xs, ys)
		}
		n := 0
		if strings.HasPrefix(num, "n") {
			n, _ = strconv.Atoi(num[1:])
		}
		*f.at(x, y) = msCell{state: state, count: n}
		seen++
		rest = after
	}
	if seen != w*h {
		return nil, "", fmt.Errorf("read %d cells of %d", seen, w*h)
	}
	return f, status, nil
}

func (minesweeperPolicy) next(board string, rng *rand.Rand) (url.Values, bool, bool) {
	f, status, err := parseMinesweeper(board)
	if err != nil {
		return nil, false, false
	}
	if status == "won" || status == "lost" {
		return nil, true, true
	}
	act := func(do string, x, y int) url.Values {
		return url.Values{"do": {do}, "cell": {fmt.Sprintf("%d,%d", x, y)}}
	}
	var flag url.Values
	var hidden [][2]int
	for y := range f.h {
		for x := range f.w {
			c := f.at(x, y)
			if c.state == "hidden" {
				hidden = append(hidden, [2]int{x, y})
			}
			if c.state != "open" || c.count == 0 {
				continue
			}
			var closed [][2]int
			flags := 0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					nx, ny := x+dx, y+dy
					if (dx == 0 && dy == 0) || nx < 0 || ny < 0 || nx >= f.w || ny >= f.h {
						continue
					}
					switch f.at(nx, ny).state {
					case "hidden":
						closed = append(closed, [2]int{nx, ny})
					case "flagged":
						flags++
					}
				}
			}
			if len(closed) == 0 {
				continue
			}
			if flags == c.count { // every mine here is flagged: the rest is safe
				pick := oneOf(rng, closed)
				return act("reveal", pick[0], pick[1]), false, true
			}
			if flag == nil && flags+len(closed) == c.count { // every closed cell is a mine
				pick := oneOf(rng, closed)
				flag = act("flag", pick[0], pick[1])
			}
		}
	}
	if flag != nil {
		return flag, false, true
	}
	if len(hidden) == 0 {
		return nil, false, false
	}
	pick := oneOf(rng, hidden)
	return act("reveal", pick[0], pick[1]), false, true
}
