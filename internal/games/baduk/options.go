package baduk

import (
	"net/url"
	"strings"

	"gamehall/internal/games/kit"
)

// Sizes lists the board sizes in display order.
var Sizes = []int{9, 13, 19}

// Komi limits: the default is 7.5 (15 half points); any multiple of 0.5
// up to MaxKomi either way may be chosen.
const (
	DefaultKomiHalf = 15
	MaxKomi         = 150
)

// options is a parsed new-game form.
type options struct {
	size     int
	level    kit.Level
	komiHalf int
	human    Color   // Empty means "pick at random"
	handicap int     // fixed handicap stones for Black, 0 or 2 to MaxHandicap
	record   *Record // a game to continue, from the sgf field
	casual   kit.Casual
}

// parseOptions reads the new-game form (see formOptions). A record to
// start from sets the board size, and its komi unless the form gives
// one; it cannot be combined with a handicap.
func parseOptions(form url.Values) (options, error) {
	v, err := kit.ParseOptions(Game{}.Info(), form)
	if err != nil {
		return options{}, err
	}
	o := options{size: v.Int("size"), level: v.Level(), komiHalf: v.Parsed("komi").(int), handicap: v.Int("handicap"),
		casual: ranking(v)}
	switch v.String("colour") {
	case "black":
		o.human = Black
	case "white":
		o.human = White
	}
	if rec, ok := v.Parsed("sgf").(*Record); ok {
		if o.handicap > 0 {
			return o, kit.Invalid("Choose either a handicap or an SGF record to start from, not both.",
				"Выберите либо фору, либо запись SGF, но не то и другое.")
		}
		o.record, o.size = rec, rec.Size
		if strings.TrimSpace(form.Get("komi")) == "" {
			o.komiHalf = rec.KomiHalf
		}
	}
	return o, nil
}
