package ui

import (
	"slices"
	"testing"
)

func TestNewEventsFindsWhatWasAppended(t *testing.T) {
	eq := func(a, b int) bool { return a == b }
	for _, c := range []struct {
		before, now, want []int
	}{
		{[]int{1, 2}, []int{1, 2, 3, 4}, []int{3, 4}},
		{[]int{1, 2, 3}, []int{2, 3, 4}, []int{4}}, // the log's head was cut
		{[]int{1, 2, 3}, []int{7}, []int{7}},       // a new round
		{nil, []int{5}, []int{5}},                  // nothing before
		{[]int{1, 2}, []int{1, 2}, []int{}},        // nothing new
		{[]int{1, 1}, []int{1, 1, 1}, []int{1}},    // repeats: the longest overlap
	} {
		if got := NewEvents(c.before, c.now, eq); !slices.Equal(got, c.want) && !(len(got) == 0 && len(c.want) == 0) {
			t.Errorf("NewEvents(%v, %v) = %v, want %v", c.before, c.now, got, c.want)
		}
	}
}
