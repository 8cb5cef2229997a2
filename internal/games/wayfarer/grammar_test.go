package wayfarer

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"gamehall/internal/games/kit"
)

// TestLogGrammar plays random careers and reads every line the log and
// the fight panel printed, in both languages: an enemy ship always has
// its article in English ("a Reaver gunship", "the raider"), goods are
// lower case inside a sentence ("2 t of luxuries"; Russian "2 т:
// предметы роскоши"), and every line begins with a capital.
func TestLogGrammar(t *testing.T) {
	var goodsEN, goodsRU, shipsEN, shipsRU []string
	for _, g := range Goods {
		goodsEN = append(goodsEN, g.Name.EN)
		goodsRU = append(goodsRU, g.Name.RU)
	}
	for _, e := range Enemies[:bossClass] {
		shipsEN = append(shipsEN, strings.ToLower(e.Name.EN))
		shipsRU = append(shipsRU, e.Name.RU)
	}
	alt := func(words []string) string { return strings.Join(words, "|") }
	bareShip := regexp.MustCompile(`(?i)(?:^|(\S+) )(` + alt(shipsEN) + `)\b`)
	capitalGoodEN := regexp.MustCompile(`\S (` + alt(goodsEN) + `)\b`)
	capitalGoodRU := regexp.MustCompile(`[а-яё:,] (` + alt(goodsRU) + `)`)
	capitalShipRU := regexp.MustCompile(`[а-яё:,] (` + alt(shipsRU) + `)`)

	lines := map[Text]bool{}
	for seed := range uint64(12) {
		s := newTest(t, seed)
		rng := rand.New(rand.NewPCG(seed, 11))
		for range 1500 {
			v := s.View(kit.HumanSeat, t0)
			for _, l := range s.c.Log {
				lines[l] = true
			}
			if s.c.Fight != nil {
				for _, l := range s.c.Fight.Lines {
					lines[l] = true
				}
			}
			a := pick(rng, v)
			if a == nil {
				break
			}
			mustApply(t, s, a)
		}
		if s.c.Cause != nil {
			lines[*s.c.Cause] = true
		}
	}
	seen := map[string]int{}
	for l := range lines {
		for _, m := range bareShip.FindAllStringSubmatch(l.EN, -1) {
			seen["ship"]++
			if a := strings.ToLower(m[1]); a != "a" && a != "an" && a != "the" {
				t.Errorf("a ship without its article: %q", l.EN)
			}
		}
		if m := capitalGoodEN.FindStringSubmatch(l.EN); m != nil {
			t.Errorf("a good in capitals inside a sentence: %q", l.EN)
		}
		if m := capitalGoodRU.FindStringSubmatch(l.RU); m != nil {
			t.Errorf("a good in capitals inside a Russian sentence: %q", l.RU)
		}
		if m := capitalShipRU.FindStringSubmatch(l.RU); m != nil {
			t.Errorf("a ship in capitals inside a Russian sentence: %q", l.RU)
		}
		for lang, s := range map[string]string{"en": l.EN, "ru": l.RU} {
			if r, _ := utf8.DecodeRuneInString(s); !unicode.IsUpper(r) && !unicode.IsDigit(r) && r != '«' && r != '+' {
				t.Errorf("%s: a line begins in lower case: %q", lang, s)
			}
		}
		for _, key := range []string{"outrun", "drops out of hyperspace", "breaks apart", " t of "} {
			if strings.Contains(l.EN, key) {
				seen[key]++
			}
		}
	}
	// The careers must have printed the lines this test is about.
	for _, key := range []string{"ship", "outrun", "drops out of hyperspace", "breaks apart", " t of "} {
		if seen[key] == 0 {
			t.Errorf("no line with %q in %d lines: the test proves nothing", key, len(lines))
		}
	}
	t.Logf("%d distinct lines, %v", len(lines), seen)
}
