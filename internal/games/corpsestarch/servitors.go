package corpsestarch

// tier is one kind of servitor: passive income bought with starch. Each
// further purchase of a tier costs 15% more than the last (rounded up).
type tier struct {
	ID        string
	Name      Text
	Desc      Text
	RateMilli int64 // milli-starch per second for one unit, before upgrades
	BaseCost  int64 // whole starch for the first unit
}

// maxOwned caps each tier so costs stay far below the stockpile cap.
const maxOwned = 400

// tiers are in order of price. The list may grow at the end only: saved
// games store owned counts by position.
var tiers = []tier{
	{"servo-skull", Text{"Servo-skull", "Сервочереп"},
		Text{"A polished skull on a grav-motor. It sifts the floor grates for crumbs.",
			"Отполированный череп на грав-моторе. Просеивает решётки пола в поисках крошек."},
		100, 12},
	{"menial-servitor", Text{"Menial servitor", "Сервитор-подёнщик"},
		Text{"Lobotomised, obedient, tireless. It shovels what it is told to shovel.",
			"Лоботомирован, послушен, неутомим. Гребёт то, что велено грести."},
		600, 120},
	{"cogitator-array", Text{"Cogitator array", "Когитаторный комплекс"},
		Text{"Rows of humming cogitators that optimise the rendering schedule.",
			"Ряды гудящих когитаторов оптимизируют график вытопки."},
		4_000, 1_500},
	{"rendering-vat", Text{"Rendering vat", "Вытопочный чан"},
		Text{"A vat the size of a chapel. Everything that goes in comes out as starch.",
			"Чан размером с часовню. Всё, что туда попадает, выходит крахмалом."},
		25_000, 20_000},
	{"ossuary-press", Text{"Ossuary press", "Оссуарный пресс"},
		Text{"Grinds the ossuaries of the old hive into a fine, nourishing flour.",
			"Перемалывает оссуарии старого улья в тонкую питательную муку."},
		150_000, 300_000},
	{"penitent-line", Text{"Penitent line", "Покаянный конвейер"},
		Text{"Penitents work the line until they become part of the yield.",
			"Кающиеся работают на конвейере, пока сами не станут частью выработки."},
		900_000, 5_000_000},
	{"mortuary-manufactorum", Text{"Mortuary manufactorum", "Мортуарная мануфактория"},
		Text{"A factory district that makes nothing else. Its chimneys never go out.",
			"Фабричный квартал, который не делает больше ничего. Его трубы не гаснут."},
		5_500_000, 90_000_000},
	{"reclamation-spire", Text{"Reclamation spire", "Шпиль рекламации"},
		Text{"A whole hive spire, repurposed. The nobles of the upper levels were not consulted.",
			"Целый шпиль улья, перепрофилированный. Знать верхних уровней не спрашивали."},
		33_000_000, 1_800_000_000},
	{"charnel-barge", Text{"Charnel barge", "Трупная баржа"},
		Text{"A void barge that trawls old battlefields, in orbit and on the ground.",
			"Пустотная баржа, что прочёсывает старые поля сражений — на орбите и на земле."},
		200_000_000, 40_000_000_000},
	{"ossuary-world", Text{"Ossuary world", "Мир-оссуарий"},
		Text{"A world whose only export is its dead. Then its living.",
			"Мир, чей единственный экспорт — мёртвые. А затем и живые."},
		1_200_000_000, 1_000_000_000_000},
	{"grave-moon", Text{"Grave moon", "Луна-могильник"},
		Text{"A moon of graves, mined in seams like coal.",
			"Луна из могил, которую разрабатывают пластами, как уголь."},
		7_000_000_000, 20_000_000_000_000},
	{"starch-crusade", Text{"Starch crusade", "Крахмальный крестовый поход"},
		Text{"A crusade that marches on your starch and leaves starch behind it.",
			"Крестовый поход, что идёт на вашем крахмале и оставляет за собой крахмал."},
		40_000_000_000, 500_000_000_000_000},
}

// tierIndex finds a tier by id.
func tierIndex(id string) (int, bool) {
	for i, t := range tiers {
		if t.ID == id {
			return i, true
		}
	}
	return 0, false
}

// tierCost is the price of the next unit of tier i when owned are owned:
// the base cost raised by 15% per unit owned, rounded up at each step,
// saturating at the stockpile cap (which no stockpile can pay).
func tierCost(i, owned int) int64 {
	c := tiers[i].BaseCost
	for range owned {
		c += (c*15 + 99) / 100
		if c >= maxUnits/2 {
			return maxUnits
		}
	}
	return c
}

// tierVisible reports whether tier i is shown: once owned, once the
// lifetime total reached half its base cost, and always the first.
func tierVisible(i int, owned int, lifetime int64) bool {
	return i == 0 || owned > 0 || lifetime*2 >= tiers[i].BaseCost
}
