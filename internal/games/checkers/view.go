package checkers

import (
	"slices"
	"time"

	"gamehall/internal/games/kit"
)

// Piece is what stands on a square.
type Piece uint8

// The pieces.
const (
	NoPiece Piece = iota
	WhiteMan
	WhiteKing
	BlackMan
	BlackKing
)

// Colour is the piece's side; meaningless for NoPiece.
func (p Piece) Colour() Colour {
	if p == BlackMan || p == BlackKing {
		return Black
	}
	return White
}

// King reports whether the piece is a king.
func (p Piece) King() bool { return p == WhiteKing || p == BlackKing }

// At returns the piece on a square.
func (p *Position) At(s Square) Piece {
	b := s.Bit()
	king := p.Kings&b != 0
	switch {
	case p.White&b != 0 && king:
		return WhiteKing
	case p.White&b != 0:
		return WhiteMan
	case p.Black&b != 0 && king:
		return BlackKing
	case p.Black&b != 0:
		return BlackMan
	}
	return NoPiece
}

// Cell is one square of the board as shown.
type Cell struct {
	Name    string // "c3"; empty for light squares
	Dark    bool
	Piece   Piece
	Last    bool // on the path of the last move
	Taken   bool // a piece taken by the last move stood here
	Movable bool // the person's piece that can move now
}

// Row is one rank of the board, cells from left to right as shown.
type Row struct {
	Rank  int // 1-8
	Cells []Cell
}

// MoveOption is a legal move (or the last move) as the page and the bot
// see it. Paths holds every way of clicking it: capture orders that take
// the same pieces between the same squares are one move.
type MoveOption struct {
	From, To string
	Paths    [][]string
	Captured []string
	Crowns   bool
	Notation string
}

// MovePair is one line of the move list: a move number and the two
// sides' moves in notation (Black's empty while White's is the last).
type MovePair struct {
	Number       int
	White, Black string
}

// View is everything about a game a seat may see; in checkers nothing is
// hidden, so both seats see the same.
type View struct {
	Seat     int
	Human    Colour // the person's colour
	Level    kit.Level
	Turn     Colour // the side to move
	YourTurn bool   // the viewing seat must act now
	// Rows are the ranks from the top of the board down, seen from the
	// person's side (their pieces at the bottom); Files are the column
	// letters left to right.
	Rows  []Row
	Files []string
	// Legal are the side to move's moves; MustCapture says they are
	// captures.
	Legal       []MoveOption
	MustCapture bool
	LastMove    *MoveOption
	MoveList    []MovePair
	// Pieces left on the board and pieces each side has taken.
	WhiteMen, WhiteKings, BlackMen, BlackKings int
	TakenByWhite, TakenByBlack                 int
	// Clock is the half-moves since the last capture; the game is drawn
	// when it reaches NoCaptureDrawPlies.
	Clock        int
	DrawPending  bool // the person's draw offer awaits the bot
	DrawDeclined bool // the bot declined the offer made on this turn
	CanOfferDraw bool
	CanUndo      bool
	Over         bool
	Outcome      kit.Outcome // for the person
	End          End
	StatusEN     string
	StatusRU     string
	// FEN is the current position; Start and History (paths in
	// notation) let a bot replay the game to see repetitions.
	FEN     string
	Start   string
	History []string
}

// MyTurn says whether the viewing seat must act now, as the card games'
// views say it: the page's title tells a background tab.
func (v View) MyTurn() bool { return v.YourTurn }

// View returns the game as a seat sees it.
func (s *state) View(seat int, now time.Time) View {
	cur := s.current()
	v := View{
		Seat:        seat,
		Human:       s.human,
		Level:       s.level,
		Turn:        cur.Side,
		Clock:       s.clock,
		DrawPending: s.pending,
		Over:        s.Over(),
		Outcome:     s.outcome(),
		End:         s.end,
		FEN:         cur.FEN(),
		Start:       s.start.FEN(),
		MustCapture: cur.HasCapture(),
	}
	if seat == BotSeat {
		v.YourTurn = !v.Over && (s.pending || cur.Side == s.bot())
	} else {
		v.YourTurn = !v.Over && !s.pending && cur.Side == s.human
	}
	v.WhiteMen, v.WhiteKings = cur.Count(White)
	v.BlackMen, v.BlackKings = cur.Count(Black)
	for _, m := range s.moves {
		v.History = append(v.History, FormatPath(m.path, m.choice.Move.IsCapture()))
	}
	v.TakenByWhite, v.TakenByBlack = s.taken()
	v.MoveList = s.moveList()
	if !v.Over {
		for i := range s.legal {
			v.Legal = append(v.Legal, option(&s.legal[i]))
		}
	}
	if n := len(s.moves); n > 0 {
		last := option(&s.moves[n-1].choice)
		last.Paths = [][]string{names(s.moves[n-1].path)}
		v.LastMove = &last
	}
	v.Rows, v.Files = s.rows(v.YourTurn && seat == HumanSeat)
	v.DrawDeclined = !s.pending && s.offerPly == len(s.moves)
	v.CanOfferDraw = v.YourTurn && seat == HumanSeat && !v.DrawDeclined
	v.CanUndo = !v.Over && !s.pending && slices.ContainsFunc(s.positions[:len(s.moves)],
		func(p Position) bool { return p.Side == s.human })
	v.StatusEN, v.StatusRU = s.status(v.MustCapture)
	return v
}

// option turns a choice into its page form.
func option(c *Choice) MoveOption {
	o := MoveOption{
		From:     c.Move.From.String(),
		To:       c.Move.To.String(),
		Crowns:   c.Move.Crowns,
		Notation: c.Notation(),
	}
	for _, p := range c.Paths {
		o.Paths = append(o.Paths, names(p))
	}
	o.Captured = names(squaresOf(c.Move.Captured))
	return o
}

func names(squares []Square) []string {
	out := make([]string, len(squares))
	for i, s := range squares {
		out[i] = s.String()
	}
	return out
}

// taken counts the pieces each side has captured so far.
func (s *state) taken() (byWhite, byBlack int) {
	for i, m := range s.moves {
		if s.positions[i].Side == White {
			byWhite += m.choice.Move.Captures()
		} else {
			byBlack += m.choice.Move.Captures()
		}
	}
	return byWhite, byBlack
}

// moveList pairs the moves by number; a game from a position with Black
// to move starts with an empty White half.
func (s *state) moveList() []MovePair {
	var out []MovePair
	for i, m := range s.moves {
		text := m.choice.Notation()
		if s.positions[i].Side == White || len(out) == 0 {
			out = append(out, MovePair{Number: len(out) + 1})
		}
		if s.positions[i].Side == White {
			out[len(out)-1].White = text
		} else {
			out[len(out)-1].Black = text
		}
	}
	return out
}

// rows lays out the board from the person's side, marking the last move
// and, when the person is to move, the pieces that can move.
func (s *state) rows(marking bool) ([]Row, []string) {
	cur := s.current()
	var last, taken uint64
	if n := len(s.moves); n > 0 {
		for _, sq := range s.moves[n-1].path {
			last |= sq.Bit()
		}
		taken = s.moves[n-1].choice.Move.Captured
	}
	var movable uint64
	if marking {
		for _, c := range s.legal {
			movable |= c.Move.From.Bit()
		}
	}
	files := []string{"a", "b", "c", "d", "e", "f", "g", "h"}
	rows := make([]Row, 0, 8)
	for i := range 8 {
		r := 7 - i
		if s.human == Black {
			r = i
		}
		row := Row{Rank: r + 1, Cells: make([]Cell, 8)}
		for j := range 8 {
			f := j
			if s.human == Black {
				f = 7 - j
			}
			if (r+f)%2 != 0 {
				continue
			}
			sq := SquareAt(f, r)
			b := sq.Bit()
			row.Cells[j] = Cell{
				Name:    sq.String(),
				Dark:    true,
				Piece:   cur.At(sq),
				Last:    last&b != 0,
				Taken:   taken&b != 0,
				Movable: movable&b != 0,
			}
		}
		rows = append(rows, row)
	}
	if s.human == Black {
		slices.Reverse(files)
	}
	return rows, files
}

// status is the line above the board, in English and Russian.
func (s *state) status(mustCapture bool) (en, ru string) {
	switch s.end {
	case NoMoves:
		if s.current().Side == s.human {
			return "You lost: you have no moves left", "Вы проиграли: у вас не осталось ходов"
		}
		return "You won: the bot has no moves left", "Вы выиграли: у бота не осталось ходов"
	case Resigned:
		return "You resigned", "Вы сдались"
	case NoCapture:
		return "Draw: 60 half-moves without a capture", "Ничья: 60 полуходов без взятий"
	case Repetition:
		return "Draw: the same position for the third time", "Ничья: позиция повторилась трижды"
	case Agreed:
		return "Draw by agreement", "Ничья по соглашению"
	}
	switch {
	case s.pending:
		return "The bot is considering your draw offer", "Бот обдумывает предложение ничьей"
	case s.current().Side != s.human:
		return "The bot is thinking", "Бот думает"
	case mustCapture:
		return "Your move: capturing is compulsory", "Ваш ход: бить обязательно"
	}
	return "Your move", "Ваш ход"
}

// Next says how a partly chosen path can go on, from the legal moves in
// the view: the squares that may be clicked next and whether the prefix
// is already a whole move. An empty prefix gives the pieces that can
// move. The page uses it to choose a multi-capture square by square,
// with or without JavaScript.
func (v View) Next(prefix []string) (next []string, complete bool) {
	for _, o := range v.Legal {
		next, complete = continuePaths(o.Paths, prefix, next, complete)
	}
	return next, complete
}
