package formscan

import (
	"math/rand/v2"
	"testing"
)

const page = `<form id="play" action="/games/7" method="post">
	<input type="hidden" name="v" value="3"/>
	<input type="radio" name="do" value="reveal" checked/><input type="radio" name="do" value="flag"/>
	<button type="submit" name="cell" value="1,2">x</button>
	<button type="submit" name="cell" value="3,4" disabled>y</button>
</form>
<button form="play" name="cell" value="5,6">outside</button>
<form action="/games/7" method="post"><input type="hidden" name="do" value="resign"/><button disabled>Resign</button></form>
<form action="/play/minesweeper" method="post"><button>New game</button></form>
<form action="/games/7" method="post"><input type="checkbox" name="card" value="a&amp;b"/><button name="do" value="pass">Pass</button></form>`

func TestPostingFindsEnabledControlsOfTheGamesForms(t *testing.T) {
	forms := Posting(page, "/games/7")
	if len(forms) != 2 {
		t.Fatalf("%d forms, want the two with an enabled button", len(forms))
	}
	f := forms[0]
	if f.ID != "play" || len(f.buttons) != 2 || f.buttons[1] != [2]string{"cell", "5,6"} {
		t.Errorf("first form: %+v", f)
	}
	if got := forms[1].checks["card"]; len(got) != 1 || got[0] != "a&b" {
		t.Errorf("checkbox values %q, want the unescaped a&b", got)
	}
}

func TestRandomSubmitFillsOneOfEachGroup(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	for range 200 {
		form := RandomSubmit(rng, Posting(page, "/games/7"))
		if form.Has("cell") {
			if form.Get("v") != "3" || (form.Get("do") != "reveal" && form.Get("do") != "flag") {
				t.Fatalf("play form without its hidden field or a mode: %v", form)
			}
			if form.Get("cell") == "3,4" {
				t.Fatal("a disabled button was pressed")
			}
		}
		seen[form.Get("cell")+form.Get("do")] = true
	}
	if len(seen) < 4 {
		t.Errorf("only %d different submissions in 200", len(seen))
	}
	if RandomSubmit(rng, nil) != nil {
		t.Error("no forms must give no submission")
	}
}
