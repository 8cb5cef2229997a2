package handlers

// names are the games' names and one-line descriptions (English name,
// Russian name, English blurb, Russian blurb), until kit.Info carries them.
var names = map[string][4]string{
	"chess":         {"Chess", "Шахматы", "Full FIDE rules against a bot of three strengths.", "Полные правила ФИДЕ против бота трёх уровней."},
	"checkers":      {"Russian checkers", "Русские шашки", "Flying kings and compulsory captures.", "Дамки ходят далеко, бить обязательно."},
	"go":            {"Go", "Го", "9×9, 13×13 or 19×19 against a Monte Carlo bot.", "9×9, 13×13 или 19×19 против бота Монте-Карло."},
	"owchess":       {"Open World Chess", "Шахматы открытого мира", "Fog of war, hit points, merchants and coins.", "Туман войны, здоровье фигур, торговцы и монеты."},
	"klondike":      {"Klondike", "Косынка", "The classic patience, draw one or three.", "Классический пасьянс, по одной или по три."},
	"minesweeper":   {"Minesweeper", "Сапёр", "Clear the field without touching a mine.", "Откройте поле, не задев ни одной мины."},
	"blackjack":     {"Blackjack", "Блэкджек", "Beat the dealer to 21; the bankroll carries over.", "Обыграйте дилера до 21; банк сохраняется."},
	"durak":         {"Durak", "Дурак", "Throw-in durak for two to six.", "Подкидной дурак на двоих — шестерых."},
	"101":           {"101", "101", "Shed your cards; aces, sixes, sevens and the king of spades hit your neighbour.", "Сбросьте карты; тузы, шестёрки, семёрки и король пик бьют по соседу."},
	"pharaoh":       {"Pharaoh", "Фараон", "101 for two with jokers and a champion table.", "101 на двоих с джокерами и таблицей чемпионов."},
	"thousand":      {"1000", "Тысяча", "Three players, bidding and marriages to a thousand.", "Трое, торговля и марьяжи до тысячи."},
	"tonk":          {"Tonk", "Тонк", "Spreads, hits and drops for the pot.", "Выкладки, добавки и вскрытия ради банка."},
	"hearts":        {"Hearts", "Червы", "Avoid hearts and the queen of spades — or shoot the moon.", "Избегайте червей и дамы пик — или заберите всё."},
	"corpse-starch": {"Corpse-Starch Box", "Коробка трупного крахмала", "An idle game of the grim far future.", "Мрачная idle-игра далёкого будущего."},
	"wayfarer":      {"Wayfarer", "Странник", "Trade across 512 star systems.", "Торговля в 512 звёздных системах."},
}
