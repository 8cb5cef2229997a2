package chess

import (
	"gamehall/internal/games/kit"
)

// apply dispatches an action. Every branch validates completely before
// it changes anything, so a refused action leaves the state as it was.
func (s *State) apply(seat int, act kit.Action) error {
	if seat != kit.HumanSeat && seat != BotSeat {
		return kit.Invalid("No such seat.", "Нет такого места.")
	}
	if s.Over() {
		return kit.Invalid("The game is over.", "Партия окончена.")
	}
	switch act.Get("do") {
	case ActMove:
		return s.applyMove(seat, act)
	case ActResign:
		if seat != kit.HumanSeat {
			return kit.Invalid("Only the player can resign.", "Сдаться может только игрок.")
		}
		s.rec.End, s.ending = EndResigned, EndResigned
		s.rec.DrawOffer = ""
		return nil
	case ActUndo:
		return s.applyUndo(seat, act)
	case ActDraw:
		return s.offerDraw(seat)
	case ActAcceptDraw, ActDeclineDraw:
		return s.answerDraw(seat, act.Get("do") == ActAcceptDraw)
	}
	return kit.Invalid("Unknown action.", "Неизвестное действие.")
}

// seatColor returns the colour a seat plays.
func (s *State) seatColor(seat int) Color {
	if seat == kit.HumanSeat {
		return s.human
	}
	return s.human.Other()
}

// applyMove reads a move as from/to squares (with an optional promo
// letter: q, r, b, n; a queen when left out) or as text in the field
// "move" (UCI or SAN), and plays it if it is legal.
func (s *State) applyMove(seat int, act kit.Action) error {
	if s.seatColor(seat) != s.pos.side {
		return kit.Invalid("It is not your move.", "Сейчас не ваш ход.")
	}
	if s.rec.DrawOffer == "pending" {
		return kit.Invalid("The draw offer is still open.", "Предложение ничьей ещё не рассмотрено.")
	}
	m, err := s.parseMove(act)
	if err != nil {
		return err
	}
	s.rec.DrawOffer = ""
	s.play(m)
	return nil
}

func (s *State) parseMove(act kit.Action) (Move, error) {
	if text := act.Get("move"); text != "" {
		if len(text) > 16 {
			return NoMove, kit.Invalid("That is not a move.", "Это не ход.")
		}
		m, err := s.pos.ParseMove(text)
		if err != nil {
			return NoMove, kit.Invalid("That move is not legal here.", "Такой ход здесь невозможен.")
		}
		return m, nil
	}
	from, ok1 := ParseSquare(act.Get("from"))
	to, ok2 := ParseSquare(act.Get("to"))
	if !ok1 || !ok2 {
		return NoMove, kit.Invalid("Choose a square to move from and one to move to.",
			"Выберите, откуда и куда ходить.")
	}
	promo := NoType
	if p := act.Get("promo"); p != "" {
		if len(p) != 1 || promotionFromLetter(p[0]) == NoType {
			return NoMove, kit.Invalid("A pawn becomes a queen, rook, bishop or knight.",
				"Пешка превращается в ферзя, ладью, слона или коня.")
		}
		promo = promotionFromLetter(p[0])
	}
	var ml MoveList
	s.pos.GenerateLegal(&ml)
	// Taking one's own rook with the king means castling on that side.
	if pc := s.pos.PieceAt(from); pc.Type() == King && s.pos.PieceAt(to) == MakePiece(pc.Color(), Rook) &&
		from.Rank() == to.Rank() {
		kingTo := MakeSquare(6, from.Rank())
		if to.File() < from.File() {
			kingTo = MakeSquare(2, from.Rank())
		}
		if m, ok := FindMove(&ml, from, kingTo, NoType); ok && m.IsCastle() {
			return m, nil
		}
	}
	m, ok := FindMove(&ml, from, to, promo)
	if !ok {
		if s.pos.InCheck() {
			return NoMove, kit.Invalid("That move does not get the king out of check.",
				"Этот ход не спасает короля от шаха.")
		}
		return NoMove, kit.Invalid("That move is not legal here.", "Такой ход здесь невозможен.")
	}
	return m, nil
}

// applyUndo takes back the person's last move and the bot's reply, so
// it is the person's turn again in the position before.
func (s *State) applyUndo(seat int, act kit.Action) error {
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the player can take back moves.", "Вернуть ход может только игрок.")
	}
	n := len(s.rec.Moves)
	back := 2
	if s.pos.side != s.human {
		back = 1 // the bot has not answered yet
	}
	if n < back || (back == 2 && s.rec.DrawOffer == "pending") {
		return kit.Invalid("There is no move of yours to take back.", "Нечего возвращать.")
	}
	if s.rec.Takebacks == 0 && !kit.Confirmed(act) {
		return kit.ConfirmTakeBack()
	}
	rec := s.rec
	rec.Moves = append([]string(nil), s.rec.Moves[:n-back]...)
	rec.DrawOffer = ""
	rec.Takebacks++
	t, err := newState(rec)
	if err != nil {
		return err // cannot happen: a prefix of a legal game is legal
	}
	*s = *t
	return nil
}

// offerDraw records the person's offer; the bot answers it next.
func (s *State) offerDraw(seat int) error {
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the player can offer a draw.", "Предложить ничью может только игрок.")
	}
	if s.pos.side != s.human {
		return kit.Invalid("Offer a draw on your move.", "Ничью можно предложить в свой ход.")
	}
	switch s.rec.DrawOffer {
	case "pending":
		return kit.Invalid("The draw offer is still open.", "Предложение ничьей ещё не рассмотрено.")
	case "declined":
		return kit.Invalid("The bot has declined; make a move first.", "Бот отказался; сначала сделайте ход.")
	}
	s.rec.DrawOffer = "pending"
	return nil
}

// answerDraw is the bot's reply to an offer.
func (s *State) answerDraw(seat int, accept bool) error {
	if seat != BotSeat || s.rec.DrawOffer != "pending" {
		return kit.Invalid("There is no draw offer to answer.", "Нет предложения ничьей.")
	}
	if accept {
		s.rec.DrawOffer = ""
		s.rec.End, s.ending = EndAgreed, EndAgreed
		return nil
	}
	s.rec.DrawOffer = "declined"
	return nil
}
