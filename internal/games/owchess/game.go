package owchess

import (
	"math/rand/v2"
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "owchess"

// BoardCoins is the leaderboard of coins collected in one game.
const BoardCoins = "coins"

// Game is Open World Chess: the person against a bot of a chosen level.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes the game and its leaderboards: wins against each bot
// level, and the most coins collected in a game.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Open World Chess",
		NameRU:  "Шахматы открытого мира",
		BlurbEN: "Fog of war, hit points, merchants and coins.",
		BlurbRU: "Туман войны, здоровье фигур, торговцы и монеты.",
		Levels:  Levels,
		Options: formOptions,
		Ranking: ranking,
		Boards: []kit.Board{
			{Key: string(kit.Easy), TitleEN: "Against the easy bot", TitleRU: "Против лёгкого бота", Rank: kit.RankWins},
			{Key: string(kit.Medium), TitleEN: "Against the medium bot", TitleRU: "Против среднего бота", Rank: kit.RankWins},
			{Key: string(kit.Strong), TitleEN: "Against the strong bot", TitleRU: "Против сильного бота", Rank: kit.RankWins},
			{Key: BoardCoins, TitleEN: "Coins collected in a game", TitleRU: "Монет собрано за партию", Rank: kit.RankHighest, Unit: kit.UnitCoins},
		},
		Opponent: true,
	}
}

// New starts a game from the new-game form (see formOptions): the
// opponent (the bot, or a friend at the same screen, who plays Black),
// the bot's level, the person's colour (random is drawn from the seed)
// and the move timer.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	pcg := kit.NewRNG(seed)
	rng := rand.New(pcg)
	friend := o.String("opponent") == "friend"
	level := o.Level()
	if friend {
		level = kit.Easy
	}
	human := White
	if o.Black("color", func() bool { return rng.IntN(2) == 1 }) {
		human = Black
	}
	s := &State{pcg: pcg, rng: rng}
	s.rec = record{
		V: recordVersion, Level: level, Human: human, Timer: o.String("timer") == "on", Friend: friend,
		Board: StartBoard(), Fog: [2]Fog{closedFog(), closedFog()},
		Winner: -1, Deadline: now.Add(MoveTime).UTC(),
		Log: []Event{},
	}
	s.refreshFog(White)
	return s, nil
}

// Decode restores a state from Encode's bytes, refusing anything that
// is not a well-formed state.
func (Game) Decode(data []byte) (kit.State[View], error) {
	var rec record
	if err := kit.DecodeStrict(data, &rec); err != nil {
		return nil, err
	}
	if err := rec.check(); err != nil {
		return nil, err
	}
	pcg := &rand.PCG{}
	if err := pcg.UnmarshalBinary(rec.RNG); err != nil {
		return nil, err
	}
	rec.RNG = nil
	return &State{rec: rec, pcg: pcg, rng: rand.New(pcg)}, nil
}
