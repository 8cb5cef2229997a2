package handlers

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"gamehall/internal/formscan"
	"gamehall/internal/games/blackjack"
	"gamehall/internal/games/cards"
)

// blackjackView decodes a stored Blackjack game and returns the person's view.
func blackjackView(t *testing.T, h *hall, game string) blackjack.View {
	t.Helper()
	return storedView(t, h, blackjack.Game{}, game)
}

var dataCardRE = regexp.MustCompile(`data-card="([^"]+)"`)

// blackjackCheckFaceUp fails unless the cards in a page are exactly the
// face-up cards of the stored game: every hand, and the dealer's cards
// less the hole card while it is down. No shoe card may appear.
func blackjackCheckFaceUp(t *testing.T, h *hall, game, body string) {
	t.Helper()
	var stored struct {
		Dealer []cards.Card `json:"dl"`
		Hole   bool         `json:"ho"`
		Seats  []struct {
			Hands []struct {
				Cards []cards.Card `json:"c"`
			} `json:"h"`
		} `json:"se"`
	}
	if err := json.Unmarshal(h.row(game).State, &stored); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, s := range stored.Seats {
		for _, hand := range s.Hands {
			for _, c := range hand.Cards {
				want = append(want, c.String())
			}
		}
	}
	dealer := stored.Dealer
	if !stored.Hole && len(dealer) > 0 {
		dealer = dealer[:1]
	}
	for _, c := range dealer {
		want = append(want, c.String())
	}
	var got []string
	for _, m := range dataCardRE.FindAllStringSubmatch(body, -1) {
		got = append(got, m[1])
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("the page shows cards %v, face up are %v", got, want)
	}
	// Names (for screen readers) must match the face-up cards too.
	if !stored.Hole && len(stored.Dealer) == 2 {
		hole := stored.Dealer[1]
		if shown := strings.Count(body, ">"+hole.NameEN()+"<"); shown > countOf(want, hole.String()) {
			t.Fatalf("the hole card's name is in the page")
		}
	}
}

func TestBlackjackPlayAndRefusals(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("blackjack", url.Values{"bots": {"2"}, "bet": {"20"}, "decks": {"6"}})

	page := p.gamePage(t, game, `class="bj-table"`)
	blackjackCheckFaceUp(t, h, game, page.body)

	// Play rounds until one is in progress at the person's turn.
	for range 20 {
		if blackjackView(t, h, game).MyTurn() {
			break
		}
		if r := p.act(game, url.Values{"do": {"next"}}); r.status != http.StatusOK {
			t.Fatalf("next: %d", r.status)
		}
	}
	v := blackjackView(t, h, game)
	if !v.MyTurn() {
		t.Fatal("no round reached the person's turn")
	}
	before := h.row(game)
	bad := []url.Values{
		{"do": {"next"}},
		{"do": {"cashout"}},
		{"do": {"surrender"}},
		{"do": {"<script>alert(1)</script>"}},
		{},
	}
	if !v.Can.Split {
		bad = append(bad, url.Values{"do": {"split"}})
	}
	h.refuses(t, p, game, before, bad...)

	// Stand: the bots and the dealer finish, the round is settled and
	// the bankroll moves by exactly the hand's result.
	money := v.Me().Bankroll + v.Me().Hands[0].Bet
	r := p.fragment(t, game, url.Values{"do": {"stand"}})
	blackjackCheckFaceUp(t, h, game, r.body)
	v = blackjackView(t, h, game)
	if v.Phase == blackjack.Playing || v.HoleHidden {
		t.Fatal("after the person stands the round is settled")
	}
	if got := v.Me().Bankroll; got != money+v.Me().Hands[0].Net {
		t.Fatalf("bankroll %d, want %d%+d", got, money, v.Me().Hands[0].Net)
	}
	if r := p.act(game, url.Values{"do": {"hit"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("hit after the round: %d", r.status)
	}
	// Without htmx the next round redirects back to the game.
	if r := p.post(game, url.Values{"do": {"next"}}); r.status != http.StatusSeeOther {
		t.Fatalf("plain form next: %d", r.status)
	}
	blackjackCheckFaceUp(t, h, game, p.get(game).body)
	if v := blackjackView(t, h, game); v.Phase == blackjack.Playing {
		if r := p.act(game, url.Values{"do": {"stand"}}); r.status != http.StatusOK {
			t.Fatalf("stand: %d", r.status)
		}
	}
	if r := p.act(game, url.Values{"do": {"cashout"}}); r.status != http.StatusOK {
		t.Fatalf("cash out: %d", r.status)
	}
	if v := blackjackView(t, h, game); !v.Over() || !v.Cashed {
		t.Fatal("cashing out ends the game")
	}
}

// TestBlackjackHidesHoleCard plays many rounds and checks every page
// against the stored game: the hole card and the shoe never show.
func TestBlackjackHidesHoleCard(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("blackjack", url.Values{"bots": {"5"}, "decks": {"1"}})
	for range 15 {
		v := blackjackView(t, h, game)
		var r response
		switch {
		case v.Over():
			return
		case v.MyTurn():
			r = p.act(game, url.Values{"do": {"hit"}})
		default:
			r = p.act(game, url.Values{"do": {"next"}})
		}
		if r.status != http.StatusOK {
			t.Fatalf("status %d", r.status)
		}
		// The answer's playback frames are earlier moments, each checked
		// against its own by TestFramesShowOnlySeatsView.
		blackjackCheckFaceUp(t, h, game, formscan.WithoutFrames(r.body))
		blackjackCheckFaceUp(t, h, game, p.get(game).body)
	}
}

func TestBrowserBlackjack(t *testing.T) {
	t.Parallel()
	browserBlackjack(t, "desktop", 1280, 900, blackjack.RulesOriginal)
}

func TestBrowserBlackjackPhone(t *testing.T) {
	t.Parallel()
	browserBlackjack(t, "phone", 390, 844, blackjack.RulesOriginal)
}

// TestBrowserBlackjackCasinoPhone plays a casino table on a phone: the
// insurance question, and a new bet picked between rounds.
func TestBrowserBlackjackCasinoPhone(t *testing.T) {
	t.Parallel()
	browserBlackjack(t, "casino-phone", 390, 844, blackjack.RulesCasino)
}

// browserBlackjack plays rounds with the original game's keys: s stands,
// n deals (or declines insurance); at a casino table the second round is
// dealt at a bet of 20.
func browserBlackjack(t *testing.T, name string, width, height int, rules string) {
	h := newHall(t)
	ctx := screenTab(t, width, height)
	do(t, ctx, "new game",
		chromedp.Navigate(h.srv.URL+"/play/blackjack"),
		chromedp.Click(css(`.bj-new-form input[name=bots][value="3"]`)),
		chromedp.Click(css(`.bj-new-form input[name=rules][value="`+rules+`"]`)),
		chromedp.Click(css(`.bj-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.bj-table`)),
	)
	played, rebet := 0, false
	for i := 0; i < 16 && played < 3; i++ {
		v := boardVersion(t, ctx)
		fitsWidth(t, ctx, width)
		switch {
		case eval[bool](t, ctx, `!!document.querySelector('.bj-insure.bj-my-turn')`):
			screenshot(t, ctx, "blackjack-insurance-"+name)
			do(t, ctx, "key n", chromedp.KeyEvent("n"), waitSwap(v))
		case eval[bool](t, ctx, `!!document.querySelector('.bj-my-turn')`):
			if played == 0 {
				screenshot(t, ctx, "blackjack-turn-"+name)
				if eval[bool](t, ctx, `!!document.querySelector('.bj-dealer .pc-back')`) == false {
					t.Fatal("the hole card is face down during the person's turn")
				}
			}
			do(t, ctx, "key s", chromedp.KeyEvent("s"), waitSwap(v))
			played++
		case eval[bool](t, ctx, `!!document.querySelector('.bj-round-over')`):
			if played == 1 {
				screenshot(t, ctx, "blackjack-settled-"+name)
			}
			if rules == blackjack.RulesCasino && !rebet {
				do(t, ctx, "bet 20", chromedp.SetValue(css(`.bj-bet select`), "20"))
				rebet = true
			}
			do(t, ctx, "key n", chromedp.KeyEvent("n"), waitSwap(v))
		default:
			t.Fatal("the table waits for nothing")
		}
	}
	if played < 3 {
		t.Fatalf("only %d rounds reached the person's turn", played)
	}
	if rules == blackjack.RulesCasino {
		if bet := eval[string](t, ctx, `document.querySelector('.bj-me .bj-chip').textContent`); bet != "20" {
			t.Errorf("after picking a bet of 20 the hand's bet shows %q", bet)
		}
	}
	fitsWidth(t, ctx, width)
	// The longest hands a table can show: every hand grown to nine cards.
	growHands(t, ctx, ".bj-cards", 9)
	fitsWidth(t, ctx, width)
}

func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

// TestBlackjackDeckCount: the shoe's size reads "1 deck", "2 decks",
// «1 колода», «2 колоды», «6 колод».
func TestBlackjackDeckCount(t *testing.T) {
	h := newHall(t)
	p := h.player()
	for _, c := range []struct{ decks, en, ru string }{
		{"1", "<dd>1 deck</dd>", "<dd>1 колода</dd>"}, {"2", "<dd>2 decks</dd>", "<dd>2 колоды</dd>"}, {"6", "<dd>6 decks</dd>", "<dd>6 колод</dd>"},
	} {
		p.post("/lang", url.Values{"lang": {"en"}, "back": {"/"}})
		game := p.newGame("blackjack", url.Values{"bots": {"0"}, "decks": {c.decks}})
		if body := p.get(game).body; !strings.Contains(body, c.en) {
			t.Errorf("a shoe of %s: the page does not say %q", c.decks, c.en)
		}
		p.post("/lang", url.Values{"lang": {"ru"}, "back": {"/"}})
		if body := p.get(game).body; !strings.Contains(body, c.ru) {
			t.Errorf("a shoe of %s: the Russian page does not say %q", c.decks, c.ru)
		}
	}
}

// TestBlackjackCasinoInsuranceOverHTTP plays a casino table until the
// dealer shows an ace: the page asks about insurance (and shows no hole
// card), refuses play until it is answered, and takes the stake.
func TestBlackjackCasinoInsuranceOverHTTP(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("blackjack", url.Values{"bots": {"0"}, "rules": {blackjack.RulesCasino}})
	for range 300 {
		v := blackjackView(t, h, game)
		if v.Phase == blackjack.Insuring {
			page := p.get(game)
			if !strings.Contains(page.body, "Insure for 5") || !strings.Contains(page.body, `value="noinsure"`) {
				t.Fatalf("the insurance question is not on the page: %.400s", page.body)
			}
			blackjackCheckFaceUp(t, h, game, page.body)
			h.refuses(t, p, game, h.row(game), url.Values{"do": {"hit"}}, url.Values{"do": {"next"}})
			money := v.Me().Bankroll
			if r := p.act(game, url.Values{"do": {blackjack.ActInsure}}); r.status != http.StatusOK {
				t.Fatalf("insure: %d", r.status)
			}
			// With the dealer's blackjack the stake comes back with 10 (the
			// hand's bet, already on the table, is lost); without it the
			// stake is lost and play goes on.
			after := blackjackView(t, h, game)
			me := after.Me()
			switch {
			case me.Insured != 5:
				t.Fatalf("insured %d, want 5", me.Insured)
			case me.InsuranceNet == 10 && (after.Phase != blackjack.RoundOver || me.Bankroll != money+10):
				t.Fatalf("insurance paid: phase %v bankroll %d → %d", after.Phase, money, me.Bankroll)
			case me.InsuranceNet == -5 && (after.Phase == blackjack.Insuring || me.Bankroll != money-5):
				t.Fatalf("insurance lost: phase %v bankroll %d → %d", after.Phase, money, me.Bankroll)
			case me.InsuranceNet != 10 && me.InsuranceNet != -5:
				t.Fatalf("insurance net %d", me.InsuranceNet)
			}
			return
		}
		do := blackjack.ActNext
		if v.MyTurn() {
			do = blackjack.ActStand
		}
		if r := p.act(game, url.Values{"do": {do}}); r.status != http.StatusOK {
			t.Fatalf("%s: %d", do, r.status)
		}
	}
	t.Fatal("300 steps dealt no ace to the dealer")
}
