package chess

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	c "gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var matchNow = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// player is one side of a match: a level and the time it gets per move
// (the hall gives one second).
type player struct {
	level  kit.Level
	budget time.Duration
	// depth, when set, replaces the level's time limits with a fixed
	// search depth, so a test does not depend on the machine's load.
	depth int
}

// playGame plays one full game through the hall's game adapter: the
// "human" seat is played by a, the bot seat by b (at b's level). It
// returns a's outcome and the finished state.
func playGame(t testing.TB, a, b player, aWhite bool, seed uint64) (kit.Outcome, *c.State) {
	t.Helper()
	color := "black"
	if aWhite {
		color = "white"
	}
	opts := url.Values{"color": {color}, "level": {string(b.level)}}
	st, err := c.Game{}.New(opts, seed, matchNow)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*c.State)
	rng := rand.New(rand.NewPCG(seed, 99))
	for ply := 0; !s.Over(); ply++ {
		if ply > 600 {
			t.Fatalf("game %d did not end", seed)
		}
		seat, botTurn := s.NextBot()
		p := a
		if botTurn {
			p = b
		} else {
			seat = kit.HumanSeat
		}
		v := s.View(seat, matchNow)
		ctx, cancel := context.WithTimeout(context.Background(), p.budget)
		var act kit.Action
		if botTurn {
			act, err = Bot(ctx, v, rng)
		} else {
			pos, hist, rerr := Replay(v.StartFEN, v.Moves)
			if rerr != nil {
				t.Fatal(rerr)
			}
			if p.depth > 0 {
				act = MoveAction(Search(ctx, pos, hist, Limits{Depth: p.depth, Contempt: 25}, nil).Move)
			} else {
				act = MoveAction(ChooseMove(ctx, pos, hist, p.level, rng))
			}
		}
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(seat, act, matchNow); err != nil {
			t.Fatalf("seat %d played %v: %v\n%s", seat, act, err, v.FEN)
		}
	}
	return s.Results()[0].Outcome, s
}

// playMatch plays games between a and b, alternating colours, and
// returns a's score (win 1, draw ½) and a line per game.
func playMatch(t testing.TB, a, b player, games int, seed uint64) (float64, []string) {
	score := 0.0
	var lines []string
	for g := 0; g < games; g++ {
		aWhite := g%2 == 0
		out, s := playGame(t, a, b, aWhite, seed+uint64(g))
		switch out {
		case kit.Win:
			score++
		case kit.Draw:
			score += 0.5
		}
		v := s.View(0, matchNow)
		line := fmt.Sprintf("game %2d: %s %-6s as %s, %s after %d plies", g+1, a.level, out, v.Human, v.Status, len(v.Moves))
		lines = append(lines, line)
		t.Log(line)
	}
	return score, lines
}

// TestBotsPlayAGameToTheEnd: two easy bots finish a game under the
// hall's rules (mate or one of the draw rules).
func TestBotsPlayAGameToTheEnd(t *testing.T) {
	easy := player{level: kit.Easy, budget: time.Second}
	out, s := playGame(t, easy, easy, true, 5)
	if out == kit.Unfinished || !s.Over() {
		t.Fatal("the game did not end")
	}
	v := s.View(0, matchNow)
	t.Logf("%s by %s in %d plies", v.Result, v.Status, len(v.Moves))
	if _, err := (c.Game{}).Decode(mustEncode(t, s)); err != nil {
		t.Fatal(err)
	}
}

func mustEncode(t testing.TB, s *c.State) []byte {
	b, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestStrongBeatsEasyQuick is the short version of the match: two
// games, the strong bot's search held to depth 5 (a fraction of what it
// reaches in its second) so the test is quick on a loaded machine.
func TestStrongBeatsEasyQuick(t *testing.T) {
	score, _ := playMatch(t, player{level: kit.Strong, budget: 10 * time.Second, depth: 5}, player{level: kit.Easy, budget: time.Second}, 2, 100)
	if score < 1.5 {
		t.Errorf("strong scored %.1f/2 against easy", score)
	}
}

// TestMatchStrongVersusEasy is the full match the issue asks for: 50
// games, strong with the hall's one second per move, must score 90%.
func TestMatchStrongVersusEasy(t *testing.T) {
	kittest.NeedLong(t)
	games := 50
	score, _ := playMatch(t, player{level: kit.Strong, budget: time.Second}, player{level: kit.Easy, budget: time.Second}, games, 1000)
	t.Logf("strong vs easy: %.1f/%d (%.0f%%)", score, games, 100*score/float64(games))
	if score < 0.9*float64(games) {
		t.Errorf("strong scored %.1f/%d, under 90%%", score, games)
	}
}

// TestMatchMediumVersusEasy measures the middle level (reported only).
func TestMatchMediumVersusEasy(t *testing.T) {
	kittest.NeedLong(t)
	games := 20
	score, _ := playMatch(t, player{level: kit.Medium, budget: time.Second}, player{level: kit.Easy, budget: time.Second}, games, 2000)
	t.Logf("medium vs easy: %.1f/%d", score, games)
}

// TestMatchStrongVersusMedium measures the top level against the
// middle one (reported only).
func TestMatchStrongVersusMedium(t *testing.T) {
	kittest.NeedLong(t)
	games := 10
	score, _ := playMatch(t, player{level: kit.Strong, budget: time.Second}, player{level: kit.Medium, budget: time.Second}, games, 3000)
	t.Logf("strong vs medium: %.1f/%d", score, games)
}
