package templates

import (
	"cmp"
	"fmt"
	"slices"
	"unicode/utf8"

	wf "gamehall/internal/games/wayfarer"
)

// wfLabel is where a star's name goes on the local chart: the text's
// anchor point and which end of the text it is.
type wfLabel struct {
	X, Y   string
	Anchor string // "start", "end" or "middle"
}

// The label font is 7 chart units (wayfarer.css); the box below is a
// generous guess at a name's extent in it, wide enough for DejaVu Sans,
// so that labels that do not touch here do not touch on any screen.
const (
	wfLabelSize   = 7.0
	wfCharWidth   = 0.66 * wfLabelSize
	wfAscent      = 0.78 * wfLabelSize
	wfDescent     = 0.26 * wfLabelSize
	wfLabelMargin = 1.0
)

type wfBox struct{ x0, y0, x1, y1 float64 }

func (a wfBox) hits(b wfBox) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

// wfChartLabels places the names of the stars that get one (here, the
// quest's target, those in range) around their dots so that no two
// names overlap, none covers a named star's dot and none leaves the
// chart. Here and the target are placed first, then the stars in range
// from the nearest; a name that finds no free place is left out (the
// destination list below the chart names every system in range).
func wfChartLabels(lang string, t wf.Travel) map[int]wfLabel {
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
	var taken []wfBox
	for _, s := range named {
		r := 5.0 // the largest dot, with its stroke
		taken = append(taken, wfBox{float64(s.X) - r, float64(s.Y) - r, float64(s.X) + r, float64(s.Y) + r})
	}
	chart := wfBox{float64(t.X0), float64(t.Y0), float64(t.X0 + t.W), float64(t.Y0 + t.H)}
	out := map[int]wfLabel{}
	for _, s := range named {
		w := float64(utf8.RuneCountInString(s.Name.In(lang))) * wfCharWidth
		x, y := float64(s.X), float64(s.Y)
		for _, c := range []struct {
			dx, dy float64
			anchor string
		}{
			{6, -5, "start"}, {6, 9, "start"}, {-6, -5, "end"}, {-6, 9, "end"},
			{0, -8, "middle"}, {0, 13, "middle"}, {8, 2.5, "start"}, {-8, 2.5, "end"},
		} {
			ax, ay := x+c.dx, y+c.dy
			b := wfBox{ax, ay - wfAscent, ax + w, ay + wfDescent}
			switch c.anchor {
			case "end":
				b.x0, b.x1 = ax-w, ax
			case "middle":
				b.x0, b.x1 = ax-w/2, ax+w/2
			}
			b = wfBox{b.x0 - wfLabelMargin, b.y0 - wfLabelMargin, b.x1 + wfLabelMargin, b.y1 + wfLabelMargin}
			if b.x0 < chart.x0 || b.y0 < chart.y0 || b.x1 > chart.x1 || b.y1 > chart.y1 {
				continue
			}
			if slices.ContainsFunc(taken, b.hits) {
				continue
			}
			taken = append(taken, b)
			out[s.Index] = wfLabel{X: fmt.Sprintf("%g", ax), Y: fmt.Sprintf("%g", ay), Anchor: c.anchor}
			break
		}
	}
	return out
}
