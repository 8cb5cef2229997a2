package checkers

import (
	"context"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"
	"time"

	game "gamehall/internal/games/checkers"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var now = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// matchResult is how a game between two bots ended, for White.
type matchResult struct {
	outcome kit.Outcome // from the person's seat, who plays White here
	end     game.End
	plies   int
}

// playGame plays a whole game through the hall's contract: the person's
// seat (White) is played by one bot and the bot seat (Black) by another;
// each move gets perMove of thinking time.
func playGame(t testing.TB, white, black kit.Level, perMove time.Duration, seed uint64) matchResult {
	st, err := game.Game{}.New(url.Values{"colour": {"white"}, "level": {string(black)}}, seed, now)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	plies := 0
	for !st.Over() {
		seat, ok := st.NextBot()
		level := black
		if !ok {
			seat, level = game.HumanSeat, white
		}
		ctx, cancel := context.WithTimeout(context.Background(), perMove)
		a, err := For(level)(ctx, st.View(seat, now), rng)
		cancel()
		if err != nil {
			t.Fatalf("ply %d: %v", plies, err)
		}
		if err := st.Apply(seat, a, now); err != nil {
			t.Fatalf("ply %d: bot played %v: %v", plies, a, err)
		}
		plies++
	}
	r := st.Results()
	v := st.View(game.HumanSeat, now)
	return matchResult{outcome: r[0].Outcome, end: v.End, plies: plies}
}

func TestBotsPlayWholeGames(t *testing.T) {
	for i, pair := range [][2]kit.Level{{kit.Easy, kit.Easy}, {kit.Strong, kit.Easy}, {kit.Easy, kit.Strong}} {
		r := playGame(t, pair[0], pair[1], 60*time.Millisecond, uint64(i))
		t.Logf("%s (white) vs %s (black): %s by %s in %d plies", pair[0], pair[1], r.outcome, r.end, r.plies)
	}
}

// TestStrongCrushesEasy is the strength measurement: Strong against Easy
// with both colours, at the real one second per move.
func TestStrongCrushesEasy(t *testing.T) {
	kittest.NeedLong(t)
	games := 20
	perMove := time.Second
	wins, draws, losses := 0, 0, 0
	for i := range games {
		strongWhite := i%2 == 0
		var r matchResult
		if strongWhite {
			r = playGame(t, kit.Strong, kit.Easy, perMove, uint64(100+i))
		} else {
			r = playGame(t, kit.Easy, kit.Strong, perMove, uint64(100+i))
		}
		o := r.outcome
		if !strongWhite && o != kit.Draw {
			o = map[kit.Outcome]kit.Outcome{kit.Win: kit.Loss, kit.Loss: kit.Win}[o]
		}
		switch o {
		case kit.Win:
			wins++
		case kit.Draw:
			draws++
		default:
			losses++
		}
		t.Logf("game %d: strong as %s: %s (%s, %d plies)", i+1, map[bool]string{true: "white", false: "black"}[strongWhite], o, r.end, r.plies)
	}
	score := (float64(wins) + float64(draws)/2) / float64(games)
	t.Logf("Strong vs Easy: +%d =%d -%d, score %.0f%%", wins, draws, losses, 100*score)
	if score < 0.9 {
		t.Errorf("Strong scored %.0f%% against Easy, want at least 90%%", 100*score)
	}
}

// viewOf builds the view of the bot seat for a position.
func viewOf(t *testing.T, fen string, human game.Colour, history ...string) game.View {
	t.Helper()
	p, err := game.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	v := game.View{Seat: game.BotSeat, Human: human, Turn: p.Side, YourTurn: true, FEN: p.FEN(), Start: p.FEN(), History: history}
	v.WhiteMen, v.WhiteKings = p.Count(game.White)
	v.BlackMen, v.BlackKings = p.Count(game.Black)
	return v
}

func TestStrongFindsTheWinningMove(t *testing.T) {
	// White wins at once by e3-d4 or e3-f4 (Black's a3 is then blocked);
	// b2-c3 or c1-d2 would free it.
	v := viewOf(t, "W:Wc1,b2,e3:Ba3", game.Black)
	for _, bot := range []kit.Bot[game.View]{Strong, Easy} {
		a, err := bot(context.Background(), v, rand.New(rand.NewPCG(1, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if p := a.Get("path"); p != "e3,d4" && p != "e3,f4" {
			t.Errorf("played %s", p)
		}
	}
}

func TestBotCapturesWhenItMust(t *testing.T) {
	v := viewOf(t, "B:Wd4,a1:Be5,h8", game.White)
	a, err := Strong(context.Background(), v, nil)
	if err != nil {
		t.Fatal(err)
	}
	if a.Get("do") != "move" || a.Get("path") != "e5,c3" {
		t.Errorf("action %v, want the compulsory e5:c3", a)
	}
}

func TestDrawAnswer(t *testing.T) {
	ctx := context.Background()
	// The person (White) is a king up: the bot (Black) takes the draw.
	losing := viewOf(t, "W:WKa1,Kc1,e1:BKh8,g7", game.White)
	losing.DrawPending = true
	if a, _ := Strong(ctx, losing, nil); a.Get("do") != "accept" {
		t.Errorf("losing bot answered %v", a)
	}
	// The bot is two kings up: it plays on.
	winning := viewOf(t, "W:We1:BKh8,Kf8,Kd8", game.White)
	winning.DrawPending = true
	if a, _ := Strong(ctx, winning, nil); a.Get("do") != "decline" {
		t.Errorf("winning bot answered %v", a)
	}
	// A level opening is played on.
	start := viewOf(t, game.StartPosition().FEN(), game.White)
	start.DrawPending = true
	if a, _ := Strong(ctx, start, nil); a.Get("do") != "decline" {
		t.Errorf("at the start the bot answered %v", a)
	}
	// Easy plays the opening on too, whatever its noise salt: the answer
	// judges the position without the noise Easy picks its moves with.
	for seed := range uint64(200) {
		if a, _ := Easy(ctx, start, rand.New(rand.NewPCG(seed, 1))); a.Get("do") != "decline" {
			t.Fatalf("Easy (seed %d) at the start answered %v", seed, a)
		}
	}
	// A bare king each: nothing left to play for.
	bare := viewOf(t, "W:WKa1:BKh2", game.White)
	bare.DrawPending = true
	if a, _ := Strong(ctx, bare, nil); a.Get("do") != "accept" {
		t.Errorf("king against king the bot answered %v", a)
	}
}

func TestBotRefusesWhenNotItsTurn(t *testing.T) {
	v := viewOf(t, game.StartPosition().FEN(), game.White)
	v.YourTurn = false
	if _, err := Easy(context.Background(), v, nil); err == nil {
		t.Error("the bot moved out of turn")
	}
	v.YourTurn, v.History = true, []string{"c3-c5"}
	if _, err := Easy(context.Background(), v, nil); err == nil {
		t.Error("the bot accepted an impossible history")
	}
}

func TestStrongRespectsTheDeadline(t *testing.T) {
	// A deadline already passed is the extreme case of one that runs out
	// mid-search: the search stops at once and still answers with a legal
	// move. No wall clock is measured, so the test holds on any machine.
	v := viewOf(t, game.StartPosition().FEN(), game.Black)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a, err := Strong(ctx, v, nil)
	if err != nil {
		t.Fatal(err)
	}
	st, err := game.Game{}.New(url.Values{"colour": {"black"}}, 1, now) // the bot has White and the first move
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(game.BotSeat, a, now); err != nil {
		t.Errorf("the move given at the deadline is not legal: %v (%v)", err, a)
	}
}

// TestEasyBeatsRandomPlay checks that Easy is weak by design, not by
// chance: it still beats a player who moves at random.
func TestEasyBeatsRandomPlay(t *testing.T) {
	kittest.NeedLong(t)
	wins, games := 0, 20
	for i := range games {
		st, _ := game.Game{}.New(url.Values{"colour": {"white"}}, uint64(i), now)
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		for !st.Over() {
			if seat, ok := st.NextBot(); ok {
				a, err := Easy(context.Background(), st.View(seat, now), rng)
				if err != nil {
					t.Fatal(err)
				}
				if err := st.Apply(seat, a, now); err != nil {
					t.Fatal(err)
				}
				continue
			}
			legal := st.View(game.HumanSeat, now).Legal
			o := legal[rng.IntN(len(legal))]
			a := url.Values{"do": {game.ActMove}, "path": {strings.Join(o.Paths[0], ",")}}
			if err := st.Apply(game.HumanSeat, a, now); err != nil {
				t.Fatal(err)
			}
		}
		if st.Results()[0].Outcome == kit.Loss {
			wins++
		}
	}
	t.Logf("Easy beat random play in %d of %d games", wins, games)
	if wins < games*9/10 {
		t.Errorf("Easy won only %d of %d against random moves", wins, games)
	}
}
