package hearts

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/hearts"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var now = time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)

// playGame plays a whole game with a bot in every seat, seat s playing at
// levels[s], and returns the final scores. Every action must be accepted,
// and every few actions the state goes through Encode/Decode, which
// checks every invariant (each card exactly once, hand sizes, turn order,
// 26 points a round or the moon, scores equal to the rounds' sum).
func playGame(t testing.TB, seed uint64, target int, levels [game.Seats]kit.Level) (scores [game.Seats]int, rounds []game.RoundResult) {
	opts := url.Values{"target": {itoa(target)}, "level": {string(levels[1])}}
	st, err := game.Game{}.New(opts, seed, now)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	st = kittest.PlayOut(t, game.Game{}, st, now, 3000, 11, func(seat int, v game.View) (kit.Action, error) {
		if v.Phase == game.RoundOver {
			return kit.Action{"do": {game.ActNext}}, nil
		}
		v.Level = levels[seat]
		return Bot(context.Background(), v, rng)
	})
	v := st.View(0, now)
	return v.Scores, v.Rounds
}

func itoa(n int) string {
	b := []byte{}
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

func TestBotsFinishGames(t *testing.T) {
	n := kittest.Scale(map[kit.Level]int{kit.Easy: 40, kit.Medium: 40, kit.Strong: 1}, map[kit.Level]int{kit.Easy: 2000, kit.Medium: 2000, kit.Strong: 100})
	for i, lv := range game.Levels {
		for g := range n[lv] {
			scores, rounds := playGame(t, uint64(g)+1000*uint64(i), 100, [game.Seats]kit.Level{lv, lv, lv, lv})
			var sum [game.Seats]int
			for _, r := range rounds {
				total := 0
				for s, p := range r.Points {
					sum[s] += p
					total += p
				}
				if total != 26 && total != 78 {
					t.Fatalf("a round gave out %d points", total)
				}
			}
			if sum != scores {
				t.Fatalf("scores %v are not the sum of rounds %v", scores, sum)
			}
		}
	}
}

// TestLevelsRankInOrder plays each pair of levels against each other,
// two seats each, and checks that the stronger level scores fewer points
// per round. The full match runs with GAMEHALL_LONG.
func TestLevelsRankInOrder(t *testing.T) {
	kittest.NeedLong(t)
	const games = 200
	pairs := [][2]kit.Level{{kit.Easy, kit.Medium}, {kit.Medium, kit.Strong}, {kit.Easy, kit.Strong}}
	for _, p := range pairs {
		weak, strong := 0, 0
		rounds := 0
		wins := 0
		for g := range games {
			// Alternate the seats so neither side keeps a position.
			levels := [game.Seats]kit.Level{p[0], p[1], p[0], p[1]}
			if g%2 == 1 {
				levels = [game.Seats]kit.Level{p[1], p[0], p[1], p[0]}
			}
			scores, rs := playGame(t, uint64(g)+77, 100, levels)
			rounds += len(rs)
			best := 0
			for s := range game.Seats {
				if levels[s] == p[0] {
					weak += scores[s]
				} else {
					strong += scores[s]
				}
				if scores[s] < scores[best] {
					best = s
				}
			}
			if levels[best] == p[1] {
				wins++
			}
		}
		t.Logf("%s vs %s: %.2f vs %.2f points per seat-round; %s wins %d of %d games",
			string(p[0]), string(p[1]), float64(weak)/float64(2*rounds), float64(strong)/float64(2*rounds), string(p[1]), wins, games)
		if strong >= weak {
			t.Errorf("%s is not stronger than %s", string(p[1]), string(p[0]))
		}
	}
}

func TestPasses(t *testing.T) {
	hand := func(list string) []cards.Card { cs, _ := cards.ParseList(list); return cs }
	rng := rand.New(rand.NewPCG(1, 1))
	// A lone queen of spades with little cover goes; so do the ace and
	// king of hearts.
	got := cards.SetOf(smartPass(hand("QS,3S,2C,3C,4C,5C,6C,7C,8D,9D,10D,AH,KH"), rng)...)
	if !got.Has(game.QueenOfSpades) || !got.Has(cards.MustParse("AH")) || !got.Has(cards.MustParse("KH")) {
		t.Errorf("passed %v", got)
	}
	// A queen guarded by four low spades stays; a short diamond suit
	// is emptied.
	got = cards.SetOf(smartPass(hand("QS,2S,3S,4S,5S,2C,3C,4C,5C,6C,7C,9D,8H"), rng)...)
	if got.Has(game.QueenOfSpades) || !got.Has(cards.MustParse("9D")) {
		t.Errorf("passed %v", got)
	}
	got = cards.SetOf(easyPass(hand("2C,3C,4C,5C,6C,7C,8C,9C,10C,JC,QC,KC,AC"), rng)...)
	if got != cards.SetOf(hand("QC,KC,AC")...) {
		t.Errorf("easy passed %v", got)
	}
}

// sit builds a situation: the trick so far (by seat, leader first) and
// the hand of the seat to play.
func sit(t *testing.T, leader int, trick, hand string, first, broken bool) *situation {
	t.Helper()
	played, _ := cards.ParseList(trick)
	h, _ := cards.ParseList(hand)
	s := &situation{hand: cards.SetOf(h...), leader: leader, count: len(played), firstTrick: first, queenWith: -1, shooter: -1}
	for i, c := range played {
		s.trick[(leader+i)%game.Seats] = c
		s.played = s.played.Add(c)
	}
	s.me = (leader + len(played)) % game.Seats
	led := cards.NoSuit
	if len(played) > 0 {
		led = played[0].Suit()
	}
	s.legal = game.Legal(s.hand, led, first, broken)
	return s
}

func TestMediumPlay(t *testing.T) {
	tests := []struct {
		name, trick, hand, want string
	}{
		{"dump the queen when void", "AC,2C", "QS,AH,5D", "QS"},
		{"dump high hearts when void of the queen", "AC,2C", "KH,AH,5D,3S", "AH"},
		{"duck under the winner", "10D,JD", "2D,9D,QD,AD", "9D"},
		{"queen under a higher spade", "KS,2S", "QS,3S", "QS"},
		{"last and free: win high, not with the queen", "5D,2D,3D", "AD,KD,4D", "AD"},
		{"last with points and no duck: take it high", "5H,2H,3H", "AH,KH", "AH"},
		{"flush the queen with a low spade", "", "2S,9S,5D,3C", "2S"},
	}
	for _, tt := range tests {
		s := sit(t, 1, tt.trick, tt.hand, false, true)
		if got := mediumPlay(s, nil); got != cards.MustParse(tt.want) {
			t.Errorf("%s: played %v, want %s", tt.name, got, tt.want)
		}
	}
	// The first trick: shed the highest club.
	if got := mediumPlay(sit(t, 0, "2C", "3C,KC,AH", true, false), nil); got != cards.MustParse("KC") {
		t.Errorf("first trick: %v", got)
	}
	// Passed the queen to seat 2, which has played a low spade here:
	// the ace is safe.
	s := sit(t, 1, "3S,4S", "AS,5S", false, true)
	s.queenWith = 2
	if got := mediumPlay(s, nil); got != cards.MustParse("AS") {
		t.Errorf("after the queen's holder: %v", got)
	}
}

func TestKnowledge(t *testing.T) {
	v := game.View{
		Seat: 0, Phase: game.Playing, Pass: game.PassLeft, PassTo: 1, PassFrom: 3,
		Hand:      []cards.Card{cards.MustParse("2S")},
		Passed:    []cards.Card{game.QueenOfSpades, cards.MustParse("AH"), cards.MustParse("3C")},
		CardsLeft: [game.Seats]int{1, 1, 1, 1},
		Tricks: []game.TrickView{{Plays: []game.Play{
			{Seat: 1, Card: cards.MustParse("3C")}, {Seat: 2, Card: cards.MustParse("4D")},
			{Seat: 3, Card: cards.MustParse("5C")}, {Seat: 0, Card: cards.MustParse("6C")},
		}, Winner: 0}},
	}
	k := knowledgeOf(v)
	if !k.void[2][cards.Clubs] || k.void[3][cards.Clubs] {
		t.Error("seat 2 showed out of clubs")
	}
	if k.known[1] != cards.SetOf(game.QueenOfSpades, cards.MustParse("AH")) {
		t.Errorf("seat 1 holds what was passed and not played: %v", k.known[1])
	}
	rng := rand.New(rand.NewPCG(3, 3))
	for range 50 {
		hands, ok := k.sample(rng, false)
		if !ok {
			continue
		}
		if !hands[1].Has(game.QueenOfSpades) || hands[2].CountSuit(cards.Clubs) != 0 {
			t.Fatalf("sample ignores what is known: %v", hands)
		}
	}
}

func TestMoonThreat(t *testing.T) {
	// Seat 1 has taken the queen and seven hearts, and no one else any
	// point: a moon is coming.
	k := &knowledge{me: 0, taken: [game.Seats]int{0, 20, 0, 0}}
	if k.moonThreat() != 1 {
		t.Errorf("threat %d", k.moonThreat())
	}
	k.taken[2] = 1
	if k.moonThreat() != -1 {
		t.Error("points split: no moon")
	}
}

func BenchmarkHardMove(b *testing.B) {
	st, _ := game.Game{}.New(url.Values{"level": {"hard"}}, 5, now)
	rng := rand.New(rand.NewPCG(1, 1))
	// Pass, so play starts.
	for seat := range game.Seats {
		v := st.View(seat, now)
		v.Level = kit.Medium
		a, _ := Bot(context.Background(), v, rng)
		_ = st.Apply(seat, a, now)
	}
	// Play to the third trick and measure the decision there.
	for range 9 {
		seat := st.View(0, now).Turn
		a, _ := Bot(context.Background(), st.View(seat, now), rng)
		_ = st.Apply(seat, a, now)
	}
	v := st.View(st.View(0, now).Turn, now)
	b.ResetTimer()
	for range b.N {
		_, _ = Bot(context.Background(), v, rng)
	}
}

// TestHardRespectsDeadline: with no time left Hard imagines no deal and
// still answers with a legal card (the medium choice).
func TestHardRespectsDeadline(t *testing.T) {
	st, _ := game.Game{}.New(url.Values{"level": {"hard"}}, 11, now)
	rng := rand.New(rand.NewPCG(1, 1))
	for seat := range game.Seats {
		a, _ := Bot(context.Background(), st.View(seat, now), rng)
		if err := st.Apply(seat, a, now); err != nil {
			t.Fatal(err)
		}
	}
	for range 6 {
		seat := st.View(0, now).Turn
		a, _ := Bot(context.Background(), st.View(seat, now), rng)
		_ = st.Apply(seat, a, now)
	}
	seat := st.View(0, now).Turn
	v := st.View(seat, now)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a, err := Bot(ctx, v, rng)
	if err != nil {
		t.Fatal(err)
	}
	if c, err := cards.Parse(a.Get("card")); err != nil || !v.Playable.Has(c) {
		t.Fatalf("illegal answer %v", a)
	}
}
