package corpsestarch

// lore is one entry of the chronicle: a piece of the world revealed once
// the lifetime total reaches NeedLifetime.
type lore struct {
	NeedLifetime int64
	Text         Text
}

// chronicle is in order of NeedLifetime.
var chronicle = []lore{
	{0, Text{
		"Hive Tertius-Ossa, level 312. The Administratum has issued you a ration quota, a rusted chainsword and a crate that smells of the dead. Fill it.",
		"Улей Терций-Осса, уровень 312. Администратум выдал вам норму пайка, ржавый цепной меч и ящик, пахнущий мертвечиной. Наполните его."}},
	{10, Text{
		"A servo-skull drifts down from the vaults, cogs whining. Someone up there has noticed your tally.",
		"Из сводов спускается сервочереп, скрипя шестернями. Кто-то наверху заметил ваш счёт."}},
	{60, Text{
		"The Munitorum clerk sends a whetstone and a note: «Sharper blades, fuller crates.» The note is stamped three times.",
		"Писарь Муниторума присылает точильный камень и записку: «Острее клинки — полнее ящики». На записке три печати."}},
	{300, Text{
		"A commissar inspects your crates and assigns you a squad. The underhive must be cleansed, and the cleansed become starch.",
		"Комиссар осматривает ваши ящики и приписывает к вам отряд. Подулье нужно очистить, а очищенные становятся крахмалом."}},
	{1_500, Text{
		"Beneath the rendering floor lies the Sump: the runoff of ten thousand years. The tech-priests say its machine-spirit is awake. The tech-priests say many things.",
		"Под полом вытопочного цеха — Отстойник: стоки десяти тысяч лет. Техножрецы говорят, что дух машины в нём бодрствует. Техножрецы много чего говорят."}},
	{4_000, Text{
		"Ration slips now bear your seal. Children in the lower hab-stacks know your name and do not say it aloud.",
		"На талонах теперь ваша печать. Дети нижних жилблоков знают ваше имя и не произносят его вслух."}},
	{12_000, Text{
		"Starch is not made. Starch is gathered. You stopped asking where the hive's dead go, because you know.",
		"Крахмал не производят. Крахмал собирают. Вы перестали спрашивать, куда уходят мёртвые улья, потому что знаете."}},
	{60_000, Text{
		"A dispatch: the 14th Penal Legion will march on your starch. Of the 14th, the dispatch says nothing more.",
		"Депеша: 14-й штрафной легион пойдёт в бой на вашем крахмале. Больше о 14-м в депеше ничего не сказано."}},
	{300_000, Text{
		"The rendering vats sing at night. The cogitators insist it is cavitation.",
		"По ночам вытопочные чаны поют. Когитаторы уверяют, что это кавитация."}},
	{1_500_000, Text{
		"A million and a half measures. The Governor's seneschal sends you a medal carved from bone. It is warm.",
		"Полтора миллиона мер. Сенешаль губернатора присылает вам медаль, вырезанную из кости. Она тёплая."}},
	{8_000_000, Text{
		"The hive census falls every year. Your quota rises every year. Nobody finds this strange.",
		"Перепись улья каждый год показывает меньше. Ваша квота каждый год растёт. Никому это не кажется странным."}},
	{50_000_000, Text{
		"Ships arrive with holds full of the war dead of three systems. The crusade has found its larder.",
		"Прибывают корабли, трюмы которых полны павшими трёх систем. Крестовый поход нашёл свою кладовую."}},
	{400_000_000, Text{
		"The Sump speaks in binary now. The tech-priests have stopped pretending it does not.",
		"Отстойник теперь говорит двоичным кодом. Техножрецы перестали делать вид, что это не так."}},
	{4_000_000_000, Text{
		"You are given a title: Provisioner-Ossuarch. Your predecessor's skull is fitted with a grav-motor.",
		"Вам жалуют титул: провиантмейстер-оссуарх. Череп вашего предшественника снабжают грав-мотором."}},
	{50_000_000_000, Text{
		"Whole worlds are declared ossuary worlds. Their populations are informed afterwards.",
		"Целые миры объявлены мирами-оссуариями. Их население уведомляют после."}},
	{700_000_000_000, Text{
		"The crusade advances on your starch. Behind it, the worlds it freed are fed into your vats.",
		"Крестовый поход наступает на вашем крахмале. За ним освобождённые им миры отправляются в ваши чаны."}},
	{5_000_000_000_000, Text{
		"In the deepest vault you find a crate older than the hive, stamped with your own seal.",
		"В самом глубоком хранилище вы находите ящик старше улья — с вашей собственной печатью."}},
	{50_000_000_000_000, Text{
		"The stars go dark one by one, and every light that fails becomes starch. The quota has been raised.",
		"Звёзды гаснут одна за другой, и каждый погасший свет становится крахмалом. Квоту повысили."}},
}

// revealed counts the chronicle entries open at a lifetime total.
func revealed(lifetime int64) int {
	return reached(chronicle, func(l lore) bool { return lifetime >= l.NeedLifetime })
}

// reached counts the entries of a story (the chronicle, the saga) that
// open reports open.
func reached[T any](story []T, open func(T) bool) int {
	n := 0
	for _, e := range story {
		if open(e) {
			n++
		}
	}
	return n
}
