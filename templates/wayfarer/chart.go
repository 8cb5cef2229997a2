package wayfarer

import (
	"cmp"
	"fmt"
	"slices"
	"unicode/utf8"

	wf "gamehall/internal/games/wayfarer"
)

// label is where a star's name goes on the local chart: the text's
// anchor point and which end of the text it is.
type label struct {
	X, Y   string
	Anchor string // "start", "end" or "middle"
}

// The label font is 7 chart units (wayfarer.css); the box below is a
// generous guess at a name's extent in it, wide enough for DejaVu Sans,
// so that labels that do not touch here do not touch on any screen.
const (
	labelSize   = 7.0
	charWidth   = 0.66 * labelSize
	ascent      = 0.78 * labelSize
	descent     = 0.26 * labelSize
	labelMargin = 1.0
)

type box struct{ x0, y0, x1, y1 float64 }

func (a box) hits(b box) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

// chartLabels places the names of the stars that get one (here, the
// quest's target, those in range) around their dots so that no two
// names overlap, none covers a named star's dot and none leaves the
// chart. Here and the target are placed first, then the stars in range
// from the nearest; a name that finds no free place is left out (the
// destination list below the chart names every system in range).
func chartLabels(lang string, t wf.Travel) map[int]label {
	var here wf.Star
	var named []wf.Star
	for _, s := range t.Stars {
		if s.Here {
			here = s
		}
		if s.Here || s.Reach || s.Target {
			named = append(named, s)
		}
	}
	rank := func(s wf.Star) int {
		switch {
		case s.Here:
			return 0
		case s.Target:
			return 1
		}
		return 2
	}
	dist := func(s wf.Star) int { return (s.X-here.X)*(s.X-here.X) + (s.Y-here.Y)*(s.Y-here.Y) }
	slices.SortStableFunc(named, func(a, b wf.Star) int {
		return cmp.Or(cmp.Compare(rank(a), rank(b)), cmp.Compare(dist(a), dist(b)), cmp.Compare(a.Index, b.Index))
	})
	var taken []box
	for _, s := range named {
		r := 5.0 // the largest dot, with its stroke
		taken = append(taken, box{float64(s.X) - r, float64(s.Y) - r, float64(s.X) + r, float64(s.Y) + r})
	}
	chart := box{float64(t.X0), float64(t.Y0), float64(t.X0 + t.W), float64(t.Y0 + t.H)}
	out := map[int]label{}
	for _, s := range named {
		w := float64(utf8.RuneCountInString(s.Name.In(lang))) * charWidth
		x, y := float64(s.X), float64(s.Y)
		for _, c := range []struct {
			dx, dy float64
			anchor string
		}{
			{6, -5, "start"}, {6, 9, "start"}, {-6, -5, "end"}, {-6, 9, "end"},
			{0, -8, "middle"}, {0, 13, "middle"}, {8, 2.5, "start"}, {-8, 2.5, "end"},
		} {
			ax, ay := x+c.dx, y+c.dy
			b := box{ax, ay - ascent, ax + w, ay + descent}
			switch c.anchor {
			case "end":
				b.x0, b.x1 = ax-w, ax
			case "middle":
				b.x0, b.x1 = ax-w/2, ax+w/2
			}
			b = box{b.x0 - labelMargin, b.y0 - labelMargin, b.x1 + labelMargin, b.y1 + labelMargin}
			if b.x0 < chart.x0 || b.y0 < chart.y0 || b.x1 > chart.x1 || b.y1 > chart.y1 {
				continue
			}
			if slices.ContainsFunc(taken, b.hits) {
				continue
			}
			taken = append(taken, b)
			out[s.Index] = label{X: fmt.Sprintf("%g", ax), Y: fmt.Sprintf("%g", ay), Anchor: c.anchor}
			break
		}
	}
	return out
}
