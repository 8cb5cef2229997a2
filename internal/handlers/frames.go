package handlers

import (
	"bytes"
	"context"

	"github.com/a-h/templ"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// maxFrames caps the frames one response carries. When a person's action
// sets off more bot actions than that, the earliest are dropped: the first
// frame shown then stands for several actions at once.
const maxFrames = 40

// frames records the person's seat's board after every action of one
// request, so the page can play the bots' turns back one at a time. Each
// board is rendered from View(kit.HumanSeat) at once, while the state is
// as it was after that action; nothing else of the state is kept.
type frames struct {
	f    ui.Frame
	list []ui.PlayFrame
	bots int // bot actions recorded
	// prev is the person's seat's view before the action being
	// recorded (nil before the first is known): the narration tells an
	// action's effects from what changed.
	prev any
	// audit, when set (by tests), sees every frame with the state it was
	// rendered from, to check the frame against that moment's secrets.
	audit func(state []byte, frame ui.PlayFrame)
}

// newFrames records for the board frame f; nil records nothing (a plain
// form post, which is answered with a redirect).
func newFrames(f ui.Frame) *frames { return &frames{f: f} }

// add records the board after seat's action act, and what say makes of
// it given the board's HTML.
func (fr *frames) add(ctx context.Context, seat int, act kit.Action, board templ.Component, say func(html string) string) error {
	if fr == nil {
		return nil
	}
	var buf bytes.Buffer
	if err := board.Render(ctx, &buf); err != nil {
		return err
	}
	if seat != kit.HumanSeat {
		fr.bots++
	}
	if len(fr.list) == maxFrames+1 {
		fr.list = append(fr.list[:0], fr.list[1:]...)
	}
	html := buf.String()
	fr.list = append(fr.list, ui.PlayFrame{HTML: html, Say: say(html), Seat: seat})
	return nil
}

// apply puts the recorded frames into the final board's frame: every
// frame but the last (which is the final board itself) to play, and the
// last one's sentence to say with it. Without bot actions there is
// nothing to play back.
func (fr *frames) apply(f *ui.Frame) {
	if fr == nil || len(fr.list) == 0 {
		return
	}
	last := fr.list[len(fr.list)-1]
	f.Say, f.Actor = last.Say, last.Seat
	if fr.bots > 0 {
		f.Frames = fr.list[:len(fr.list)-1]
	}
}
