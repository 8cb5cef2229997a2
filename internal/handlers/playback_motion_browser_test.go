package handlers

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// animatorScene builds a board of its own on the home page and plays
// one frame over it through static/js/playback.js, as an htmx swap
// does: a piece goes from a1 to e5 over c3, which the frame names in
// data-path, while a seat's bankroll falls and the pot rises. It
// returns what the animator did, leaving the frame playing.
const animatorScene = `(() => {
	document.documentElement.dataset.speed = "slow";
	let b = document.getElementById("board");
	if (!b) { b = document.createElement("div"); b.id = "board"; document.querySelector("main").append(b); }
	const sq = n => '<span data-sq="' + n + '" style="position:absolute;width:40px;height:40px;left:' +
		((n.charCodeAt(0) - 97) * 40) + 'px;top:' + ((5 - +n[1]) * 40) + 'px"></span>';
	const squares = ["a1", "b2", "c3", "d4", "e5"].map(sq).join("");
	const piece = at => '<span data-flip="p-white" style="position:absolute;width:30px;height:30px;left:' +
		((at.charCodeAt(0) - 97) * 40 + 5) + 'px;top:' + ((5 - +at[1]) * 40 + 5) + 'px"></span>';
	const board = (at, path, bank, pot) => '<div data-path="' + path + '" style="position:relative;height:220px">' + squares + piece(at) +
		'<span data-chips="1:bank" data-amount="' + bank + '" style="position:absolute;left:300px;top:0">' + bank + '</span>' +
		'<span data-chips="pot" data-amount="' + pot + '" style="position:absolute;left:300px;top:150px">' + pot + '</span></div>';
	b.innerHTML = board("a1", "", 500, 0);
	document.dispatchEvent(new CustomEvent("htmx:before:swap"));
	b.innerHTML = '<template data-frame data-actor="1" data-say="The bot jumps.">' + board("e5", "a1 c3 e5", 490, 10) + '</template>' +
		board("e5", "a1 c3 e5", 490, 10);
	document.dispatchEvent(new CustomEvent("htmx:after:swap"));
	const stage = b.querySelector(".pb-stage");
	const moved = stage && stage.querySelector('[data-flip="p-white"]');
	const anims = moved ? moved.getAnimations() : [];
	const keyframes = anims.length ? anims[0].effect.getKeyframes().length : 0;
	const chips = document.querySelectorAll(".pb-chip").length;
	return {playing: !!stage, keyframes, chips, said: document.getElementById("narration") ? document.getElementById("narration").textContent : ""};
})()`

// TestBrowserAnimatorPathsAndChips: the shared animator moves a piece
// through every square of its path (one keyframe a square, not one
// straight slide) and flies chips from a bankroll that fell to the pot
// that rose.
func TestBrowserAnimatorPathsAndChips(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 1280, 900)
	do(t, ctx, "home", chromedp.Navigate(h.srv.URL+"/"), chromedp.WaitReady(css("main")))
	do(t, ctx, "motion", emulateReducedMotion(false))
	got := eval[struct {
		Playing   bool
		Keyframes int
		Chips     int
		Said      string
	}](t, ctx, animatorScene)
	time.Sleep(300 * time.Millisecond) // for the screenshot alone: the chips on their way
	screenshot(t, ctx, "animator-path-chips")
	eval[bool](t, ctx, `window.hallPlayback.finish(), true`)
	if !got.Playing {
		t.Fatalf("the frame was not played: %+v", got)
	}
	if got.Keyframes != 3 {
		t.Errorf("the piece moved with %d keyframes, want 3 (a1, c3, e5)", got.Keyframes)
	}
	if got.Chips == 0 {
		t.Errorf("no chip flew from the bankroll to the pot")
	}
}
