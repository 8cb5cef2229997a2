package thousand

import "gamehall/internal/games/kit"

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Strong}

// formOptions are the fields of the new-game form: the bots' level,
// then the house rules.
var formOptions = append([]kit.Option{
	func() kit.Option {
		o := kit.LevelOption("Bots", "Боты", Levels, kit.Easy, map[kit.Level][2]string{
			kit.Easy: {"bid on hope, lead their highest card, take every trick they can",
				"торгуются на авось, ходят старшей картой, берут всё, что могут"},
			kit.Strong: {"bid from an estimate over every possible kitty, count the cards, play each card out in many likely deals",
				"торгуются по оценке с любым прикупом, считают карты, просчитывают ход во множестве вероятных раскладов"},
		})
		o.HintEN, o.HintRU = "You and two bots, to 1000 points.", "Вы и два бота, игра до 1000 очков."
		return o
	}(),
}, houseOptions...)
