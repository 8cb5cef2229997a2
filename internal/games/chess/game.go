package chess

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "chess"

// Seats: the person is kit.HumanSeat (0), the bot BotSeat.
const BotSeat = 1

// Game is chess in the hall: one person against a bot of a chosen
// level, with the person's colour chosen (or drawn) at the start.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes chess and its leaderboards: wins, draws and losses
// against each bot level.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:     Slug,
		NameEN:   "Chess",
		NameRU:   "Шахматы",
		BlurbEN:  "Full FIDE rules against a bot of six strengths, from beginner to master.",
		BlurbRU:  "Полные правила ФИДЕ против бота шести уровней, от новичка до мастера.",
		Levels:   Levels,
		Options:  formOptions,
		Boards:   boards(),
		Opponent: true,
	}
}

// New starts a game from the new-game form (see formOptions): the
// person's colour ("color": white, black, or random, drawn from the
// seed) and the bot's level.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	human := White
	if o.Black("color", func() bool { return rand.New(kit.NewRNGMix(seed, 0x6a09e667f3bcc909)).IntN(2) == 1 }) {
		human = Black
	}
	return newState(record{
		Version: recordVersion,
		Start:   StartFEN,
		Human:   human.String(),
		Level:   o.Level(),
		Created: now.UTC(),
	})
}

// Decode restores a state from Encode's bytes. The moves are replayed
// and checked, so bytes that are not a reachable game are refused.
func (Game) Decode(data []byte) (kit.State[View], error) {
	var rec record
	if err := json.Unmarshal(data, &rec); err != nil {
		return nil, errors.New("chess: decode: " + err.Error())
	}
	if rec.Version != recordVersion {
		return nil, errors.New("chess: decode: unknown version")
	}
	return newState(rec)
}

// boards are the leaderboards, one a level: wins, draws and losses.
func boards() []kit.Board {
	out := make([]kit.Board, len(Levels))
	for i, l := range Levels {
		out[i] = kit.Board{Key: string(l), TitleEN: "Against the " + strings.ToLower(l.NameEN()) + " bot", TitleRU: "Против бота уровня «" + l.NameRU() + "»", Rank: kit.RankWins}
	}
	return out
}
