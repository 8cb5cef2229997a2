package checkers

import (
	"strconv"
	"strings"

	"gamehall/internal/games/kit"
)

// PDN writes the game so far in Portable Draughts Notation (PDN 3.0) as
// Russian draughts: GameType 25, whose defaults are an 8x8 board, White
// first and the algebraic squares a1-h8 Russian players use (A1, a1 at
// White's lower left). Quiet moves are "c3-d4"; a capture lists every
// landing square, "c3xe5xg3". player names the person in the White or
// Black tag, and the bot is named with its level, e.g. "Bot (Strong)".
// A game that did not start from the usual position carries SetUp and
// FEN tags.
func (v View) PDN(player string) string {
	white, black := player, BotName(v.Level)
	if v.Human == Black {
		white, black = black, white
	}
	result := v.pdnResult()
	var b strings.Builder
	tag := func(name, value string) {
		value = strings.ReplaceAll(value, `\`, `\\`)
		value = strings.ReplaceAll(value, `"`, `\"`)
		b.WriteString("[" + name + ` "` + value + "\"]\n")
	}
	tag("Event", "Game hall Russian checkers")
	tag("Site", "Game hall")
	tag("Date", "????.??.??")
	tag("Round", "-")
	tag("White", white)
	tag("Black", black)
	tag("Result", result)
	tag("GameType", "25")
	if v.Start != StartPosition().FEN() {
		tag("SetUp", "1")
		tag("FEN", v.Start)
	}
	b.WriteByte('\n')

	var tokens []string
	number, side := 1, White
	if strings.HasPrefix(v.Start, "B") {
		side = Black
	}
	for i, path := range v.History {
		if side == White {
			tokens = append(tokens, strconv.Itoa(number)+".")
		} else if i == 0 {
			tokens = append(tokens, strconv.Itoa(number)+"...")
		}
		tokens = append(tokens, strings.ReplaceAll(path, ":", "x"))
		if side == Black {
			number++
		}
		side = 1 - side
	}
	tokens = append(tokens, result)
	kit.WriteMovetext(&b, tokens)
	return b.String()
}

// pdnResult is 1-0, 0-1, 1/2-1/2 or * for a game still going.
func (v View) pdnResult() string {
	humanWon := map[Colour]string{White: "1-0", Black: "0-1"}
	botWon := map[Colour]string{White: "0-1", Black: "1-0"}
	switch v.Outcome {
	case kit.Win:
		return humanWon[v.Human]
	case kit.Loss:
		return botWon[v.Human]
	case kit.Draw:
		return "1/2-1/2"
	}
	return "*"
}

// BotName is the bot as game records name it, e.g. "Bot (Strong)".
func BotName(l kit.Level) string {
	if !Levels.Has(l) {
		return "Bot"
	}
	return "Bot (" + l.NameEN() + ")"
}
