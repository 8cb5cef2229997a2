package handlers

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/pharaoh"
)

func TestBrowserPharaoh(t *testing.T) {
	t.Parallel()
	onScreens(t, browserPharaoh)
}

// browserPharaoh starts a game from the form and plays with the mouse
// and the keys (l and Enter to play, 1-4 for a joker's suit, d to draw,
// p to pass, n for the next deal) until a deal has been scored and the
// next one dealt.
func browserPharaoh(t *testing.T, name string, width, height int) {
	table := cardTable{slug: "pharaoh", prefix: "ph", shot: "pharaoh"}
	h, ctx := table.open(t, name, width, height, "en", `.ph-table`, `input[name=matches][value="1"]`)
	var played cardPlays
	draws, jokers, scored, dealt := 0, 0, false, false
	for i := 0; i < 200 && !dealt; i++ {
		if table.over(t, ctx) {
			break
		}
		v := boardVersion(t, ctx)
		switch {
		case present(t, ctx, `.ph-summary [data-key="n"]`):
			scored = true
			screenshot(t, ctx, "pharaoh-deal-over-"+name)
			fitsWidth(t, ctx, width)
			key(t, ctx, "n", v)
			dealt = true
		case present(t, ctx, `.ph-call`):
			screenshot(t, ctx, "pharaoh-joker-"+name)
			if jokers%2 == 0 {
				key(t, ctx, "2", v)
			} else {
				do(t, ctx, "click a suit", chromedp.Click(css(`.ph-call-suit`), chromedp.NodeVisible), waitSwap(v))
			}
			jokers++
		case present(t, ctx, `.ph-hand button.pc`):
			table.playCard(t, ctx, v, i%2 == 0, &played)
			if played.clicks == 2 {
				screenshot(t, ctx, "pharaoh-play-"+name)
			}
		case present(t, ctx, `.ph [data-key="d"]`):
			key(t, ctx, "d", v)
			draws++
		case present(t, ctx, `.ph [data-key="p"]`):
			key(t, ctx, "p", v)
		default:
			t.Fatalf("the person's turn offers nothing to do: %s", text(t, ctx, `.ph-status`))
		}
	}
	if !scored {
		t.Fatal("no deal was scored in 200 moves")
	}
	played.bothWays(t)
	table.later(t, ctx, name, width, 12, `.ph-scores tbody tr`)
	t.Logf("%+v, %d draws, %d jokers", played, draws, jokers)

	// In Russian, the match played out to its end: the summary with
	// both hands, the match result and a new game.
	path := eval[string](t, ctx, `location.pathname`)
	phFinish(t, h, path)
	do(t, ctx, "russian",
		chromedp.Click(css(`form[action="/lang"] button[value="ru"]`)),
		chromedp.WaitVisible(css(`.ph-summary`)),
	)
	if !strings.Contains(text(t, ctx, `.ph-summary`), "Новая игра") || !eval[bool](t, ctx, `!!document.querySelector('.ph-match-result')`) {
		t.Error("the end shows the match result and a new game, in Russian")
	}
	fitsWidth(t, ctx, width)
	screenshot(t, ctx, "pharaoh-over-ru-"+name)
}

// phFinish plays a stored game to its end with plain moves, straight
// through the engine, and saves it.
func phFinish(t *testing.T, h *hall, path string) {
	t.Helper()
	phAdvance(t, h, path, func(pharaoh.View) bool { return false })
}

// phAdvance plays a stored game with plain moves, straight through the
// engine, until stop says so or the game is over, and saves it.
func phAdvance(t *testing.T, h *hall, path string, stop func(pharaoh.View) bool) {
	t.Helper()
	st, err := pharaoh.Game{}.Decode(h.row(path).State)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for i := 0; !st.Over() && !stop(st.View(pharaoh.Person, now)); i++ {
		if i > 50000 {
			t.Fatal("endless game")
		}
		seat, ok := st.NextBot()
		if !ok {
			seat = pharaoh.Person
		}
		if err := st.Apply(seat, phMove(st.View(seat, now)), now); err != nil {
			t.Fatal(err)
		}
	}
	data, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	h.setState(path, data)
}
