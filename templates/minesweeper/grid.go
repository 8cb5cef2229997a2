package minesweeper

import (
	"context"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/a-h/templ"

	"gamehall/internal/games/minesweeper"
	"gamehall/templates/ui"
)

// grid writes the field's rows straight into one buffer. An Expert
// field is 480 cells and every move sends it whole, so this is the
// hottest markup of the hall: written through templ components it cost
// about 15 allocations a cell; here it is a handful per field. The
// markup is the same as a templ component would write: every string put
// into it is one of the constants below or a number.
func grid(f ui.Frame, v minesweeper.View) templ.Component {
	return templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		labels := labels(f.Lang)
		over := v.Status.Over()
		b := make([]byte, 0, 64+v.Width*v.Height*150)
		for y := 0; y < v.Height; y++ {
			b = append(b, `<div class="ms-row" role="row">`...)
			for x := 0; x < v.Width; x++ {
				c := v.At(x, y)
				button := !over && !(c.State == minesweeper.Open && c.Count == 0)
				if button {
					b = append(b, `<button type="submit" name="cell" value="`...)
					b = strconv.AppendInt(b, int64(x), 10)
					b = append(b, ',')
					b = strconv.AppendInt(b, int64(y), 10)
					b = append(b, `" class="`...)
				} else {
					b = append(b, `<span class="`...)
				}
				b = append(b, "c "...)
				b = append(b, c.State.String()...)
				if c.State == minesweeper.Open && c.Count > 0 {
					b = append(b, " n"...)
					b = strconv.AppendInt(b, int64(c.Count), 10)
				}
				b = append(b, `" role="gridcell" aria-label="`...)
				b = append(b, labels.of(c)...)
				b = append(b, `" data-x="`...)
				b = strconv.AppendInt(b, int64(x), 10)
				b = append(b, `" data-y="`...)
				b = strconv.AppendInt(b, int64(y), 10)
				b = append(b, `" tabindex="-1">`...)
				b = append(b, face(c)...)
				if button {
					b = append(b, "</button>"...)
				} else {
					b = append(b, "</span>"...)
				}
			}
			b = append(b, "</div>"...)
		}
		_, err := w.Write(b)
		return err
	})
}

// cellLabels are a cell's accessible names in one language, already
// escaped for an attribute (they hold no character that needs it).
type cellLabels struct {
	closed, empty, flag, mine, exploded, wrongFlag string
}

func (l *cellLabels) of(c minesweeper.Cell) string {
	switch c.State {
	case minesweeper.Open:
		if c.Count == 0 {
			return l.empty
		}
		return digits[c.Count]
	case minesweeper.Flagged:
		return l.flag
	case minesweeper.Mine:
		return l.mine
	case minesweeper.Exploded:
		return l.exploded
	case minesweeper.WrongFlag:
		return l.wrongFlag
	}
	return l.closed
}

var digits = [...]string{"0", "1", "2", "3", "4", "5", "6", "7", "8"}

func labels(lang string) *cellLabels {
	return &cellLabels{
		closed:    ui.Tr(lang, "closed", "закрыто"),
		empty:     ui.Tr(lang, "empty", "пусто"),
		flag:      ui.Tr(lang, "flag", "флаг"),
		mine:      ui.Tr(lang, "mine", "мина"),
		exploded:  ui.Tr(lang, "exploded mine", "взорванная мина"),
		wrongFlag: ui.Tr(lang, "wrong flag", "ошибочный флаг"),
	}
}

// face is what a cell shows: its count or an icon.
func face(c minesweeper.Cell) string {
	switch c.State {
	case minesweeper.Open:
		if c.Count > 0 {
			return digits[c.Count]
		}
	case minesweeper.Flagged:
		return icons().flag
	case minesweeper.Mine, minesweeper.Exploded:
		return icons().mine
	case minesweeper.WrongFlag:
		return icons().cross
	}
	return ""
}

// icons renders the icon components once, so the grid can copy their
// markup instead of running them for every cell.
var icons = sync.OnceValue(func() struct{ flag, mine, cross string } {
	render := func(c templ.Component) string {
		var sb strings.Builder
		if err := c.Render(context.Background(), &sb); err != nil {
			panic(err) // constant markup: cannot fail
		}
		return sb.String()
	}
	return struct{ flag, mine, cross string }{render(ui.IconFlag()), render(ui.IconMine()), render(ui.IconCross())}
})
