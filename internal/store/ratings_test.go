package store_test

import (
	"math"
	"testing"

	"gamehall/internal/rating"
	"gamehall/internal/store"
)

// TestRatingDecays: a rating's deviation grows with the days since the
// player's last game (one Glicko-2 rating period a day), both as shown
// and as the next game starts from.
func TestRatingDecays(t *testing.T) {
	st, ctx := newStore(t)
	ann := account(t, st, "ann").ID
	rd := store.Rated{Key: "chess", Opponent: rating.Fixed(1500)}
	for i := range 20 {
		if _, err := st.RecordRated(ctx, ann, int64(i+1), "chess", rd, float64(i%2)); err != nil {
			t.Fatal(err)
		}
	}
	list, now, err := st.Ratings(ctx, ann)
	if err != nil || len(list) != 1 {
		t.Fatal(list, err)
	}
	fresh := list[0].Now(now)
	if fresh.Provisional() {
		t.Fatalf("after 20 games RD %.1f is still provisional", fresh.RD)
	}
	// Ninety days away.
	if _, err := st.Pool().Exec(ctx, `UPDATE ratings SET updated_at = updated_at - interval '90 days' WHERE user_id = $1`, ann); err != nil {
		t.Fatal(err)
	}
	list, now, _ = st.Ratings(ctx, ann)
	away := list[0].Now(now)
	want := list[0].Rating.Decay(90)
	if math.Abs(away.RD-want.RD) > 1e-9 || !(away.RD > fresh.RD) || away.R != fresh.R {
		t.Errorf("after 90 days away: %+v, want RD %.2f (was %.2f) and the same rating", away, want.RD, fresh.RD)
	}
	next, err := st.RecordRated(ctx, ann, 100, "chess", rd, rating.Win)
	if err != nil {
		t.Fatal(err)
	}
	if exp := want.Update([]rating.Result{{Opponent: rd.Opponent, Score: rating.Win}}, rating.DefaultTau); math.Abs(next.R-exp.R) > 1e-6 {
		t.Errorf("the game after the break rated from %+v to %.2f, want %.2f", want, next.R, exp.R)
	}
}

// TestMoveGamesMergesStandings: a guest who signs in to an account
// brings their standings (counts add up, the better best stays) and a
// rating the account lacks; the account's own rating stays its own.
func TestMoveGamesMergesStandings(t *testing.T) {
	st, ctx := newStore(t)
	ann := account(t, st, "ann").ID
	guest, err := st.CreateGuest(ctx, "en")
	if err != nil {
		t.Fatal(err)
	}
	win := func(ms int64) store.Result {
		return store.Result{Board: "beginner", Order: store.OrderLow, Outcome: "win", Score: ms, Ranked: true}
	}
	finish(t, st, ann, "minesweeper", win(9000))
	finish(t, st, guest.ID, "minesweeper", win(6000))
	finish(t, st, guest.ID, "minesweeper", win(8000))
	chess := &store.Rated{Key: "chess", Opponent: rating.Fixed(1500)}
	checkers := &store.Rated{Key: "checkers", Opponent: rating.Fixed(1500)}
	finish(t, st, ann, "chess", store.Result{Board: "easy", Outcome: "loss", Ranked: true, Rated: chess})
	finish(t, st, guest.ID, "chess", store.Result{Board: "easy", Outcome: "win", Ranked: true, Rated: chess})
	finish(t, st, guest.ID, "checkers", store.Result{Board: "easy", Outcome: "win", Ranked: true, Rated: checkers})
	before, _, _ := st.Ratings(ctx, ann)

	if err := st.MoveGames(ctx, guest.ID, ann); err != nil {
		t.Fatal(err)
	}
	lb := board(t, st, store.BoardQuery{Slug: "minesweeper", Board: "beginner", Order: store.OrderLow})
	if len(lb.Rows) != 1 || lb.Rows[0].Score != 6000 || lb.Rows[0].Games != 3 {
		t.Errorf("merged board %+v: want ann at 6000 over 3 games", lb.Rows)
	}
	after, _, _ := st.Ratings(ctx, ann)
	if len(after) != 2 || after[0].Key != "checkers" || after[1].Key != "chess" || after[1].Rating != before[0].Rating {
		t.Errorf("ratings after the move %+v; before %+v", after, before)
	}
	if h, _ := st.RatingHistory(ctx, ann, "checkers", 10); len(h) != 1 {
		t.Errorf("checkers history moved: %d points", len(h))
	}
}
