package corpsestarch

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// actions are what a player of the idle game presses, at random.
var actions = []string{
	"do=requisition", "do=buy&item=servo-skull", "do=upgrade&item=sharpen", "do=sump",
	"do=purge&mission=drains", "do=collect&mission=drains", "do=ack", "do=requisition&amount=9",
	"do=buy&item=", "do=%00", "item=sharpen&do=upgrade&do=sump",
	"do=omen", "do=tithe&sure=1", "do=tithe", "do=relic&item=inheritance", "do=relic&item=seal",
	"do=buy&item=servo-skull&lot=max", "do=buy&item=servo-skull&lot=10", "do=buy&item=servo-skull&lot=9",
}

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Steps: 300,
		Tick:  7 * time.Minute,
		Play: func(_ kit.State[View], _ int, r *rand.Rand) kit.Action {
			a, _ := url.ParseQuery(actions[r.IntN(len(actions))])
			return a
		},
		Check: func(st kit.State[View]) error {
			s := st.(*state)
			if s.stock < 0 || s.lifetime < s.stock || s.micro < 0 || s.micro >= microPerUnit {
				return fmt.Errorf("an impossible stockpile: %d/%d/%d", s.stock, s.lifetime, s.micro)
			}
			return nil
		},
		Junk: []string{"servo-skull", "sharpen", "drains", "9"},
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) { kittest.Fuzz(f, suite(), actions, nil) }
