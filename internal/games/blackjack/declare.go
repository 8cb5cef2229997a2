package blackjack

import (
	"fmt"
	"strconv"

	"gamehall/internal/games/kit"
)

// formOptions are the fields of the new-game form.
var formOptions = []kit.Option{
	{Key: "bet", Kind: kit.KindChoice, Default: strconv.Itoa(DefaultBet), Choices: kit.IntChoices(Bets...),
		LabelEN: fmt.Sprintf("Bet per round (bankroll %d)", StartBankroll), LabelRU: fmt.Sprintf("Ставка на раунд (капитал %d)", StartBankroll)},
	{Key: "bots", Kind: kit.KindChoice, Default: strconv.Itoa(DefaultBots), Choices: kit.IntChoices(kit.IntRange(0, MaxBots)...),
		LabelEN: "Bot players at the table", LabelRU: "Боты за столом"},
	{Key: "decks", Kind: kit.KindChoice, Default: strconv.Itoa(DefaultDecks), Choices: kit.IntChoices(DeckChoices...),
		LabelEN: "Decks in the shoe", LabelRU: "Колод в башмаке"},
	{Key: "rules", Kind: kit.KindChoice, Default: RulesOriginal, LabelEN: "Table rules", LabelRU: "Правила стола",
		Choices: []kit.Choice{
			{Value: RulesOriginal, LabelEN: "The original game", LabelRU: "Как в оригинале",
				HintEN: "one split, no insurance or surrender, one bet for the whole game",
				HintRU: "одно деление, без страховки и сдачи, одна ставка на всю игру"},
			{Value: RulesCasino, LabelEN: "Casino", LabelRU: "Казино",
				HintEN: "insurance, late surrender, re-splitting to four hands, the bet may change between rounds",
				HintRU: "страховка, поздняя сдача, повторное деление до четырёх рук, ставку можно менять между раундами"},
		}},
}

// The values of the "rules" option.
const (
	RulesCasino   = "casino"
	RulesOriginal = "original"
)
