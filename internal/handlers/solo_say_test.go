package handlers

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// recordSays reads the narration of every step of a finished game's
// record, in the player's language, as one text.
func recordSays(t *testing.T, p *player, game string, steps int) string {
	t.Helper()
	id := gameIDOf(t, game)
	var all strings.Builder
	for k := 1; k <= steps; k++ {
		r := p.get(fmt.Sprintf("/r/%d?n=%d", id, k))
		if r.status != http.StatusOK {
			t.Fatalf("record step %d: %d", k, r.status)
		}
		all.WriteString(r.body)
	}
	return all.String()
}

// TestReplayNarratesSolitaires: a Klondike record tells the cards drawn,
// moved home or onto a column and turned over; a Minesweeper record the
// cells opened and flagged and the mine that ended the game; in English
// and Russian.
func TestReplayNarratesSolitaires(t *testing.T) {
	h, p := newHallPlayer(t)
	kl := p.newGame("klondike", url.Values{"winnable": {"1"}})
	winByHints(t, p, kl)

	ms := p.newGame("minesweeper", url.Values{"preset": {"beginner"}})
	p.act(ms, url.Values{"do": {"reveal"}, "x": {"4"}, "y": {"4"}})
	p.act(ms, url.Values{"do": {"flag"}, "x": {"0"}, "y": {"0"}})
	p.act(ms, url.Values{"do": {"flag"}, "x": {"0"}, "y": {"0"}})
	var st struct {
		W     int    `json:"w"`
		Cells []byte `json:"c"`
	}
	if err := json.Unmarshal(h.row(ms).State, &st); err != nil {
		t.Fatal(err)
	}
	for i, c := range st.Cells {
		if c&1 != 0 { // a mine
			p.act(ms, url.Values{"do": {"reveal"}, "x": {fmt.Sprint(i % st.W)}, "y": {fmt.Sprint(i / st.W)}})
			break
		}
	}
	if !h.row(ms).Over {
		t.Fatal("the Minesweeper game did not end")
	}

	for _, c := range []struct {
		lang     string
		klondike []string
		mines    []string
	}{
		{"en", []string{"You draw: ", " goes home.", " to column ", " turns over.", "You ask for a hint."},
			[]string{"You open column 5, row 5", "cells open.", "You flag column 1, row 1.", "You take the flag off column 1, row 1.", ": a mine. The game is lost."}},
		{"ru", []string{"Вы берёте из колоды: ", " — на базу.", " — в столбец ", " открывается ", "Вы просите подсказку."},
			[]string{"Вы открываете столбец 5, строка 5", "Вы ставите флаг: столбец 1, строка 1.", "Вы снимаете флаг: столбец 1, строка 1.", ": мина. Игра проиграна."}},
	} {
		p.post("/lang", url.Values{"lang": {c.lang}, "back": {"/"}})
		says := recordSays(t, p, kl, 120)
		for _, w := range c.klondike {
			if !strings.Contains(says, w) {
				t.Errorf("%s: the Klondike record never says %q", c.lang, w)
			}
		}
		says = recordSays(t, p, ms, 4)
		for _, w := range c.mines {
			if !strings.Contains(says, w) {
				t.Errorf("%s: the Minesweeper record never says %q", c.lang, w)
			}
		}
	}
}
