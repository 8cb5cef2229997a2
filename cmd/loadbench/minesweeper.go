package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"regexp"
	"strconv"
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

var (
	msStatusRE = regexp.MustCompile(`data-status="([a-z]+)"`)
	msSizeRE   = regexp.MustCompile(`data-width="(\d+)" data-height="(\d+)"`)
	msCellRE   = regexp.MustCompile(`class="c ([a-z]+)(?: n(\d))?" role="gridcell"[^>]*? data-x="(\d+)" data-y="(\d+)"`)
)

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

// parseMinesweeper reads the field from a board fragment or page.
func parseMinesweeper(board string) (field *msField, status string, err error) {
	m := msStatusRE.FindStringSubmatch(board)
	s := msSizeRE.FindStringSubmatch(board)
	if m == nil || s == nil {
		return nil, "", fmt.Errorf("no minesweeper field in the page")
	}
	w, _ := strconv.Atoi(s[1])
	h, _ := strconv.Atoi(s[2])
	if w < 1 || h < 1 || w*h > 10000 {
		return nil, "", fmt.Errorf("field %dx%d", w, h)
	}
	f := &msField{w: w, h: h, cells: make([]msCell, w*h)}
	seen := 0
	for _, c := range msCellRE.FindAllStringSubmatch(board, -1) {
		x, _ := strconv.Atoi(c[3])
		y, _ := strconv.Atoi(c[4])
		if x >= w || y >= h {
			return nil, "", fmt.Errorf("cell %d,%d outside the field", x, y)
		}
		n, _ := strconv.Atoi(c[2])
		*f.at(x, y) = msCell{state: c[1], count: n}
		seen++
	}
	if seen != w*h {
		return nil, "", fmt.Errorf("read %d cells of %d", seen, w*h)
	}
	return f, m[1], nil
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
