package handlers

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/tonk"
)

// TestBrowserTonk plays at a table of three bots; the phone plays in
// Russian, whose words run longer.
func TestBrowserTonk(t *testing.T) {
	t.Parallel()
	lang := map[string]string{"desktop": "en", "phone": "ru"}
	onScreens(t, func(t *testing.T, name string, width, height int) {
		browserTonk(t, name, width, height, "3", lang[name])
	})
}

// browserTonk sits down at a table from the form and plays with the
// mouse and the seed's keys (d and p to draw, l and Enter to discard,
// 1-9 to hit, n for the next hand) until two hands are settled.
func browserTonk(t *testing.T, name string, width, height int, bots, lang string) {
	table := cardTable{slug: "tonk", prefix: "tk", shot: "tonk"}
	_, ctx := table.open(t, name, width, height, lang, `.tk-table`, `input[name=bots][value="`+bots+`"]`)
	botSeats(t, ctx, `li.tk-seat`, mustAtoi(bots))
	keys, clicks, hits, settled := 0, 0, 0, 0
	for i := 0; i < 200 && settled < 2; i++ {
		if table.over(t, ctx) {
			break
		}
		v := boardVersion(t, ctx)
		phase := eval[string](t, ctx, `document.querySelector('.tk').dataset.phase`)
		switch {
		case phase == "hand-over":
			settled++
			screenshot(t, ctx, "tonk-hand-over-"+name)
			fitsWidth(t, ctx, width)
			key(t, ctx, "n", v)
		case phase == "start":
			if i%2 == 0 {
				key(t, ctx, "d", v)
				keys++
			} else {
				do(t, ctx, "click the pile", chromedp.Click(css(`.tk-pile .tk-pick`), chromedp.NodeVisible), waitSwap(v))
				clicks++
			}
		case present(t, ctx, `.tk-hit`):
			// Choose the first card that hits, press its spread's number.
			n := eval[string](t, ctx, `document.querySelector('.tk-hit').closest('.tk-spread').dataset.n`)
			card := eval[string](t, ctx, `document.querySelector('.tk-hit').value`)
			eval[bool](t, ctx, `(document.querySelector('.tk-hand input[value="`+card+`"]').focus(), true)`)
			key(t, ctx, n, v)
			hits++
			screenshot(t, ctx, "tonk-hit-"+name)
		case i%2 == 0:
			// l moves to the next card; skip the one just taken.
			do(t, ctx, "key l", chromedp.KeyEvent("l"))
			for eval[bool](t, ctx, `!!document.activeElement.closest('.tk-fresh')`) {
				do(t, ctx, "key l", chromedp.KeyEvent("l"))
			}
			if keys < 3 {
				screenshot(t, ctx, "tonk-drawn-"+name)
			}
			key(t, ctx, "\r", v)
			keys++
		default:
			do(t, ctx, "tick and discard",
				chromedp.Click(css(`.tk-hand label.pc:not(.tk-fresh)`), chromedp.NodeVisible),
				chromedp.Click(css(`.tk-actions button[value=discard]`)),
				waitSwap(v))
			clicks++
		}
	}
	if settled == 0 && !table.over(t, ctx) {
		t.Fatal("no hand was settled in 200 moves")
	}
	if keys == 0 || clicks == 0 {
		t.Errorf("played %d moves by keys and %d by clicks", keys, clicks)
	}
	if !present(t, ctx, `.tk-log li`) {
		t.Error("the log shows what the bots did")
	}
	if !present(t, ctx, `.tk-history li`) {
		t.Error("the latest hands list the settled hand")
	}
	fitsWidth(t, ctx, width)
	growHands(t, ctx, ".tk-hand", 6)
	growHands(t, ctx, ".tk-spread-cards", 13)
	fitsWidth(t, ctx, width)
	screenshot(t, ctx, "tonk-later-"+name)
	t.Logf("%d moves by keys, %d by clicks, %d hits, %d hands settled", keys, clicks, hits, settled)
}

// TestBrowserTonkSpreadAndHit deals the person four sevens at their
// first turn (by rewriting the stored hand) and plays them with the
// seed's keys: D to draw, Space to mark three sevens, M to spread them,
// the spread's number to hit it with the fourth, Enter to discard.
func TestBrowserTonkSpreadAndHit(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := screenTab(t, 1280, 900)
	do(t, ctx, "new game", chromedp.Navigate(h.srv.URL+"/play/tonk"))
	do(t, ctx, "sit down", newGameSteps(`.tk-new-form`, `.tk-table`, `input[name=level][value="easy"]`, `input[name=dealtonk][value="off"]`)...)
	game := eval[string](t, ctx, `location.pathname`)
	rank := tonkGiveHand(t, h, game)
	do(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(css(`.tk-table`)))
	v := boardVersion(t, ctx)
	key(t, ctx, "d", v)
	sevens := []string{rank + "C", rank + "D", rank + "H"}
	for _, c := range sevens {
		eval[bool](t, ctx, `(document.querySelector('.tk-hand input[value="`+c+`"]').focus(), true)`)
		do(t, ctx, "space on "+c, chromedp.KeyEvent(" "))
	}
	if n := eval[float64](t, ctx, `document.querySelectorAll('.tk-hand input:checked').length`); n != 3 {
		t.Fatalf("%v cards marked, want 3", n)
	}
	screenshot(t, ctx, "tonk-marked-desktop")
	v = boardVersion(t, ctx)
	key(t, ctx, "m", v)
	n := eval[string](t, ctx, `String(Math.max.apply(null, Array.prototype.map.call(document.querySelectorAll('.tk-spread'), function (s) { return +s.dataset.n; })))`)
	if !eval[bool](t, ctx, `!!document.querySelector('.tk-spread[data-n="`+n+`"] .tk-hit[value="`+rank+`S"]')`) {
		t.Fatal("the fourth seven is offered as a hit on the new book")
	}
	screenshot(t, ctx, "tonk-spread-desktop")
	eval[bool](t, ctx, `(document.querySelector('.tk-hand input[value="`+rank+`S"]').focus(), true)`)
	v = boardVersion(t, ctx)
	key(t, ctx, n, v)
	if got := eval[float64](t, ctx, `document.querySelector('.tk-spread[data-n="`+n+`"]').querySelectorAll('.pc').length`); got != 4 {
		t.Fatalf("the book holds %v cards after the hit", got)
	}
	// Enter discards the chosen card (the first that is not fresh).
	eval[bool](t, ctx, `(document.querySelector('.tk-hand input').focus(), true)`)
	v = boardVersion(t, ctx)
	key(t, ctx, "\r", v)
	if !eval[bool](t, ctx, `/spread|hit/i.test(document.querySelector('.tk-log').textContent)`) {
		t.Error("the log shows the spread and the hit")
	}
	screenshot(t, ctx, "tonk-after-hit-desktop")
}

// tonkGiveHand waits for the person's first turn and swaps cards so
// that they hold the four cards of one rank (one whose cards are not on
// the table), returning the rank's code.
func tonkGiveHand(t *testing.T, h *hall, game string) string {
	t.Helper()
	row := h.row(game)
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(row.State))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	if m["ph"] != "start" || m["tn"].(json.Number).String() != "0" {
		t.Skip("not the person's turn at the start")
	}
	handsAny := m["h"].([]any)
	hands := make([]uint64, len(handsAny))
	for i, x := range handsAny {
		hands[i], _ = strconv.ParseUint(x.(json.Number).String(), 10, 64)
	}
	stock, _ := base64.StdEncoding.DecodeString(m["st"].(string))
	pile, _ := base64.StdEncoding.DecodeString(m["pi"].(string))
	var onTable uint64
	if sp, ok := m["sp"].([]any); ok {
		for _, s := range sp {
			c, _ := strconv.ParseUint(s.(map[string]any)["c"].(json.Number).String(), 10, 64)
			onTable |= c
		}
	}
	for _, r := range []cards.Rank{cards.Seven, cards.Eight, cards.Nine, cards.Six, cards.Five} {
		var want uint64
		for _, s := range cards.Suits {
			want |= 1 << cards.Of(r, s).Byte()
		}
		if want&onTable != 0 {
			continue
		}
		for _, s := range cards.Suits {
			c := cards.Of(r, s).Byte()
			bit := uint64(1) << c
			if hands[0]&bit != 0 {
				continue
			}
			var x byte
			for b := byte(8); b < 64; b++ {
				if hands[0]&(1<<b) != 0 && want&(1<<b) == 0 {
					x = b
					break
				}
			}
			xbit := uint64(1) << x
			moved := false
			for j := 1; j < len(hands) && !moved; j++ {
				if hands[j]&bit != 0 {
					hands[j] = hands[j]&^bit | xbit
					moved = true
				}
			}
			for _, list := range [][]byte{stock, pile} {
				if i := bytes.IndexByte(list, c); i >= 0 && !moved {
					list[i] = x
					moved = true
				}
			}
			if !moved {
				t.Fatalf("card %v is nowhere", cards.Card(c))
			}
			hands[0] = hands[0]&^xbit | bit
		}
		m["h"] = hands
		m["st"] = base64.StdEncoding.EncodeToString(stock)
		m["pi"] = base64.StdEncoding.EncodeToString(pile)
		m["tk"] = make([]uint64, len(hands))
		data, _ := json.Marshal(m)
		if _, err := (tonk.Game{}).Decode(data); err != nil {
			t.Fatalf("the rigged state: %v", err)
		}
		h.setState(game, data)
		return r.Code()
	}
	t.Skip("no rank free of the table")
	return ""
}
