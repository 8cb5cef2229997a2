package wayfarer

import (
	"math"
	"math/rand/v2"
	"sync"
	"unicode"
	"unicode/utf8"
)

// The shape of the universe.
const (
	Galaxies      = 4
	SystemsPerGal = 128
	MapW          = 1000 // map width in tenths of a light year
	MapH          = 600  // map height in tenths of a light year
	margin        = 25
	minGap        = 36 // no two stars closer than 3.6 ly
	maxLink       = 62 // every star is within 6.2 ly of an earlier one
)

// StandardSeed is the galaxy seed of every career that names none.
const StandardSeed uint64 = 0x57617966617265

// System is one star system: a pure function of the galaxy seed, the
// galaxy and its index, regenerated whenever it is needed.
type System struct {
	Index   int
	Name    Text
	X, Y    int // position in tenths of a light year
	Gov     int // 0 anarchy .. 7 corporate state
	Econ    int // 0 pure agricultural .. 7 heavy industrial
	Tech    int // 1..15
	Wealth  int // 0 poor .. 3 affluent
	Feature int // index into features
}

// Galaxy is the 128 systems of one galaxy.
type Galaxy struct {
	Number  int
	Systems []System
}

// mix is splitmix64: it spreads a seed's bits so nearby seeds give
// unrelated galaxies.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// seedFor turns a career's seed choice into the generator seed: the
// standard galaxy, or a player's number from the new-career form.
func seedFor(custom bool, n int64) uint64 {
	if !custom {
		return StandardSeed
	}
	return mix(uint64(n) ^ 0x2545f4914f6cdd1d)
}

// memo keeps the last few galaxies built: generation is a pure
// function, so this only saves time.
var memo struct {
	sync.Mutex
	keys []memoKey
	gals []Galaxy
}

type memoKey struct {
	seed uint64
	g    int
}

const memoSize = 8

// Generate builds galaxy number g (0-3) of a seed. It is deterministic:
// the same seed and number always give the same systems. The result is
// shared: callers must not change it.
func Generate(seed uint64, g int) Galaxy {
	k := memoKey{seed, g}
	memo.Lock()
	defer memo.Unlock()
	for i, mk := range memo.keys {
		if mk == k {
			return memo.gals[i]
		}
	}
	gal := generate(seed, g)
	if len(memo.keys) == memoSize {
		memo.keys, memo.gals = memo.keys[1:], memo.gals[1:]
	}
	memo.keys, memo.gals = append(memo.keys, k), append(memo.gals, gal)
	return gal
}

func generate(seed uint64, g int) Galaxy {
	rng := rand.New(rand.NewPCG(mix(seed+uint64(g)), mix(seed^uint64(g+1)*0x632be59bd9b4e019)))
	sys := make([]System, SystemsPerGal)
	used := map[string]bool{}
	for i := range sys {
		s := &sys[i]
		s.Index = i
		s.X, s.Y = place(rng, sys[:i])
		for {
			s.Name = makeName(rng)
			if !used[s.Name.EN] {
				used[s.Name.EN] = true
				break
			}
		}
		s.Gov = rng.IntN(8)
		s.Econ = rng.IntN(8)
		s.Wealth = rng.IntN(4)
		tech := 1 + s.Wealth*2 + s.Econ/2 + rng.IntN(7)
		if s.Gov == 0 {
			tech -= 2
		}
		s.Tech = min(15, max(1, tech))
		s.Feature = rng.IntN(len(features))
	}
	return Galaxy{Number: g, Systems: sys}
}

// place puts a new star near a random earlier one, inside the map and
// not on top of another, so every galaxy is one connected web of short
// jumps.
func place(rng *rand.Rand, prev []System) (int, int) {
	if len(prev) == 0 {
		return MapW/2 + rng.IntN(101) - 50, MapH/2 + rng.IntN(61) - 30
	}
	for {
		p := prev[rng.IntN(len(prev))]
		a := rng.Float64() * 2 * math.Pi
		r := minGap + rng.Float64()*float64(maxLink-minGap)
		x := p.X + int(math.Round(r*math.Cos(a)))
		y := p.Y + int(math.Round(r*math.Sin(a)))
		if x < margin || x > MapW-margin || y < margin || y > MapH-margin {
			continue
		}
		if dist(x, y, p.X, p.Y) > maxLink {
			continue
		}
		ok := true
		for _, q := range prev {
			if dist(x, y, q.X, q.Y) < minGap {
				ok = false
				break
			}
		}
		if ok {
			return x, y
		}
	}
}

// dist is the distance in tenths of a light year, rounded up so that a
// tank always covers a jump it claims to cover.
func dist(x1, y1, x2, y2 int) int {
	dx, dy := x1-x2, y1-y2
	return int(math.Ceil(math.Sqrt(float64(dx*dx + dy*dy))))
}

// Dist is the distance between two systems in tenths of a light year.
func Dist(a, b System) int { return dist(a.X, a.Y, b.X, b.Y) }

// syllables of system names, each with its Russian spelling.
var syllables = [][2]string{
	{"ka", "ка"}, {"re", "ре"}, {"ti", "ти"}, {"so", "со"}, {"lu", "лу"},
	{"ve", "ве"}, {"mar", "мар"}, {"dor", "дор"}, {"zen", "зен"}, {"qua", "ква"},
	{"shi", "ши"}, {"tor", "тор"}, {"ra", "ра"}, {"nis", "нис"}, {"bel", "бел"},
	{"gal", "гал"}, {"dra", "дра"}, {"mi", "ми"}, {"nor", "нор"}, {"sen", "сен"},
	{"tha", "та"}, {"pol", "пол"}, {"ris", "рис"}, {"cor", "кор"}, {"lin", "лин"},
	{"fer", "фер"}, {"hal", "хал"}, {"kes", "кес"}, {"mun", "мун"}, {"nel", "нел"},
	{"pra", "пра"}, {"sta", "ста"}, {"tev", "тев"}, {"vor", "вор"}, {"yar", "яр"},
	{"zo", "зо"}, {"xi", "кси"}, {"da", "да"}, {"vi", "ви"}, {"rho", "ро"},
}

// openings may start a name before its first syllable.
var openings = [][2]string{{"a", "а"}, {"o", "о"}, {"i", "и"}, {"e", "э"}, {"u", "у"}}

func makeName(rng *rand.Rand) Text {
	var en, ru string
	if rng.IntN(4) == 0 {
		o := openings[rng.IntN(len(openings))]
		en, ru = o[0], o[1]
	}
	n := 2 + rng.IntN(2)
	if en != "" && n == 3 {
		n = 2
	}
	for range n {
		s := syllables[rng.IntN(len(syllables))]
		en += s[0]
		ru += s[1]
	}
	return Text{EN: capital(en), RU: capital(ru)}
}

// GovNames are the governments, from the most lawless to the strictest.
var GovNames = []Text{
	tx("Anarchy", "Анархия"),
	tx("Feudal", "Феодализм"),
	tx("Multi-government", "Многовластие"),
	tx("Dictatorship", "Диктатура"),
	tx("Collective", "Коллектив"),
	tx("Confederacy", "Конфедерация"),
	tx("Democracy", "Демократия"),
	tx("Corporate State", "Корпоративное государство"),
}

// EconNames are the economies, from farming to heavy industry.
var EconNames = []Text{
	tx("Pure agricultural", "Чисто аграрная"),
	tx("Agricultural", "Аграрная"),
	tx("Mostly agricultural", "Преимущественно аграрная"),
	tx("Mixed farming", "Смешанная, аграрный уклон"),
	tx("Mixed industry", "Смешанная, промышленный уклон"),
	tx("Mostly industrial", "Преимущественно промышленная"),
	tx("Industrial", "Промышленная"),
	tx("Heavy industrial", "Тяжёлая промышленность"),
}

// WealthNames are the levels of wealth.
var WealthNames = []Text{
	tx("Poor", "Бедная"), tx("Average", "Средняя"), tx("Rich", "Богатая"), tx("Affluent", "Процветающая"),
}

// wealthWorldRU agrees the wealth with the word for world.
var wealthWorldRU = []string{"бедный", "небогатый", "богатый", "процветающий"}

// features give each system a line of character.
var features = []Text{
	tx("ring-cities older than its records", "кольцевыми городами старше своих летописей"),
	tx("singing sandstorms", "поющими песчаными бурями"),
	tx("an ocean that glows at night", "океаном, светящимся по ночам"),
	tx("its orbital shipyards", "орбитальными верфями"),
	tx("endless rain and strong tea", "бесконечным дождём и крепким чаем"),
	tx("a moon carved into a face", "луной, высеченной в виде лица"),
	tx("fungus forests taller than towers", "грибными лесами выше башен"),
	tx("its silent monasteries", "безмолвными монастырями"),
	tx("a double sunset", "двойным закатом"),
	tx("ice geysers", "ледяными гейзерами"),
	tx("the loudest bazaar in the sector", "самым шумным базаром в секторе"),
	tx("ruins of a drowned empire", "руинами затонувшей империи"),
	tx("crystal deserts", "хрустальными пустынями"),
	tx("its racing league", "своими звёздными гонками"),
	tx("storms on its gas giant", "бурями на газовом гиганте"),
	tx("a dead alien beacon", "мёртвым маяком чужих"),
}

// Describe is the one-line portrait of a system.
func (s System) Describe() Text {
	en := s.Name.EN + ": " + lowerFirst(WealthNames[s.Wealth].EN) + " " + lowerFirst(EconNames[s.Econ].EN) +
		" world under " + lowerFirst(GovNames[s.Gov].EN) + ", known for " + features[s.Feature].EN + "."
	ru := s.Name.RU + ": " + wealthWorldRU[s.Wealth] + " мир, экономика — " + lowerFirst(EconNames[s.Econ].RU) +
		", власть — " + lowerFirst(GovNames[s.Gov].RU) + "; славится " + features[s.Feature].RU + "."
	return Text{EN: en, RU: ru}
}

// lowerFirst lower-cases the first letter for use inside a sentence;
// the proper name "Corporate State" keeps its capitals.
func lowerFirst(s string) string {
	if s == "" || s == "Corporate State" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// startSystem is where every career begins: the lawful system nearest
// the middle of the first galaxy.
func startSystem(g Galaxy) int {
	best, bestD := 0, math.MaxInt
	for _, s := range g.Systems {
		if s.Gov < 5 || s.Tech < 6 {
			continue
		}
		if d := dist(s.X, s.Y, MapW/2, MapH/2); d < bestD {
			best, bestD = s.Index, d
		}
	}
	return best
}
