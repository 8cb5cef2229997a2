package handlers

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"gamehall/internal/formscan"
	"gamehall/internal/games/blackjack"
	"gamehall/internal/games/cards"
	"gamehall/internal/games/durak"
	"gamehall/internal/games/hearts"
	"gamehall/internal/games/minesweeper"
)

// hiddenCase is one game with hidden information, played at random.
type hiddenCase struct {
	slug     string
	games    int
	steps    int                    // most actions per game
	opts     func(i int) url.Values // new-game options of game i
	secrets  func(t *testing.T, state []byte) secrets
	fallback func(t *testing.T, state []byte) url.Values // a move that is legal now; nil when none
}

// TestHiddenInformationOverHTTP plays random games of every game with
// hidden information through HTTP, pressing random forms of the pages it
// gets back, and after every response (pages, htmx fragments, refusals,
// redirects and all headers) checks against the stored state that
// nothing the person may not see was sent: other hands, the deck, the
// hole card and the shoe, face-down cards and the stock, mines before
// the end, the RNG and the raw state.
func TestHiddenInformationOverHTTP(t *testing.T) {
	t.Parallel()
	t.Run("checker finds leaks", testHiddenCheckerFails)
	for ci, c := range hiddenCases() {
		if !Games().Has(c.slug) {
			t.Errorf("%s is not registered", c.slug)
			continue
		}
		t.Run(c.slug, func(t *testing.T) {
			t.Parallel()
			h := newHall(t)
			rng := rand.New(rand.NewPCG(7, uint64(ci)))
			p := h.player()
			checked, items := 0, 0
			picked, fellBack, ok, ended := 0, 0, 0, 0
			check := func(what string, r response, game string) {
				t.Helper()
				checked++
				state := h.row(game).State
				sec := c.secrets(t, state)
				items += sec.items + len(sec.cards)
				if leaks := findLeaks(r.body, r.header, sec); len(leaks) > 0 {
					t.Fatalf("%s (status %d, location %q): %v\nresponse: %s", what, r.status, r.location, leaks, r.body)
				}
			}
			games := 0
			for g := 0; g < c.games; g++ {
				games++
				game := p.newGame(c.slug, c.opts(g))
				if g%2 == 1 { // every other game in Russian, for the Russian names
					check("switch to Russian", p.post("/lang", url.Values{"lang": {"ru"}, "back": {game}}), game)
				} else {
					check("switch to English", p.post("/lang", url.Values{"lang": {"en"}, "back": {game}}), game)
				}
				page := p.get(game)
				check("GET "+game, page, game)
				body := page.body
				refused := 0
				for step := 0; step < c.steps; step++ {
					state := h.row(game).State
					if h.row(game).Over {
						break
					}
					form := formscan.RandomSubmit(rng, formscan.Posting(body, game))
					if form.Get("do") == "cashout" && rng.IntN(8) != 0 {
						form = nil // leaving the table ends the game: rarely
					}
					if form == nil || refused >= 3 || rng.IntN(6) == 0 {
						form = c.fallback(t, state)
						fellBack++
					} else {
						picked++
					}
					if form == nil {
						break
					}
					what := fmt.Sprintf("step %d %v", step, form)
					var r response
					if rng.IntN(4) == 0 {
						r = p.post(game, form) // without JavaScript: post, redirect, get
						check("POST "+what, r, game)
						if r.status == http.StatusSeeOther {
							r = p.get(r.location)
							check("GET after "+what, r, game)
						}
					} else {
						r = p.act(game, form)
						check("htmx "+what, r, game)
					}
					if r.status >= 500 {
						t.Fatalf("%s: status %d: %.300s", what, r.status, r.body)
					}
					body = r.body
					if r.status != http.StatusOK {
						refused++
						page := p.get(game)
						check("GET after refusal "+what, page, game)
						body = page.body
					} else {
						refused = 0
						ok++
					}
				}
				check("final GET", p.get(game), game)
				if h.row(game).Over {
					ended++
				}
			}
			t.Logf("%d games (%d ended), %d actions from the page's forms and %d known-good ones (%d accepted); %d responses checked against %d hidden items in all",
				games, ended, picked, fellBack, ok, checked, items)
			if checked < 20 || items == 0 {
				t.Errorf("only %d responses checked against %d hidden items", checked, items)
			}
		})
	}
}

// testHiddenCheckerFails proves the checker finds what it looks for.
func testHiddenCheckerFails(t *testing.T) {
	qs := cards.MustParse("QS")
	s := secrets{cards: []cards.Card{qs}, strings: stateStrings([]byte(`{"v":1,"r":"AAECAwQFBgcICQoLDA0ODxAREhM=","x":1}`))}
	clean := `<div id="board"><span class="pc pc-black" data-card="KS">king of spades</span></div>`
	if leaks := findLeaks(clean, http.Header{"Location": {"/games/1"}}, s); len(leaks) > 0 {
		t.Fatalf("a clean response reported: %v", leaks)
	}
	for _, bad := range []struct {
		body   string
		header http.Header
	}{
		{`<span class="pc" data-card="QS"></span>`, nil},
		{`<button name="card" value="QS">`, nil},
		{`<span class="sr-only">Queen of spades</span>`, nil},
		{`<span class="sr-only">дама пик</span>`, nil},
		{`<span class="dk-mini">Q♠</span>`, nil},
		{`<span class="pc-rank">Q</span><span class="pc-suit">♠</span>`, nil},
		{`ok`, http.Header{"Location": {"/games/1?card=QS&x=1"}}},
		{`ok`, http.Header{"Hx-Trigger": {`{"card":"QS"}`}}},
		{`<div data-state="AAECAwQFBgcICQoLDA0ODxAREhM="></div>`, nil},
		{`<!-- seed 42 -->`, nil},
		{`ok`, http.Header{"X-Debug": {"rng=1"}}},
	} {
		if leaks := findLeaks(bad.body, bad.header, s); len(leaks) == 0 {
			t.Errorf("no finding in %q %v", bad.body, bad.header)
		}
	}
	// The Minesweeper check tells a mine's button from a safe one.
	state, _ := json.Marshal(map[string]any{"w": 2, "h": 1, "c": []byte{1, 0}, "s": "playing"})
	ms := minesweeperCheck(state)
	same := `<button type="submit" name="cell" value="0,0" class="c hidden" data-x="0" data-y="0"></button>` +
		`<button type="submit" name="cell" value="1,0" class="c hidden" data-x="1" data-y="0"></button>`
	if leaks := ms(same); len(leaks) > 0 {
		t.Fatalf("identical cells reported: %v", leaks)
	}
	if leaks := ms(strings.Replace(same, `class="c hidden" data-x="0"`, `class="c hidden m" data-x="0"`, 1)); len(leaks) == 0 {
		t.Fatal("a mine cell that looks different was not reported")
	}
}

func hiddenCases() []hiddenCase {
	return []hiddenCase{
		{
			slug: "minesweeper", games: 12, steps: 60,
			opts: func(i int) url.Values {
				if i%3 == 2 {
					return url.Values{"preset": {"beginner"}}
				}
				return url.Values{"preset": {"custom"}, "width": {"8"}, "height": {"6"}, "mines": {fmt.Sprint(4 + i)}}
			},
			secrets: func(t *testing.T, state []byte) secrets {
				st, err := minesweeper.Game{}.Decode(state)
				if err != nil {
					t.Fatal(err)
				}
				s := secrets{strings: stateStrings(state)}
				if !st.Over() {
					s.check = minesweeperCheck(state)
					s.items = minesweeperMines(state)
				}
				return s
			},
			fallback: func(t *testing.T, state []byte) url.Values {
				st, _ := minesweeper.Game{}.Decode(state)
				v := st.View(0, time.Now())
				for i, c := range v.Cells {
					if c.State == minesweeper.Hidden {
						return url.Values{"do": {"reveal"}, "cell": {fmt.Sprintf("%d,%d", i%v.Width, i/v.Width)}}
					}
				}
				return nil
			},
		},
		{
			slug: "hearts", games: 2, steps: 120,
			opts: func(int) url.Values { return url.Values{"level": {"easy"}, "target": {"50"}} },
			secrets: func(t *testing.T, state []byte) secrets {
				views := hiddenHeartsViews(t, state)
				secret := cards.Set(0)
				for seat := 1; seat < hearts.Seats; seat++ {
					secret = secret.Union(cards.SetOf(views[seat].Hand...))
				}
				secret = secret.Minus(cards.SetOf(views[0].Passed...)).Minus(cards.SetOf(views[0].Hand...))
				return secrets{cards: secret.Cards(), strings: stateStrings(state)}
			},
			fallback: func(t *testing.T, state []byte) url.Values {
				v := hiddenHeartsViews(t, state)[0]
				switch {
				case v.MustPass():
					return url.Values{"do": {"pass"}, "cards": {v.Hand[0].String(), v.Hand[1].String(), v.Hand[2].String()}}
				case v.MyTurn():
					c, _ := v.Playable.Lowest()
					return url.Values{"do": {"play"}, "card": {c.String()}}
				case v.Phase == hearts.RoundOver:
					return url.Values{"do": {"next"}}
				}
				return nil
			},
		},
		{
			slug: "blackjack", games: 4, steps: 60,
			opts: func(i int) url.Values {
				return url.Values{"bots": {fmt.Sprint(1 + i%3)}, "decks": {[]string{"1", "1", "6"}[i%3]}}
			},
			secrets:  blackjackSecrets,
			fallback: blackjackFallback,
		},
		{
			slug: "klondike", games: 2, steps: 50,
			opts: func(i int) url.Values { return url.Values{"draw": {[]string{"1", "3"}[i%2]}} },
			secrets: func(t *testing.T, state []byte) secrets {
				var s struct {
					C [7][2]string
					S string
				}
				if err := json.Unmarshal(state, &s); err != nil {
					t.Fatal(err)
				}
				var hidden []cards.Card
				for _, text := range append([]string{s.S}, s.C[0][0], s.C[1][0], s.C[2][0], s.C[3][0], s.C[4][0], s.C[5][0], s.C[6][0]) {
					cs, err := cards.ParseList(text)
					if err != nil {
						t.Fatal(err)
					}
					hidden = append(hidden, cs...)
				}
				return secrets{cards: hidden, strings: stateStrings(state)}
			},
			fallback: func(*testing.T, []byte) url.Values { return url.Values{"do": {"draw"}} },
		},
		{
			slug: "durak", games: 4, steps: 150,
			opts: func(i int) url.Values {
				return url.Values{"players": {fmt.Sprint(2 + i%3)}, "level": {[]string{"easy", "normal"}[i%2]}}
			},
			secrets:  durakSecrets,
			fallback: durakFallback,
		},
	}
}

var msButtonRE = regexp.MustCompile(`(?s)<button\b([^>]*data-x="(\d+)" data-y="(\d+)"[^>]*)>(.*?)</button>`)
var msCoordRE = regexp.MustCompile(` (value="\d+,\d+"|data-x="\d+"|data-y="\d+")`)

// minesweeperMines counts the unopened mines of a stored field.
func minesweeperMines(state []byte) int {
	var s struct {
		Cells []byte `json:"c"`
	}
	_ = json.Unmarshal(state, &s)
	n := 0
	for _, c := range s.Cells {
		if c&3 == 1 {
			n++
		}
	}
	return n
}

// minesweeperCheck returns a check that every unopened mine's cell looks
// exactly like an unopened safe cell with the same flag: nothing in its
// markup but the coordinates may differ.
func minesweeperCheck(state []byte) func(body string) []string {
	var s struct {
		W     int    `json:"w"`
		Cells []byte `json:"c"`
	}
	_ = json.Unmarshal(state, &s)
	return func(body string) []string {
		const mine, open, flag = 1, 2, 4
		safeLooks := map[string]bool{}
		safeFlags := map[bool]bool{} // which flag states some safe cell shows
		mineLooks := map[string]string{}
		for _, m := range msButtonRE.FindAllStringSubmatch(body, -1) {
			var x, y int
			fmt.Sscan(m[2], &x)
			fmt.Sscan(m[3], &y)
			i := y*s.W + x
			if s.W == 0 || i >= len(s.Cells) || s.Cells[i]&open != 0 {
				continue
			}
			look := fmt.Sprintf("flag=%v %s>%s", s.Cells[i]&flag != 0, msCoordRE.ReplaceAllString(m[1], ""), m[4])
			if s.Cells[i]&mine != 0 {
				mineLooks[look] = fmt.Sprintf("%s,%s flag=%v", m[2], m[3], s.Cells[i]&flag != 0)
			} else {
				safeLooks[look] = true
				safeFlags[s.Cells[i]&flag != 0] = true
			}
		}
		var found []string
		for look, at := range mineLooks {
			lower := strings.ToLower(look)
			comparable := safeFlags[strings.HasSuffix(at, "true")]
			if !safeLooks[look] && (comparable || strings.Contains(lower, "mine") || strings.Contains(lower, "exploded")) {
				found = append(found, fmt.Sprintf("the mine at %s looks unlike any safe cell: %q", at, look))
			}
		}
		slices.Sort(found)
		return found
	}
}

func hiddenHeartsViews(t *testing.T, state []byte) [hearts.Seats]hearts.View {
	st, err := hearts.Game{}.Decode(state)
	if err != nil {
		t.Fatal(err)
	}
	var out [hearts.Seats]hearts.View
	for seat := range hearts.Seats {
		out[seat] = st.View(seat, time.Now())
	}
	return out
}

// blackjackTable is the part of a stored Blackjack game the check needs.
type blackjackTable struct {
	Shoe   cards.Packed `json:"sh"`
	Dealer []cards.Card `json:"dl"`
	Hole   bool         `json:"ho"`
	Seats  []struct {
		Hands []struct {
			Cards []cards.Card `json:"c"`
		} `json:"h"`
	} `json:"se"`
}

// blackjackSecrets: the hole card while it is down and the shoe, less
// any card of the same code face up (several decks hold copies), and
// no more copies of a card in the page than are face up.
func blackjackSecrets(t *testing.T, state []byte) secrets {
	var s blackjackTable
	if err := json.Unmarshal(state, &s); err != nil {
		t.Fatal(err)
	}
	var up []cards.Card
	for _, seat := range s.Seats {
		for _, h := range seat.Hands {
			up = append(up, h.Cards...)
		}
	}
	hidden := slices.Clone([]cards.Card(s.Shoe))
	if !s.Hole && len(s.Dealer) > 1 {
		up = append(up, s.Dealer[0])
		hidden = append(hidden, s.Dealer[1:]...)
	} else {
		up = append(up, s.Dealer...)
	}
	secret := cards.SetOf(hidden...).Minus(cards.SetOf(up...))
	return secrets{cards: secret.Cards(), strings: stateStrings(state), check: func(body string) []string {
		var found []string
		for _, m := range hiddenDataCardRE.FindAllStringSubmatch(body, -1) {
			c, err := cards.Parse(m[1])
			if err != nil || strings.Count(body, `data-card="`+m[1]+`"`) > countCards(up, c) {
				found = append(found, fmt.Sprintf("more %s in the page than face up %v", m[1], up))
			}
		}
		return found
	}}
}

func countCards(list []cards.Card, c cards.Card) int {
	n := 0
	for _, x := range list {
		if x == c {
			n++
		}
	}
	return n
}

func blackjackFallback(t *testing.T, state []byte) url.Values {
	st, err := blackjack.Game{}.Decode(state)
	if err != nil {
		t.Fatal(err)
	}
	v := st.View(0, time.Now())
	switch {
	case v.Over():
		return nil
	case v.MyTurn():
		return url.Values{"do": {"stand"}}
	}
	return url.Values{"do": {"next"}}
}

var hiddenDataCardRE = regexp.MustCompile(`data-card="([^"]+)"`)

var durakGridRE = regexp.MustCompile(`(?s)<table class="dk-grid">.*?</table>`)

// durakSecrets: the bots' cards nobody saw go into their hands and the
// deck under the trump. The beaten-off grid names all 36 cards by design
// (marking the ones out), so names are looked for outside it.
func durakSecrets(t *testing.T, state []byte) secrets {
	st, err := durak.Game{}.Decode(state)
	if err != nil {
		t.Fatal(err)
	}
	me := st.View(0, time.Now())
	var secret, placed cards.Set
	for seat := 0; seat < me.Players; seat++ {
		v := st.View(seat, time.Now())
		placed = placed.Union(cards.SetOf(v.Hand...))
		if seat > 0 {
			secret = secret.Union(cards.SetOf(v.Hand...).Minus(me.Known[seat]))
		}
	}
	secret = secret.Union(durak.Deck.Minus(placed).Minus(me.TableCards()).Minus(me.Discard)).Remove(me.Trump)
	grid := secrets{cards: secret.Cards()}
	return secrets{strings: stateStrings(state), items: secret.Len(), check: func(body string) []string {
		var found []string
		for _, g := range durakGridRE.FindAllString(body, -1) {
			if strings.Contains(g, "data-card") || strings.Count(g, "dk-out") != me.Discard.Len() {
				found = append(found, "the beaten-off grid marks other cards than the discard pile")
			}
		}
		return append(found, findLeaks(durakGridRE.ReplaceAllString(body, ""), nil, grid)...)
	}}
}

func durakFallback(t *testing.T, state []byte) url.Values {
	st, err := durak.Game{}.Decode(state)
	if err != nil {
		t.Fatal(err)
	}
	v := st.View(0, time.Now())
	switch {
	case v.Over():
		return nil
	case v.CanTake && v.Playable.Empty():
		return url.Values{"do": {"take"}}
	case !v.Playable.Empty():
		c, _ := v.Playable.Lowest()
		return url.Values{"do": {v.Play}, "card": {c.String()}}
	case v.CanPass:
		return url.Values{"do": {"pass"}}
	}
	return url.Values{"do": {"take"}}
}
