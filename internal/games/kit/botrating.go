package kit

import (
	"math"
	"strconv"
)

// BotRating is one bot level's fixed Glicko-2 rating: a person's game
// against the level is a rated game against an opponent of this rating
// whose own rating never moves. In card games with several bot seats
// the opponent is the table of bots of that level: a win (first place)
// beats it, anything else loses to it. A bot package declares its
// levels' ratings (each says how it was obtained, and the leaderboards
// show it in the "Bots' ratings" table) and the registry's Register
// line hands them to the hall. Ratings of one game share one scale;
// scales of different games are not comparable.
type BotRating struct {
	// Variant is the rating the level belongs to: "" for a game's one
	// rating, or the Key of one of its RatingVariants.
	Variant string
	// Level is the key a result is rated against (see RatedResult): a
	// Level, or a key of the game's own ("normal-3").
	Level  string
	Rating float64
	// Low and High bound the 95% interval; NaN on a side the games
	// leave open (a match won or lost every time), both NaN for an
	// estimate.
	Low, High float64
	// Measured says the rating comes from games the level played
	// against another level or an engine of known strength, with its
	// interval; otherwise it is a judgement (a placeholder, or a
	// convention that anchors a game's scale).
	Measured bool
	// Source says where the number comes from, in each language.
	SourceEN, SourceRU string
	// NameEN and NameRU name the level in the bots' table when Level
	// is not one of the six levels' keys; empty for those.
	NameEN, NameRU string
}

// Name is the level's name in the bots' table, in a language.
func (b BotRating) Name(lang string) string {
	if b.NameEN != "" {
		if lang == "ru" {
			return b.NameRU
		}
		return b.NameEN
	}
	if l := Level(b.Level); l.Valid() {
		return l.Name(lang)
	}
	return b.Level
}

// RatingVariant is one of several ratings a game keeps (Go keeps one
// per board size): its key among the game's ratings, its leaderboard
// tab's title and its short label in the bots' table ("9×9").
type RatingVariant struct {
	Key              string
	TitleEN, TitleRU string
	Label            string
}

// RatingVariants is implemented by a Game that keeps more than one
// rating. A game that does not keeps one, "Rating", when its bot has
// levels with ratings.
type RatingVariants interface {
	RatingVariants() []RatingVariant
}

// RatedResult is implemented by a Game whose results name the rating
// and bot level they move other than by their board's key. RatedAs
// returns the variant ("" for the game's one rating) and the level key
// a result is rated against, or ok false when it moves no rating. A
// game that does not implement it rates a result on its one rating
// against the level its board is keyed by.
type RatedResult interface {
	RatedAs(r Result) (variant, level string, ok bool)
}

// AnchorRating is the level a game's scale is pinned to: its number is
// a convention, the other levels are measured from it.
func AnchorRating(level string, r float64) BotRating {
	return BotRating{Level: level, Rating: r, Low: math.NaN(), High: math.NaN(),
		SourceEN: "the anchor of this game's scale: a convention, not a measurement",
		SourceRU: "точка отсчёта шкалы этой игры: договорённость, а не измерение"}
}

// Elo is the rating difference a score p (0 < p < 1) means in the Elo
// relation Glicko shares: 400·log10(p/(1-p)).
func Elo(p float64) float64 { return 400 * math.Log10(p/(1-p)) }

// wilson is the 95% Wilson score interval of a score of k in n games.
func wilson(k float64, n int) (lo, hi float64) {
	const z = 1.959964
	p, nf := k/float64(n), float64(n)
	mid := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z / (1 + z*z/nf) * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return mid - half, mid + half
}

// TableStep is how far the table of a stronger level is rated above
// the table of a weaker one, from games with one seat of the stronger
// level among seats-1 of the weaker: it scored score (wins, a draw
// counting half) in n games where an equal seat's share is fair. A
// player as strong as that seat scores fair against its own level's
// table and score against the weaker table, so the two tables are
// Elo(score) − Elo(fair) apart. Its interval comes from the score's
// Wilson interval; a side stays open (NaN) when the score is 0 or n.
func TableStep(score float64, n int, fair float64) (step, lo, hi float64) {
	p := min(max(score/float64(n), 0.5/float64(n)), 1-0.5/float64(n))
	l, h := wilson(score, n)
	lo, hi = math.NaN(), math.NaN()
	if score > 0 {
		lo = Elo(l) - Elo(fair)
	}
	if score < float64(n) {
		hi = Elo(h) - Elo(fair)
	}
	return Elo(p) - Elo(fair), lo, hi
}

// Above is level measured against base's table (see TableStep).
func Above(base BotRating, level string, score float64, n int, fair float64, en, ru string) BotRating {
	step, lo, hi := TableStep(score, n, fair)
	return BotRating{Variant: base.Variant, Level: level, Rating: math.Round(base.Rating + step),
		Low: math.Round(base.Rating + lo), High: math.Round(base.Rating + hi),
		Measured: true, SourceEN: en, SourceRU: ru}
}

// LadderStep is one match of a ladder: the upper player's score (a
// draw counting half) in games against the one below.
type LadderStep struct {
	Score float64
	Games int
}

// Climb is level rated from base up a ladder of matches, each player
// above the one below by the difference its score gives (TableStep with
// an even share); the steps' 95% intervals combine as independent
// errors, each side's half-width the root of the sum of their squares,
// and a side stays open (NaN) when any match was won or lost every
// game.
func Climb(base BotRating, level string, steps []LadderStep, en, ru string) BotRating {
	r, lo2, hi2 := base.Rating, 0.0, 0.0
	for _, s := range steps {
		d, lo, hi := TableStep(s.Score, s.Games, 0.5)
		r += d
		lo2 += (d - lo) * (d - lo)
		hi2 += (hi - d) * (hi - d)
	}
	return BotRating{Variant: base.Variant, Level: level, Rating: math.Round(r),
		Low: math.Round(r - math.Sqrt(lo2)), High: math.Round(r + math.Sqrt(hi2)),
		Measured: true, SourceEN: en, SourceRU: ru}
}

// Plural is n followed by the noun in the form its number takes: in
// English one (1) or many; in Russian one (1, 21, 101…), few (2–4,
// 22–24…) or many (0, 5–20, 25–30…, and 11–14).
func Plural(lang string, n int, en1, enMany, ru1, ru2, ru5 string) string {
	a := n
	if a < 0 {
		a = -a
	}
	word := enMany
	if lang == "ru" {
		switch last, lastTwo := a%10, a%100; {
		case last == 1 && lastTwo != 11:
			word = ru1
		case last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14):
			word = ru2
		default:
			word = ru5
		}
	} else if a == 1 {
		word = en1
	}
	return strconv.Itoa(n) + " " + word
}

// EasyStrong are the ratings of a game with two levels: Easy anchored
// at easyAt, Strong measured from it by a score of n games where a fair
// share is fair (see Above).
func EasyStrong(easyAt, score float64, n int, fair float64, en, ru string) []BotRating {
	easy := AnchorRating(string(Easy), easyAt)
	return []BotRating{easy, Above(easy, string(Strong), score, n, fair, en, ru)}
}
