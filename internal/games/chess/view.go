package chess

import (
	"strconv"
	"time"

	"gamehall/internal/games/kit"
)

// View is what a seat sees of a game: everything, since chess hides
// nothing. The page renders it and the bot reads it (the bot replays
// StartFEN and Moves to get the position and its repetition history).
type View struct {
	// Human and Bot are the colours, "white" or "black".
	Human, Bot string
	Level      kit.Level
	// Turn is the colour to move; YourTurn says whether that is the
	// seat the view was made for (and the game is not over).
	Turn     string
	YourTurn bool
	Seat     int

	FEN      string
	StartFEN string
	// Moves are the moves played, in UCI form, from StartFEN.
	Moves []string
	// SAN holds the same moves in Standard Algebraic Notation;
	// MovePairs groups them by move number for the move list.
	SAN       []string
	MovePairs []MovePair

	// Squares lists the 64 squares from the person's side of the
	// board: rank 8 first for white, rank 1 first for black.
	Squares []SquareView
	// Targets maps each square the seat may move from to the squares
	// it may move to; Promotions holds "from-to" pairs that promote.
	Targets    map[string][]string
	Promotions map[string]bool
	// LastFrom and LastTo are the last move's squares; Check is the
	// square of a king in check. Empty when there is none.
	LastFrom, LastTo, Check string

	// CapturedBy lists, per colour ("white", "black"), the FEN letters
	// of the pieces it has taken, in order. Material is white's
	// material minus black's, in pawns.
	CapturedBy map[string][]string
	Material   int

	// Status is a stable key: "playing", "check", "draw-offered",
	// "draw-declined", or once over: checkmate, stalemate,
	// insufficient, fifty, threefold, resigned, agreed.
	Status string
	Over   bool
	// Outcome is "win", "loss", "draw" or "none" for the person.
	Outcome string
	// Result is the PGN result: 1-0, 0-1, 1/2-1/2 or *.
	Result string
	// DrawOffer is "", "pending" or "declined".
	DrawOffer string
	CanUndo   bool
	// pgn is the export without the person's name; see [View.PGN].
	pgn pgnExport
}

// MyTurn says whether the viewing seat must act now, as the card games'
// views say it: the page's title tells a background tab.
func (v View) MyTurn() bool { return v.YourTurn }

// MovePair is one numbered line of the move list.
type MovePair struct {
	Number       int
	White, Black string
}

// SquareView is one square of the board.
type SquareView struct {
	Name string // "e4"
	// Piece is the FEN letter ("K", "p") or "" for an empty square.
	Piece string
	Dark  bool
	// File and Rank label the board edge: File is set on the bottom
	// row, Rank on the left column (from the person's side).
	File, Rank string
}

// View returns the game as the given seat sees it.
func (s *State) View(seat int, now time.Time) View {
	v := View{
		Human:      s.human.String(),
		Bot:        s.human.Other().String(),
		Level:      s.rec.Level,
		Turn:       s.pos.side.String(),
		Seat:       seat,
		FEN:        s.pos.FEN(),
		StartFEN:   s.rec.Start,
		Moves:      append([]string(nil), s.rec.Moves...),
		SAN:        append([]string(nil), s.sans...),
		Over:       s.Over(),
		Outcome:    s.outcome().String(),
		Result:     s.resultText(),
		DrawOffer:  s.rec.DrawOffer,
		CapturedBy: map[string][]string{"white": letters(s.captured[White]), "black": letters(s.captured[Black])},
		Material:   s.material(),
		pgn:        s.pgnExport(),
	}
	v.YourTurn = !v.Over && s.seatColor(seat) == s.pos.side
	v.MovePairs = s.movePairs()
	v.Squares = s.squares()
	if s.last != NoMove {
		v.LastFrom, v.LastTo = s.last.From().String(), s.last.To().String()
	}
	if s.pos.InCheck() {
		v.Check = s.pos.KingSquare(s.pos.side).String()
	}
	v.Status = s.status()
	if !v.Over && len(s.rec.Moves) > 0 {
		v.CanUndo = seat == 0 && (s.pos.side != s.human || len(s.rec.Moves) >= 2) && s.rec.DrawOffer != "pending"
	}
	v.Targets, v.Promotions = map[string][]string{}, map[string]bool{}
	if v.YourTurn && s.rec.DrawOffer != "pending" {
		var ml MoveList
		s.pos.GenerateLegal(&ml)
		for _, m := range ml.Slice() {
			from, to := m.From().String(), m.To().String()
			if p := m.Promotion(); p != NoType {
				v.Promotions[from+"-"+to] = true
				if p != Queen {
					continue
				}
			}
			v.Targets[from] = append(v.Targets[from], to)
		}
	}
	return v
}

func (s *State) status() string {
	switch {
	case s.ending != "":
		return s.ending
	case s.rec.DrawOffer == "pending":
		return "draw-offered"
	case s.rec.DrawOffer == "declined":
		return "draw-declined"
	case s.pos.InCheck():
		return "check"
	}
	return "playing"
}

func letters(ps []Piece) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = string(p.Letter())
	}
	return out
}

// pieceValue is the usual material count in pawns.
var pieceValue = [8]int{Pawn: 1, Knight: 3, Bishop: 3, Rook: 5, Queen: 9}

func (s *State) material() int {
	n := 0
	for t := Pawn; t <= Queen; t++ {
		n += pieceValue[t] * (s.pos.Pieces(White, t).Count() - s.pos.Pieces(Black, t).Count())
	}
	return n
}

func (s *State) movePairs() []MovePair {
	var pairs []MovePair
	number, side := s.start.Fullmove(), s.start.Side()
	for _, san := range s.sans {
		if side == White || len(pairs) == 0 {
			pairs = append(pairs, MovePair{Number: number})
		}
		if side == White {
			pairs[len(pairs)-1].White = san
		} else {
			pairs[len(pairs)-1].Black = san
			number++
		}
		side ^= 1
	}
	return pairs
}

func (s *State) squares() []SquareView {
	out := make([]SquareView, 0, 64)
	for row := 0; row < 8; row++ {
		for col := 0; col < 8; col++ {
			f, r := col, 7-row
			if s.human == Black {
				f, r = 7-col, row
			}
			sq := MakeSquare(f, r)
			v := SquareView{Name: sq.String(), Dark: (f+r)%2 == 0}
			if pc := s.pos.PieceAt(sq); pc != NoPiece {
				v.Piece = string(pc.Letter())
			}
			if row == 7 {
				v.File = string(rune('a' + f))
			}
			if col == 0 {
				v.Rank = strconv.Itoa(r + 1)
			}
			out = append(out, v)
		}
	}
	return out
}

// pgnExport is what a PGN export needs besides the person's name.
type pgnExport struct {
	tags       PGNTags // White and Black left empty
	humanWhite bool
	start      Position
	sans       []string
}

// PGN exports the game so far; player names the person in the White or
// Black tag, and the bot is named with its level, e.g. "Bot (Strong)".
func (v View) PGN(player string) string {
	tags := v.pgn.tags
	tags.White, tags.Black = player, BotName(v.Level)
	if !v.pgn.humanWhite {
		tags.White, tags.Black = tags.Black, tags.White
	}
	return PGN(tags, v.pgn.start, v.pgn.sans)
}

// BotName is the bot as game records name it, e.g. "Bot (Strong)".
func BotName(level kit.Level) string {
	if !level.Valid() {
		return "Bot"
	}
	return "Bot (" + level.NameEN() + ")"
}

func (s *State) pgnExport() pgnExport {
	term := ""
	if s.Over() {
		term = "normal" // the PGN standard's word for a game decided on the board or by agreement
	}
	return pgnExport{
		tags: PGNTags{
			Event:       "Game hall chess",
			Site:        "Game hall",
			Date:        s.rec.Created.Format("2006.01.02"),
			Round:       "-",
			Result:      s.resultText(),
			FEN:         s.rec.Start,
			Termination: term,
		},
		humanWhite: s.human == White,
		start:      s.start,
		sans:       append([]string(nil), s.sans...),
	}
}
