package pharaoh

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// EndKind says how a deal ended.
type EndKind string

// The ways a deal ends.
const (
	// InPlay: the deal goes on.
	InPlay EndKind = ""
	// EndOut: Winner played their last card.
	EndOut EndKind = "out"
	// EndStock: the stock ran out; both hands are counted.
	EndStock EndKind = "stock"
	// EndBlocked: both hands hold the limit of twelve cards and neither
	// fits, so nobody can play or draw; both hands are counted.
	EndBlocked EndKind = "blocked"
)

// Deal is one deal (пуля) in play: the whole table, hidden cards
// included. The engine keeps one inside its state; a bot may build one
// from its view and a guess at the hidden cards to try moves out. Its
// methods check every rule and change nothing when they refuse.
type Deal struct {
	// Special is the colour of this deal's special joker (red or
	// black); the blue joker is always in the deck too.
	Special cards.JokerColor `json:"sj"`
	Hands   [Seats]cards.Set `json:"h"`
	// Stock is drawn from its end; Pile is the played cards, the last
	// one on top.
	Stock cards.Packed `json:"st"`
	Pile  cards.Packed `json:"pi"`
	// Called is the suit a joker on top asks for; NoSuit while the top
	// is not a joker or is a joker turned up at the start (any card
	// fits on it).
	Called cards.Suit `json:"cs"`
	Turn   int        `json:"tn"`
	// Drawn is the card the player to move drew this turn: it fits
	// (else the turn would have passed), and it is the only card they
	// may still play.
	Drawn cards.Card `json:"dn,omitempty"`
	// Passes counts turns in a row in which a full hand could neither
	// play nor draw; two in a row block the deal.
	Passes int `json:"ps"`
	// Jokered marks the seats that played their special joker.
	Jokered [Seats]bool `json:"jk"`
	// Drew is, per seat, the cards it got from the stock since its own
	// last card played: private to that seat.
	Drew [Seats]cards.Set `json:"dr"`
	// Lacks is, per seat, cards both players know it does not hold
	// (it drew when nothing fitted). Public.
	Lacks [Seats]cards.Set `json:"lk"`
	// End, Winner and Last tell how the deal ended: Winner is the seat
	// that went out (on card Last), or -1.
	End    EndKind    `json:"end,omitempty"`
	Winner int        `json:"w"`
	Last   cards.Card `json:"la,omitempty"`

	// emit, when set, receives the events of the deal for the log.
	emit func(Event)
}

// NewDeal lays out a deal from a shuffled 26-card deck: five cards to
// each seat, the next card turned up, the rest the stock (drawn from
// its end); first moves first.
func NewDeal(deck []cards.Card, special cards.JokerColor, first int) Deal {
	d := Deal{Special: special, Turn: first, Winner: -1, Called: cards.NoSuit}
	for i := range HandSize {
		d.Hands[first] = d.Hands[first].Add(deck[2*i])
		d.Hands[1-first] = d.Hands[1-first].Add(deck[2*i+1])
	}
	d.Pile = cards.Packed{deck[2*HandSize]}
	d.Stock = append(cards.Packed(nil), deck[2*HandSize+1:]...)
	return d
}

// Clone returns a deep copy that shares nothing with d (and logs
// nowhere).
func (d *Deal) Clone() Deal {
	c := *d
	c.Stock = append(cards.Packed(nil), d.Stock...)
	c.Pile = append(cards.Packed(nil), d.Pile...)
	c.emit = nil
	return c
}

func (d *Deal) log(e Event) {
	if d.emit != nil {
		d.emit(e)
	}
}

// Top is the top card of the pile.
func (d *Deal) Top() cards.Card { return d.Pile[len(d.Pile)-1] }

// Over reports whether the deal has ended.
func (d *Deal) Over() bool { return d.End != InPlay }

// Playable is what seat may play now: nothing unless it is its turn;
// the drawn card alone once it has drawn; else every card that fits.
func (d *Deal) Playable(seat int) cards.Set {
	if d.Over() || seat != d.Turn {
		return 0
	}
	if d.Drawn != cards.NoCard {
		return cards.SetOf(d.Drawn)
	}
	return d.Hands[seat].Intersect(Matching(d.Top(), d.Called))
}

// CanDraw reports whether seat must draw now: its turn, nothing fits,
// not drawn yet, room in the hand and a card in the stock.
func (d *Deal) CanDraw(seat int) bool {
	return !d.Over() && seat == d.Turn && d.Drawn == cards.NoCard && d.Playable(seat).Empty() &&
		d.Hands[seat].Len() < MaxHand && len(d.Stock) > 0
}

// CanPass reports whether seat may end its turn without playing: after
// drawing a card that fits (it keeps it), or with nothing to play and
// no room to draw.
func (d *Deal) CanPass(seat int) bool {
	if d.Over() || seat != d.Turn {
		return false
	}
	return d.Drawn != cards.NoCard || (d.Playable(seat).Empty() && !d.CanDraw(seat))
}

// Play puts card c from seat's hand on the pile; a joker needs the suit
// it calls. The deal ends when it was the last card; else its effect
// falls on the other player.
func (d *Deal) Play(seat int, c cards.Card, suit cards.Suit) error {
	if err := d.myTurn(seat); err != nil {
		return err
	}
	if !d.Hands[seat].Has(c) {
		return kit.Invalid("That card is not in your hand.", "Этой карты у вас нет.")
	}
	if d.Drawn != cards.NoCard && c != d.Drawn {
		return kit.Invalid("You drew a card: play that one or keep it and pass.",
			"Вы взяли карту: сыграйте её или оставьте себе и пропустите ход.")
	}
	if !Fits(c, d.Top(), d.Called) {
		return kit.Invalid("Play a card of the same suit or the same rank as the top card.",
			"Кладите карту той же масти или того же достоинства, что и верхняя.")
	}
	if c.IsJoker() && !suit.Valid() {
		return kit.Invalid("A joker calls a suit: choose one.", "Джокер заказывает масть: выберите её.")
	}
	if !c.IsJoker() {
		suit = cards.NoSuit
	}
	if c == d.Drawn {
		// The hand is again the one that had nothing to play.
		d.Lacks[seat] = d.Lacks[seat].Union(Matching(d.Top(), d.Called))
	}
	d.Hands[seat] = d.Hands[seat].Remove(c)
	d.Drew[seat] = 0
	d.Pile = append(d.Pile, c)
	d.Called = suit
	d.Drawn = cards.NoCard
	d.Passes = 0
	if IsSpecial(c, seat) {
		d.Jokered[seat] = true
	}
	d.log(Event{Seat: seat, Kind: EvPlay, Card: c, Suit: suit})
	if d.Hands[seat].Empty() {
		d.finish(EndOut, seat)
		return nil
	}
	eff := EffectOf(c, seat)
	if !eff.Skip {
		d.endTurn(1 - seat)
		return nil
	}
	other := 1 - seat
	n := d.give(other, eff.Draw)
	if eff.Draw > 0 {
		d.log(Event{Seat: other, Kind: EvPenalty, N: n})
	} else {
		d.log(Event{Seat: other, Kind: EvSkip})
	}
	d.endTurn(seat)
	return nil
}

// Draw is the move of a seat with nothing that fits: it takes one card
// from the stock. If that card fits the seat may play it (or keep it
// and pass); else the turn passes at once.
func (d *Deal) Draw(seat int) error {
	if err := d.myTurn(seat); err != nil {
		return err
	}
	if d.Drawn != cards.NoCard {
		return kit.Invalid("You have drawn already this turn.", "Вы уже брали карту на этом ходу.")
	}
	if !d.Playable(seat).Empty() {
		return kit.Invalid("You have a card to play: you may draw only when nothing fits.",
			"У вас есть подходящая карта: брать из колоды можно, только когда ходить нечем.")
	}
	if d.Hands[seat].Len() >= MaxHand {
		return kit.Invalid("Twelve cards is the most a hand may hold: pass.", "Больше двенадцати карт держать нельзя: пропустите ход.")
	}
	// The stock is never empty while the deal goes on: it ends the
	// moment the stock runs out.
	c := d.Stock[len(d.Stock)-1]
	d.Stock = d.Stock[:len(d.Stock)-1]
	d.Hands[seat] = d.Hands[seat].Add(c)
	d.Drew[seat] = d.Drew[seat].Add(c)
	d.Passes = 0
	// A card that fits and is kept must look the same to the other
	// player as one that does not fit: the same log, and no knowledge
	// of what the hand lacks (it holds one unknown card that may or may
	// not fit; playing the drawn card tells more, see Play).
	d.Lacks[seat] = 0
	d.log(Event{Seat: seat, Kind: EvDraw})
	if Fits(c, d.Top(), d.Called) {
		d.Drawn = c
		return nil
	}
	d.log(Event{Seat: seat, Kind: EvKeep})
	d.endTurn(1 - seat)
	return nil
}

// Pass ends seat's turn without playing: keeping a card it drew that
// fits, or, with a full hand and nothing that fits, missing the turn.
func (d *Deal) Pass(seat int) error {
	if err := d.myTurn(seat); err != nil {
		return err
	}
	if !d.CanPass(seat) {
		if !d.Playable(seat).Empty() {
			return kit.Invalid("You have a card to play.", "У вас есть подходящая карта.")
		}
		return kit.Invalid("Draw from the stock first.", "Сначала возьмите карту из колоды.")
	}
	if d.Drawn != cards.NoCard {
		d.log(Event{Seat: seat, Kind: EvKeep})
		d.endTurn(1 - seat)
		return nil
	}
	d.Lacks[seat] = d.Lacks[seat].Union(Matching(d.Top(), d.Called))
	d.log(Event{Seat: seat, Kind: EvFull})
	d.Passes++
	if d.Passes >= Seats {
		d.finish(EndBlocked, -1)
		return nil
	}
	d.endTurn(1 - seat)
	return nil
}

func (d *Deal) myTurn(seat int) error {
	if d.Over() {
		return kit.Invalid("The deal is over.", "Пуля окончена.")
	}
	if seat != d.Turn {
		return kit.Invalid("It is not your turn.", "Сейчас не ваш ход.")
	}
	return nil
}

// give deals up to n cards from the stock to seat, as far as the stock
// and the hand limit allow, and returns how many it got.
func (d *Deal) give(seat, n int) int {
	got := 0
	for got < n && len(d.Stock) > 0 && d.Hands[seat].Len() < MaxHand {
		c := d.Stock[len(d.Stock)-1]
		d.Stock = d.Stock[:len(d.Stock)-1]
		d.Hands[seat] = d.Hands[seat].Add(c)
		d.Drew[seat] = d.Drew[seat].Add(c)
		got++
	}
	if got > 0 {
		d.Lacks[seat] = 0
	}
	return got
}

// endTurn hands the turn to next, unless the stock has run out: then
// the deal is over and both hands are counted.
func (d *Deal) endTurn(next int) {
	d.Turn = next
	d.Drawn = cards.NoCard
	if len(d.Stock) == 0 {
		d.finish(EndStock, -1)
	}
}

func (d *Deal) finish(kind EndKind, winner int) {
	d.End = kind
	d.Winner = winner
	d.Last = d.Top()
	d.Drawn = cards.NoCard
	d.log(Event{Seat: max(winner, 0), Kind: EvEnd, End: kind})
}

// Points is what each seat scores for the deal once it is over: the
// player who went out 0, or -20 / -40 for going out on an ordinary /
// special joker; a hand left over its [HandPoints]; and 5 off for each
// seat that played its special joker.
func (d *Deal) Points() [Seats]int {
	var pts [Seats]int
	for seat := range Seats {
		if d.End == EndOut && seat == d.Winner {
			pts[seat] = FinishBonus(d.Last, seat)
		} else {
			pts[seat] = HandPoints(d.Hands[seat], seat)
		}
		if d.Jokered[seat] {
			pts[seat] -= SpecialPlayed
		}
	}
	return pts
}
