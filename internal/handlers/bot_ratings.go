package handlers

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	chessbot "gamehall/internal/ai/chess"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// botRatings are the fixed Glicko-2 ratings of the bot levels, by game
// (or variant) and level: a person's game against a level is a rated
// game against an opponent of this rating (rating.Fixed, RD 50) whose
// own rating never moves. In card games with several bot seats the
// opponent is the table of bots of that level: a win (first place)
// beats it, anything else loses to it.
//
// Each entry says how it was obtained (botRating.Kind and Source) and
// the leaderboards show it in the "Bots' ratings" table. Ratings of one
// game share one scale; scales of different games are not comparable.
var botRatings = map[string]map[string]botRating{
	"chess":    chessBotRatings(),
	"checkers": checkersBotRatings(),
	"go-9x9":   go9BotRatings(),
	"go-13x13": go13BotRatings(),
	"go-19x19": go19BotRatings(),
	"owchess":  owchessBotRatings(),
	"hearts":   heartsBotRatings(),
	"durak":    durakBotRatings(),
	"101":      game101BotRatings(),
	"pharaoh":  pharaohBotRatings(),
	"thousand": thousandBotRatings(),
	"tonk":     tonkBotRatings(),
}

// botKind says how a level's rating was obtained.
type botKind int

const (
	// botEstimate is a judgement (a placeholder, or a convention that
	// anchors a game's scale), not a measurement.
	botEstimate botKind = iota
	// botMeasured comes from games the level played against another
	// level or an engine of known strength, with its interval.
	botMeasured
)

// botRating is one level's fixed rating and how it was obtained.
type botRating struct {
	Rating float64
	// Low and High bound the 95% interval; NaN on a side the games
	// leave open (a match won or lost every time), both NaN for an
	// estimate.
	Low, High float64
	Kind      botKind
	// Source says where the number comes from, in each language.
	SourceEN, SourceRU string
}

// anchor is the level a game's scale is pinned to: its number is a
// convention, the other levels are measured from it.
func anchor(r float64) botRating {
	return botRating{Rating: r, Low: math.NaN(), High: math.NaN(), Kind: botEstimate,
		SourceEN: "the anchor of this game's scale: a convention, not a measurement",
		SourceRU: "точка отсчёта шкалы этой игры: договорённость, а не измерение"}
}

// chessBotRatings are the chess levels' ratings as measured against
// Stockfish 15.1's UCI_Elo, or down the ladder from it
// (internal/ai/chess Ratings; the rules page shows the method).
func chessBotRatings() map[string]botRating {
	out := map[string]botRating{}
	for _, r := range chessbot.Ratings() {
		br := botRating{Rating: float64(r.Elo), Low: float64(r.Low), High: float64(r.High), Kind: botMeasured}
		if r.Source == "ladder" {
			below := kit.Level(strings.ToLower(r.Against))
			br.SourceEN = fmt.Sprintf("%d games against %s (%s), carried down from its rating", r.Games, below.NameEN(), r.Score)
			br.SourceRU = fmt.Sprintf("против уровня %s, партий: %d (%s), отсчитан от его рейтинга", below.NameRU(), r.Games, r.Score)
		} else {
			elo := strings.TrimPrefix(r.Against, "Stockfish UCI_Elo ")
			br.SourceEN = fmt.Sprintf("%d games against Stockfish 15.1 at UCI_Elo %s (%s)", r.Games, elo, r.Score)
			br.SourceRU = fmt.Sprintf("против Stockfish 15.1 с UCI_Elo %s, партий: %d (%s)", elo, r.Games, r.Score)
		}
		out[string(r.Level)] = br
	}
	return out
}

// checkersBotRatings: Easy is the anchor (1000, the number its
// placeholder had; no outside checkers engine is at hand to pin it).
// Strong is carried up a ladder of Strong searches bounded by nodes
// rather than the clock (internal/ai/checkers TestMeasureLadder: both
// colours, each game opening with two random plies so that the games
// differ), as the chess ladder carries Beginner and Novice from Easy.
// The hall's Strong searches about 3.5 million nodes in its second (on
// the development machine), 35 times the top rung, so its rating is the
// top rung's and a lower bound: each tenfold of nodes up the ladder was
// worth 60-90 points more.
func checkersBotRatings() map[string]botRating {
	easy := anchor(1000)
	strong := climb(easy, []ladderStep{{82.5, 100}, {59, 100}, {25, 40}},
		"a lower bound, up a ladder of node-bounded Strong searches: 1000 nodes a move against Easy +74 =17 −9; 10 000 against 1000 +40 =38 −22; 100 000 against 10 000 +15 =20 −5 (the hall's Strong searches about 3.5 million)",
		"нижняя граница, по лесенке Сильных с ограничением по узлам: 1000 узлов на ход против Лёгкого +74 =17 −9; 10 000 против 1000 +40 =38 −22; 100 000 против 10 000 +15 =20 −5 (Сильный на сайте перебирает около 3,5 миллиона)")
	strong.High = math.NaN()
	return map[string]botRating{"easy": easy, "strong": strong}
}

// owchessBotRatings: Easy is the anchor (1000, its placeholder's
// number). Each level beat the one below in every one of 40 games, so
// the ladder runs through players between them, the bot's own search
// with its settings in between (internal/ai/owchess TestMeasureLadder:
// each world played with both colours): Easy's one-ply search without
// its slips and with Medium's steadier judgement between Easy and
// Medium, and Medium's two plies with Strong's judgement between Medium
// and Strong.
func owchessBotRatings() map[string]botRating {
	easy := anchor(1000)
	return map[string]botRating{"easy": easy,
		"medium": climb(easy, []ladderStep{{155, 200}, {178.5, 200}},
			"up a ladder from Easy, 200 games a step: a one-ply search with Medium's judgement and no slips against Easy +155 =0 −45, Medium against it +178 =1 −21 (Medium against Easy itself: 40 won of 40)",
			"по лесенке от Лёгкого, по 200 партий на ступень: поиск на один полуход с оценкой Среднего и без промахов против Лёгкого +155 =0 −45, Средний против него +178 =1 −21 (Средний против самого Лёгкого: 40 побед из 40)"),
		"strong": climb(easy, []ladderStep{{155, 200}, {178.5, 200}, {110.5, 200}, {189.5, 200}},
			"up the ladder from Medium, 200 games a step: a two-ply search with Strong's judgement against Medium +109 =3 −88, Strong against it +189 =1 −10 (Strong against Medium itself: 40 won of 40)",
			"по лесенке от Среднего, по 200 партий на ступень: поиск на два полухода с оценкой Сильного против Среднего +109 =3 −88, Сильный против него +189 =1 −10 (Сильный против самого Среднего: 40 побед из 40)"),
	}
}

// elo is the rating difference a score p (0 < p < 1) means in the Elo
// relation Glicko shares: 400·log10(p/(1-p)).
func elo(p float64) float64 { return 400 * math.Log10(p/(1-p)) }

// wilson is the 95% Wilson score interval of a score of k in n games.
func wilson(k float64, n int) (lo, hi float64) {
	const z = 1.959964
	p, nf := k/float64(n), float64(n)
	mid := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z / (1 + z*z/nf) * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return mid - half, mid + half
}

// tableStep is how far the table of a stronger level is rated above
// the table of a weaker one, from games with one seat of the stronger
// level among seats-1 of the weaker: it scored score (wins, a draw
// counting half) in n games where an equal seat's share is fair. A
// player as strong as that seat scores fair against its own level's
// table and score against the weaker table, so the two tables are
// elo(score) − elo(fair) apart. Its interval comes from the score's
// Wilson interval; a side stays open (NaN) when the score is 0 or n.
func tableStep(score float64, n int, fair float64) (step, lo, hi float64) {
	p := min(max(score/float64(n), 0.5/float64(n)), 1-0.5/float64(n))
	l, h := wilson(score, n)
	lo, hi = math.NaN(), math.NaN()
	if score > 0 {
		lo = elo(l) - elo(fair)
	}
	if score < float64(n) {
		hi = elo(h) - elo(fair)
	}
	return elo(p) - elo(fair), lo, hi
}

// above is a level measured against base's table (see tableStep).
func above(base botRating, score float64, n int, fair float64, en, ru string) botRating {
	step, lo, hi := tableStep(score, n, fair)
	return botRating{Rating: math.Round(base.Rating + step), Low: math.Round(base.Rating + lo), High: math.Round(base.Rating + hi),
		Kind: botMeasured, SourceEN: en, SourceRU: ru}
}

// ladderStep is one match of a ladder: the upper player's score (a
// draw counting half) in games against the one below.
type ladderStep struct {
	score float64
	games int
}

// climb is a level rated from base up a ladder of matches, each player
// above the one below by the difference its score gives (tableStep with
// an even share); the steps' 95% intervals combine as independent
// errors, each side's half-width the root of the sum of their squares,
// and a side stays open (NaN) when any match was won or lost every
// game.
func climb(base botRating, steps []ladderStep, en, ru string) botRating {
	r, lo2, hi2 := base.Rating, 0.0, 0.0
	for _, s := range steps {
		d, lo, hi := tableStep(s.score, s.games, 0.5)
		r += d
		lo2 += (d - lo) * (d - lo)
		hi2 += (hi - d) * (hi - d)
	}
	return botRating{Rating: math.Round(r), Low: math.Round(r - math.Sqrt(lo2)), High: math.Round(r + math.Sqrt(hi2)),
		Kind: botMeasured, SourceEN: en, SourceRU: ru}
}

// The card games' measurements: internal/ai/<game>/rating_test.go
// (GAMEHALL_TUNE=1, GOMAXPROCS=1, fixed seeds), each seat's policy the
// hall's own bot code, Easy anchored at the number the placeholders
// had.

// easyStrong are the ratings of a game with two levels: Easy anchored
// at easyAt, Strong measured from it by a score of n games where a fair
// share is fair.
func easyStrong(easyAt, score float64, n int, fair float64, en, ru string) map[string]botRating {
	easy := anchor(easyAt)
	return map[string]botRating{"easy": easy, "strong": above(easy, score, n, fair, en, ru)}
}

func pharaohBotRatings() map[string]botRating {
	return easyStrong(1400, pharaohStrongScore, pharaohChampionships, 0.5,
		"Strong against Easy over whole 10-match championships, each from both seats: 561 won, 39 lost of 600",
		"Сильный против Лёгкого в целых чемпионатах из 10 конов, каждый с обеих сторон: 561 победа, 39 поражений из 600")
}

func game101BotRatings() map[string]botRating {
	return easyStrong(1300, game101StrongWins, game101Matches, 0.25,
		"one Strong seat among three Easy at the ranked table of four, 1538 won of 3000 (a fair share is 1 in 4)",
		"один Сильный среди трёх Лёгких за рейтинговым столом на четверых, 1538 побед из 3000 (честная доля — 1 из 4)")
}

// durakBotRatings: a Durak game is won by not being the fool, so an
// equal seat's share grows with the table: (n-1) in n. Each table size
// has its own pair of bot tables on the one scale: the table of Easy
// bots is set so that a player as strong as an Easy seat comes out at
// the anchor (1300, as two-handed), and the Normal table is measured
// from it by one Normal seat among Easy ones (internal/ai/durak
// TestMeasureHeadsUp and TestMeasureTable); a game with no fool counts
// half.
func durakBotRatings() map[string]botRating {
	easy := anchor(1300)
	out := map[string]botRating{"easy": easy,
		"normal": above(easy, durakNormalScore, durakGames, 0.5,
			"two-handed: Strong against Easy, each deal from both seats, 2918 won, 16 drawn, 66 lost of 3000 (a draw counts half)",
			"вдвоём: Сильный против Лёгкого, каждая сдача с обеих сторон, 2918 побед, 16 ничьих, 66 поражений из 3000 (ничья — половина)")}
	for _, m := range durakTables {
		fair := float64(m.players-1) / float64(m.players)
		e := botRating{Rating: math.Round(easy.Rating - elo(fair)), Low: math.NaN(), High: math.NaN(), Kind: botEstimate,
			SourceEN: fmt.Sprintf("%d Easy bots: set so that a player as strong as an Easy seat, not the fool %d times in %d, rates 1300 as two-handed (a convention, not a measurement)", m.players-1, m.players-1, m.players),
			SourceRU: fmt.Sprintf("%s: подобран так, чтобы игрок силы Лёгкого, не дурак %s из %d, получил 1300, как вдвоём (договорённость, а не измерение)",
				ui.Plural("ru", m.players-1, "", "", "Лёгкий бот", "Лёгких бота", "Лёгких ботов"), times(m.players-1), m.players)}
		out[durakKey("easy", m.players)] = e
		out[durakKey("normal", m.players)] = above(e, float64(m.wins)+float64(m.draws)/2, m.games, fair,
			fmt.Sprintf("one Strong seat among %d Easy, seats rotating: not the fool %d times, %d drawn, the fool %d times of %d (a fair share is %d in %d)", m.players-1, m.wins, m.draws, m.fools, m.games, m.players-1, m.players),
			fmt.Sprintf("один Сильный среди %d Лёгких, места по кругу: не дурак %s, ничьих %d, дурак %s из %d (честная доля — %d из %d)", m.players-1, times(m.wins), m.draws, times(m.fools), m.games, m.players-1, m.players))
	}
	return out
}

// times is "n раз" in Russian.
func times(n int) string { return ui.Plural("ru", n, "", "", "раз", "раза", "раз") }

// durakTables are the measurements at tables of more than two: one
// Strong (Normal) seat among Easy ones, seeds 8500000 on.
var durakTables = []struct{ players, games, wins, draws, fools int }{
	{3, 3000, 2928, 49, 23},
	{4, 3000, 2947, 45, 8},
	{5, 3000, 2939, 57, 4},
	{6, 3000, 2949, 48, 3},
}

// durakKey is the botRatings key of a Durak table: the level, with the
// table size after it when more than two play.
func durakKey(level string, players int) string {
	if players <= 2 {
		return level
	}
	return level + "-" + strconv.Itoa(players)
}

// durakTable reads a durakKey back into the level and table size.
func durakTable(key string) (level string, players int) {
	level, n, ok := strings.Cut(key, "-")
	players, err := strconv.Atoi(n)
	if !ok || err != nil {
		return key, 2
	}
	return level, players
}

func thousandBotRatings() map[string]botRating {
	return easyStrong(1400, thousandStrongWins, thousandMatches, 1.0/3,
		"one Strong seat against two Easy by the original rules, seats rotating: 963 won of 1200 (a fair share is 1 in 3)",
		"один Сильный против двух Лёгких по основным правилам, места по кругу: 963 победы из 1200 (честная доля — 1 из 3)")
}

// heartsBotRatings: one seat of the level among three Easy ones, to
// the standard target of 100, the seat moving round the table
// (internal/ai/hearts TestMeasureOneSeat); a tie for the lowest score
// among k seats counts 1/k.
func heartsBotRatings() map[string]botRating {
	easy := anchor(1300)
	return map[string]botRating{"easy": easy,
		"medium": above(easy, heartsMediumScore, heartsGames, 0.25,
			"one Medium seat among three Easy, games to 100, seats rotating: 874 won alone, 25 tied lowest of 2000 (a fair share is 1 in 4; a tie counts its share)",
			"один Средний среди трёх Лёгких, игры до 100, места по кругу: 874 победы, 25 ничьих за первое место из 2000 (честная доля — 1 из 4; ничья даёт свою часть)"),
		"hard": above(easy, heartsStrongScore, heartsGames, 0.25,
			"one Strong seat among three Easy, games to 100, seats rotating: 1376 won alone, 16 tied lowest of 2000 (a fair share is 1 in 4; a tie counts its share); checked against Medium: one Strong among three Medium scored 199.5 of 400, 190 points over Medium's table (156–224), where the two Easy matches put it 180 over",
			"один Сильный среди трёх Лёгких, игры до 100, места по кругу: 1376 побед, 16 ничьих за первое место из 2000 (честная доля — 1 из 4; ничья даёт свою часть); проверено против Среднего: один Сильный среди трёх Средних набрал 199,5 из 400, на 190 очков выше стола Средних (156–224), а по двум матчам с Лёгкими выходит 180")}
}

// tonkBotRatings: a Tonk game is won by leaving the table with more
// than one sat down with, so the measure is a session at the standard
// table of three (20 hands, then leave): one Strong seat among two
// Easy, the seat moving round the table (internal/ai/tonk
// TestMeasureSession). An equal seat's share is not 1 in 3 here (a
// session can be won by every seat but one); it is measured too, from
// every seat of all-Easy tables of the same deals.
func tonkBotRatings() map[string]botRating {
	return easyStrong(1300, tonkStrongScore, tonkSessions, tonkFairShare,
		"one Strong seat with two Easy, sessions of 20 hands at the standard table, seats rotating: 883.5 of 1000 (a session left ahead wins, even counts half); an Easy seat at an all-Easy table scores 0.489",
		"один Сильный с двумя Лёгкими, сессии по 20 раздач за стандартным столом, места по кругу: 883,5 из 1000 (ушёл в плюсе — победа, при своих — половина); Лёгкий за столом из одних Лёгких набирает 0,489")
}

// Go is measured against GNU Go 3.8 (the matches of cmd/botmatch and
// the GNU Go sanity test, on the Go rules page and in the commits
// 53f6aaf, bc0338d, d22bc09): GNU Go at level 10 taken as about 10 kyu
// and at level 1 as about 13 kyu. A kyu becomes a rating on the
// European Go Federation's scale, 2100 − 100 per kyu (1 kyu is 2000, 10
// kyu 1100), whose floor is 20 kyu (100): weaker levels sit at the
// floor. It is a rough guide: a small board says less about a rank than
// the full one, and the matches are short.
func kyuRating(kyu float64) float64 { return max(100, 2100-100*kyu) }

func go9BotRatings() map[string]botRating {
	return map[string]botRating{
		// 0–8 against GNU Go level 1 (13 kyu) and 0–20 against Medium:
		// only an upper bound, weaker than about 14 kyu.
		"easy": {Rating: kyuRating(25), Low: math.NaN(), High: kyuRating(14), Kind: botEstimate,
			SourceEN: "about 25 kyu: lost 8 of 8 to GNU Go level 1 and 20 of 20 to Medium, so only its upper bound (14 kyu) is measured",
			SourceRU: "около 25 кю: проиграл GNU Go уровня 1 восемь партий из 8 и Среднему 20 из 20, измерена только верхняя граница (14 кю)"},
		// 9–1 against GNU Go level 1: 9 kyu (6–12).
		"medium": {Rating: kyuRating(9), Low: kyuRating(12), High: kyuRating(6), Kind: botMeasured,
			SourceEN: "9–1 against GNU Go level 1 (about 13 kyu), so about 9 kyu (6–12)",
			SourceRU: "9–1 против GNU Go уровня 1 (около 13 кю), то есть около 9 кю (6–12)"},
		// 10–0 against GNU Go level 10 and 10–0 against Medium: a
		// lower bound only (8 kyu or stronger).
		"strong": {Rating: kyuRating(7), Low: kyuRating(8), High: math.NaN(), Kind: botMeasured,
			SourceEN: "a lower bound: 10–0 against GNU Go level 10 (about 10 kyu) and 10–0 against Medium, so 8 kyu or stronger (7 kyu taken)",
			SourceRU: "нижняя граница: 10–0 против GNU Go уровня 10 (около 10 кю) и 10–0 против Среднего, то есть 8 кю или сильнее (принято 7 кю)"},
	}
}

func go13BotRatings() map[string]botRating {
	return map[string]botRating{
		"easy": {Rating: kyuRating(25), Low: math.NaN(), High: math.NaN(), Kind: botEstimate,
			SourceEN: "as Easy on 9×9 (about 25 kyu); not measured on 13×13",
			SourceRU: "как Лёгкий на 9×9 (около 25 кю); на 13×13 не измерен"},
		"medium": {Rating: kyuRating(11), Low: math.NaN(), High: math.NaN(), Kind: botEstimate,
			SourceEN: "two kyu below Strong on 13×13, as on 9×9 it stands below Strong; not measured",
			SourceRU: "на два кю слабее Сильного на 13×13, как на 9×9 он слабее Сильного; не измерен"},
		// 9–1 against GNU Go level 1 on 13×13 (d22bc09).
		"strong": {Rating: kyuRating(9), Low: kyuRating(12), High: kyuRating(6), Kind: botMeasured,
			SourceEN: "9–1 against GNU Go level 1 (about 13 kyu), so about 9 kyu (6–12)",
			SourceRU: "9–1 против GNU Go уровня 1 (около 13 кю), то есть около 9 кю (6–12)"},
	}
}

func go19BotRatings() map[string]botRating {
	est := func(kyu float64) botRating {
		return botRating{Rating: kyuRating(kyu), Low: math.NaN(), High: math.NaN(), Kind: botEstimate,
			SourceEN: "too few games on 19×19 (Strong lost its one game to GNU Go level 1)",
			SourceRU: "на 19×19 слишком мало партий (Сильный проиграл единственную партию GNU Go уровня 1)"}
	}
	return map[string]botRating{"easy": est(27), "medium": est(15), "strong": est(12)}
}

// The measured scores (see the measurement tests named above).
const (
	// Pharaoh: championships of ten matches, Strong against Easy.
	pharaohChampionships = 600
	pharaohStrongScore   = 561 // 561 won, 39 lost, no draw
	// 101: matches at a table of four, won by the one Strong seat.
	game101Matches    = 3000
	game101StrongWins = 1538
	// Durak two-handed: games, Normal's wins plus half its draws.
	durakGames       = 3000
	durakNormalScore = 2918 + 16.0/2 // 2918 won, 16 drawn, 66 lost
	// 1000: matches of one Strong seat against two Easy (internal/ai/
	// thousand TestMeasureTableOfThree, seeds 6000000 on).
	thousandMatches    = 1200
	thousandStrongWins = 963
	// Hearts: games to 100 with one seat of the level among three Easy,
	// wins plus each tie's share.
	heartsGames       = 2000
	heartsMediumScore = 886.5  // 874 alone, 25 ties (seed 5000000+)
	heartsStrongScore = 1384.0 // 1376 alone, 16 ties
	// Tonk: sessions of 20 hands with one Strong seat among two Easy,
	// and the share of an Easy seat at all-Easy tables (1466.5 of 3000
	// seat-sessions).
	tonkSessions    = 1000
	tonkStrongScore = 883.5
	tonkFairShare   = 1466.5 / 3000.0
)
