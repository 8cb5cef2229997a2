package kit

import "testing"

func TestPace(t *testing.T) {
	var p Pace
	// A person: one action every 60 ms (16 a second) never trips it.
	for i := range 100 {
		if p.Note(int64(i * 60)) {
			t.Fatalf("action %d at 16 a second counted as too fast", i)
		}
	}
	if len(p) != PaceActions {
		t.Fatalf("kept %d times", len(p))
	}
	// A script: twelve actions in 0.3 s.
	var s Pace
	tripped := false
	for i := range PaceActions {
		tripped = s.Note(int64(10000 + i*25))
	}
	if !tripped {
		t.Fatal("twelve actions in 0.3 s not caught")
	}
}
