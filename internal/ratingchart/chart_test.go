package ratingchart

import (
	"encoding/xml"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// cases are histories whose drawings are kept in testdata/<name>.svg.
var cases = map[string]struct {
	points []Point
	labels Labels
}{
	"one-game": {[]Point{{R: 1662.3, RD: 290.3}}, Labels{Title: "Chess: 1662? after 1 game", Last: "3 Dec 2026"}},
	"climb":    {climb(), Labels{Title: "Go 9x9: 1500 to 1712", First: "1 Nov 2026", Last: "3 Dec 2026"}},
	"flat":     {[]Point{{1500, 0}, {1500, 0}, {1500, 0}}, Labels{Title: "<flat & escaped>", First: "a", Last: "b"}},
	"russian":  {climb()[:6], Labels{Title: "Шашки: рейтинг", First: "1 нояб. 2026", Last: "3 дек. 2026"}},
}

// climb is a new player who wins more than loses: the rating rises and
// its deviation shrinks.
func climb() []Point {
	var out []Point
	r, rd := 1500.0, 350.0
	for i := range 20 {
		if i%3 == 2 {
			r -= 40
		} else {
			r += 60 - float64(i)*2
		}
		rd = max(rd*0.88, 60)
		out = append(out, Point{R: r, RD: rd})
	}
	return out
}

func TestGolden(t *testing.T) {
	for name, c := range cases {
		got := SVG(c.points, c.labels)
		path := filepath.Join("testdata", name+".svg")
		if *update {
			if err := os.WriteFile(path, []byte(got+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v (run go test -update)", name, err)
		}
		if got+"\n" != string(want) {
			t.Errorf("%s: the drawing changed; if that is meant, run go test ./internal/ratingchart -update and look at it\ngot:  %s\nwant: %s", name, got, want)
		}
	}
}

// TestWellFormed: every drawing is well-formed XML whose coordinates lie
// inside the viewBox, and its title is escaped text.
func TestWellFormed(t *testing.T) {
	for name, c := range cases {
		svg := SVG(c.points, c.labels)
		dec := xml.NewDecoder(strings.NewReader(svg))
		for {
			tok, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v\n%s", name, err, svg)
			}
			el, ok := tok.(xml.StartElement)
			if !ok {
				continue
			}
			for _, a := range el.Attr {
				var vals []string
				switch a.Name.Local {
				case "x", "x1", "x2", "cx", "y", "y1", "y2", "cy":
					vals = []string{a.Value}
				case "points":
					for _, pair := range strings.Fields(a.Value) {
						vals = append(vals, strings.Split(pair, ",")...)
					}
				}
				for _, v := range vals {
					f, err := strconv.ParseFloat(v, 64)
					if err != nil || f < 0 || f > Width {
						t.Errorf("%s: <%s %s=%q> is outside the drawing", name, el.Name.Local, a.Name.Local, a.Value)
					}
				}
			}
		}
	}
	if SVG(nil, Labels{}) != "" {
		t.Error("no points should draw nothing")
	}
}

func TestNiceStep(t *testing.T) {
	for span, want := range map[float64]float64{0: 50, 40: 10, 400: 100, 700: 200, 1900: 500} {
		if got := niceStep(span); got != want {
			t.Errorf("niceStep(%v) = %v, want %v", span, got, want)
		}
	}
}
