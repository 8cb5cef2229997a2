package hearts

import (
	"strconv"

	"gamehall/internal/games/kit"
)

// Levels lists the bot levels offered, weakest first; they are also
// the keys of the per-level leaderboards.
var Levels = kit.Ladder{kit.Easy, kit.Medium, kit.Strong}

// formOptions are the fields of the new-game form. The strong level was
// called "hard" in forms before the levels were shared.
var formOptions = []kit.Option{
	func() kit.Option {
		o := kit.LevelOption("Bots", "Боты", Levels, kit.Easy, map[kit.Level][2]string{
			kit.Easy:   {"play by the basic rules", "играют по основным правилам"},
			kit.Medium: {"void suits, hunt the queen, remember their pass", "избавляются от мастей, охотятся за дамой, помнят передачу"},
			kit.Strong: {"count every card, read voids, stop a moon shot", "считают все карты, видят пустые масти, мешают выстрелу по луне"},
		})
		o.Aliases = map[string]string{"hard": string(kit.Strong)}
		return o
	}(),
	{Key: "target", Kind: kit.KindInteger, LabelEN: "Play to", LabelRU: "Играть до", Min: MinTarget, Max: MaxTarget, Default: strconv.Itoa(DefaultTarget),
		HintEN: "the game ends when someone reaches this score; the lowest score wins",
		HintRU: "игра заканчивается, когда кто-то наберёт столько очков; побеждает наименьший счёт"},
}
