package corpsestarch

// mission is a purge a squad can be sent on. Its reward is fixed when the
// squad leaves: a base plus IncomeSec seconds of the servitors' output at
// that moment (half as much again with veteran sergeants); at collection it varies by
// ±20% with the fortunes of war.
type mission struct {
	ID           string
	Name         Text
	Desc         Text
	DurationMs   int64
	Base         int64
	IncomeSec    int64
	NeedLifetime int64 // lifetime starch before the mission is offered
}

var missions = []mission{
	{"drains", Text{"Sweep the drains", "Прочесать стоки"},
		Text{"Mutant vermin in the underhive drains. Quick work, thin pickings.",
			"Мутировавшие паразиты в стоках подулья. Быстро, но добыча скудная."},
		20_000, 20, 5, 0},
	{"cull", Text{"Cull the mutants", "Выбраковка мутантов"},
		Text{"A nest of mutants in the abandoned hab-stacks. Nobody will miss them.",
			"Гнездо мутантов в заброшенных жилблоках. Никто не хватится."},
		60_000, 90, 15, 2_500},
	{"chapel", Text{"Burn the heretic chapel", "Сжечь еретическую часовню"},
		Text{"A cult preaches that the dead should rest. Doctrine disagrees.",
			"Культ проповедует, что мёртвым положен покой. Доктрина не согласна."},
		150_000, 500, 40, 8_000},
	{"nest", Text{"Clear the xenos nest", "Выжечь гнездо ксеносов"},
		Text{"Something chitinous in the deep sumps. Its biomass is edible, mostly.",
			"Что-то хитиновое в глубоких отстойниках. Его биомасса съедобна. В основном."},
		300_000, 2_500, 85, 60_000},
	{"riot", Text{"Quell the food riot", "Подавить голодный бунт"},
		Text{"Hab-block 9 wants more starch. Hab-block 9 will become more starch.",
			"Жилблок 9 требует больше крахмала. Жилблок 9 станет крахмалом."},
		480_000, 15_000, 140, 400_000},
	{"crusade", Text{"Follow the crusade", "Идти за крестовым походом"},
		Text{"Shadow the crusade fleet and glean its battlefields before they cool.",
			"Следовать за флотом крестового похода и собирать поля битв, пока не остыли."},
		600_000, 100_000, 180, 5_000_000},
}

// missionIndex finds a mission by id.
func missionIndex(id string) (int, bool) {
	for i, m := range missions {
		if m.ID == id {
			return i, true
		}
	}
	return 0, false
}
