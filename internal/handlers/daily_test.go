package handlers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/minesweeper"
)

// dailyNow is the tests' server clock: the afternoon of a daily day.
var dailyNow = time.Date(2026, 12, 4, 15, 0, 0, 0, time.UTC)

// dailyHall is a memory hall whose clock the test moves.
func dailyHall(t *testing.T) (*hall, *fakeClock) {
	t.Helper()
	clock := &fakeClock{t: dailyNow}
	return newHallAt(t, clock), clock
}

// dailyStart presses a challenge's play button and returns the game.
func (p *player) dailyStart(t *testing.T, day, challenge string) string {
	t.Helper()
	r := p.post("/daily/"+day+"/"+challenge, url.Values{})
	if r.status != http.StatusSeeOther || !strings.HasPrefix(r.location, "/games/") {
		t.Fatalf("start %s %s: status %d, location %q, body %.300s", day, challenge, r.status, r.location, r.body)
	}
	return r.location
}

// dealOf is a stored state without what differs between two players'
// games of one deal (the casual reason of a practice game).
func dealOf(t *testing.T, h *hall, game string) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(h.row(game).State, &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "cas")
	b, _ := json.Marshal(m)
	return string(b)
}

func TestDailySameDealForEveryone(t *testing.T) {
	t.Parallel()
	h, _ := dailyHall(t)
	ann, bob := h.player(), h.player()
	for _, c := range []string{"klondike", "beginner", "intermediate", "expert"} {
		a, b := ann.dailyStart(t, "2026-12-04", c), bob.dailyStart(t, "2026-12-04", c)
		if a == b || dealOf(t, h, a) != dealOf(t, h, b) {
			t.Fatalf("%s: two players got different deals", c)
		}
		// A past day's deal is another, the same for everyone too.
		y1, y2 := ann.dailyStart(t, "2026-12-03", c), bob.dailyStart(t, "2026-12-03", c)
		if dealOf(t, h, y1) != dealOf(t, h, y2) {
			t.Fatalf("%s: two players got different deals of a past day", c)
		}
		if dealOf(t, h, y1) == dealOf(t, h, a) {
			t.Fatalf("%s: two days have the same deal", c)
		}
	}
}

func TestDailyOneRankedAttemptPracticeUnranked(t *testing.T) {
	t.Parallel()
	h, _ := dailyHall(t)
	p := h.player()
	first := p.dailyStart(t, "2026-12-04", "beginner")
	if again := p.dailyStart(t, "2026-12-04", "beginner"); again != first {
		t.Fatalf("a second press started another ranked game: %s, then %s", first, again)
	}
	if strings.Contains(string(h.row(first).State), `"cas"`) {
		t.Fatal("the day's attempt is casual")
	}
	if page := p.get("/daily").body; !strings.Contains(page, `href="`+first+`"`) {
		t.Fatal("the day's page does not lead back to the player's game")
	}
	// A past day: a new practice game each time, casual.
	a, b := p.dailyStart(t, "2026-12-03", "beginner"), p.dailyStart(t, "2026-12-03", "beginner")
	if a == b {
		t.Fatal("practice games of a past day are one game")
	}
	for _, g := range []string{a, b} {
		if !strings.Contains(string(h.row(g).State), "practice") {
			t.Fatalf("a practice game is not casual: %s", h.row(g).State)
		}
	}
	if page := p.get("/daily/2026-12-03").body; !strings.Contains(page, "Practice") {
		t.Fatal("a past day does not offer practice")
	}
}

func TestDailyFutureAndBadDaysNotFound(t *testing.T) {
	t.Parallel()
	h, clock := dailyHall(t)
	p := h.player()
	for _, path := range []string{"/daily/2026-12-05", "/daily/2027-01-01", "/daily/2026-11-30", "/daily/yesterday", "/daily/2026-12-4"} {
		if r := p.get(path); r.status != http.StatusNotFound {
			t.Errorf("GET %s: %d", path, r.status)
		}
		if r := p.post(path+"/klondike", url.Values{}); r.status != http.StatusNotFound {
			t.Errorf("POST %s: %d", path, r.status)
		}
	}
	if r := p.post("/daily/2026-12-04/custom", url.Values{}); r.status != http.StatusNotFound {
		t.Errorf("an unknown challenge: %d", r.status)
	}
	if r := p.get("/daily"); r.status != http.StatusOK || !strings.Contains(r.body, "4 December 2026") {
		t.Fatalf("today: %d", r.status)
	}
	// At midnight UTC tomorrow's deals appear.
	clock.add(9 * time.Hour)
	if r := p.get("/daily/2026-12-05"); r.status != http.StatusOK {
		t.Fatalf("the next day after midnight: %d", r.status)
	}
}

// dailyWin clears a Minesweeper game by opening every safe cell, a
// second apart, reading the mines from the stored state.
func dailyWin(t *testing.T, h *hall, clock *fakeClock, p *player, game string) {
	t.Helper()
	var st struct {
		W     int    `json:"w"`
		Cells []byte `json:"c"`
	}
	if err := json.Unmarshal(h.row(game).State, &st); err != nil {
		t.Fatal(err)
	}
	for i, c := range st.Cells {
		if c&0b11 != 0 { // a mine, or open
			continue
		}
		clock.add(time.Second)
		r := p.act(game, url.Values{"do": {"reveal"}, "x": {strconv.Itoa(i % st.W)}, "y": {strconv.Itoa(i / st.W)}})
		if r.status != http.StatusOK && r.status != http.StatusUnprocessableEntity { // opened by a cascade: refused
			t.Fatalf("reveal: %d %.200s", r.status, r.body)
		}
	}
	if !h.row(game).Over {
		t.Fatal("the game is not won")
	}
}

func TestDailyReplayHiddenUntilTheDayEnds(t *testing.T) {
	t.Parallel()
	h, clock := dailyHall(t)
	ann, bob := h.player(), h.player()
	ann.signUp("ann", "correct horse battery")
	game := ann.dailyStart(t, "2026-12-04", "beginner")
	dailyWin(t, h, clock, ann, game)
	record := "/r/" + strings.TrimPrefix(game, "/games/")

	page := bob.get("/daily").body
	if !strings.Contains(page, ">ann<") {
		t.Fatalf("the day's board does not list the winner: %.2000s", page)
	}
	if strings.Contains(page, record) {
		t.Fatal("the day's board links a replay before the day ends")
	}
	if r := bob.get(record); r.status != http.StatusNotFound {
		t.Fatalf("another player opened the replay during the day: %d", r.status)
	}
	if r := ann.get(record); r.status != http.StatusOK {
		t.Fatalf("the player could not open her own record: %d", r.status)
	}

	clock.add(12 * time.Hour) // past midnight UTC
	page = bob.get("/daily/2026-12-04").body
	if !strings.Contains(page, record) {
		t.Fatal("the past day's board does not link the replay")
	}
	if r := bob.get(record); r.status != http.StatusOK {
		t.Fatalf("the replay after the day: %d", r.status)
	}
	// Its player still finds her game, and may practise the field.
	page = ann.get("/daily/2026-12-04").body
	if !strings.Contains(page, `href="`+game+`"`) || !strings.Contains(page, `action="/daily/2026-12-04/beginner"`) {
		t.Fatal("the past day's page lacks the player's game or the practice button")
	}
}

// TestDailyOnDatabase runs the day's flow on PostgreSQL: one ranked
// attempt, the day's board, the replay hidden until the day ends. The
// day is far ahead of any real clock, since the database stamps results
// with its own and the board keeps the wins made before the day's end.
func TestDailyOnDatabase(t *testing.T) {
	t.Parallel()
	clock := &fakeClock{t: time.Date(2099, 12, 4, 15, 0, 0, 0, time.UTC)}
	h := startHall(t, Config{Now: clock.now})
	ann, bob := h.player(), h.player()
	ann.signUp("ann", "correct horse battery")
	game := ann.dailyStart(t, "2099-12-04", "beginner")
	if again := ann.dailyStart(t, "2099-12-04", "beginner"); again != game {
		t.Fatalf("a second ranked attempt: %s, then %s", game, again)
	}
	if b := bob.dailyStart(t, "2099-12-04", "beginner"); dealOf(t, h, b) != dealOf(t, h, game) {
		t.Fatal("two players got different fields")
	}
	dailyWin(t, h, clock, ann, game)
	record := "/r/" + strings.TrimPrefix(game, "/games/")
	if page := bob.get("/daily").body; !strings.Contains(page, ">ann<") || strings.Contains(page, record) {
		t.Fatal("the day's board lacks the winner or links the replay during the day")
	}
	if r := bob.get(record); r.status != http.StatusNotFound {
		t.Fatalf("the replay during the day: %d", r.status)
	}
	clock.add(12 * time.Hour)
	if r := bob.get(record); r.status != http.StatusOK {
		t.Fatalf("the replay after the day: %d", r.status)
	}
	practice := ann.dailyStart(t, "2099-12-04", "beginner")
	if practice == game || !strings.Contains(string(h.row(practice).State), "practice") {
		t.Fatal("a past day's game is not a casual practice game")
	}
}

// TestDailyAttemptCannotBeAborted: the day's ranked attempt is spent once
// its field is shown. Aborting it would delete the attempt and deal the
// same field again with a new clock to a player who has studied it.
func TestDailyAttemptCannotBeAborted(t *testing.T) {
	t.Parallel()
	h, _ := dailyHall(t)
	ann := h.player()
	ann.signUp("ann", "correct horse battery")
	game := ann.dailyStart(t, "2026-12-04", "beginner")
	page := ann.get(game + "/leave")
	if page.status != http.StatusOK || strings.Contains(page.body, `action="`+game+`/leave"`) {
		t.Fatalf("the leave page offers to abort the day's attempt: %d %.600s", page.status, page.body)
	}
	v := strconv.FormatInt(h.row(game).Version, 10)
	if r := ann.post(game+"/leave", url.Values{"v": {v}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("leaving the day's attempt: %d, want 422", r.status)
	}
	if h.row(game) == nil {
		t.Fatal("the day's attempt was deleted")
	}
	if again := ann.dailyStart(t, "2026-12-04", "beginner"); again != game {
		t.Fatalf("a second ranked attempt after leaving: %s, then %s", game, again)
	}
}

// The day's board prints a winner's time as the leaderboards do: to
// tenths, with the language's decimal mark and unit.
func TestDailyBoardTimeUnit(t *testing.T) {
	t.Parallel()
	h, clock := dailyHall(t)
	ann := h.player()
	ann.signUp("ann", "correct horse battery")
	dailyWin(t, h, clock, ann, ann.dailyStart(t, "2026-12-04", "beginner"))
	for _, c := range []struct{ lang, re string }{
		{"en", `>\d+\.\d\x{a0}s<`},
		{"ru", `>\d+,\d\x{a0}с<`},
	} {
		ann.post("/lang", url.Values{"lang": {c.lang}, "back": {"/daily"}})
		body := ann.get("/daily").body
		if !regexp.MustCompile(c.re).MatchString(body) {
			t.Errorf("%s: no time like %s on the day's board", c.lang, c.re)
		}
		if regexp.MustCompile(`>\d+\.\d{3}<`).MatchString(body) {
			t.Errorf("%s: a time in bare milliseconds on the day's board", c.lang)
		}
	}
}

// TestDailyGamePageSaysSo: a daily game's page names its day and links
// to the day's page, in English and Russian, a practice game of a past
// day too; another game of the same kind does not.
func TestDailyGamePageSaysSo(t *testing.T) {
	t.Parallel()
	h, _ := dailyHall(t)
	p := h.player()
	for _, c := range []struct{ day, challenge, en, ru string }{
		{"2026-12-04", "klondike", "Daily challenge of 4 December 2026", "Испытание дня за 4 декабря 2026"},
		{"2026-12-03", "expert", "Daily challenge of 3 December 2026", "Испытание дня за 3 декабря 2026"},
	} {
		game := p.dailyStart(t, c.day, c.challenge)
		for _, lang := range []struct{ code, text string }{{"en", c.en}, {"ru", c.ru}} {
			p.post("/lang", url.Values{"lang": {lang.code}, "back": {"/"}})
			body := p.get(game).body
			if !strings.Contains(body, `<p class="daily-mark"><a href="/daily/`+c.day+`">`+lang.text+`</a>`) {
				t.Errorf("%s %s page (%s) lacks its day's mark: %.300s", c.day, c.challenge, lang.code, body[max(0, strings.Index(body, "game-head")):])
			}
		}
	}
	for _, slug := range []string{"klondike", "minesweeper"} {
		if body := p.get(p.newGame(slug, url.Values{})).body; strings.Contains(body, "daily-mark") {
			t.Errorf("an ordinary %s game is marked daily", slug)
		}
	}
}

// TestDailyNoGuessCutOver: the Minesweeper fields of the days before
// 1 January 2027 are the classic ones they always were (the same as
// the engine's classic daily field from the day's seed), on the classic
// boards; from that day they are no-guess fields on the no-guess
// boards, and the day's page says so.
func TestDailyNoGuessCutOver(t *testing.T) {
	t.Parallel()
	noGuessFrom := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := &fakeClock{t: noGuessFrom.Add(15 * time.Hour)}
	h := newHallAt(t, clock)
	p := h.player()
	p.signUp("sapper", "correct horse battery")
	noGuess := func(game string) bool {
		var st struct {
			NoGuess bool `json:"ng"`
		}
		if err := json.Unmarshal(h.row(game).State, &st); err != nil {
			t.Fatal(err)
		}
		return st.NoGuess
	}
	before := noGuessFrom.AddDate(0, 0, -1).Format(time.DateOnly)
	from := noGuessFrom.Format(time.DateOnly)
	for _, c := range []string{"beginner", "intermediate", "expert"} {
		old := p.dailyStart(t, before, c)
		if noGuess(old) {
			t.Errorf("%s of %s: a no-guess field before the cut-over", c, before)
		}
		// The field is the classic one the day's seed always dealt.
		day, _ := time.Parse(time.DateOnly, before)
		seed, err := (&Server{Config: Config{Store: h.mem}}).dailySeed(httptest.NewRequest("GET", "/", nil), day, c)
		if err != nil {
			t.Fatal(err)
		}
		classic, err := minesweeper.NewDaily(c, seed, true, false, clock.now())
		if err != nil {
			t.Fatal(err)
		}
		want, _ := classic.Encode()
		if got := h.row(old).State; !bytes.Equal(got, want) {
			t.Errorf("%s of %s: not the classic field of the day's seed", c, before)
		}
		if game := p.dailyStart(t, from, c); !noGuess(game) {
			t.Errorf("%s of %s: a classic field from the cut-over", c, from)
		}
	}
	// The day's ranked no-guess win is on the day's board.
	dailyWin(t, h, clock, p, p.dailyStart(t, from, "beginner"))
	page := p.get("/daily/" + from).body
	if !strings.Contains(page, ">sapper<") {
		t.Error("the day's board does not list the no-guess win")
	}
	if !strings.Contains(page, "No guessing: logic clears it from there.") {
		t.Error("the day's page does not say its fields need no guess")
	}
	if page := p.get("/daily/" + before).body; strings.Contains(page, "No guessing") {
		t.Error("a day before the cut-over says its fields need no guess")
	}
}
