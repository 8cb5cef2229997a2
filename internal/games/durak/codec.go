package durak

import (
	"errors"
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// codec stores the state after its version and RNG (kit.Codec); a new
// stored form takes Version 2 and still reads 1.
var codec = kit.Codec[state]{Name: "durak", Version: 1, RNG: func(s *state) **rand.PCG { return &s.rng }, Check: (*state).check}

// Encode writes the whole state, RNG included.
func (s *state) Encode() ([]byte, error) { return codec.Encode(s) }

// check verifies that the state is one the rules can reach: every card
// exactly once, the trump at the bottom of the deck, the roles and the
// turn in order and the table within its limit.
func (s *state) check() error {
	if s.Players < MinPlayers || s.Players > MaxPlayers {
		return errors.New("bad number of players")
	}
	if Levels.At(s.Rung) == "" {
		return errors.New("unknown level")
	}
	if len(s.Hands) != s.Players || len(s.Known) != s.Players || len(s.OutAt) != s.Players {
		return errors.New("seat lists do not match the players")
	}
	if v := s.Variant; (v.DeckSize != 0 && v.DeckSize != 24 && v.DeckSize != 52) || s.Players > MaxPlayersFor(v.Size()) {
		return errors.New("bad variant")
	}
	deck := s.Variant.Deck()
	if !deck.Has(s.Trump) {
		return errors.New("bad trump card")
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if s.Bout < 1 || s.Bout > MaxBouts || s.Moves < 0 || len(s.Log) > LogSize || s.Bout < len(s.Log) {
		return errors.New("bad counters")
	}
	if !s.seatOK(s.Opening.Seat) || (s.Opening.Card != cards.NoCard && s.Opening.Card.Suit() != s.TrumpSuit()) {
		return errors.New("bad opening")
	}
	for _, b := range s.Log {
		if err := s.checkLogged(b); err != nil {
			return err
		}
	}
	in := 0
	for seat, at := range s.OutAt {
		if at < 0 || at > s.Bout {
			return errors.New("bad bout of leaving")
		}
		if at != 0 && (!s.Hands[seat].Empty() || len(s.Deck) != 0) {
			return errors.New("a player out of the game holds cards")
		}
		if at == 0 {
			in++
		}
	}
	if s.Phase == Over {
		return s.checkOver(in)
	}
	if in < 2 || s.Fool != -1 {
		return errors.New("a game with one player left is not over")
	}
	return s.checkBout()
}

func (s *state) seatOK(seat int) bool { return seat >= 0 && seat < s.Players }

// checkCards verifies that every card is in exactly one place.
func (s *state) checkCards() error {
	tally := cards.NewTally(s.Variant.Deck())
	for seat, h := range s.Hands {
		if !tally.AddSet(h) || s.Known[seat].Minus(h) != 0 {
			return errors.New("a card is in two hands, or a known card is not in its hand")
		}
	}
	if !tally.AddSet(s.Discard) {
		return errors.New("a discarded card is also elsewhere")
	}
	for i, c := range s.Deck {
		if !tally.Add(c) || (i == len(s.Deck)-1 && c != s.Trump) {
			return errors.New("bad deck")
		}
	}
	for _, p := range s.Table {
		if !tally.Add(p.Attack) || (p.Covered() && !tally.Add(p.Defence)) {
			return errors.New("a card on the table is also elsewhere")
		}
	}
	if !tally.Complete() {
		return errors.New("cards are missing")
	}
	return nil
}

// checkLogged verifies one bout of the log.
func (s *state) checkLogged(b Bout) error {
	if b.N < 1 || b.N > s.Bout || !s.seatOK(b.Attacker) || !s.seatOK(b.Defender) || b.Attacker == b.Defender ||
		len(b.Drew) != s.Players || len(b.Pairs) == 0 || len(b.Pairs) > MaxAttacks {
		return errors.New("bad bout in the log")
	}
	deck := s.Variant.Deck()
	for _, p := range b.Pairs {
		if !deck.Has(p.Attack) || !s.seatOK(p.By) || (p.Covered() && !deck.Has(p.Defence)) {
			return errors.New("bad card in the log")
		}
	}
	for _, seat := range b.Out {
		if !s.seatOK(seat) {
			return errors.New("bad seat in the log")
		}
	}
	return nil
}

// checkOver verifies a finished game: nobody to move, nothing on the
// table, and the fool the one player still holding cards.
func (s *state) checkOver(in int) error {
	if s.Turn != -1 || len(s.Table) != 0 || (in > 1 && s.Bout < MaxBouts) {
		return errors.New("a finished game is still being played")
	}
	if in != 1 {
		if s.Fool != -1 {
			return errors.New("a draw has a fool")
		}
		return nil
	}
	if !s.seatOK(s.Fool) || s.OutAt[s.Fool] != 0 || s.Hands[s.Fool].Empty() {
		return errors.New("the fool is not the one left holding cards")
	}
	return nil
}

// checkBout verifies the bout on the table: the roles, the limit, the
// beaten cards and whose turn it is in the phase.
func (s *state) checkBout() error {
	if !s.seatOK(s.Attacker) || !s.inGame(s.Attacker) || s.Defender != s.nextInGame(s.Attacker) || s.Defender == s.Attacker {
		return errors.New("bad attacker or defender")
	}
	if s.Limit < 1 || s.Limit > MaxAttacks || len(s.Table) > s.Limit {
		return errors.New("the table is over its limit")
	}
	trump := s.TrumpSuit()
	open := 0
	for _, p := range s.Table {
		// A transfer at a table of two sends the attack back to the
		// seat that laid it.
		if !s.seatOK(p.By) || (p.By == s.Defender && !s.Variant.Transfer) {
			return errors.New("bad attacker of a card")
		}
		if !p.Covered() {
			open++
		} else if !Beats(p.Defence, p.Attack, trump) {
			return errors.New("a card on the table is not beaten by its cover")
		}
	}
	order := s.throwers()
	thrower := func() bool { return s.Passes >= 0 && s.Passes < len(order) && s.Turn == order[s.Passes] }
	switch s.Phase {
	case Attack:
		if len(s.Table) != 0 || s.Turn != s.Attacker || s.Hands[s.Attacker].Empty() || s.Limit != s.openingLimit() {
			return errors.New("bad opening of a bout")
		}
	case Defend:
		// Several cards wait only after transfers: every attack of one
		// rank.
		transferred := s.Variant.Transfer && open > 1
		for _, p := range s.Table {
			transferred = transferred && p.Attack.Rank() == s.Table[0].Attack.Rank()
		}
		if (open != 1 && !transferred) || s.Turn != s.Defender {
			return errors.New("bad defence")
		}
	case Throw:
		if open != 0 || len(s.Table) == 0 || len(s.Table) >= s.Limit || !thrower() {
			return errors.New("bad throw-in turn")
		}
	case Taking:
		if open == 0 || len(s.Table) >= s.Limit || !thrower() {
			return errors.New("bad throw-in turn while taking")
		}
	default:
		return errors.New("unknown phase")
	}
	return nil
}
