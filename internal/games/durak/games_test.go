package durak

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// maxActions bounds one game; a real game takes a few hundred at most.
const maxActions = 3000

// playRandom plays a game of random legal actions to the end, checking
// the invariants after every action, and returns the final state.
func playRandom(t *testing.T, players int, seed uint64, each func(s *state)) *state {
	t.Helper()
	return playRandomFrom(t, newGame(t, players, seed), seed, each)
}

// playRandomFrom plays the game s to its end as playRandom does.
func playRandomFrom(t *testing.T, s *state, seed uint64, each func(s *state)) *state {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 7))
	for range maxActions {
		if s.Over() {
			return s
		}
		seat := s.Turn
		v := s.View(seat, t0)
		a := randomAction(v, r)
		if err := s.Apply(seat, a, t0); err != nil {
			t.Fatalf("seed %d: seat %d %v refused: %v", seed, seat, a, err)
		}
		if err := s.check(); err != nil {
			t.Fatalf("seed %d: after seat %d %v: %v", seed, seat, a, err)
		}
		if each != nil {
			each(s)
		}
	}
	t.Fatalf("seed %d: no end after %d actions", seed, maxActions)
	return nil
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 100
	}
	fools, draws := 0, 0
	for i := range games {
		players := MinPlayers + i%(MaxPlayers-MinPlayers+1)
		s := playRandom(t, players, uint64(i), func(s *state) {
			if s.Phase != Over && len(s.Table) > s.Limit {
				t.Fatalf("table over the limit")
			}
		})
		switch {
		case s.Fool >= 0:
			fools++
		default:
			draws++
		}
		if len(s.Results()) != 1 {
			t.Fatalf("a finished game has one result")
		}
	}
	if fools == 0 || draws == 0 {
		t.Logf("%d fools, %d draws", fools, draws)
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	for i := range 30 {
		playRandom(t, 2+i%5, uint64(1000+i), func(s *state) {
			data, err := s.Encode()
			if err != nil {
				t.Fatal(err)
			}
			back, err := Game{}.Decode(data)
			if err != nil {
				t.Fatalf("decode own encoding: %v\n%s", err, data)
			}
			again, _ := back.Encode()
			if string(again) != string(data) {
				t.Fatalf("round trip differs:\n%s\n%s", data, again)
			}
		})
	}
}

func TestReplayFromSeedIsIdentical(t *testing.T) {
	a, _ := newGame(t, 5, 42).Encode()
	b, _ := newGame(t, 5, 42).Encode()
	c, _ := newGame(t, 5, 43).Encode()
	if string(a) != string(b) || string(a) == string(c) {
		t.Fatal("a seed makes one deal, and another seed another")
	}
}

// TestViewHidesOtherHands checks every view of random games: no card of
// another hand that nobody saw go there, and no card of the deck but the
// trump card, appears anywhere in the view (or its JSON).
func TestViewHidesOtherHands(t *testing.T) {
	for i := range 40 {
		playRandom(t, 2+i%5, uint64(2000+i), func(s *state) {
			for seat := range s.Players {
				v := s.View(seat, t0)
				var secret cards.Set
				for other, h := range s.Hands {
					if other != seat {
						secret = secret.Union(h.Minus(s.Known[other]))
					}
				}
				secret = secret.Union(cards.SetOf(s.Deck...).Remove(s.Trump))
				if shown := viewCards(v).Intersect(secret); !shown.Empty() {
					t.Fatalf("seat %d sees hidden %v", seat, shown)
				}
				data, _ := json.Marshal(v)
				for _, c := range secret.Cards() {
					if strings.Contains(string(data), `"`+c.String()+`"`) {
						t.Fatalf("seat %d's view JSON holds hidden %v", seat, c)
					}
				}
				if v.Unseen().Intersect(cards.SetOf(v.Hand...)) != 0 || v.Unseen().Minus(secret) != 0 {
					t.Fatalf("seat %d: unseen %v is not the hidden cards %v", seat, v.Unseen(), secret)
				}
			}
		})
	}
}

// viewCards is every card named anywhere in a view.
func viewCards(v View) cards.Set {
	all := cards.SetOf(v.Hand...).Union(v.Discard).Union(v.Playable).Union(v.TableCards()).Add(v.Trump).Add(v.Target).Add(v.Opening.Card)
	for seat, k := range v.Known {
		if seat != v.Seat {
			all = all.Union(k)
		}
	}
	for _, b := range v.Log {
		all = all.Union(b.Cards())
	}
	return all
}

func TestBadStatesRefused(t *testing.T) {
	s := newGame(t, 3, 9)
	good, _ := s.Encode()
	for _, bad := range []string{
		"", "{}", "null", "[]", string(good) + "x", string(good) + "{}",
		strings.Replace(string(good), `"v":1`, `"v":2`, 1),
		strings.Replace(string(good), `"n":3`, `"n":7`, 1),
		strings.Replace(string(good), `"n":3`, `"n":2`, 1),
		strings.Replace(string(good), `"lv":0`, `"lv":5`, 1),
		strings.Replace(string(good), `"ph":"attack"`, `"ph":"defend"`, 1),
		strings.Replace(string(good), `"ph":"attack"`, `"ph":"over"`, 1),
		strings.Replace(string(good), `"f":-1`, `"f":0`, 1),
		strings.Replace(string(good), `"x":0`, `"x":1`, 1),
		strings.Replace(string(good), `"lm":`, `"lm":9`, 1),
		strings.Replace(string(good), `"r":"`, `"r":"AAAA`, 1),
		strings.Replace(string(good), `"tn":`, `"tn":1`, 1),
	} {
		if _, err := (Game{}).Decode([]byte(bad)); err == nil {
			t.Errorf("decoded a damaged state: %.120s", bad)
		}
	}
}

// midGame is a four-player game some way in, for the benchmarks.
func midGame(b *testing.B) *state {
	s := newGame(b, 4, 77)
	r := rand.New(rand.NewPCG(77, 7))
	for range 40 {
		seat := s.Turn
		if err := s.Apply(seat, randomAction(s.View(seat, t0), r), t0); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// BenchmarkRequestShare is the engine's part of one request: decode the
// stored state, apply an action, view it for the page, encode it again.
func BenchmarkRequestShare(b *testing.B) {
	s := midGame(b)
	data, _ := s.Encode()
	act := randomAction(s.View(s.Turn, t0), rand.New(rand.NewPCG(1, 1)))
	seat := s.Turn
	kittest.BenchRequest[View](b, Game{}, data, t0, func(kit.State[View]) (int, kit.Action) { return seat, act })
}

// BenchmarkRandomGame is a whole four-player game of random legal play.
func BenchmarkRandomGame(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		s := newGame(b, 4, uint64(i))
		r := rand.New(rand.NewPCG(uint64(i), 7))
		for !s.Over() {
			seat := s.Turn
			if err := s.Apply(seat, randomAction(s.View(seat, t0), r), t0); err != nil {
				b.Fatal(err)
			}
		}
	}
}
