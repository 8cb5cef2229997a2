package store

import "context"

// BackfillUsernameKeys runs the start-up backfill for tests.
func (s *Store) BackfillUsernameKeys(ctx context.Context) error { return s.backfillUsernameKeys(ctx) }

// ExplainBoard runs EXPLAIN (ANALYZE, BUFFERS) on the two statements of
// a Board call that do the work (the top lines, and the viewer's rank
// counted up to the cap) and returns the plans, for the scale test.
func (s *Store) ExplainBoard(ctx context.Context, q BoardQuery) (string, error) {
	b := boardSQLs[q.Order]
	key, _ := periodKeySQL(q.Period)
	board := `s.slug = $1 AND s.board = $2 AND s.period = ` + key + ` AND s.listed AND ` + b.where
	capN := q.RankCap
	if capN <= 0 {
		capN = RankCap
	}
	stmts := []struct {
		sql  string
		args []any
	}{
		{`SELECT ` + standingCols + ` FROM ` + standingFrom + ` WHERE ` + board + ` ORDER BY ` + b.order + ` LIMIT $3`,
			[]any{q.Slug, q.Board, q.Limit}},
		{`WITH me AS (SELECT s.* FROM standings s WHERE ` + board + ` AND s.user_id = $3)
			SELECT (SELECT count(*) FROM (SELECT 1 FROM standings s WHERE ` + board + ` AND ` + b.better + ` LIMIT $4) x) FROM me`,
			[]any{q.Slug, q.Board, q.Viewer, capN}},
	}
	out := ""
	for _, st := range stmts {
		rows, err := s.pool.Query(ctx, `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) `+st.sql, st.args...)
		if err != nil {
			return "", err
		}
		for rows.Next() {
			var line string
			if err := rows.Scan(&line); err != nil {
				rows.Close()
				return "", err
			}
			out += line + "\n"
		}
		rows.Close()
		out += "--\n"
	}
	return out, nil
}
