package kit

import "strings"

// MovetextWidth is the longest line of a game record's movetext: PGN's
// export format keeps lines under 80 characters, and PDN follows it.
const MovetextWidth = 79

// WriteMovetext writes tokens (move numbers, moves, the result) to b
// separated by spaces, starting a new line instead of a space where the
// line would grow past MovetextWidth, and ends with a newline.
func WriteMovetext(b *strings.Builder, tokens []string) {
	col := 0
	for i, t := range tokens {
		if i > 0 {
			if col+1+len(t) > MovetextWidth {
				b.WriteByte('\n')
				col = 0
			} else {
				b.WriteByte(' ')
				col++
			}
		}
		b.WriteString(t)
		col += len(t)
	}
	b.WriteByte('\n')
}
