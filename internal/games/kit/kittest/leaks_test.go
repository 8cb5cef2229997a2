package kittest

import (
	"strings"
	"testing"

	"gamehall/internal/games/kit"
)

type hand struct{ Cards []string }

func TestLeaksInViewFindsWholeWords(t *testing.T) {
	qs := kit.Secret{What: "QS", JSON: []string{"QS"}}
	if leaks := LeaksInView(hand{[]string{"AQS", "QSX", "10S"}}, []kit.Secret{qs}); len(leaks) > 0 {
		t.Fatalf("parts of longer words reported: %v", leaks)
	}
	if leaks := LeaksInView(hand{[]string{"KS", "QS"}}, []kit.Secret{qs}); len(leaks) != 1 {
		t.Fatalf("a hidden card in the view: %v", leaks)
	}
	two := kit.Secret{What: "QS", JSON: []string{"QS"}, Copies: 1}
	if leaks := LeaksInView(hand{[]string{"QS"}}, []kit.Secret{two}); len(leaks) > 0 {
		t.Fatalf("the copy in sight reported: %v", leaks)
	}
	if leaks := LeaksInView(hand{[]string{"QS", "QS"}}, []kit.Secret{two}); len(leaks) != 1 {
		t.Fatalf("a second copy not reported: %v", leaks)
	}
}

type cell struct {
	State string
	Mine  bool `json:",omitempty"`
}

type field struct{ Cells []cell }

func TestLooks(t *testing.T) {
	look := kit.Look("a mine", kit.Place{Path: "/Cells/0", Mark: `data-x="0"`, Names: []string{`data-x="0"`}},
		kit.Place{Path: "/Cells/1", Mark: `data-x="1"`, Names: []string{`data-x="1"`}})
	same := field{[]cell{{State: "hidden"}, {State: "hidden"}}}
	if leaks := LeaksInView(same, []kit.Secret{look}); len(leaks) > 0 {
		t.Fatalf("twins reported: %v", leaks)
	}
	if leaks := LeaksInView(field{[]cell{{State: "hidden", Mine: true}, {State: "hidden"}}}, []kit.Secret{look}); len(leaks) != 1 {
		t.Fatalf("a mine in the view not reported: %v", leaks)
	}
	page := `<div><button data-x="0" class="c">·</button><button data-x="1" class="c">·</button></div>`
	if leaks := LeaksInPage(page, []kit.Secret{look}); len(leaks) > 0 || Looks(page, []kit.Secret{look}) != 1 {
		t.Fatalf("twins on the page reported: %v", leaks)
	}
	bad := strings.Replace(page, `data-x="0" class="c"`, `data-x="0" class="c m"`, 1)
	if leaks := LeaksInPage(bad, []kit.Secret{look}); len(leaks) != 1 {
		t.Fatalf("a mine that looks different not reported: %v", leaks)
	}
}

func TestLeaksInPageReadsMarkupAndText(t *testing.T) {
	qs := kit.Secret{What: "QS", HTML: []string{`"QS"`, "Q♠", "queen of spades"}}
	for _, page := range []string{
		`<span data-card="QS"></span>`,
		`<span class="sr-only">Queen of Spades</span>`,
		`<span class="pc-rank">Q</span><span class="pc-suit">♠</span>`,
	} {
		if leaks := LeaksInPage(page, []kit.Secret{qs}); len(leaks) == 0 {
			t.Errorf("not found in %s", page)
		}
	}
	if leaks := LeaksInPage(`<span data-card="KS">K♠</span><span>10♠</span>`, []kit.Secret{qs}); len(leaks) > 0 {
		t.Errorf("other cards reported: %v", leaks)
	}
}

func TestElement(t *testing.T) {
	page := `<div id="a"><div id="b"><i></i></div><input id="c" value="1"><p id="d"/></div>`
	for mark, want := range map[string]string{
		`id="a"`: page,
		`id="b"`: `<div id="b"><i></i></div>`,
		`id="c"`: `<input id="c" value="1">`,
		`id="d"`: `<p id="d"/>`,
		`"1"`:    `<input id="c" value="1">`,
		`nope`:   ``,
	} {
		if got := Element(page, mark); got != want {
			t.Errorf("Element(%s) = %q, want %q", mark, got, want)
		}
	}
}

func TestRNGSecretSkipsShortWords(t *testing.T) {
	s := kit.RNGSecret(newPCG(1, 2))
	for _, n := range s.JSON {
		if len(n) < 12 {
			t.Errorf("a short needle %q would match any small number", n)
		}
	}
	if len(s.JSON) < 3 {
		t.Errorf("needles %q", s.JSON)
	}
}
