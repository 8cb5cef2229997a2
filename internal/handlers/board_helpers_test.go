package handlers

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
)

// Browser steps shared by the board games' tests (chess, checkers, Open
// World Chess): the board is named by its selector (".cb-board") and its
// squares by data-sq.

// square is the selector of a square of board.
func square(board, sq string) string { return board + ` [data-sq="` + sq + `"]` }

// pickUp clicks the piece on sq and fails t unless want squares light up
// as its targets.
func pickUp(t *testing.T, ctx context.Context, board, sq string, want int) {
	t.Helper()
	do(t, ctx, "pick up "+sq, chromedp.Click(css(square(board, sq))))
	if n := eval[int](t, ctx, `document.querySelectorAll(`+jsQuote(board+` .sq.target`)+`).length`); n != want {
		t.Fatalf("%s shows %d targets, want %d", sq, n, want)
	}
}

// tapMove moves the piece on from to to with two taps and waits for the
// new board.
func tapMove(t *testing.T, ctx context.Context, board, from, to string) {
	t.Helper()
	v := boardVersion(t, ctx)
	do(t, ctx, "tap "+from+" then "+to, chromedp.Click(css(square(board, from))), chromedp.Click(css(square(board, to))), waitSwap(v))
}

// dragSquare drags a piece of board with the mouse from one square to
// another.
func dragSquare(board, from, to string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		js := `(function(board,f,to){
			function c(n){var r=document.querySelector(board+' [data-sq="'+n+'"]').getBoundingClientRect();return [r.left+r.width/2,r.top+r.height/2];}
			var a=c(f), b=c(to), el=document.querySelector(board+' [data-sq="'+f+'"]');
			function ev(type,x,y,target){(target||document).dispatchEvent(new PointerEvent(type,{bubbles:true,cancelable:true,clientX:x,clientY:y,pointerId:1,button:0,isPrimary:true,pointerType:'mouse'}));}
			ev('pointerdown',a[0],a[1],el);
			for(var i=1;i<=10;i++){ev('pointermove',a[0]+(b[0]-a[0])*i/10,a[1]+(b[1]-a[1])*i/10);}
			ev('pointerup',b[0],b[1],document.elementFromPoint(b[0],b[1]));
			return true;})(` + jsQuote(board) + `,'` + from + `','` + to + `')`
		_, err := chromedp.Evaluate[bool](js)(ctx, t)
		return err
	})
}
