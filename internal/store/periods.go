package store

// Leaderboard periods. Standings are kept per period: all time, the
// calendar month and the ISO week, in UTC by the database's clock (so
// every instance agrees and a write and a read name the same period).
const (
	PeriodAll   = "all"
	PeriodMonth = "month"
	PeriodWeek  = "week"
)

// Periods lists the periods in display order.
var Periods = []string{PeriodAll, PeriodMonth, PeriodWeek}

// SQL expressions naming the current period's row key, e.g. 'm2026-12'
// and 'w2026-49' (ISO year and week), and the period's start.
const (
	sqlMonthKey   = `'m' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM')`
	sqlWeekKey    = `'w' || to_char(now() AT TIME ZONE 'UTC', 'IYYY-IW')`
	sqlPeriodKeys = `ARRAY['all', ` + sqlMonthKey + `, ` + sqlWeekKey + `]`
)

// periodKeySQL is the SQL expression for a period's current row key and
// its start ('-infinity' for all time); unknown periods are all time.
func periodKeySQL(period string) (key, start string) {
	switch period {
	case PeriodMonth:
		return sqlMonthKey, `date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`
	case PeriodWeek:
		return sqlWeekKey, `date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`
	}
	return `'all'`, `(SELECT coalesce(min(tstamp), now()) FROM goose_db_version WHERE version_id = 4) AT TIME ZONE 'UTC'`
}
