package handlers

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	chessbot "gamehall/internal/ai/chess"
	"gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
	chessview "gamehall/templates/chess"
	"gamehall/templates/ui"
)

// chessState decodes a chess game's stored state.
func chessState(t *testing.T, h *hall, game string) *chess.State {
	t.Helper()
	return storedState(t, h, chess.Game{}, game).(*chess.State)
}

func chessMoves(t *testing.T, h *hall, game string) []string {
	t.Helper()
	return chessState(t, h, game).View(0, time.Now()).Moves
}

// scriptedBot plays the given UCI moves on the bot's turns, then plays
// like the real bot: a bot that can be made to play known moves.
func scriptedBot(moves ...string) kit.Bot[chess.View] {
	return scripted(chessbot.Bot, "move", moves, func(v chess.View) (int, bool) {
		return botMoves(len(v.Moves), v.Bot == "white"), v.DrawOffer == ""
	})
}

// TestBrowserChessFoolsMate plays black against a bot scripted to walk
// into the fool's mate: pieces moved by click and by drag, mate shown.
func TestBrowserChessFoolsMate(t *testing.T) {
	t.Parallel()
	h := oneGameHall(t, chess.Game{}, chessview.View, scriptedBot("f2f3", "g2g4"))
	ctx := newBrowser(t, 1280, 900)
	base := h.srv.URL

	do(t, ctx, "new game as black", chromedp.Navigate(base+"/play/chess"))
	do(t, ctx, "start", newGameSteps(`.chess-new-form`, `.cb-board`, `input[value=black]`)...)
	if got := text(t, ctx, ".cb-moves"); !strings.Contains(got, "f3") {
		t.Fatalf("the bot's opening is not listed: %q", got)
	}
	screenshot(t, ctx, "chess-start-desktop")

	// Click the e7 pawn: its targets light up; click e5.
	pickUp(t, ctx, `.cb-board`, "e7", 2)
	screenshot(t, ctx, "chess-selected-desktop")
	v := boardVersion(t, ctx)
	do(t, ctx, "put down on e5", chromedp.Click(css(`.cb-board [data-sq="e5"]`)), waitSwap(v))
	if got := text(t, ctx, ".cb-moves"); !strings.Contains(got, "g4") {
		t.Fatalf("the bot's reply is not listed: %q", got)
	}

	// Drag the queen to h4: mate.
	v = boardVersion(t, ctx)
	do(t, ctx, "drag Qd8-h4", dragSquare(`.cb-board`, "d8", "h4"), waitSwap(v))
	status := text(t, ctx, ".cb-status")
	if !strings.Contains(status, "Checkmate") || !strings.Contains(status, "you win") {
		t.Fatalf("status after Qh4: %q", status)
	}
	if !eval[bool](t, ctx, `!!document.querySelector('.cb-board .sq.check[data-sq="e1"]')`) {
		t.Error("the mated king's square is not marked")
	}
	screenshot(t, ctx, "chess-mate-desktop")

	do(t, ctx, "profile", chromedp.Navigate(base+"/profile"))
	screenshot(t, ctx, "chess-profile-desktop")
}

func TestBrowserChessPhone(t *testing.T) {
	t.Parallel()
	h := oneGameHall(t, chess.Game{}, chessview.View, scriptedBot())
	ctx := newBrowser(t, 390, 844)
	do(t, ctx, "new game on a phone",
		chromedp.Navigate(h.srv.URL+"/play/chess"),
		chromedp.WaitVisible(css(`.chess-new-form`)),
	)
	screenshot(t, ctx, "chess-new-phone")
	do(t, ctx, "start",
		chromedp.Click(css(`.chess-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.cb-board`)),
	)
	tapMove(t, ctx, `.cb-board`, "e2", "e4")
	if w := eval[float64](t, ctx, `document.querySelector('.cb-board').getBoundingClientRect().width`); w < 340 {
		t.Errorf("the board is %.0f px wide on a 390 px phone", w)
	}
	screenshot(t, ctx, "chess-phone")
	piecesDrawn(t, ctx)
}

// TestChessBoardOffersPromotion renders a board where a pawn can
// promote: the choice of piece is on the page, queen first and checked.
func TestChessBoardOffersPromotion(t *testing.T) {
	t.Parallel()
	rec := `{"v":1,"start":"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1","human":"white","level":"easy","created":"2026-01-01T00:00:00Z"}`
	st, err := chess.Game{}.Decode([]byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	f := ui.Frame{GameID: 7, Version: 3, Slug: "chess", Lang: "ru"}
	if err := chessview.Board(f, st.View(kit.HumanSeat, time.Now())).Render(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	html := b.String()
	for _, want := range []string{`class="cb-promo"`, `name="promo" value="q" checked`, `value="n"`, `data-promo="b8"`, "Пешка превращается в", `name="v" value="3"`} {
		if !strings.Contains(html, want) {
			t.Errorf("missing %q", want)
		}
	}
}
