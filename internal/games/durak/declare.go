package durak

import (
	"fmt"
	"strconv"

	"gamehall/internal/games/kit"
)

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Strong}

// formOptions are the fields of the new-game form. The strong level was
// called "normal" in forms before the levels were shared.
var formOptions = []kit.Option{
	{Key: "players", Kind: kit.KindChoice, LabelEN: "Players at the table", LabelRU: "Игроков за столом",
		Default: strconv.Itoa(DefaultPlayers), Choices: playerChoices()},
	func() kit.Option {
		o := kit.LevelOption("Bots", "Боты", Levels, kit.Easy, map[kit.Level][2]string{
			kit.Easy:   {"plays any card that fits, rarely throws in", "ходит чем попало, подкидывает редко"},
			kit.Strong: {"keeps its trumps, throws in wisely and counts the cards", "бережёт козыри, подкидывает с умом и считает карты"},
		})
		o.Aliases = map[string]string{"normal": string(kit.Strong)}
		return o
	}(),
	{Key: "game", Kind: kit.KindChoice, LabelEN: "Game", LabelRU: "Игра", Default: GameThrowIn,
		Choices: []kit.Choice{
			{Value: GameThrowIn, LabelEN: "Throw-in (podkidnoy)", LabelRU: "Подкидной",
				HintEN: "the original game", HintRU: "как в оригинале"},
			{Value: GameTransfer, LabelEN: "Transfer (perevodnoy)", LabelRU: "Переводной",
				HintEN: "a defender may pass the attack on with a card of the same rank",
				HintRU: "защищающийся может перевести атаку картой того же достоинства"},
		}},
	{Key: "deck", Kind: kit.KindChoice, LabelEN: "Deck", LabelRU: "Колода", Default: "36",
		Choices: []kit.Choice{
			{Value: "24", LabelEN: "24 cards", LabelRU: "24 карты", HintEN: "nine to ace, two to four players", HintRU: "от девятки до туза, двое — четверо"},
			{Value: "36", LabelEN: "36 cards", LabelRU: "36 карт", HintEN: "six to ace, the original game", HintRU: "от шестёрки до туза, как в оригинале"},
			{Value: "52", LabelEN: "52 cards", LabelRU: "52 карты", HintEN: "two to ace, a longer game", HintRU: "от двойки до туза, игра дольше"},
		}},
	{Key: "firstbeat", Kind: kit.KindCheckbox, LabelEN: "No throw-ins before the first beaten bout",
		LabelRU: "До первого отбоя не подкидывают",
		HintEN:  "until a defender first beats a bout off, every bout is a single card",
		HintRU:  "пока кто-нибудь впервые не отобьётся, в каждом ходе одна карта"},
}

// The values of the "game" option.
const (
	GameThrowIn  = "throwin"
	GameTransfer = "transfer"
)

// playerChoices are the table sizes, each with how many bots it seats.
func playerChoices() []kit.Choice {
	out := kit.IntChoices(kit.IntRange(MinPlayers, MaxPlayers)...)
	for i := range out {
		bots := MinPlayers + i - 1
		out[i].HintEN, out[i].HintRU = "you and 1 bot", "вы и 1 бот"
		if bots > 1 {
			out[i].HintEN = fmt.Sprintf("you and %d bots", bots)
			out[i].HintRU = fmt.Sprintf("вы и %d бота", bots)
		}
		if bots >= 5 {
			out[i].HintRU = fmt.Sprintf("вы и %d ботов", bots)
		}
	}
	return out
}
