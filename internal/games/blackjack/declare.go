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
}
