package chess

import (
	"strconv"
	"strings"

	"gamehall/internal/games/kit"
)

// PGNTags are the header tags of a PGN export. The seven-tag roster is
// always written ("?" for unknown values); FEN and SetUp are added when
// the game did not start from the standard position.
type PGNTags struct {
	Event, Site, Date, Round, White, Black, Result string
	// FEN is the starting position; empty or StartFEN for a normal game.
	FEN         string
	Termination string
}

// PGN writes a game in Portable Game Notation: the tags, then the SAN
// moves numbered from the starting position, wrapped below 80 columns,
// ending with the result.
func PGN(tags PGNTags, start Position, sans []string) string {
	var b strings.Builder
	tag := func(name, value string) {
		if value == "" {
			value = "?"
		}
		value = strings.ReplaceAll(value, `\`, `\\`)
		value = strings.ReplaceAll(value, `"`, `\"`)
		b.WriteString("[" + name + ` "` + value + "\"]\n")
	}
	result := tags.Result
	if result == "" {
		result = "*"
	}
	tag("Event", tags.Event)
	tag("Site", tags.Site)
	tag("Date", tags.Date)
	tag("Round", tags.Round)
	tag("White", tags.White)
	tag("Black", tags.Black)
	tag("Result", result)
	if tags.FEN != "" && tags.FEN != StartFEN {
		tag("SetUp", "1")
		tag("FEN", tags.FEN)
	}
	if tags.Termination != "" {
		tag("Termination", tags.Termination)
	}
	b.WriteByte('\n')

	var tokens []string
	number, side := start.Fullmove(), start.Side()
	for i, san := range sans {
		if side == White {
			tokens = append(tokens, strconv.Itoa(number)+".")
		} else if i == 0 {
			tokens = append(tokens, strconv.Itoa(number)+"...")
		}
		tokens = append(tokens, san)
		if side == Black {
			number++
		}
		side ^= 1
	}
	tokens = append(tokens, result)
	kit.WriteMovetext(&b, tokens)
	return b.String()
}
