package store

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ClockSeat is the seat of a step where only the clock moved on (an
// idle game's income, a move timer running out).
const ClockSeat = -1

// Step is one change of a game as its record keeps it: a seat's action
// (form-encoded, as the engine was given it) or the clock catching up,
// and the time the engine was given.
type Step struct {
	Seat int
	Act  string
	At   time.Time
}

// Clock reports whether only the clock moved on in this step.
func (s Step) Clock() bool { return s.Seat == ClockSeat }

// encodeSteps writes steps as the record's text: one line a step, the
// seat ("t" for the clock), its time after at when it differs, and the
// action. Form encoding escapes spaces and newlines, so they separate.
func encodeSteps(at time.Time, steps []Step) string {
	var b strings.Builder
	for i, st := range steps {
		if i > 0 {
			b.WriteByte('\n')
		}
		if st.Clock() {
			b.WriteByte('t')
		} else {
			b.WriteString(strconv.Itoa(st.Seat))
		}
		if d := st.At.UnixNano() - at.UnixNano(); d != 0 {
			b.WriteString(" @")
			b.WriteString(strconv.FormatInt(d, 10))
		}
		if !st.Clock() {
			b.WriteByte(' ')
			b.WriteString(st.Act)
		}
	}
	return b.String()
}

var errStepLine = errors.New("store: a malformed step")

// decodeSteps reads what encodeSteps wrote for a save at time at.
func decodeSteps(at int64, text string) ([]Step, error) {
	if text == "" {
		return nil, nil
	}
	lines := strings.Split(text, "\n")
	out := make([]Step, 0, len(lines))
	for _, line := range lines {
		head, rest, _ := strings.Cut(line, " ")
		st := Step{Seat: ClockSeat}
		if head != "t" {
			seat, err := strconv.Atoi(head)
			if err != nil || seat < 0 {
				return nil, fmt.Errorf("%w: %q", errStepLine, line)
			}
			st.Seat = seat
		}
		ns := at
		if strings.HasPrefix(rest, "@") {
			var d string
			d, rest, _ = strings.Cut(rest[1:], " ")
			delta, err := strconv.ParseInt(d, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("%w: %q", errStepLine, line)
			}
			ns += delta
		}
		st.At = time.Unix(0, ns).UTC()
		st.Act = rest
		out = append(out, st)
	}
	return out, nil
}
