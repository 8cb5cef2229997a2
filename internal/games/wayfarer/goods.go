package wayfarer

import "strings"

// Good is one kind of cargo.
type Good struct {
	ID      string
	Name    Text
	Base    int64 // the galaxy's typical price per tonne
	Econ    int   // % the price moves from farm worlds (-) to industrial (+)
	TechK   int   // % it moves from low tech (-) to high tech (+)
	WealthK int   // % it moves from poor (-) to affluent (+)
	Illegal bool
}

// Goods are the ten kinds of cargo; the last two are illegal.
var Goods = []Good{
	{"food", tx("Food", "Продовольствие"), 22, 35, 0, 8, false},
	{"textiles", tx("Textiles", "Ткани"), 34, 25, -5, 5, false},
	{"minerals", tx("Minerals", "Минералы"), 48, 30, -10, 0, false},
	{"liquor", tx("Liquor", "Спиртное"), 60, 15, 0, 15, false},
	{"medicine", tx("Medicine", "Медикаменты"), 95, -10, -20, 10, false},
	{"machinery", tx("Machinery", "Техника"), 120, -35, -10, 0, false},
	{"computers", tx("Computers", "Компьютеры"), 170, -25, -25, 10, false},
	{"luxuries", tx("Luxuries", "Предметы роскоши"), 230, -10, 0, 25, false},
	{"firearms", tx("Firearms", "Оружие"), 190, -20, 0, 5, true},
	{"contraband", tx("Contraband", "Контрабанда"), 270, 15, 0, 10, true},
}

// noun is the good's name inside a sentence: lower case in both
// languages ("2 t of luxuries", "2 т: предметы роскоши").
func (g Good) noun() Text {
	return Text{EN: strings.ToLower(g.Name.EN), RU: lowerFirst(g.Name.RU)}
}

// Price bounds relative to the base, in percent: the tests keep every
// price between them.
const (
	minPricePct = 40
	maxPricePct = 190
	sellPct     = 92 // a market buys at this share of its asking price
	driftRange  = 8  // market drift is ±8 %
	lawfulGov   = 5  // from this government on illegal goods are not traded
)

// goodIndex finds a good by id.
func goodIndex(id string) (int, bool) {
	for i, g := range Goods {
		if g.ID == id {
			return i, true
		}
	}
	return 0, false
}

// traded reports whether a system's market deals in a good at all.
func traded(s System, g int) bool { return !Goods[g].Illegal || s.Gov < lawfulGov }

// drift is the market's current swing for a good, in percent, from the
// value drawn on arrival (zero for the travel screen's hints).
func drift(fluct uint64, g int) int {
	if fluct == 0 {
		return 0
	}
	return int((fluct>>(uint(g)*6))%(2*driftRange+1)) - driftRange
}

// BuyPrice is what a system asks for one tonne of a good before the
// player has traded in it.
func BuyPrice(s System, g int, fluct uint64) int64 { return priceAt(s, g, fluct, 0) }

// impact is how far the player's own trade moves a price: +1% for
// every three tonnes bought here this visit, −1% for every three sold,
// within ±maxImpact%.
func impact(moved int) int { return min(maxImpact, max(-maxImpact, moved/3)) }

const maxImpact = 10

// priceAt is the asking price once the player has bought moved tonnes
// (sold, when negative) of the good here.
func priceAt(s System, g int, fluct uint64, moved int) int64 {
	gd := Goods[g]
	pct := 100
	pct += gd.Econ * (2*s.Econ - 7) / 7
	pct += gd.TechK * (s.Tech - 8) / 7
	pct += gd.WealthK * (2*s.Wealth - 3) / 3
	if gd.Illegal {
		pct += 7 * s.Gov // the stricter the rulers, the rarer the goods
	}
	pct += drift(fluct, g)
	pct = min(maxPricePct-maxImpact, max(minPricePct+maxImpact, pct))
	pct += impact(moved)
	return max(1, gd.Base*int64(pct)/100)
}

// SellPrice is what a system pays for one tonne of a good before the
// player has traded in it.
func SellPrice(s System, g int, fluct uint64) int64 { return sellAt(s, g, fluct, 0) }

func sellAt(s System, g int, fluct uint64, moved int) int64 {
	return max(1, priceAt(s, g, fluct, moved)*sellPct/100)
}
