package baduk

import (
	"fmt"
	"math"
	"net/url"
	"strconv"
	"strings"

	"gamehall/internal/games/kit"
)

// Level is the strength of the bot.
type Level string

// The bot's levels, weakest first.
const (
	Easy   Level = "easy"
	Medium Level = "medium"
	Strong Level = "strong"
)

// Levels lists the levels in display order.
var Levels = []Level{Easy, Medium, Strong}

// Sizes lists the board sizes in display order.
var Sizes = []int{9, 13, 19}

// Komi limits: the default is 7.5 (15 half points); any multiple of 0.5
// up to MaxKomi either way may be chosen.
const (
	DefaultKomiHalf = 15
	MaxKomi         = 150
)

// Valid reports whether l is one of the levels.
func (l Level) Valid() bool { return l == Easy || l == Medium || l == Strong }

// options is a parsed new-game form.
type options struct {
	size     int
	level    Level
	komiHalf int
	human    Color   // Empty means "pick at random"
	handicap int     // fixed handicap stones for Black, 0 or 2 to MaxHandicap
	record   *Record // a game to continue, from the sgf field
}

// parseOptions reads size (9, 13, 19), level (easy, medium, strong), komi
// (a multiple of 0.5), colour (black, white, random), handicap (0 or 2 to
// 9 stones on the star points) and an optional sgf record to start from.
// Missing fields take the defaults 9, medium, 7.5, black and no handicap.
func parseOptions(v url.Values) (options, error) {
	o := options{size: 9, level: Medium, komiHalf: DefaultKomiHalf, human: Black}
	if s := strings.TrimSpace(v.Get("size")); s != "" {
		s, _, _ = strings.Cut(s, "x")
		n, err := strconv.Atoi(s)
		if err != nil || !ValidSize(n) {
			return o, kit.Invalid("board size must be 9, 13 or 19", "размер доски: 9, 13 или 19")
		}
		o.size = n
	}
	if s := v.Get("level"); s != "" {
		o.level = Level(s)
		if !o.level.Valid() {
			return o, kit.Invalid("level must be easy, medium or strong",
				"уровень: лёгкий (easy), средний (medium) или сильный (strong)")
		}
	}
	if s := strings.TrimSpace(strings.ReplaceAll(v.Get("komi"), ",", ".")); s != "" {
		k, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(k) || math.Abs(k) > MaxKomi || k*2 != math.Trunc(k*2) {
			return o, kit.Invalid(
				fmt.Sprintf("komi must be a multiple of 0.5 between -%d and %d", MaxKomi, MaxKomi),
				fmt.Sprintf("коми: число, кратное 0.5, от -%d до %d", MaxKomi, MaxKomi))
		}
		o.komiHalf = int(k * 2)
	}
	colour := v.Get("colour")
	if colour == "" {
		colour = v.Get("color")
	}
	switch colour {
	case "", "black", "b":
	case "white", "w":
		o.human = White
	case "random":
		o.human = Empty
	default:
		return o, kit.Invalid("colour must be black, white or random", "цвет: чёрные, белые или случайно")
	}
	if s := strings.TrimSpace(v.Get("handicap")); s != "" && s != "0" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 2 || n > MaxHandicap {
			return o, kit.Invalid(
				fmt.Sprintf("handicap: none, or 2 to %d stones", MaxHandicap),
				fmt.Sprintf("фора: без форы или от 2 до %d камней", MaxHandicap))
		}
		o.handicap = n
	}
	if s := strings.TrimSpace(v.Get("sgf")); s != "" {
		if o.handicap > 0 {
			return o, kit.Invalid("choose either a handicap or an SGF record to start from, not both",
				"выберите либо фору, либо запись SGF, но не то и другое")
		}
		rec, err := ParseSGF(s)
		if err != nil {
			return o, kit.Invalid("cannot read the SGF: "+err.Error(), "не удалось прочитать SGF: "+err.Error())
		}
		for i, m := range rec.Moves {
			if i > 0 && m.Color == rec.Moves[i-1].Color {
				return o, kit.Invalid("the SGF moves must alternate between black and white",
					"ходы в SGF должны чередоваться между чёрными и белыми")
			}
		}
		o.record = rec
		o.size = rec.Size
		if v.Get("komi") == "" {
			o.komiHalf = rec.KomiHalf
		}
	}
	return o, nil
}
