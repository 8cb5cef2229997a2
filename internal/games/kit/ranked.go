package kit

// Casual says why a game does not count on leaderboards and ratings, in
// both languages; the zero value means the game is ranked. A game is
// casual when its settings are not the standard ones (declared by
// [Info.Ranking]) or when the player took help during it (a take-back,
// a hint): from then on it stays casual. States keep it as
// {"en":…,"ru":…}, left out while the game is ranked.
type Casual struct {
	EN string `json:"en,omitempty"`
	RU string `json:"ru,omitempty"`
}

// Because is the casual reason en (English) and ru (Russian).
func Because(en, ru string) Casual { return Casual{EN: en, RU: ru} }

// Ranked reports whether no reason makes the game casual.
func (c Casual) Ranked() bool { return c.EN == "" && c.RU == "" }

// Reason is why the game is casual, in a language ("" when ranked).
func (c Casual) Reason(lang string) string { return tr(lang, c.EN, c.RU) }

// Ranking decides from a new game's checked options whether it will be
// ranked: the zero Casual for the standard settings, else the reason.
// It is data of the game's declaration, so the new-game form can say it
// before the game starts and the engine stores the same answer.
type Ranking func(Values) Casual

// CasualFor is the ranking of a game started with the options v: the
// game's own [Ranking], or ranked when it declares none.
func (i Info) CasualFor(v Values) Casual {
	if i.Ranking == nil {
		return Casual{}
	}
	return i.Ranking(v)
}

// Ranker is implemented by states that can be casual: Casual is why
// this game does not count (the zero value while it does). The hall
// shows it on the game page; the state's Results say the same through
// their Ranked field.
type Ranker interface {
	Casual() Casual
}

// ConfirmKey is the action field that confirms help which turns a
// ranked game casual (ConfirmKey=ConfirmYes).
const (
	ConfirmKey = "casual"
	ConfirmYes = "yes"
)

// Confirmed reports whether the action carries the player's consent to
// make the game casual.
func Confirmed(act Action) bool { return act.Get(ConfirmKey) == ConfirmYes }

// NeedsConfirm refuses help (a take-back, a hint) in a ranked game until
// the player confirms it: en and ru ask the question. Nothing changes;
// the hall shows the question with a button that posts the same action
// again with [ConfirmKey] set.
func NeedsConfirm(en, ru string) error { return &InputError{EN: en, RU: ru, Confirm: true} }

// Help is the one-line reason stored when a player confirmed help; the
// game names the help in both languages ("a take-back", "взятие хода назад").
func Help(en, ru string) Casual {
	return Casual{EN: "you used " + en, RU: "вы использовали " + ru}
}

// TookBack is why a game is casual after a confirmed take-back.
var TookBack = Help("a take-back", "взятие хода назад")

// ConfirmTakeBack asks before the take-back that would make a ranked
// game casual.
func ConfirmTakeBack() error {
	return NeedsConfirm(
		"A take-back makes this game casual: it will no longer count on the leaderboards or for your rating. Take back anyway?",
		"После взятия хода назад партия станет товарищеской: она не пойдёт ни в рекорды, ни в рейтинг. Всё равно вернуть ход?")
}
