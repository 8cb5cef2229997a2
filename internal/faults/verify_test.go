package faults

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"testing"

	"github.com/jackc/pgx/v5"

	"gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/minesweeper"
	"gamehall/internal/store"
)

// engineState is what the checks need from a decoded game.
type engineState struct {
	over      bool
	results   []kit.Result
	botToMove bool // a bot still had to move: the human's move was saved alone
}

func summarize[V any](s kit.State[V]) engineState {
	_, bot := s.NextBot()
	return engineState{over: s.Over(), results: s.Results(), botToMove: bot}
}

// decodeGame decodes a stored state with its engine.
func decodeGame(slug string, b []byte) (engineState, error) {
	switch slug {
	case "minesweeper":
		s, err := minesweeper.Game{}.Decode(b)
		if err != nil {
			return engineState{}, err
		}
		return summarize(s), nil
	case "chess":
		s, err := chess.Game{}.Decode(b)
		if err != nil {
			return engineState{}, err
		}
		return summarize(s), nil
	}
	return engineState{}, fmt.Errorf("no engine for %q in the fault tests", slug)
}

// dbReport counts what the database check saw.
type dbReport struct {
	games, finished, results int
	ackedGames, ackedMoves   int
	bySlug                   map[string]int
}

func (r dbReport) String() string {
	return fmt.Sprintf("%d games in the database (%v), %d finished, %d result rows; %d acknowledged games with %d acknowledgements all present",
		r.games, r.bySlug, r.finished, r.results, r.ackedGames, r.ackedMoves)
}

type gameRow struct {
	userID   int64
	slug     string
	state    []byte
	version  int64
	over     bool
	finished bool
}

// checkDatabase compares the database with what the server acknowledged
// and with what each engine says about its own state:
//   - every acknowledged game is there with at least the acknowledged version;
//   - every state decodes; the row's over flag and finish time agree with it;
//   - no unfinished game waits for a bot (a human move saved without the reply);
//   - the result rows of every game are exactly what its state reports
//     (no result without the finished game, no finished game without its result).
func checkDatabase(t *testing.T, ctx context.Context, st *store.Store, led *ledger) dbReport {
	t.Helper()
	rep := dbReport{bySlug: map[string]int{}}
	games := map[int64]gameRow{}
	// One snapshot for games and results: a request the players gave up
	// on may still be finishing a game in the server, and two separate
	// reads could see its result row without its finished state.
	tx, err := st.Pool().BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		t.Fatalf("begin: %v", err)
	}
	defer tx.Rollback(ctx)
	rows, err := tx.Query(ctx, `SELECT id, user_id, slug, state, version, over, finished_at IS NOT NULL FROM games`)
	if err != nil {
		t.Fatalf("load games: %v", err)
	}
	for rows.Next() {
		var id int64
		var g gameRow
		if err := rows.Scan(&id, &g.userID, &g.slug, &g.state, &g.version, &g.over, &g.finished); err != nil {
			t.Fatalf("scan game: %v", err)
		}
		games[id] = g
	}
	if err := rows.Err(); err != nil {
		t.Fatalf("load games: %v", err)
	}

	type resultRow struct {
		userID int64
		slug   string
		r      store.Result
	}
	results := map[int64][]resultRow{}
	rows, err = tx.Query(ctx, `SELECT game_id, user_id, slug, board, outcome, score, moves, detail FROM results`)
	if err != nil {
		t.Fatalf("load results: %v", err)
	}
	for rows.Next() {
		var id int64
		var rr resultRow
		if err := rows.Scan(&id, &rr.userID, &rr.slug, &rr.r.Board, &rr.r.Outcome, &rr.r.Score, &rr.r.Moves, &rr.r.Detail); err != nil {
			t.Fatalf("scan result: %v", err)
		}
		results[id] = append(results[id], rr)
		rep.results++
	}
	if err := rows.Err(); err != nil {
		t.Fatalf("load results: %v", err)
	}

	slugs, acked, count, broken := led.snapshot()
	for _, b := range broken {
		t.Errorf("versions must only go up: %s", b)
	}
	rep.ackedGames, rep.ackedMoves = len(acked), count
	for _, id := range sortedKeys(acked) {
		v := acked[id]
		g, ok := games[id]
		switch {
		case !ok:
			t.Errorf("acknowledged %s game %d (version %d) is not in the database", slugs[id], id, v)
		case g.version < v:
			t.Errorf("game %d: stored version %d, but version %d was acknowledged: an acknowledged move was lost", id, g.version, v)
		}
	}

	for _, id := range sortedKeys(games) {
		g := games[id]
		rep.games++
		rep.bySlug[g.slug]++
		es, err := decodeGame(g.slug, g.state)
		if err != nil {
			t.Errorf("game %d (%s, version %d) does not decode: %v", id, g.slug, g.version, err)
			continue
		}
		if es.over {
			rep.finished++
		}
		if g.over != es.over || g.finished != es.over {
			t.Errorf("game %d (%s): row says over=%v finished_at set=%v, the state says over=%v", id, g.slug, g.over, g.finished, es.over)
		}
		if !es.over && es.botToMove {
			t.Errorf("game %d (%s, version %d): saved with a bot to move: the human's move was stored without the bot's reply", id, g.slug, g.version)
		}
		want := map[string]kit.Result{}
		for _, r := range es.results {
			want[r.Board] = r
		}
		got := results[id]
		if len(got) != len(want) {
			t.Errorf("game %d (%s, over=%v): %d result rows, the state reports %d", id, g.slug, es.over, len(got), len(want))
		}
		for _, rr := range got {
			w, ok := want[rr.r.Board]
			if !ok {
				t.Errorf("game %d (%s, over=%v): result row on board %q the state does not report", id, g.slug, es.over, rr.r.Board)
				continue
			}
			if rr.userID != g.userID || rr.slug != g.slug {
				t.Errorf("game %d: result row of user %d/%s, game of user %d/%s", id, rr.userID, rr.slug, g.userID, g.slug)
			}
			if rr.r.Outcome != w.Outcome.String() || rr.r.Score != w.Score || rr.r.Moves != w.Moves || !sameDetail(rr.r.Detail, w.Detail) {
				t.Errorf("game %d: stored result %+v, the state reports %+v", id, rr.r, w)
			}
		}
	}
	return rep
}

// sortedKeys is for stable messages.
func sortedKeys[V any](m map[int64]V) []int64 {
	keys := make([]int64, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys
}

// sameDetail compares a stored detail (jsonb, numbers read back as
// float64) with the state's by their JSON.
func sameDetail(stored, state map[string]any) bool {
	a, errA := json.Marshal(stored)
	b, errB := json.Marshal(state)
	return errA == nil && errB == nil && string(a) == string(b)
}
