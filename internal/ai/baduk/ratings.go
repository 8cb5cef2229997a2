package baduk

import (
	"math"

	"gamehall/internal/games/kit"
)

// Go is measured against GNU Go 3.8 (the matches of cmd/botmatch and
// the GNU Go sanity test, on the Go rules page and in the commits
// 53f6aaf, bc0338d, d22bc09): GNU Go at level 10 taken as about 10 kyu
// and at level 1 as about 13 kyu. A kyu becomes a rating on the
// European Go Federation's scale, 2100 − 100 per kyu (1 kyu is 2000, 10
// kyu 1100), whose floor is 20 kyu (100): weaker levels sit at the
// floor. It is a rough guide: a small board says less about a rank than
// the full one, and the matches are short.
func kyuRating(kyu float64) float64 { return max(100, 2100-100*kyu) }

// LevelRatings are the levels' ratings for the hall, one rating per
// board size (the engine's RatingVariants).
func LevelRatings() []kit.BotRating {
	var out []kit.BotRating
	for _, size := range []struct {
		variant string
		levels  []kit.BotRating
	}{{"9x9", go9Ratings()}, {"13x13", go13Ratings()}, {"19x19", go19Ratings()}} {
		for _, r := range size.levels {
			r.Variant = size.variant
			out = append(out, r)
		}
	}
	return out
}

func go9Ratings() []kit.BotRating {
	return []kit.BotRating{
		// 0–8 against GNU Go level 1 (13 kyu) and 0–20 against Medium:
		// only an upper bound, weaker than about 14 kyu.
		{Level: "easy", Rating: kyuRating(25), Low: math.NaN(), High: kyuRating(14),
			SourceEN: "about 25 kyu: lost 8 of 8 to GNU Go level 1 and 20 of 20 to Medium, so only its upper bound (14 kyu) is measured",
			SourceRU: "около 25 кю: проиграл GNU Go уровня 1 восемь партий из 8 и Среднему 20 из 20, измерена только верхняя граница (14 кю)"},
		// 9–1 against GNU Go level 1: 9 kyu (6–12).
		{Level: "medium", Rating: kyuRating(9), Low: kyuRating(12), High: kyuRating(6), Measured: true,
			SourceEN: "9–1 against GNU Go level 1 (about 13 kyu), so about 9 kyu (6–12)",
			SourceRU: "9–1 против GNU Go уровня 1 (около 13 кю), то есть около 9 кю (6–12)"},
		// 10–0 against GNU Go level 10 and 10–0 against Medium: a
		// lower bound only (8 kyu or stronger).
		{Level: "strong", Rating: kyuRating(7), Low: kyuRating(8), High: math.NaN(), Measured: true,
			SourceEN: "a lower bound: 10–0 against GNU Go level 10 (about 10 kyu) and 10–0 against Medium, so 8 kyu or stronger (7 kyu taken)",
			SourceRU: "нижняя граница: 10–0 против GNU Go уровня 10 (около 10 кю) и 10–0 против Среднего, то есть 8 кю или сильнее (принято 7 кю)"},
	}
}

func go13Ratings() []kit.BotRating {
	return []kit.BotRating{
		{Level: "easy", Rating: kyuRating(25), Low: math.NaN(), High: math.NaN(),
			SourceEN: "as Easy on 9×9 (about 25 kyu); not measured on 13×13",
			SourceRU: "как Лёгкий на 9×9 (около 25 кю); на 13×13 не измерен"},
		{Level: "medium", Rating: kyuRating(11), Low: math.NaN(), High: math.NaN(),
			SourceEN: "two kyu below Strong on 13×13, as on 9×9 it stands below Strong; not measured",
			SourceRU: "на два кю слабее Сильного на 13×13, как на 9×9 он слабее Сильного; не измерен"},
		// 9–1 against GNU Go level 1 on 13×13 (d22bc09).
		{Level: "strong", Rating: kyuRating(9), Low: kyuRating(12), High: kyuRating(6), Measured: true,
			SourceEN: "9–1 against GNU Go level 1 (about 13 kyu), so about 9 kyu (6–12)",
			SourceRU: "9–1 против GNU Go уровня 1 (около 13 кю), то есть около 9 кю (6–12)"},
	}
}

func go19Ratings() []kit.BotRating {
	est := func(level string, kyu float64) kit.BotRating {
		return kit.BotRating{Level: level, Rating: kyuRating(kyu), Low: math.NaN(), High: math.NaN(),
			SourceEN: "not measured on 19×19: below Strong, as on the smaller boards",
			SourceRU: "на 19×19 не измерен: слабее Сильного, как на меньших досках"}
	}
	return []kit.BotRating{est("easy", 27), est("medium", 15),
		// 4–2 against GNU Go level 1 on 19×19 (the games of 1075912 and
		// the fixture 19x19-l1-2005), 11,700 playouts a move.
		{Level: "strong", Rating: kyuRating(12), Low: kyuRating(15), High: kyuRating(9), Measured: true,
			SourceEN: "4–2 against GNU Go level 1 (about 13 kyu), so about 12 kyu (9–15)",
			SourceRU: "4–2 против GNU Go уровня 1 (около 13 кю), то есть около 12 кю (9–15)"}}
}
