package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Standing is one line of a leaderboard.
type Standing struct {
	Rank     int
	UserID   int64
	Username string
	Score    int64 // the lowest or highest score (OrderLow, OrderHigh)
	Games    int
	Wins     int
	Draws    int
	Losses   int
	Rating   float64 // OrderRating: the rating after the last game in the period
	RD       float64
	At       time.Time      // when the best score was made, or the last game
	Detail   map[string]any // the best game's detail (score boards)
}

// BoardQuery asks for one leaderboard.
type BoardQuery struct {
	Slug, Board string
	Order       Order
	Period      string // PeriodAll, PeriodMonth or PeriodWeek
	Limit       int
	Viewer      int64 // the viewer's user id, 0 for nobody
	// RankCap bounds the count behind the viewer's rank (0: RankCap).
	RankCap int
}

// Leaderboard is the top of one board and the viewer's place on it.
type Leaderboard struct {
	Rows []Standing
	// Since is when the period began (for all time: when ranked games
	// began to be recorded).
	Since time.Time
	// Me is the viewer's line when the viewer is on the board but not
	// among Rows. Its Rank is exact up to the cap; past it MeCapped is
	// set and Rank is the cap+1 ("1 000+").
	Me       *Standing
	MeCapped bool
}

// RankCap bounds how many better players are counted to tell the
// viewer's rank: each is an index entry read, and "1 000+" says enough
// (the leaderboard benchmark measured a count of up to 10 000 entries at
// several times the cost of the rest of the page's board).
const RankCap = 1000

// EstablishedRD is the deviation at or below which a rating is
// established (rating.ProvisionalRD): only those appear on rating
// boards, as the standings_rating index is built for.
const EstablishedRD = 110

// boardSQL is what differs between board orders: the standings rows that
// qualify, their order, and "better than the viewer's row" (me) for the
// rank, a row comparison in the order's index so the count is one range.
type boardSQL struct{ where, order, better string }

var boardSQLs = map[Order]boardSQL{
	OrderLow: {
		where:  `s.low IS NOT NULL`,
		order:  `s.low, s.best_at, s.user_id`,
		better: `(s.low, s.best_at, s.user_id) < (me.low, me.best_at, me.user_id)`,
	},
	OrderHigh: {
		where:  `s.high IS NOT NULL`,
		order:  `(-s.high), s.best_at, s.user_id`,
		better: `((-s.high), s.best_at, s.user_id) < ((-me.high), me.best_at, me.user_id)`,
	},
	OrderWinRate: {
		where: fmt.Sprintf(`s.games >= %d`, MinWinRateGames),
		order: `(-(s.wins::double precision / s.games)), (-s.games), s.user_id`,
		better: `((-(s.wins::double precision / s.games)), (-s.games), s.user_id) <
			((-(me.wins::double precision / me.games)), (-me.games), me.user_id)`,
	},
	OrderRating: {
		where:  fmt.Sprintf(`s.rd <= %d`, EstablishedRD),
		order:  `(-s.rating), s.user_id`,
		better: `((-s.rating), s.user_id) < ((-me.rating), me.user_id)`,
	},
}

const standingCols = `s.user_id, u.username, coalesce(s.low, s.high, 0), s.games, s.wins, s.draws, s.losses,
	coalesce(s.rating, 0), coalesce(s.rd, 0), coalesce(s.best_at, s.updated_at), coalesce(r.detail, '{}'::jsonb)`

const standingFrom = `standings s JOIN users u ON u.id = s.user_id
	LEFT JOIN results r ON r.game_id = s.best_game AND r.board = s.board`

func scanStanding(row pgx.Row) (Standing, error) {
	var st Standing
	err := row.Scan(&st.UserID, &st.Username, &st.Score, &st.Games, &st.Wins, &st.Draws, &st.Losses,
		&st.Rating, &st.RD, &st.At, &st.Detail)
	return st, err
}

// Board reads the top q.Limit lines of a board for the current period,
// in one index range of the standings (see migration 00004), and the
// viewer's line and rank when the viewer is on it but not in the top.
// Its three statements go in one round trip.
func (s *Store) Board(ctx context.Context, q BoardQuery) (*Leaderboard, error) {
	b, ok := boardSQLs[q.Order]
	if !ok {
		return nil, fmt.Errorf("store: board %s/%s has no order", q.Slug, q.Board)
	}
	capN := q.RankCap
	if capN <= 0 {
		capN = RankCap
	}
	key, start := periodKeySQL(q.Period)
	board := `s.slug = $1 AND s.board = $2 AND s.period = ` + key + ` AND s.listed AND ` + b.where
	out := &Leaderboard{}
	var me *Standing
	batch := &pgx.Batch{}
	batch.Queue(`SELECT ` + start).QueryRow(func(row pgx.Row) error { return row.Scan(&out.Since) })
	batch.Queue(`SELECT `+standingCols+` FROM `+standingFrom+` WHERE `+board+`
		ORDER BY `+b.order+` LIMIT $3`, q.Slug, q.Board, q.Limit).Query(func(rows pgx.Rows) error {
		var err error
		out.Rows, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (Standing, error) { return scanStanding(r) })
		return err
	})
	if q.Viewer != 0 {
		batch.Queue(`
			WITH me AS (SELECT s.*, u.username, r.detail FROM `+standingFrom+` WHERE `+board+` AND s.user_id = $3)
			SELECT me.user_id, me.username, coalesce(me.low, me.high, 0), me.games, me.wins, me.draws, me.losses,
				coalesce(me.rating, 0), coalesce(me.rd, 0), coalesce(me.best_at, me.updated_at),
				coalesce(me.detail, '{}'::jsonb),
				(SELECT count(*) FROM (SELECT 1 FROM standings s WHERE `+board+` AND `+b.better+` LIMIT $4) x)
			FROM me`, q.Slug, q.Board, q.Viewer, capN).Query(func(rows pgx.Rows) error {
			for rows.Next() {
				var st Standing
				var better int
				if err := rows.Scan(&st.UserID, &st.Username, &st.Score, &st.Games, &st.Wins, &st.Draws, &st.Losses,
					&st.Rating, &st.RD, &st.At, &st.Detail, &better); err != nil {
					return err
				}
				st.Rank = better + 1
				out.MeCapped = better >= capN
				me = &st
			}
			return rows.Err()
		})
	}
	if err := s.pool.SendBatch(ctx, batch).Close(); err != nil {
		return nil, fmt.Errorf("store: leaderboard: %w", err)
	}
	inTop := false
	for i := range out.Rows {
		out.Rows[i].Rank = i + 1
		inTop = inTop || out.Rows[i].UserID == q.Viewer
	}
	if inTop {
		return out, nil
	}
	out.Me = me
	if me == nil {
		out.MeCapped = false
	}
	return out, nil
}
