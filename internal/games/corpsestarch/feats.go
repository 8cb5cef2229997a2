package corpsestarch

import "fmt"

// feat is an achievement: earned once its condition holds after an
// action, kept for good (tithes included), each worth +1% of all output.
type feat struct {
	ID         string
	Name, Desc Text
	Done       func(*state) bool
}

// feats may grow at the end or anywhere: saved games store ids.
var feats = buildFeats()

func buildFeats() []feat {
	list := []feat{
		{"first-crumb", Text{"First crumb", "Первая крошка"},
			Text{"Requisition starch by hand.", "Добыть крахмал вручную."},
			func(s *state) bool { return s.lifetime > 0 }},
		{"four-sections", Text{"The whole works", "Всё хозяйство"},
			Text{"Open all four sections.", "Открыть все четыре раздела."},
			func(s *state) bool { return openSections(s.lifetime) == int(numSections) }},
	}
	for _, m := range []struct {
		id   string
		need int64
		name Text
	}{
		{"thousand", 1_000, Text{"A full crate", "Полный ящик"}},
		{"million", 1_000_000, Text{"A cellar of starch", "Погреб крахмала"}},
		{"billion", 1_000_000_000, Text{"A hive's larder", "Кладовая улья"}},
		{"trillion", 1_000_000_000_000, Text{"A world's harvest", "Урожай мира"}},
		{"quadrillion", 1_000_000_000_000_000, Text{"The sector's granary", "Житница сектора"}},
	} {
		list = append(list, feat{"lifetime-" + m.id, m.name,
			Text{fmt.Sprintf("Gather %s starch in all.", Amount(m.need, "en")), fmt.Sprintf("Собрать всего %s крахмала.", Amount(m.need, "ru"))},
			func(s *state) bool { return s.lifetime >= m.need }})
	}
	for _, m := range []struct {
		id   string
		need int64 // milli-starch per second
		name Text
	}{
		{"rate-1k", 1_000_000, Text{"Steady flow", "Ровный поток"}},
		{"rate-1m", 1_000_000_000, Text{"Industrial flow", "Промышленный поток"}},
		{"rate-1b", 1_000_000_000_000, Text{"A river of starch", "Река крахмала"}},
	} {
		list = append(list, feat{m.id, m.name,
			Text{fmt.Sprintf("Servitors yielding %s starch a second.", Rate(m.need, "en")), fmt.Sprintf("Сервиторы дают %s крахмала в секунду.", Rate(m.need, "ru"))},
			func(s *state) bool { return s.rate >= m.need }})
	}
	list = append(list,
		feat{"hundred-of-a-kind", Text{"A hundred of a kind", "Сотня одинаковых"},
			Text{"Own 100 servitors of one tier.", "Иметь 100 сервиторов одного тира."},
			func(s *state) bool { return maxOwnedOfATier(s) >= 100 }},
		feat{"two-hundred-of-a-kind", Text{"Regiment of the dead", "Полк мертвецов"},
			Text{"Own 200 servitors of one tier.", "Иметь 200 сервиторов одного тира."},
			func(s *state) bool { return maxOwnedOfATier(s) >= 200 }},
		feat{"grave-moon", Text{"Moonrise", "Восход луны"},
			Text{"Own a grave moon.", "Завести луну-могильник."},
			func(s *state) bool { return s.owned[10] > 0 }},
		feat{"every-tier", Text{"The full roster", "Полный штат"},
			Text{"Own at least one servitor of every tier at once.", "Иметь хотя бы по одному сервитору каждого тира."},
			func(s *state) bool { return minOwnedOfATier(s) > 0 }},
		feat{"sharpest", Text{"Monomolecular", "Мономолекулярный"},
			Text{"Sharpen the chainsword as far as it goes.", "Заточить цепной меч до предела."},
			func(s *state) bool { return s.sharpen == maxSharpen }},
	)
	counters := []struct {
		id    string
		count func(*state) int64
		need  int64
		name  Text
		en    string
		ru    string
	}{
		{"dips-10", func(s *state) int64 { return s.dips }, 10, Text{"Dipper", "Ныряльщик"}, "Dip into the Sump %d times.", "Окунуть меч в Отстойник %d раз."},
		{"dips-100", func(s *state) int64 { return s.dips }, 100, Text{"Sump regular", "Завсегдатай Отстойника"}, "Dip into the Sump %d times.", "Окунуть меч в Отстойник %d раз."},
		{"dips-1000", func(s *state) int64 { return s.dips }, 1000, Text{"One with the Sump", "Одно целое с Отстойником"}, "Dip into the Sump %d times.", "Окунуть меч в Отстойник %d раз."},
		{"purges-10", func(s *state) int64 { return s.returns }, 10, Text{"Sergeant", "Сержант"}, "Collect %d purges.", "Забрать награду %d зачисток."},
		{"purges-100", func(s *state) int64 { return s.returns }, 100, Text{"Lieutenant", "Лейтенант"}, "Collect %d purges.", "Забрать награду %d зачисток."},
		{"purges-500", func(s *state) int64 { return s.returns }, 500, Text{"Lord commissar", "Лорд-комиссар"}, "Collect %d purges.", "Забрать награду %d зачисток."},
		{"omens-1", func(s *state) int64 { return s.omens }, 1, Text{"Watcher of the skies", "Наблюдатель небес"}, "Heed %d omen.", "Внять знамению (%d)."},
		{"omens-10", func(s *state) int64 { return s.omens }, 10, Text{"Augur", "Авгур"}, "Heed %d omens.", "Внять знамениям: %d."},
		{"omens-40", func(s *state) int64 { return s.omens }, 40, Text{"Prophet", "Пророк"}, "Heed %d omens.", "Внять знамениям: %d."},
		{"tithe-1", func(s *state) int64 { return int64(s.tithes) }, 1, Text{"The first tithe", "Первая десятина"}, "Pay %d tithe.", "Уплатить десятину (%d)."},
		{"tithe-3", func(s *state) int64 { return int64(s.tithes) }, 3, Text{"Faithful", "Верный"}, "Pay %d tithes.", "Уплатить десятин: %d."},
		{"tithe-6", func(s *state) int64 { return int64(s.tithes) }, 6, Text{"Pillar of the Ecclesiarchy", "Столп Экклезиархии"}, "Pay %d tithes.", "Уплатить десятин: %d."},
	}
	for _, c := range counters {
		list = append(list, feat{c.id, c.name, Text{fmt.Sprintf(c.en, c.need), fmt.Sprintf(c.ru, c.need)},
			func(s *state) bool { return c.count(s) >= c.need }})
	}
	return append(list,
		feat{"relics-100", Text{"Reliquary keeper", "Хранитель реликвий"},
			Text{"Earn 100 relics in all.", "Заработать всего 100 реликвий."},
			func(s *state) bool { return s.earned >= 100 }},
		feat{"full-reliquary", Text{"Nothing left to want", "Больше нечего желать"},
			Text{"Fill the reliquary but for the seal.", "Собрать весь реликварий, кроме печати."},
			func(s *state) bool { return s.shop|sealBit() == 1<<len(reliquary)-1 }},
		feat{"sealed", Text{"The quota is met", "Квота выполнена"},
			Text{"Seal the box.", "Запечатать ящик."},
			func(s *state) bool { return s.sealed != 0 }},
	)
}

// sealBit is the seal's bit in the reliquary mask.
func sealBit() uint64 {
	i, _ := relicIndex(sealID)
	return 1 << i
}

func maxOwnedOfATier(s *state) int {
	m := 0
	for _, n := range s.owned {
		m = max(m, n)
	}
	return m
}

func minOwnedOfATier(s *state) int {
	m := maxOwned
	for _, n := range s.owned {
		m = min(m, n)
	}
	return m
}

// featIndex finds a feat by id.
func featIndex(id string) (int, bool) {
	for i, f := range feats {
		if f.ID == id {
			return i, true
		}
	}
	return 0, false
}

// award marks every feat whose condition now holds, logs each new one
// and reports whether any was new (the output bonus changes).
func (s *state) award() bool {
	changed := false
	for i, f := range feats {
		if s.feats&(1<<i) == 0 && f.Done(s) {
			s.feats |= 1 << i
			s.record(event{kind: evFeat, mission: i})
			changed = true
		}
	}
	return changed
}
