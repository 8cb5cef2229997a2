package handlers

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	chessbot "gamehall/internal/ai/chess"
)

// TestChessRatingsAreTheMeasuredOnes: every chess level is rated, at
// the rating its matches measured, and the rules page (English and
// Russian) shows each rating with its interval.
func TestChessRatingsAreTheMeasuredOnes(t *testing.T) {
	t.Parallel()
	rs := chessbot.Ratings()
	chess := allBotRatings()["chess"]
	if len(chess) != len(rs) {
		t.Fatalf("the hall rates %d chess levels, %d are measured", len(chess), len(rs))
	}
	h := newHall(t)
	p := h.player()
	en := p.get("/rules/chess")
	p.post("/lang", url.Values{"lang": {"ru"}, "back": {"/rules/chess"}})
	ru := p.get("/rules/chess")
	if en.status != http.StatusOK || ru.status != http.StatusOK || !strings.Contains(ru.body, "Мастер") {
		t.Fatalf("rules pages: %d, %d", en.status, ru.status)
	}
	for _, r := range rs {
		if got := chess[string(r.Level)]; got.Rating != float64(r.Elo) || !got.Measured || got.SourceEN == "" || got.SourceRU == "" {
			t.Errorf("%s rated %+v, measured %d", r.Level, got, r.Elo)
		}
		label := fmt.Sprintf("%d (%d–%d)", r.Elo, r.Low, r.High)
		for _, page := range []response{en, ru} {
			if !strings.Contains(page.body, label) {
				t.Errorf("%s: the rules page does not show %q", r.Level, label)
			}
		}
	}
}
