package wayfarer

import (
	"testing"
)

// TestGalaxyGolden pins a few systems of the standard galaxies: the
// universe must not change under players' feet.
func TestGalaxyGolden(t *testing.T) {
	for _, w := range []struct {
		g, i            int
		en, ru          string
		x, y            int
		gov, econ, tech int
		wealth          int
	}{
		{0, 0, "Ekesmi", "Экесми", 502, 270, 3, 4, 10, 3},
		{0, 7, "Halstazo", "Халстазо", 430, 187, 3, 5, 9, 3},
		{0, 127, "Ayarxi", "Аяркси", 29, 55, 1, 4, 9, 1},
		{1, 42, "Dorka", "Дорка", 514, 242, 7, 1, 11, 2},
		{3, 99, "Starisqua", "Старисква", 425, 106, 0, 5, 10, 2},
	} {
		s := generate(StandardSeed, w.g).Systems[w.i]
		if s.Name.EN != w.en || s.Name.RU != w.ru || s.X != w.x || s.Y != w.y || s.Gov != w.gov || s.Econ != w.econ || s.Tech != w.tech || s.Wealth != w.wealth {
			t.Errorf("galaxy %d system %d = %+v, want %+v", w.g, w.i, s, w)
		}
	}
	if s := Generate(seedFor(true, 12345), 0).Systems[0]; s.Name.EN != "Kahal" || s.X != 498 || s.Y != 327 {
		t.Errorf("seed 12345 system 0 = %+v", s)
	}
	if got := startSystem(Generate(StandardSeed, 0)); got != 4 {
		t.Errorf("start system %d, want 4", got)
	}
}

// TestGalaxyShape checks every galaxy of a few seeds: deterministic,
// 128 systems inside the map with unique names, values in range, and
// one connected web of jumps a full tank can make.
func TestGalaxyShape(t *testing.T) {
	for _, seed := range []uint64{StandardSeed, seedFor(true, 0), seedFor(true, -7), seedFor(true, 12345), seedFor(true, 1<<62)} {
		for g := range Galaxies {
			gal := generate(seed, g)
			again := generate(seed, g)
			names := map[string]bool{}
			for i, s := range gal.Systems {
				if s != again.Systems[i] {
					t.Fatalf("seed %x galaxy %d: system %d differs between runs", seed, g, i)
				}
				if names[s.Name.EN] || s.Name.EN == "" || s.Name.RU == "" {
					t.Errorf("seed %x galaxy %d: name %q repeated or empty", seed, g, s.Name.EN)
				}
				names[s.Name.EN] = true
				if !inRange(s.X, 0, MapW) || !inRange(s.Y, 0, MapH) || !inRange(s.Gov, 0, 7) || !inRange(s.Econ, 0, 7) ||
					!inRange(s.Tech, 1, 15) || !inRange(s.Wealth, 0, 3) || !inRange(s.Feature, 0, len(features)-1) {
					t.Errorf("seed %x galaxy %d: system out of range: %+v", seed, g, s)
				}
			}
			if n := len(gal.Systems); n != SystemsPerGal {
				t.Fatalf("%d systems", n)
			}
			seen := map[int]bool{0: true}
			queue := []int{0}
			for len(queue) > 0 {
				a := queue[0]
				queue = queue[1:]
				for _, b := range gal.Systems {
					if !seen[b.Index] && Dist(gal.Systems[a], b) <= FuelMax {
						seen[b.Index] = true
						queue = append(queue, b.Index)
					}
				}
			}
			if len(seen) != SystemsPerGal {
				t.Errorf("seed %x galaxy %d: only %d systems reachable by jumps", seed, g, len(seen))
			}
		}
	}
	if generate(StandardSeed, 0).Systems[5] == generate(StandardSeed, 1).Systems[5] {
		t.Error("two galaxies are the same")
	}
}

// TestPricesBounded checks every price of every system of all four
// standard galaxies under every drift: positive, between the bounds,
// and a market never buys for more than it sells.
func TestPricesBounded(t *testing.T) {
	flucts := []uint64{0, 1, 0xffffffffffffffff, 0x123456789abcdef, 0x8000000000000001}
	for g := range Galaxies {
		for _, s := range generate(StandardSeed, g).Systems {
			for gi, gd := range Goods {
				for k, f := range flucts {
					moved := []int{0, 35, -35, 1000, -1000}[k]
					b, sp := priceAt(s, gi, f, moved), sellAt(s, gi, f, moved)
					if b <= 0 || sp <= 0 || sp > b {
						t.Fatalf("%s %s: buy %d sell %d", s.Name.EN, gd.ID, b, sp)
					}
					// Whole credits: within a credit of the bounds.
					if (b+1)*100 < gd.Base*minPricePct || (b-1)*100 > gd.Base*maxPricePct {
						t.Fatalf("%s %s: %d outside %d%%-%d%% of %d", s.Name.EN, gd.ID, b, minPricePct, maxPricePct, gd.Base)
					}
				}
			}
		}
	}
}

// TestEconomyDrivesPrices: food is cheaper on farm worlds than on
// industrial ones, machinery the other way round, illegal goods are not
// traded under lawful governments.
func TestEconomyDrivesPrices(t *testing.T) {
	farm := System{Econ: 0, Tech: 8, Wealth: 1, Gov: 3}
	works := System{Econ: 7, Tech: 8, Wealth: 1, Gov: 3}
	food, _ := goodIndex("food")
	mach, _ := goodIndex("machinery")
	if BuyPrice(farm, food, 0) >= BuyPrice(works, food, 0) {
		t.Error("food is not cheaper on a farm world")
	}
	if BuyPrice(works, mach, 0) >= BuyPrice(farm, mach, 0) {
		t.Error("machinery is not cheaper on an industrial world")
	}
	fire, _ := goodIndex("firearms")
	if traded(System{Gov: 6}, fire) || !traded(System{Gov: 0}, fire) {
		t.Error("firearms traded where they should not be, or not where they should")
	}
}
