package pages

import (
	"time"

	"gamehall/templates/ui"
)

// DailyView is the daily challenges page of one day.
type DailyView struct {
	Day   time.Time // midnight UTC of the day shown
	Today bool      // the day is today: its games are ranked, replays hidden
	// Prev and Next are the neighbouring days' pages ("" when none).
	Prev, Next string
	Challenges []DailyChallenge
	Calendar   DailyMonth
	Named      bool // the viewer is signed up (only named players are listed)
	EndsIn     time.Duration
}

// DailyChallenge is one of the day's deals or fields.
type DailyChallenge struct {
	Key              string // "klondike", "beginner", ...
	TitleEN, TitleRU string
	NoteEN, NoteRU   string
	Action           string // where the play form posts
	Mine             string // the viewer's ranked game of the day ("" if none)
	MineOver         bool
	Rows             []DailyRow
	Played, Won      int
}

// DailyRow is one ranked win of the day.
type DailyRow struct {
	Rank     int
	Username string
	Ms       int64
	Moves    int
	Replay   string // the game's public record, once the day is over
	Me       bool
}

// DailyMonth is the calendar of the month around the day shown.
type DailyMonth struct {
	Title     time.Time // any day of the month
	Lead      int       // empty cells before the first day (weeks start on Monday)
	Days      []DailyDate
	PrevMonth string // the page of the last day of the month before ("" if none)
	NextMonth string
}

// DailyDate is one day of the calendar.
type DailyDate struct {
	N       int
	URL     string // "" for days without challenges (future or before the first)
	Current bool   // the day shown
}

// DailyURL is the page of a day.
func DailyURL(day time.Time) string { return "/daily/" + day.UTC().Format(time.DateOnly) }

// DailyDayName prints a day in the page's language: "4 December 2026", "4 декабря 2026".
func DailyDayName(lang string, day time.Time) string {
	if lang == "ru" {
		return ui.Itoa(day.Day()) + " " + ruMonthsGen[day.Month()-1] + " " + ui.Itoa(day.Year())
	}
	return day.Format("2 January 2006")
}

// DailyMonthName prints a month and year: "December 2026", "Декабрь 2026".
func DailyMonthName(lang string, day time.Time) string {
	if lang == "ru" {
		return ruMonths[day.Month()-1] + " " + ui.Itoa(day.Year())
	}
	return day.Format("January 2006")
}

var (
	ruMonths    = [12]string{"Январь", "Февраль", "Март", "Апрель", "Май", "Июнь", "Июль", "Август", "Сентябрь", "Октябрь", "Ноябрь", "Декабрь"}
	ruMonthsGen = [12]string{"января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"}
)

// Weekdays are the calendar's column heads, Monday first.
func Weekdays(lang string) []string {
	if lang == "ru" {
		return []string{"Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"}
	}
	return []string{"Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"}
}

// EndsIn prints the time left in the day: "5 h 3 min", "5 ч 3 мин".
func EndsIn(lang string, d time.Duration) string {
	h, m := int64(d/time.Hour), int64(d%time.Hour/time.Minute)
	if h > 0 {
		return ui.Itoa(h) + ui.Tr(lang, " h ", " ч ") + ui.Itoa(m) + ui.Tr(lang, " min", " мин")
	}
	return ui.Itoa(max(m, 1)) + ui.Tr(lang, " min", " мин")
}

// DailyCounts says how many played the challenge and how many won.
func DailyCounts(lang string, played, won int) string {
	if played == 0 {
		return ui.Tr(lang, "Nobody has played it yet.", "Пока никто не играл.")
	}
	return ui.Plural(lang, played, "player", "players", "игрок", "игрока", "игроков") + ", " +
		ui.Tr(lang, "won: ", "выиграли: ") + ui.Itoa(won)
}
