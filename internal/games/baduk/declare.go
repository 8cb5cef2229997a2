package baduk

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"gamehall/internal/games/kit"
)

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Medium, kit.Strong}

// formOptions are the fields of the new-game form.
var formOptions = []kit.Option{
	{Key: "size", Kind: kit.KindChoice, LabelEN: "Board", LabelRU: "Доска", Default: "9",
		Aliases: map[string]string{"9x9": "9", "13x13": "13", "19x19": "19"},
		Choices: []kit.Choice{
			{Value: "9", LabelEN: "9×9", LabelRU: "9×9", HintEN: "quick, about 15 minutes", HintRU: "быстро, минут 15"},
			{Value: "13", LabelEN: "13×13", LabelRU: "13×13", HintEN: "middle", HintRU: "средняя"},
			{Value: "19", LabelEN: "19×19", LabelRU: "19×19", HintEN: "the full board", HintRU: "полная доска"},
		}},
	kit.LevelOption("The bot", "Бот", Levels, kit.Easy, map[kit.Level][2]string{
		// Kyu estimates from matches against GNU Go 3.8 on 9x9 (see the
		// rules page and internal/ai/baduk's TestMatchVersusGnugo).
		kit.Easy:   {"about 25 kyu: a quick search of a few hundred random playouts", "около 25 кю: быстрый поиск на несколько сотен случайных партий"},
		kit.Medium: {"about 12 kyu on 9×9: 3,000 playouts a move", "около 12 кю на 9×9: 3000 партий на ход"},
		kit.Strong: {"about 8 kyu on 9×9: thinks about a second a move on 9×9, two on the larger boards", "около 8 кю на 9×9: думает около секунды на ход на 9×9 и около двух на больших досках"},
	}),
	{Key: "colour", OldKeys: []string{"color"}, Kind: kit.KindChoice, LabelEN: "You play", LabelRU: "Вы играете", Default: "black",
		Aliases: map[string]string{"b": "black", "w": "white"},
		Choices: []kit.Choice{
			{Value: "black", LabelEN: "Black (you move first, or place the handicap)", LabelRU: "Чёрными (ваш ход первый, или ваша фора)"},
			{Value: "white", LabelEN: "White (you receive komi)", LabelRU: "Белыми (вам коми)"},
			{Value: "random", LabelEN: "Draw lots", LabelRU: "По жребию"},
		}},
	{Key: "handicap", Kind: kit.KindChoice, LabelEN: "Handicap", LabelRU: "Фора", Default: "0",
		HintEN:  "Black's stones on the star points; White then moves first. With a handicap, komi is usually 0.5.",
		HintRU:  "Камни чёрных на пунктах хоси; после них первыми ходят белые. При форе коми обычно 0.5.",
		Choices: handicapChoices()},
	{Key: "komi", Kind: kit.KindText, LabelEN: "Komi for White", LabelRU: "Коми белым", Default: "7.5", Parse: parseKomi},
	{Key: "sgf", Kind: kit.KindText, LabelEN: "Start from an SGF record", LabelRU: "Начать с записи SGF",
		HintEN: "Paste an SGF game: play continues from its last position.",
		HintRU: "Вставьте партию в SGF: игра продолжится с её последней позиции.",
		Parse:  parseSGFOption},
}

// ranking says which settings are ranked: an even game on any size at
// the standard komi of area scoring, 7.5 on every board, from the empty
// board. Any other komi, a handicap or an SGF start changes who is
// expected to win, so such a game is casual.
func ranking(v kit.Values) kit.Casual {
	switch {
	case v.Has("sgf"):
		return kit.Because("started from an SGF record", "начата с записи SGF")
	case v.Int("handicap") > 0:
		return kit.Because("a handicap game", "партия с форой")
	case v.Parsed("komi") != DefaultKomiHalf:
		return kit.Because("komi other than the standard 7.5", "коми не стандартные 7.5")
	}
	return kit.Casual{}
}

// handicapChoices are none and 2 to MaxHandicap stones.
func handicapChoices() []kit.Choice {
	out := []kit.Choice{{Value: "0", LabelEN: "None (even game)", LabelRU: "Без форы (равная партия)"}}
	for n := 2; n <= MaxHandicap; n++ {
		ru := "камней"
		if n <= 4 {
			ru = "камня"
		}
		out = append(out, kit.Choice{Value: strconv.Itoa(n), LabelEN: fmt.Sprintf("%d stones", n), LabelRU: fmt.Sprintf("%d %s", n, ru)})
	}
	return out
}

// parseKomi reads komi, a multiple of 0.5 up to MaxKomi either way, as
// a number of half points ("," is read as the decimal point).
func parseKomi(s string) (any, error) {
	k, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
	if err != nil || math.IsNaN(k) || math.Abs(k) > MaxKomi || k*2 != math.Trunc(k*2) {
		return nil, kit.Invalid(
			fmt.Sprintf("Komi must be a multiple of 0.5 between -%d and %d.", MaxKomi, MaxKomi),
			fmt.Sprintf("Коми — число, кратное 0.5, от -%d до %d.", MaxKomi, MaxKomi))
	}
	return int(k * 2), nil
}

// parseSGFOption reads a record to start from; its moves must alternate.
func parseSGFOption(s string) (any, error) {
	rec, err := ParseSGF(s)
	if err != nil {
		return nil, kit.Invalid("Cannot read the SGF: "+err.Error()+".", "Не удалось прочитать SGF: "+err.Error()+".")
	}
	for i, m := range rec.Moves {
		if i > 0 && m.Color == rec.Moves[i-1].Color {
			return nil, kit.Invalid("The SGF moves must alternate between black and white.",
				"Ходы в SGF должны чередоваться между чёрными и белыми.")
		}
	}
	return rec, nil
}
