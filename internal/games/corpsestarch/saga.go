package corpsestarch

// The saga is the story of the tithes: a chapter with each of the first
// tithes, and an ending when the box is sealed. The chronicle (by
// lifetime starch) tells the world; the saga tells what it is for.
// chapter is a part of the saga, told after NeedTithes tithes.
type chapter struct {
	NeedTithes int
	Text       Text
}

var saga = []chapter{
	{1, Text{
		"The Ecclesiarchy takes your servitors, your crates and your chainsword's edge, and leaves a relic: a finger bone in a silver case. The quota on your desk is unchanged.",
		"Экклезиархия забирает ваших сервиторов, ящики и заточку меча и оставляет реликвию: фалангу пальца в серебряном футляре. Квота на столе не изменилась."}},
	{2, Text{
		"The second tithe. The confessor who counts your relics has your handwriting.",
		"Вторая десятина. У исповедника, что пересчитывает ваши реликвии, ваш почерк."}},
	{3, Text{
		"Third tithe. In the archive you find the quota's first page. It was signed ten thousand years ago, for a crate exactly like yours.",
		"Третья десятина. В архиве вы находите первую страницу квоты. Её подписали десять тысяч лет назад — для ящика точно такого же, как ваш."}},
	{4, Text{
		"The relics hum when held together. They are all the same bone.",
		"Реликвии гудят, если держать их вместе. Все они — одна и та же кость."}},
	{6, Text{
		"Sixth tithe. The box no longer smells of the dead. It smells of you.",
		"Шестая десятина. Ящик больше не пахнет мертвечиной. Он пахнет вами."}},
}

// ending is revealed when the box is sealed.
var ending = Text{
	"You close the lid and press the seal. The hive goes quiet; the vats stop singing. From the last page of the quota a voice you know reads the final line: «Filled.» The crate was never for the Imperium. It was for you, and now it is full. Somewhere above, a servo-skull drifts down towards a new clerk with a rusted chainsword. The quota has been raised.",
	"Вы закрываете крышку и ставите печать. Улей затихает, чаны умолкают. С последней страницы квоты знакомый голос читает последнюю строку: «Наполнено». Ящик никогда не предназначался Империуму. Он был для вас — и теперь он полон. Где-то наверху сервочереп спускается к новому писарю с ржавым цепным мечом. Квоту повысили.",
}

// sagaRevealed counts the saga's chapters open after n tithes.
func sagaRevealed(tithes int) int {
	return reached(saga, func(c chapter) bool { return tithes >= c.NeedTithes })
}
