package handlers

import chessbot "gamehall/internal/ai/chess"

// chessRatings are the chess levels' measured ratings by level key, the
// chess entry of botRatings.
func chessRatings() map[string]float64 {
	out := map[string]float64{}
	for _, r := range chessbot.Ratings() {
		out[string(r.Level)] = float64(r.Elo)
	}
	return out
}
