package wayfarer

// Targets of a stage: {A}, {B} and {H} (home, where the quest began).
const (
	atNow = -1
	atA   = 0
	atB   = 1
	atH   = 2
)

// Goods by index+1, for quest needs and effects.
const (
	gMedicine  = 5
	gMachinery = 6
)

func oc(id, en, ru string) Outcome { return Outcome{ID: id, Label: tx(en, ru)} }

// Quests are the eight story arcs.
var Quests = []Quest{
	{
		ID:    "supernova",
		Title: tx("The Last Light", "Последний свет"),
		Offer: tx("A grey-faced evacuation officer stops you at the dock: the star of {A} will flare within weeks, and its outer colony still waits for ships. Will you fly?",
			"В доке вас останавливает осунувшийся офицер эвакуации: звезда системы {A} вспыхнет через считанные недели, а дальняя колония всё ещё ждёт кораблей. Полетите?"),
		Start: "go",
		Stages: map[string]Stage{
			"go": {At: atA, Goal: tx("Fly to {A} and find the colony.", "Долететь до {A} и найти колонию."),
				Text: tx("The star of {A} burns an angry white. Hundreds of colonists crowd the last dock, clutching children and bundles.",
					"Звезда {A} пылает злым белым светом. В последнем доке толпятся сотни колонистов с детьми и узлами."),
				Choices: []QChoice{
					{Label: tx("Take all who fit (10 t of hold)", "Взять всех, кто поместится (10 т трюма)"), Need: Need{Space: 10}, Eff: Effect{Reserve: 10}, Next: "back",
						Say: tx("Colonists pack your hold shoulder to shoulder.", "Колонисты набиваются в трюм плечом к плечу.")},
					{Label: tx("Take only those who can pay", "Взять только тех, кто может заплатить"), Eff: Effect{Credits: 900}, Next: "=profiteer",
						Say: tx("You leave with a full purse and the rest of them watching.", "Вы улетаете с полным кошельком; оставшиеся смотрят вам вслед.")},
					{Label: tx("Stay and guide the other ships out", "Остаться и выводить другие корабли"), Chance: 60,
						Eff: Effect{Credits: 1200}, Next: "=hero", Say: tx("Every ship gets out. The colony's council pays what it can.", "Уходят все корабли. Совет колонии платит всё, что может."),
						ElseEff: Effect{Hull: -40, Credits: 400}, Else: "=scorched", ElseSay: tx("The flare catches you on the way out (hull −40).", "Вспышка настигает вас на выходе (корпус −40).")},
				}},
			"back": {At: atH, Goal: tx("Bring the colonists to {H}.", "Доставить колонистов в систему {H}."),
				Text: tx("The docks of {H} open to the colonists; some of them weep. The evacuation office pays in full.",
					"Доки {H} принимают колонистов; кто-то плачет. Эвакуационная служба платит сполна."),
				Choices: []QChoice{
					{Label: tx("Accept the reward", "Принять награду"), Eff: Effect{Credits: 2200}, Next: "=saved",
						Say: tx("2,200 cr and a colony's thanks.", "2200 кр и благодарность целой колонии.")},
				}},
		},
		Outcomes: []Outcome{oc("saved", "Colonists saved", "Колонисты спасены"), oc("hero", "Hero of the flare", "Герой вспышки"),
			oc("profiteer", "Took only the paying", "Взял только платящих"), oc("scorched", "Scorched by the flare", "Опалён вспышкой")},
	},
	{
		ID:    "artifact",
		Title: tx("The Precursor Key", "Ключ предтеч"),
		Offer: tx("An old xenoarchaeologist presses a star chart into your hand: “Something sleeps in the asteroid belt of {A}. I am too old to wake it.”",
			"Старый ксеноархеолог вкладывает вам в руку звёздную карту: «В поясе астероидов {A} что-то спит. Я слишком стар, чтобы его будить»."),
		Start: "belt",
		Stages: map[string]Stage{
			"belt": {At: atA, Goal: tx("Search the asteroid belt of {A}.", "Обыскать пояс астероидов {A}."),
				Text: tx("Among the rocks of {A} lies a smooth black spindle, warm to the touch and older than any human world.",
					"Среди скал {A} лежит гладкое чёрное веретено, тёплое на ощупь и древнее любого мира людей."),
				Choices: []QChoice{
					{Label: tx("Bring it aboard (2 t)", "Взять на борт (2 т)"), Need: Need{Space: 2}, Eff: Effect{Reserve: 2}, Next: "decide"},
					{Label: tx("Leave it sleeping", "Оставить спать"), Next: "=left", Say: tx("Some doors are better left shut.", "Некоторые двери лучше не открывать.")},
				}},
			"decide": {At: atNow,
				Text: tx("The spindle hums whenever your laser charges. Collectors would pay a fortune; the university of {B} would study it.",
					"Веретено гудит всякий раз, когда заряжается лазер. Коллекционеры заплатят состояние; университет {B} хотел бы его изучить."),
				Choices: []QChoice{
					{Label: tx("Sell it to a collector (2,500 cr)", "Продать коллекционеру (2500 кр)"), Eff: Effect{Credits: 2500}, Next: "=sold"},
					{Label: tx("Wire it into your laser", "Подключить к лазеру"), Chance: 55, Eff: Effect{Laser: true}, Next: "=fused",
						Say:     tx("The laser drinks the spindle's light and burns brighter than ever.", "Лазер впитывает свет веретена и бьёт ярче прежнего."),
						ElseEff: Effect{Hull: -45}, Else: "=burned", ElseSay: tx("The spindle flares and melts through a bulkhead (hull −45).", "Веретено вспыхивает и прожигает переборку (корпус −45).")},
					{Label: tx("Deliver it to {B}", "Доставить в {B}"), Next: "deliver"},
				}},
			"deliver": {At: atB, Goal: tx("Deliver the spindle to the university of {B}.", "Доставить веретено в университет {B}."),
				Text: tx("The scholars of {B} receive the spindle in silence. Then the eldest of them begins to laugh for joy.",
					"Учёные {B} принимают веретено молча. Потом старший из них смеётся от радости."),
				Choices: []QChoice{
					{Label: tx("Accept their grant", "Принять их грант"), Eff: Effect{Credits: 3000}, Next: "=studied", Say: tx("A research grant of 3,000 cr.", "Исследовательский грант: 3000 кр.")},
				}},
		},
		Outcomes: []Outcome{oc("studied", "Given to science", "Отдан науке"), oc("sold", "Sold to a collector", "Продан коллекционеру"),
			oc("fused", "Fused into the laser", "Сплавлен с лазером"), oc("burned", "Burned by the relic", "Обожжён реликвией"), oc("left", "Left sleeping", "Оставлен спать")},
	},
	{
		ID:    "debt",
		Title: tx("A Smuggler's Debt", "Долг контрабандистки"),
		Offer: tx("A scarred pilot owes money to the wrong people. She offers 1,500 cr to carry six sealed crates to {A}, no questions asked (6 t of hold).",
			"Пилот со шрамом задолжала не тем людям. Она предлагает 1500 кр за шесть опечатанных ящиков до {A}, без вопросов (6 т трюма)."),
		Start:   "run",
		Reserve: 6,
		Stages: map[string]Stage{
			"run": {At: atA, Goal: tx("Deliver the crates to {A}.", "Доставить ящики в {A}."),
				Text: tx("A customs cutter shadows you into {A}. Your contact waits at the far end of the dock, sweating.",
					"Таможенный катер провожает вас до самого {A}. Связной ждёт в дальнем конце дока и потеет."),
				Choices: []QChoice{
					{Label: tx("Deliver as promised", "Доставить, как обещано"), Chance: 75, Eff: Effect{Credits: 1500}, Next: "=delivered",
						Say:     tx("The crates vanish into a van; 1,500 cr appear in your account.", "Ящики исчезают в фургоне; на счёт приходят 1500 кр."),
						ElseEff: Effect{Credits: -500, Legal: 15}, Else: "=caught", ElseSay: tx("Customs seize the crates and fine you 500 cr.", "Таможня изымает ящики и штрафует вас на 500 кр.")},
					{Label: tx("Open a crate first", "Сначала вскрыть ящик"), Next: "opened"},
				}},
			"opened": {At: atNow,
				Text: tx("Not drugs, not guns: sleeping children in cryo-cradles, tagged for a labour colony.",
					"Не наркотики и не оружие: спящие дети в криоколыбелях с бирками трудовой колонии."),
				Choices: []QChoice{
					{Label: tx("Hand them to the authorities", "Передать властям"), Eff: Effect{Credits: 800}, Next: "=rescued",
						Say: tx("The children go home. The authorities pay a finder's reward.", "Дети вернутся домой. Власти выплачивают вознаграждение.")},
					{Label: tx("Deliver them anyway", "Всё равно доставить"), Eff: Effect{Credits: 2500, Legal: 40}, Next: "=complicit",
						Say: tx("The buyer pays extra for your silence.", "Покупатель доплачивает за молчание.")},
				}},
		},
		Outcomes: []Outcome{oc("delivered", "Debt delivered", "Долг доставлен"), oc("caught", "Caught by customs", "Пойман таможней"),
			oc("rescued", "Children rescued", "Дети спасены"), oc("complicit", "Complicit", "Соучастник")},
	},
	{
		ID:    "fever",
		Title: tx("Fever Season", "Сезон лихорадки"),
		Offer: tx("A fever is burning through the habitats of {A}. Their physicians beg any trader for medicine: five tonnes would save thousands.",
			"Лихорадка выжигает поселения {A}. Врачи умоляют любого торговца привезти медикаменты: пять тонн спасут тысячи."),
		Start: "bring",
		Stages: map[string]Stage{
			"bring": {At: atA, Goal: tx("Bring 5 t of medicine to {A}.", "Привезти в {A} 5 т медикаментов."),
				Text: tx("Quarantine beacons blink around {A}. A doctor with hollow eyes meets you at the airlock.",
					"Вокруг {A} мигают карантинные буи. У шлюза вас встречает врач с запавшими глазами."),
				Choices: []QChoice{
					{Label: tx("Donate the medicine (5 t)", "Отдать медикаменты (5 т)"), Need: Need{Good: gMedicine, Units: 5}, Eff: Effect{Good: gMedicine, Units: -5, Credits: 600}, Next: "=healer",
						Say: tx("The wards fill with sleep instead of screams. The colony scrapes together 600 cr.", "В палатах вместо криков — сон. Колония собирает вам 600 кр.")},
					{Label: tx("Sell at the fever price (5 t)", "Продать по «лихорадочной» цене (5 т)"), Need: Need{Good: gMedicine, Units: 5}, Eff: Effect{Good: gMedicine, Units: -5, Credits: 2400}, Next: "=profiteer",
						Say: tx("2,400 cr. Nobody shakes your hand.", "2400 кр. Руки вам никто не подаёт.")},
					{Label: tx("Work in the wards yourself (5 t)", "Самому работать в палатах (5 т)"), Need: Need{Good: gMedicine, Units: 5}, Chance: 50,
						Eff: Effect{Good: gMedicine, Units: -5, Credits: 1500}, Next: "=saint", Say: tx("You save a hundred lives with your own hands. The grateful pay 1,500 cr.", "Вы своими руками спасаете сотню жизней. Благодарные платят 1500 кр."),
						ElseEff: Effect{Good: gMedicine, Units: -5, Credits: -300}, Else: "=fevered", ElseSay: tx("The fever takes you too; your own treatment costs 300 cr.", "Лихорадка настигает и вас; лечение обходится в 300 кр.")},
				}},
		},
		Outcomes: []Outcome{oc("healer", "Healer", "Целитель"), oc("profiteer", "Fever profiteer", "Нажился на лихорадке"),
			oc("saint", "Saint of the wards", "Святой из палат"), oc("fevered", "Caught the fever", "Подхватил лихорадку")},
	},
	{
		ID:    "hunter",
		Title: tx("Korrin's Bounty", "Награда за Коррина"),
		Offer: tx("Wanted posters of the raider Vey Korrin cover the station walls. Informers say his gunship refuels at {A}. The bounty is 3,000 cr.",
			"Стены станции обклеены плакатами с рейдером Веем Коррином. Осведомители говорят, что его канонерка заправляется у {A}. Награда — 3000 кр."),
		Start: "hunt",
		Stages: map[string]Stage{
			"hunt": {At: atA, Goal: tx("Find Korrin at {A}.", "Найти Коррина у {A}."),
				Text: tx("The Black Lance drifts by the fuel depot of {A}. Korrin hails you first: “Walk away and I pay you 1,000. Fight and you die.”",
					"«Чёрное копьё» дрейфует у заправочной станции {A}. Коррин выходит на связь первым: «Уйдёшь — заплачу тысячу. Полезешь — сдохнешь»."),
				Choices: []QChoice{
					{Label: tx("Attack the Black Lance", "Атаковать «Чёрное копьё»"), Fight: bossClass, Eff: Effect{Credits: 3000}, Next: "=justice",
						Say:  tx("Korrin is dead. The bounty office pays 3,000 cr.", "Коррин мёртв. Контора по наградам платит 3000 кр."),
						Else: "=escaped", ElseSay: tx("You got away from Korrin alive. Not everyone can say that.", "Вы ушли от Коррина живым. Не каждый может этим похвастаться.")},
					{Label: tx("Take his money", "Взять его деньги"), Eff: Effect{Credits: 1000}, Next: "=bought",
						Say: tx("Korrin's credits are as good as anyone's.", "Кредиты Коррина ничем не хуже чьих-то ещё.")},
				}},
		},
		Outcomes: []Outcome{oc("justice", "Korrin brought down", "Коррин повержен"), oc("bought", "Bought off", "Подкуплен"), oc("escaped", "Escaped Korrin", "Ушёл от Коррина")},
	},
	{
		ID:    "beacon",
		Title: tx("The Silent Beacon", "Молчащий маяк"),
		Offer: tx("The survey ship Kestrel went silent near {A} a year ago. Her captain's family still pays for any news.",
			"Разведчик «Пустельга» замолчал у {A} год назад. Семья капитана до сих пор платит за любые вести."),
		Start: "search",
		Stages: map[string]Stage{
			"search": {At: atA, Goal: tx("Find the Kestrel near {A}.", "Найти «Пустельгу» у {A}."),
				Text: tx("Her beacon still ticks: the Kestrel, cold and open to space, tumbling in the dark of {A}.",
					"Маяк ещё тикает: «Пустельга», холодная и открытая космосу, кувыркается во тьме {A}."),
				Choices: []QChoice{
					{Label: tx("Recover the logbook", "Забрать бортовой журнал"), Next: "home"},
					{Label: tx("Strip her for parts (4 t)", "Разобрать на запчасти (4 т)"), Need: Need{Space: 4}, Eff: Effect{Good: gMachinery, Units: 4}, Next: "=scavenged",
						Say: tx("4 t of machinery, still good.", "4 т ещё исправной техники.")},
					{Label: tx("Search the dark holds", "Обыскать тёмные трюмы"), Chance: 50, Eff: Effect{Credits: 2000}, Next: "=survivor",
						Say:     tx("A survivor in a cryo-pod! Her company pays 2,000 cr to have her back.", "Выжившая в криокапсуле! Её компания платит 2000 кр за возвращение."),
						ElseEff: Effect{Hull: -30}, Else: "=trapped", ElseSay: tx("Scavengers left mines in the holds (hull −30).", "Мародёры оставили в трюмах мины (корпус −30).")},
				}},
			"home": {At: atH, Goal: tx("Bring the logbook to the family at {H}.", "Отвезти журнал семье в {H}."),
				Text: tx("The captain's family reads the last entries in silence, then presses a credit chit into your hand.",
					"Семья капитана молча читает последние записи, а потом вкладывает вам в руку кредитный чип."),
				Choices: []QChoice{
					{Label: tx("Accept their money", "Взять деньги"), Eff: Effect{Credits: 1800}, Next: "=closure", Say: tx("1,800 cr.", "1800 кр.")},
					{Label: tx("Refuse it gently", "Мягко отказаться"), Next: "=kindness", Say: tx("They will remember your name.", "Они запомнят ваше имя.")},
				}},
		},
		Outcomes: []Outcome{oc("closure", "Closure for the family", "Семья узнала правду"), oc("kindness", "An act of kindness", "Бескорыстие"),
			oc("scavenged", "Scavenged", "Разобран на запчасти"), oc("survivor", "A survivor found", "Найдена выжившая"), oc("trapped", "Caught in a trap", "Попал в ловушку")},
	},
	{
		ID:    "chip",
		Title: tx("The Sealed Chip", "Запечатанный чип"),
		Offer: tx("A corporate courier needs a data chip carried to {A}. The pay is good; the chip is sealed, and you are told not to ask.",
			"Корпоративному курьеру нужно доставить чип данных в {A}. Платят хорошо; чип запечатан, и спрашивать не велено."),
		Start: "carry",
		Stages: map[string]Stage{
			"carry": {At: atA, Goal: tx("Carry the chip to {A}.", "Доставить чип в {A}."),
				Text: tx("At {A} a rival agent catches you at the dock: “Double your fee if the chip comes to us instead.”",
					"В доке {A} вас перехватывает агент конкурентов: «Двойная плата, если чип достанется нам»."),
				Choices: []QChoice{
					{Label: tx("Deliver to the client", "Отдать заказчику"), Eff: Effect{Credits: 1400}, Next: "=loyal", Say: tx("1,400 cr, as agreed.", "1400 кр, как договаривались.")},
					{Label: tx("Sell it to the rival", "Продать конкурентам"), Chance: 60, Eff: Effect{Credits: 2800}, Next: "=turncoat",
						Say:     tx("2,800 cr and a new enemy somewhere.", "2800 кр и где-то новый враг."),
						ElseEff: Effect{Credits: 1400, Hull: -35}, Else: "=hunted", ElseSay: tx("The client's enforcers catch up with you (hull −35).", "Громилы заказчика догоняют вас (корпус −35).")},
					{Label: tx("Read it first", "Сначала прочитать"), Next: "read"},
				}},
			"read": {At: atNow,
				Text: tx("The chip holds proof that your client poisoned the water of {B} to break a strike.",
					"На чипе — доказательства, что заказчик отравил воду в {B}, чтобы сорвать забастовку."),
				Choices: []QChoice{
					{Label: tx("Take it to the press at {B}", "Отвезти журналистам в {B}"), Next: "expose"},
					{Label: tx("Blackmail the client", "Шантажировать заказчика"), Chance: 50, Eff: Effect{Credits: 4000}, Next: "=blackmail",
						Say:     tx("4,000 cr arrive without a word.", "Без единого слова приходит 4000 кр."),
						ElseEff: Effect{Hull: -50}, Else: "=silenced", ElseSay: tx("A bomb under your hull answers instead (hull −50).", "Вместо ответа — бомба под днищем (корпус −50).")},
				}},
			"expose": {At: atB, Goal: tx("Bring the proof to the press at {B}.", "Доставить доказательства журналистам {B}."),
				Text: tx("The newsfeeds of {B} burn for a week. The victims' fund pays you quietly.",
					"Новостные ленты {B} горят неделю. Фонд пострадавших тихо платит вам."),
				Choices: []QChoice{
					{Label: tx("Accept", "Принять"), Eff: Effect{Credits: 1500}, Next: "=whistleblower", Say: tx("1,500 cr and a clear conscience.", "1500 кр и чистая совесть.")},
				}},
		},
		Outcomes: []Outcome{oc("loyal", "Loyal courier", "Верный курьер"), oc("turncoat", "Turncoat", "Перебежчик"), oc("hunted", "Hunted", "В бегах"),
			oc("whistleblower", "Whistleblower", "Разоблачитель"), oc("blackmail", "Blackmailer", "Шантажист"), oc("silenced", "Silenced", "Заставили замолчать")},
	},
	{
		ID:    "pilgrims",
		Title: tx("Pilgrims of the Veil", "Паломники Завесы"),
		Offer: tx("Robed pilgrims seek passage to the star of {A}, where their prophet once saw the Veil. They will pay with all they have (5 t of hold).",
			"Паломники в рясах просят довезти их к звезде {A}, где их пророк когда-то узрел Завесу. Заплатят всем, что имеют (5 т трюма)."),
		Start:   "veil",
		Reserve: 5,
		Stages: map[string]Stage{
			"veil": {At: atA, Goal: tx("Carry the pilgrims to {A}.", "Довезти паломников до {A}."),
				Text: tx("The star of {A} glows through a shroud of dust. The pilgrims beg you to fly closer, into the Veil itself.",
					"Звезда {A} светит сквозь пылевой саван. Паломники умоляют подлететь ближе, в самую Завесу."),
				Choices: []QChoice{
					{Label: tx("Fly into the Veil", "Войти в Завесу"), Chance: 65, Eff: Effect{Credits: 2500, Hull: 30}, Next: "=blessed",
						Say:     tx("Light like warm water fills the ship; the pilgrims sing, your hull seems mended, and they give you 2,500 cr.", "Свет, как тёплая вода, заполняет корабль; паломники поют, корпус будто сам затянулся, и вам дают 2500 кр."),
						ElseEff: Effect{Credits: 800, Hull: -40}, Else: "=scorched", ElseSay: tx("The dust burns like sandpaper (hull −40). The pilgrims pay 800 cr anyway.", "Пыль дерёт корпус, как наждак (корпус −40). Паломники всё равно платят 800 кр.")},
					{Label: tx("Hold at a safe distance", "Держаться на безопасном расстоянии"), Eff: Effect{Credits: 900}, Next: "=faithful",
						Say: tx("They pray at the viewports and pay 900 cr.", "Они молятся у иллюминаторов и платят 900 кр.")},
				}},
		},
		Outcomes: []Outcome{oc("blessed", "Blessed by the Veil", "Благословлён Завесой"), oc("scorched", "Scorched by the Veil", "Опалён Завесой"), oc("faithful", "A careful pilot", "Осторожный пилот")},
	},
}
