package owchess

import (
	"strconv"
	"time"

	"gamehall/internal/games/kit"
)

// View is what one seat may know: its own pieces, whatever stands on
// the squares it sees, its coins and upgrades, the public purchases and
// the clock. Squares under its fog carry nothing but their name and
// whether a merchant stands there (merchants never move).
type View struct {
	Seat  int
	Side  string // "white" or "black"
	Enemy string
	Level kit.Level
	Timer bool
	// Friend is a game of two people at one screen: the view is the
	// side to move's. Cover hides the whole board until that player
	// says they are ready.
	Friend, Cover bool

	// Turn is the colour to move; YourTurn whether that is this seat
	// (and the game goes on). Shop is true while this seat's shop is
	// open.
	Turn     string
	YourTurn bool
	Shop     bool
	Ply      int

	// Squares are the 64 squares from the seat's side of the board.
	Squares []SquareView
	// Targets maps each square the seat may move from to the squares it
	// may move to (empty unless it is the seat's move).
	Targets map[string][]string

	// Known is the board as the seat sees it (squares under fog empty);
	// Open marks the squares it sees; Fog holds its fog ages. The bot
	// plays from these.
	Known Board
	Open  [64]bool
	Fog   Fog
	// Color is Side as a Color.
	Color Color

	Coins, Collected int
	// Ext and EnemyExt are the "longer moves" upgrades (purchases are
	// public); Curses and EnemyCurses the curses laid on each side.
	Ext, EnemyExt       bool
	Curses, EnemyCurses int
	Strikes             int
	EnemyStrikes        int
	// Items are the shop's goods with whether this seat can buy each.
	Items []ItemView

	// DeadlineMs is when the side to move runs out of time (Unix ms);
	// RemainingMs the time left at the view's moment; Red is true when
	// the side to move has already run out once.
	DeadlineMs, RemainingMs int64
	Red                     bool

	// LastFrom and LastTo are the last move's squares, each only if the
	// seat saw it.
	LastFrom, LastTo string
	// Log holds the recent events this seat saw, newest last.
	Log []LogLine

	Over    bool
	End     string
	Outcome string // "win", "loss", "draw" or "none" for this seat
	// Winner is "white", "black" or "" (a draw, or not over yet).
	Winner string
	// MyPieces and EnemySeen count pieces: all of the seat's, and the
	// enemy's in sight.
	MyPieces, EnemySeen int
}

// MyTurn says whether the viewing seat must act now, as the card games'
// views say it: the page's title tells a background tab.
func (v View) MyTurn() bool { return v.YourTurn }

// SquareView is one square as a seat sees it.
type SquareView struct {
	Name string
	Dark bool
	// File and Rank label the board edge (bottom row, left column).
	File, Rank string
	// Fog is true for a square the seat cannot see; Fade counts the
	// moves before an open square out of sight closes (0 otherwise).
	Fog      bool
	Fade     int
	Merchant bool
	Piece    string // FEN letter, "" when empty or fogged
	HP, Max  int
	// Strong: the piece's HP cap is above its kind's starting HP.
	Strong bool
	Bonus  string // bonus name, "" for none
	Coin   bool
}

// ItemView is one shop item for the seat.
type ItemView struct {
	Key    string
	CanBuy bool
	Owned  bool // "longer moves" already bought
}

// LogLine is one event as a seat saw it: From and To are empty where
// the seat did not see them; Mine says the seat did it. Piece is empty
// (and A zero) when the seat did not see the acting piece; a bonus
// whose effect the seat did not see has A and D zero.
type LogLine struct {
	Ply            int
	By             string // "white" or "black"
	Mine           bool
	Kind           string
	From, To       string
	Piece, Target  string
	A, D           int
	Item           string
	FromSeen, Seen bool
	// ActorUnseen: the seat did not see the acting piece (Piece empty,
	// A zero). EffectUnseen: it did not see what a bonus did (A, D
	// zero).
	ActorUnseen, EffectUnseen bool
}

// View returns the game as the seat sees it at time now.
func (s *State) View(seat int, now time.Time) View {
	me := s.side(seat)
	r := &s.rec
	v := View{
		Seat: seat, Side: me.String(), Enemy: me.Other().String(), Color: me,
		Level: r.Level, Timer: r.Timer, Turn: r.Turn.String(), Ply: r.Ply,
		Coins: r.Coins[me], Collected: r.Collected[me],
		Ext: r.Ext[me], EnemyExt: r.Ext[me.Other()],
		Curses: r.Curses[me], EnemyCurses: r.Curses[me.Other()],
		Strikes: r.Strikes[me], EnemyStrikes: r.Strikes[me.Other()],
		Over: s.Over(), End: r.End, Fog: r.Fog[me],
		Friend: r.Friend, Cover: r.Cover,
	}
	if r.Winner >= 0 && v.Over {
		v.Winner = Color(r.Winner).String()
	}
	v.YourTurn = !v.Over && r.Turn == me
	v.Shop = v.YourTurn && r.Shop
	v.Open = r.Fog[me].Open()
	switch {
	case v.Cover:
		v.Open = [64]bool{} // nothing shows until the player is ready
		v.Fog = closedFog()
	case v.Over:
		for i := range v.Open {
			v.Open[i] = true // the fog lifts at the end
		}
	}
	for sq := range r.Board {
		if v.Open[sq] {
			v.Known[sq] = r.Board[sq]
			if p := r.Board[sq].P; p.Kind != None && p.Color != me {
				v.EnemySeen++
			}
		}
		if p := r.Board[sq].P; p.Kind != None && p.Color == me {
			v.MyPieces++
		}
	}
	switch o := s.outcome(); {
	case r.Friend:
		v.Outcome = map[bool]string{true: "draw", false: "none"}[o == kit.Draw]
	case seat == BotSeat && o.String() == "win":
		v.Outcome = "loss"
	case seat == BotSeat && o.String() == "loss":
		v.Outcome = "win"
	default:
		v.Outcome = o.String()
	}
	if r.Timer && !v.Over {
		v.DeadlineMs = r.Deadline.UnixMilli()
		v.RemainingMs = max(r.Deadline.Sub(now).Milliseconds(), 0)
		v.Red = r.Strikes[r.Turn] > 0
	}
	v.LastFrom, v.LastTo = s.lastSeen(me)
	v.Squares = s.squares(me, &v)
	v.Targets = map[string][]string{}
	if v.YourTurn && !r.Shop {
		for _, m := range Moves(&v.Known, me, r.Ext[me], &v.Open) {
			from := SquareName(m.From)
			v.Targets[from] = append(v.Targets[from], SquareName(m.To))
		}
	}
	for _, it := range Items {
		iv := ItemView{Key: it.Key(), CanBuy: v.Shop && s.canBuy(me, it) == nil}
		iv.Owned = it == ItemExtend && r.Ext[me]
		v.Items = append(v.Items, iv)
	}
	if v.Cover {
		v.Coins, v.Collected, v.Items = 0, 0, nil
	} else {
		v.Log = s.logFor(me)
	}
	return v
}

// lastSeen returns the squares of the last move or attack, each only
// if the side saw it when it happened.
func (s *State) lastSeen(me Color) (from, to string) {
	for i := len(s.rec.Log) - 1; i >= 0; i-- {
		e := s.rec.Log[i]
		if e.Kind != EvMove && e.Kind != EvAttack {
			continue
		}
		if e.Seen[me]&seenFrom != 0 {
			from = SquareName(e.From)
		}
		if e.Seen[me]&seenTo != 0 {
			to = SquareName(e.To)
		}
		return from, to
	}
	return "", ""
}

func (s *State) squares(me Color, v *View) []SquareView {
	out := make([]SquareView, 0, 64)
	for row := range 8 {
		for col := range 8 {
			f, rk := col, 7-row
			if me == Black {
				f, rk = 7-col, row
			}
			sq := Sq(f, rk)
			sv := SquareView{Name: SquareName(sq), Dark: (f+rk)%2 == 0, Merchant: IsMerchant(sq), Fog: !v.Open[sq]}
			if row == 7 {
				sv.File = string(rune('a' + f))
			}
			if col == 0 {
				sv.Rank = strconv.Itoa(rk + 1)
			}
			if !sv.Fog {
				if age := v.Fog[sq]; age > 0 && !v.Over {
					sv.Fade = Closed - int(age)
				}
				c := v.Known[sq]
				sv.Piece, sv.HP, sv.Max = c.P.Letter(), c.P.HP, c.P.Max
				sv.Strong = sv.Piece != "" && c.P.Max > BaseHP(c.P.Kind)
				sv.Bonus, sv.Coin = c.Bonus.String(), c.Coin
			}
			out = append(out, sv)
		}
	}
	return out
}

// logFor is the log as a side saw it, newest last; events it saw none
// of are left out.
func (s *State) logFor(me Color) []LogLine {
	var out []LogLine
	for _, e := range s.rec.Log {
		seen := e.Seen[me]
		if seen == 0 {
			continue
		}
		l := LogLine{Ply: e.Ply, By: e.By.String(), Mine: e.By == me, Kind: e.Kind, Item: e.Item, A: e.A, D: e.D,
			FromSeen: seen&seenFrom != 0, Seen: seen&seenTo != 0}
		if l.FromSeen && e.From >= 0 {
			l.From = SquareName(e.From)
		}
		if l.Seen && e.To >= 0 {
			l.To = SquareName(e.To)
		}
		// The acting piece is known if either end was seen, unless it
		// acted out of the fog; the target of an attack is on To.
		l.Piece = e.Piece
		if seen&unseenActor != 0 {
			l.Piece, l.A, l.ActorUnseen = "", 0, true
		}
		if seen&unseenEffect != 0 {
			l.A, l.D, l.EffectUnseen = 0, 0, true
		}
		if e.Kind == EvCoin && !l.Mine {
			l.A = 0 // the enemy's purse stays hidden
		}
		if l.Seen {
			l.Target = e.Target
		}
		out = append(out, l)
	}
	return out
}
