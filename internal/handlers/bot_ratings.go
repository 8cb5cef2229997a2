package handlers

// botRatings are the fixed Glicko-2 ratings of the bot levels, by game
// and level: a person's game against a level is a rated game against an
// opponent of this rating (rating.Fixed, RD 50) whose own rating never
// moves. In card games with several bot seats the opponent is the table
// of bots of that level: a win (first place) beats it, anything else
// loses to it.
//
// How each number was obtained. No level has yet been measured against
// a rated engine (Stockfish's UCI_Elo, GNU Go's known ranks): every
// number below is a PLACEHOLDER ESTIMATE unless its comment names a
// measurement, and is to be replaced by bot-against-bot and engine
// matches (cmd/uci and cmd/gtp speak the protocols those need). Relative
// steps use the Elo relation: a score p against a level means a
// difference of 400·log10(p/(1-p)).
var botRatings = map[string]map[string]float64{
	// Chess: every level's rating measured against Stockfish 15.1's
	// UCI_Elo or down the ladder from it (internal/ai/chess Ratings).
	"chess": chessRatings(),
	"checkers": {
		"easy":   1000, // placeholder: a shallow search
		"strong": 1700, // placeholder: searches until its time runs out
	},
	// Go per board size: Easy runs 300 playouts, Medium 3 000, Strong
	// until its 0.95 s budget. Placeholders; the GNU Go sanity match
	// (internal/ai/baduk, GAMEHALL_LONG) logs wins but no rate is
	// recorded in the code or commits yet.
	"go-9x9":   {"easy": 1000, "medium": 1300, "strong": 1600},
	"go-13x13": {"easy": 950, "medium": 1250, "strong": 1550},
	"go-19x19": {"easy": 900, "medium": 1200, "strong": 1500},
	"owchess": {
		"easy": 1000, "medium": 1400, "strong": 1700, // placeholders
	},
	// Card games: luck keeps the gap between levels small.
	"hearts": {"easy": 1300, "medium": 1450, "hard": 1550}, // placeholders
	"durak":  {"easy": 1300, "normal": 1500},               // placeholders
	"101":    {"easy": 1300, "strong": 1500},               // placeholders
	"pharaoh": {
		"easy": 1400, // placeholder, the anchor of the step below
		// Measured step: Strong won 139 of 200 matches against Easy
		// (commit a074d0e): p = 0.695, 400·log10(0.695/0.305) = +143.
		"strong": 1543,
	},
	"thousand": {
		"easy": 1400, // placeholder
		// Strong won 222 of 300 three-player matches against two Easy
		// bots (commit 277dfa1), 74% where an equal seat wins 33%; no
		// two-player step follows from it, so +200 is an estimate.
		"strong": 1600,
	},
	"tonk": {"easy": 1300, "strong": 1450}, // placeholders
}
