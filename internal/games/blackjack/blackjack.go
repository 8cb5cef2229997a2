// Package blackjack is the rules engine of Blackjack for one to six seats
// against the dealer: the person and up to five bot seats that play basic
// strategy. A bet is chosen at the start; hit, stand, double down on the
// first two cards, split a pair once; the dealer peeks for blackjack
// under an ace or a ten and stands on every 17; a blackjack pays 3:2.
// A casino table (Rules) adds insurance, late surrender, re-splitting to
// four hands and changing the bet between rounds.
// Cards come from a shoe of several decks, reshuffled at a cut card. The
// bankroll carries from round to round; the game ends when it cannot cover
// the bet or the player cashes out.
//
// It is pure: the shoe is shuffled from an RNG seeded at New and carried in
// the state, and View never shows the hole card before it is turned, nor
// the order of the shoe.
package blackjack

import (
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "blackjack"

// Game makes and restores Blackjack states; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// Table limits and choices offered on the new-game form.
var (
	// Bets are the fixed bets a game may be played at. They are even,
	// so a 3:2 blackjack pays a whole number.
	Bets = []int{10, 20, 50, 100, 200}
	// DeckChoices are the shoe sizes offered.
	DeckChoices = []int{1, 2, 4, 6, 8}
)

// Defaults of a new game.
const (
	DefaultBet   = 10
	DefaultDecks = 6
	DefaultBots  = 2
	MaxBots      = 5
	// StartBankroll is what every seat sits down with.
	StartBankroll = 1000
)

// BankrollBoard is the key of the highest-bankroll leaderboard.
const BankrollBoard = "bankroll"

// Info describes Blackjack: one board of the highest bankroll reached.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Blackjack",
		NameRU:  "Блэкджек",
		BlurbEN: "Beat the dealer to 21; the bankroll carries over.",
		BlurbRU: "Обыграйте дилера до 21; банк сохраняется.",
		Options: formOptions,
		Boards: []kit.Board{{
			Key:     BankrollBoard,
			TitleEN: "Highest bankroll",
			TitleRU: "Наибольший капитал",
			Rank:    kit.RankHighest,
			Unit:    kit.UnitCoins,
		}},
	}
}

// New sits down at a table from the new-game form (see formOptions):
// the bet, the bot seats and the decks in the shoe, and deals the first
// round.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	decks := o.Int("decks")
	s := &state{
		rng:   kit.NewRNG(seed),
		Bet:   o.Int("bet"),
		Decks: decks,
		Cut:   cutCard(decks),
	}
	if o.String("rules") == RulesCasino {
		s.Rules = CasinoRules
	}
	s.Seats = make([]Seat, 1+o.Int("bots"))
	for i := range s.Seats {
		s.Seats[i] = Seat{Bankroll: StartBankroll, Peak: StartBankroll}
	}
	s.Shoe = newShoe(decks)
	s.shuffle()
	s.deal()
	return s, nil
}

// cutCard is how many cards are left in the shoe when the cut card comes
// out: a quarter of the shoe, and never fewer than a full table needs.
func cutCard(decks int) int { return max(decks*52/4, 26) }

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return codec.Decode(data)
}
