package blackjack

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	game "gamehall/internal/games/blackjack"
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var all = game.Options{Hit: true, Stand: true, Double: true, Split: true}

// late is every option with late surrender.
var late = game.Options{Hit: true, Stand: true, Double: true, Split: true, Surrender: true}

func TestBasicStrategy(t *testing.T) {
	tests := []struct {
		hand, up string
		can      game.Options
		want     Move
	}{
		{"10S,7D", "AC", all, Stand},
		{"10S,6D", "6C", all, Stand},
		{"10S,6D", "7C", all, Hit},
		{"10S,2D", "3C", all, Hit},
		{"10S,2D", "4C", all, Stand},
		{"6S,5D", "10C", all, Double},
		{"6S,5D", "AC", all, Hit},
		{"6S,4D", "9C", all, Double},
		{"6S,4D", "10C", all, Hit},
		{"5S,4D", "3C", all, Double},
		{"5S,4D", "2C", all, Hit},
		{"5S,3D", "6C", all, Hit},
		{"AS,7D", "4C", all, Double},
		{"AS,7D", "7C", all, Stand},
		{"AS,7D", "9C", all, Hit},
		{"AS,7D", "5C", game.Options{Hit: true, Stand: true}, Stand}, // soft 18, no double
		{"AS,6D", "3C", all, Double},
		{"AS,6D", "2C", all, Hit},
		{"AS,2D", "5C", all, Double},
		{"AS,2D", "4C", all, Hit},
		{"AS,8D", "6C", all, Stand},
		{"AS,AD", "10C", all, Split},
		{"8S,8D", "AC", all, Split},
		{"10S,KD", "6C", all, Stand},
		{"5S,5D", "9C", all, Double},
		{"9S,9D", "7C", all, Stand},
		{"9S,9D", "8C", all, Split},
		{"7S,7D", "8C", all, Hit},
		{"2S,2D", "7C", all, Split},
		{"4S,4D", "5C", all, Split},
		{"4S,4D", "4C", all, Hit},
		{"8S,8D", "10C", game.Options{Hit: true, Stand: true, Double: true}, Hit}, // no split: 16 vs 10 hits
		{"6S,5D", "10C", game.Options{Hit: true, Stand: true}, Hit},
		{"2S,3D,6C", "10C", all, Double},
		// Late surrender, where the table offers it.
		{"10S,6D", "10C", late, Surrender},
		{"10S,6D", "9C", late, Surrender},
		{"10S,6D", "AC", late, Surrender},
		{"10S,6D", "8C", late, Hit},
		{"10S,5D", "10C", late, Surrender},
		{"10S,5D", "9C", late, Hit},
		{"8S,8D", "10C", late, Split},
		{"AS,5D", "10C", late, Hit},
		{"10S,7D", "AC", late, Stand},
	}
	for _, tt := range tests {
		h, _ := cards.ParseList(tt.hand)
		if got := Decide(h, cards.MustParse(tt.up), tt.can); got != tt.want {
			t.Errorf("%s vs %s: %s, want %s", tt.hand, tt.up, got, tt.want)
		}
	}
}

// TestBotRounds seats six bots (the person's seat played by the bot too)
// for many rounds; every decision must be accepted, and Encode/Decode,
// which checks card conservation and settlement, must hold throughout.
// It reports the bots' return per hand.
func TestBotRounds(t *testing.T) {
	rounds := kittest.Scale(3000, 200000)
	for _, rules := range []string{game.RulesOriginal, game.RulesCasino} {
		playRounds(t, rules, rounds)
	}
}

// playRounds plays rounds of six bots at a table with the given rules.
func playRounds(t *testing.T, rules string, rounds int) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	rng := rand.New(rand.NewPCG(1, 2))
	ctx := context.Background()
	played, net, games := 0, 0, 0
	for played < rounds {
		games++
		st, err := game.Game{}.New(url.Values{"bots": {"5"}, "bet": {"10"}, "rules": {rules}}, uint64(games), now)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !st.Over() && played < rounds; steps++ {
			seat := kit.ToMove(st)
			v := st.View(seat, now)
			var a kit.Action
			if v.Phase == game.RoundOver {
				played++
				net += v.Me().InsuranceNet
				for _, h := range v.Me().Hands {
					net += h.Net
				}
				a = url.Values{"do": {game.ActNext}}
			} else if a, err = Bot(ctx, v, rng); err != nil {
				t.Fatal(err)
			}
			if err := st.Apply(seat, a, now); err != nil {
				t.Fatalf("seat %d %v: %v", seat, a, err)
			}
			if steps%13 == 0 {
				st = kittest.RoundTrip[game.View](t, game.Game{}, st) // Decode checks every invariant
			}
		}
	}
	t.Logf("%s rules: %d rounds in %d games; basic strategy returned %.2f%% of the bet per round", rules, played, games, 100*float64(net)/float64(10*played))
}

func TestBotOnlyActsOnItsTurn(t *testing.T) {
	if _, err := Bot(context.Background(), game.View{Phase: game.RoundOver}, nil); err == nil {
		t.Error("a bot acted out of turn")
	}
}
