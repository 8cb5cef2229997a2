// Package ratingchart draws a rating's history as a small SVG chart,
// rendered on the server so it needs no JavaScript: the rating as a line
// over its games, the band of ±RD around it (how sure the rating is),
// a few round gridlines and the first and last dates.
//
// The chart is drawn in a 360×160 viewBox, a phone's width, and scales
// with its container. Colours come from CSS classes (rc-band, rc-line,
// rc-grid, rc-text, rc-dot) so the page's light and dark themes apply.
// The package is pure: the caller gives the points and the labels.
package ratingchart

import (
	"fmt"
	"html"
	"math"
	"strings"
)

// Point is the rating after one game.
type Point struct {
	R, RD float64
}

// Labels are the texts the chart shows, in the page's language.
type Labels struct {
	Title       string // for screen readers, e.g. "Chess rating: 1500 to 1623 over 24 games"
	First, Last string // the dates of the first and last point
}

// Size of the drawing, in viewBox units.
const (
	Width  = 360
	Height = 160
	left   = 40 // room for the rating labels
	right  = 10
	top    = 10
	bottom = 22 // room for the dates
)

// SVG draws the chart. With no points it returns "".
func SVG(points []Point, l Labels) string {
	if len(points) == 0 {
		return ""
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range points {
		lo = min(lo, p.R-p.RD)
		hi = max(hi, p.R+p.RD)
	}
	step := niceStep(hi - lo)
	lo = math.Floor(lo/step) * step
	hi = math.Ceil(hi/step) * step
	if hi-lo < step {
		hi = lo + step
	}
	plotW, plotH := float64(Width-left-right), float64(Height-top-bottom)
	x := func(i int) float64 {
		if len(points) == 1 {
			return left + plotW/2
		}
		return left + plotW*float64(i)/float64(len(points)-1)
	}
	y := func(r float64) float64 { return top + plotH*(hi-r)/(hi-lo) }

	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="rating-chart" viewBox="0 0 %d %d" role="img" aria-label="%s" xmlns="http://www.w3.org/2000/svg">`,
		Width, Height, html.EscapeString(l.Title))
	fmt.Fprintf(&b, `<title>%s</title>`, html.EscapeString(l.Title))
	for v := lo; v <= hi+step/2; v += step {
		fmt.Fprintf(&b, `<line class="rc-grid" x1="%d" x2="%d" y1="%s" y2="%s"/>`, left, Width-right, num(y(v)), num(y(v)))
		fmt.Fprintf(&b, `<text class="rc-text" x="%d" y="%s" text-anchor="end" dominant-baseline="middle">%d</text>`,
			left-4, num(y(v)), int(v))
	}
	// The ±RD band: along the top edge, then back along the bottom.
	var band []string
	for i, p := range points {
		band = append(band, num(x(i))+","+num(y(p.R+p.RD)))
	}
	for i := len(points) - 1; i >= 0; i-- {
		band = append(band, num(x(i))+","+num(y(points[i].R-points[i].RD)))
	}
	if len(points) > 1 {
		fmt.Fprintf(&b, `<polygon class="rc-band" points="%s"/>`, strings.Join(band, " "))
		var line []string
		for i, p := range points {
			line = append(line, num(x(i))+","+num(y(p.R)))
		}
		fmt.Fprintf(&b, `<polyline class="rc-line" points="%s"/>`, strings.Join(line, " "))
	} else {
		p := points[0]
		fmt.Fprintf(&b, `<line class="rc-band-bar" x1="%s" x2="%s" y1="%s" y2="%s"/>`,
			num(x(0)), num(x(0)), num(y(p.R+p.RD)), num(y(p.R-p.RD)))
	}
	last := len(points) - 1
	fmt.Fprintf(&b, `<circle class="rc-dot" cx="%s" cy="%s" r="3"/>`, num(x(last)), num(y(points[last].R)))
	dateY := Height - 6
	if l.First != "" && len(points) > 1 {
		fmt.Fprintf(&b, `<text class="rc-text" x="%d" y="%d">%s</text>`, left, dateY, html.EscapeString(l.First))
	}
	if l.Last != "" {
		fmt.Fprintf(&b, `<text class="rc-text" x="%d" y="%d" text-anchor="end">%s</text>`, Width-right, dateY, html.EscapeString(l.Last))
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// niceStep is a round gridline step (1, 2 or 5 times a power of ten)
// that puts three to six lines over the span.
func niceStep(span float64) float64 {
	if !(span > 0) {
		return 50
	}
	raw := span / 4
	pow := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*pow >= raw {
			return max(m*pow, 10)
		}
	}
	return 10 * pow
}

// num prints a coordinate with one decimal, without a trailing ".0".
func num(f float64) string {
	s := fmt.Sprintf("%.1f", f)
	return strings.TrimSuffix(s, ".0")
}
