package durak

import (
	"strings"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Apply performs one action for a seat:
//
//	do=attack&card=7S              open the bout (the attacker)
//	do=defend&card=9S[&target=7S]  beat an uncovered card (the defender;
//	                               target defaults to the one uncovered)
//	do=take                        pick the table up (the defender)
//	do=throw&card=7H               throw in a card of a rank on the table
//	do=pass                        throw in nothing more
//	do=transfer&card=7H            pass the attack on to the next player
//	                               with a card of its rank (the transfer
//	                               variant, before anything is beaten)
//
// Every check happens before anything changes, so a refused action
// leaves the state as it was.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	card := act.Get("card")
	t := kit.Table{Seats: s.Players, Over: s.Over(), Resign: &s.Resignation, Turn: s.myTurn, Moves: &s.Moves}
	return t.Play(seat, act, kit.Moves{
		ActAttack:   func() error { return s.attack(seat, card) },
		ActDefend:   func() error { return s.defend(seat, card, act.Get("target")) },
		ActTake:     s.take,
		ActThrow:    func() error { return s.throw(seat, card) },
		ActPass:     s.pass,
		ActTransfer: func() error { return s.transfer(seat, card) },
	})
}

// myTurn refuses a seat that is not to move.
func (s *state) myTurn(seat int) error {
	if seat != s.Turn {
		return kit.Invalid("It is not your turn.", "Сейчас не ваш ход.")
	}
	return nil
}

// handCard reads a card code and checks that the seat holds the card.
func (s *state) handCard(seat int, code string) (cards.Card, error) {
	return cards.FromHand(code, s.Variant.Deck(), s.Hands[seat])
}

// play moves a card from a hand to the table as a new attack.
func (s *state) play(seat int, c cards.Card) {
	s.Hands[seat] = s.Hands[seat].Remove(c)
	s.Known[seat] = s.Known[seat].Remove(c)
	s.Table = append(s.Table, Pair{Attack: c, By: seat})
}

func (s *state) attack(seat int, code string) error {
	if s.Phase != Attack {
		return kit.Invalid("The bout is already open: throw in or pass.", "Ход уже сделан: подкидывайте или пасуйте.")
	}
	c, err := s.handCard(seat, code)
	if err != nil {
		return err
	}
	s.play(seat, c)
	s.Phase = Defend
	s.settle()
	return nil
}

func (s *state) defend(seat int, code, target string) error {
	if s.Phase != Defend {
		return kit.Invalid("There is nothing to beat now.", "Сейчас нечего отбивать.")
	}
	at, _ := s.uncovered()
	if strings.TrimSpace(target) != "" {
		t, err := cards.Parse(target)
		if err != nil {
			return kit.Invalid("Name the card to beat by its code, like 7S.", "Укажите карту, которую бьёте, кодом, например 7S.")
		}
		at = -1
		for i, p := range s.Table {
			if p.Attack == t && !p.Covered() {
				at = i
			}
		}
		if at < 0 {
			return kit.Invalid("That card is not waiting to be beaten.", "Эта карта не ждёт, чтобы её побили.")
		}
	}
	c, err := s.handCard(seat, code)
	if err != nil {
		return err
	}
	trump := s.TrumpSuit()
	if !Beats(c, s.Table[at].Attack, trump) {
		if c.Suit() == trump {
			return kit.Invalid("A trump is beaten only by a higher trump.", "Козырь бьётся только старшим козырем.")
		}
		return kit.Invalid("Beat it with a higher card of the same suit or with a trump.",
			"Бейте старшей картой той же масти или козырем.")
	}
	s.Hands[seat] = s.Hands[seat].Remove(c)
	s.Known[seat] = s.Known[seat].Remove(c)
	s.Table[at].Defence = c
	if _, open := s.uncovered(); !open {
		s.Phase = Throw
		s.Passes = 0
	}
	s.settle()
	return nil
}

func (s *state) take() error {
	if s.Phase != Defend {
		return kit.Invalid("Only the defender takes, while a card is unbeaten.", "Забрать карты может только защищающийся, пока карта не побита.")
	}
	s.Phase = Taking
	s.Passes = 0
	s.settle()
	return nil
}

func (s *state) throw(seat int, code string) error {
	if s.Phase != Throw && s.Phase != Taking {
		return kit.Invalid("It is not time to throw in.", "Сейчас не время подкидывать.")
	}
	c, err := s.handCard(seat, code)
	if err != nil {
		return err
	}
	if s.attacks() >= s.Limit {
		return kit.Invalid("The table is full for this bout.", "В этом ходе больше подкидывать нельзя.")
	}
	if !s.throwable(seat).Has(c) {
		return kit.Invalid("Throw in only a rank already on the table.", "Подкидывать можно только карты тех достоинств, что уже есть на столе.")
	}
	s.play(seat, c)
	if s.Phase == Throw {
		s.Phase = Defend
	}
	s.settle()
	return nil
}

func (s *state) pass() error {
	if s.Phase != Throw && s.Phase != Taking {
		return kit.Invalid("There is nothing to pass on now.", "Сейчас нечего пасовать.")
	}
	s.Passes++
	s.settle()
	return nil
}

// transfer lays a card of the attacking rank and makes the next player
// the defender against everything on the table; the seat that
// transferred attacks from now on.
func (s *state) transfer(seat int, code string) error {
	if !s.Variant.Transfer {
		return kit.Invalid("This table plays without transfers.", "За этим столом не переводят.")
	}
	if s.Phase != Defend {
		return kit.Invalid("Only the defender transfers, before beating anything.", "Переводит только защищающийся, пока ничего не побито.")
	}
	c, err := s.handCard(seat, code)
	if err != nil {
		return err
	}
	if !s.transferable(seat).Has(c) {
		for _, p := range s.Table {
			if p.Covered() {
				return kit.Invalid("A card is already beaten: you can no longer transfer.", "Карта уже побита: переводить нельзя.")
			}
		}
		if c.Rank() != s.Table[0].Attack.Rank() {
			return kit.Invalid("Transfer with a card of the same rank as the attack.", "Переводят картой того же достоинства.")
		}
		return kit.Invalid("The next player has too few cards to take on one more.", "У следующего игрока слишком мало карт, чтобы принять ещё одну.")
	}
	s.play(seat, c)
	s.Attacker, s.Defender = seat, s.nextInGame(seat)
	s.Limit = min(MaxAttacks, s.Hands[s.Defender].Len())
	if s.Variant.FirstBeat && s.Discard.Empty() {
		s.Limit = len(s.Table)
	}
	s.settle()
	return nil
}
