package corpsestarch

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"gamehall/internal/games/kit"
)

// codecVersion is written into every encoded state so that a later
// format can still read this one.
const codecVersion = 1

// encoded is the stored form of a state: JSON, ids rather than positions
// for upgrades and missions (so catalogues can grow), the RNG as PCG's
// own binary form. The derived rate is not stored.
type encoded struct {
	V             int            `json:"v"`
	Created       int64          `json:"t0"`
	Clock         int64          `json:"t"`
	Stock         int64          `json:"s"`
	Lifetime      int64          `json:"l"`
	Micro         int64          `json:"u"`
	Owned         []int          `json:"o"`
	Sharpen       int            `json:"sh"`
	Upgrades      []string       `json:"up,omitempty"`
	BlessEnd      int64          `json:"be"`
	BlessMult     int64          `json:"bm"`
	SumpReady     int64          `json:"sr"`
	Purges        []encodedRun   `json:"p,omitempty"`
	Tokens        int64          `json:"k"`
	LastAct       int64          `json:"la"`
	LifetimeAtAct int64          `json:"ll"`
	ActiveMs      int64          `json:"am"`
	Actions       int64          `json:"n"`
	Report        *encodedReport `json:"r,omitempty"`
	Log           []encodedEvent `json:"g,omitempty"`
	RNG           []byte         `json:"rng"`
	// The long game; every field is left out while zero, so games stored
	// before it existed read and write back unchanged.
	Relics    int64    `json:"rl,omitempty"`
	Earned    int64    `json:"re,omitempty"`
	Tithes    int      `json:"ti,omitempty"`
	Reliquary []string `json:"rq,omitempty"`
	Feats     []string `json:"f,omitempty"`
	OmenKey   uint64   `json:"ok,omitempty"`
	OmenTaken int64    `json:"os,omitempty"`
	Omens     int64    `json:"on,omitempty"`
	Dips      int64    `json:"d,omitempty"`
	Returns   int64    `json:"rt,omitempty"`
	Sealed    int64    `json:"se,omitempty"`
}

// Version is the codec version the stored form was written in.
func (e *encoded) Version() int { return e.V }

type encodedRun struct {
	Mission string `json:"m"`
	Start   int64  `json:"s"`
	End     int64  `json:"e"`
	Reward  int64  `json:"r"`
	Ready   bool   `json:"d,omitempty"`
}

type encodedReport struct {
	From     int64    `json:"f"`
	To       int64    `json:"t"`
	Gained   int64    `json:"g"`
	Purges   []string `json:"p,omitempty"`
	BlessEnd bool     `json:"b,omitempty"`
}

type encodedEvent struct {
	At      int64     `json:"t"`
	Kind    eventKind `json:"k"`
	Mission string    `json:"m,omitempty"`
	N       int64     `json:"n,omitempty"`
	Secs    int64     `json:"s,omitempty"`
	Item    string    `json:"i,omitempty"` // a feat's id
}

// Encode writes the whole state, RNG included.
func (s *state) Encode() ([]byte, error) {
	rng, err := s.rng.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("corpsestarch: encode rng: %w", err)
	}
	e := encoded{
		V: codecVersion, Created: s.created, Clock: s.clock,
		Stock: s.stock, Lifetime: s.lifetime, Micro: s.micro,
		Owned: s.owned, Sharpen: s.sharpen,
		BlessEnd: s.blessEnd, BlessMult: s.blessMult, SumpReady: s.sumpReady,
		Tokens: s.tokens, LastAct: s.lastAct, LifetimeAtAct: s.lifetimeAtAct,
		ActiveMs: s.activeMs, Actions: s.actions, RNG: rng,
		Relics: s.relics, Earned: s.earned, Tithes: s.tithes,
		OmenKey: s.omenKey, OmenTaken: s.omenTaken, Omens: s.omens,
		Dips: s.dips, Returns: s.returns, Sealed: s.sealed,
	}
	for i, r := range reliquary {
		if s.shop&(1<<i) != 0 {
			e.Reliquary = append(e.Reliquary, r.ID)
		}
	}
	for i, f := range feats {
		if s.feats&(1<<i) != 0 {
			e.Feats = append(e.Feats, f.ID)
		}
	}
	for i, u := range upgrades {
		if s.bought&(1<<i) != 0 {
			e.Upgrades = append(e.Upgrades, u.ID)
		}
	}
	for _, r := range s.purges {
		e.Purges = append(e.Purges, encodedRun{missions[r.mission].ID, r.start, r.end, r.reward, r.ready})
	}
	if r := s.report; r != nil {
		er := &encodedReport{From: r.from, To: r.to, Gained: r.gained, BlessEnd: r.blessEnd}
		for _, m := range r.purges {
			er.Purges = append(er.Purges, missions[m].ID)
		}
		e.Report = er
	}
	for _, ev := range s.log {
		ee := encodedEvent{At: ev.at, Kind: ev.kind, N: ev.n, Secs: ev.secs}
		switch ev.kind {
		case evCollected:
			ee.Mission = missions[ev.mission].ID
		case evFeat:
			ee.Item = feats[ev.mission].ID
		}
		e.Log = append(e.Log, ee)
	}
	return json.Marshal(e)
}

var errCorrupt = errors.New("corpsestarch: corrupt state")

// decodeState restores a state and checks every field, so that no
// stored bytes can give a state the rules could not reach in kind
// (negative amounts, unknown ids, too many squads out...).
func decodeState(data []byte) (*state, error) {
	e, err := kit.DecodeVersion[encoded]("corpsestarch", data, codecVersion)
	if err != nil {
		return nil, err
	}
	s := &state{
		created: e.Created, clock: e.Clock,
		stock: e.Stock, lifetime: e.Lifetime, micro: e.Micro,
		owned: make([]int, len(tiers)), sharpen: e.Sharpen,
		blessEnd: e.BlessEnd, blessMult: e.BlessMult, sumpReady: e.SumpReady,
		tokens: e.Tokens, lastAct: e.LastAct, lifetimeAtAct: e.LifetimeAtAct,
		activeMs: e.ActiveMs, actions: e.Actions,
		relics: e.Relics, earned: e.Earned, tithes: e.Tithes,
		omenKey: e.OmenKey, omenTaken: e.OmenTaken, omens: e.Omens,
		dips: e.Dips, returns: e.Returns, sealed: e.Sealed,
	}
	if err := s.rng.UnmarshalBinary(e.RNG); err != nil {
		return nil, fmt.Errorf("corpsestarch: decode rng: %w", err)
	}
	if err := checkScalars(e); err != nil {
		return nil, err
	}
	if len(e.Owned) > len(tiers) {
		return nil, fmt.Errorf("%w: %d tiers", errCorrupt, len(e.Owned))
	}
	for i, n := range e.Owned {
		if n < 0 || n > maxOwned {
			return nil, fmt.Errorf("%w: %d units of %s", errCorrupt, n, tiers[i].ID)
		}
		s.owned[i] = n
	}
	for _, id := range e.Upgrades {
		i, ok := upgradeIndex(id)
		if !ok || s.bought&(1<<i) != 0 {
			return nil, fmt.Errorf("%w: upgrade %q", errCorrupt, id)
		}
		s.bought |= 1 << i
	}
	if err := s.decodeLongGame(e); err != nil {
		return nil, err
	}
	if err := s.decodePurges(e.Purges); err != nil {
		return nil, err
	}
	if err := s.decodeReport(e.Report); err != nil {
		return nil, err
	}
	if err := s.decodeLog(e.Log); err != nil {
		return nil, err
	}
	s.rate = s.servitorRate()
	return s, nil
}

// checkScalars checks the plain numbers and the order of the times.
func checkScalars(e *encoded) error {
	amounts := []int64{e.Stock, e.Lifetime, e.LifetimeAtAct}
	for _, a := range amounts {
		if a < 0 || a > maxUnits {
			return fmt.Errorf("%w: amount %d", errCorrupt, a)
		}
	}
	switch {
	case e.Stock > e.Lifetime, e.LifetimeAtAct > e.Lifetime:
		return fmt.Errorf("%w: stockpile beyond lifetime total", errCorrupt)
	case e.Micro < 0 || e.Micro >= microPerUnit:
		return fmt.Errorf("%w: fraction %d", errCorrupt, e.Micro)
	case e.Sharpen < 0 || e.Sharpen > maxSharpen:
		return fmt.Errorf("%w: sharpening %d", errCorrupt, e.Sharpen)
	case e.BlessMult < 1 || e.BlessMult > blessMultSpirit:
		return fmt.Errorf("%w: blessing ×%d", errCorrupt, e.BlessMult)
	case e.Tokens < 0 || e.Tokens > burstTokens:
		return fmt.Errorf("%w: pace tokens %d", errCorrupt, e.Tokens)
	case e.Created < 0 || e.LastAct < e.Created || e.Clock < e.LastAct:
		return fmt.Errorf("%w: times out of order", errCorrupt)
	case e.ActiveMs < 0 || e.Actions < 0:
		return fmt.Errorf("%w: negative counters", errCorrupt)
	case e.BlessEnd < 0 || e.BlessEnd > e.Clock+blessMaxAheadMs:
		return fmt.Errorf("%w: blessing end", errCorrupt)
	case e.SumpReady < 0 || e.SumpReady > e.Clock+sumpCooldownMs:
		return fmt.Errorf("%w: sump cooldown", errCorrupt)
	}
	return nil
}

// decodeLongGame checks the tithes, the reliquary, the feats and the
// omens against each other.
func (s *state) decodeLongGame(e *encoded) error {
	for _, id := range e.Reliquary {
		i, ok := relicIndex(id)
		if !ok || s.shop&(1<<i) != 0 || e.Tithes < reliquary[i].NeedTithes {
			return fmt.Errorf("%w: reliquary item %q", errCorrupt, id)
		}
		s.shop |= 1 << i
	}
	for _, id := range e.Feats {
		i, ok := featIndex(id)
		if !ok || s.feats&(1<<i) != 0 {
			return fmt.Errorf("%w: feat %q", errCorrupt, id)
		}
		s.feats |= 1 << i
	}
	switch {
	case e.Relics < 0 || e.Relics > maxUnits:
		return fmt.Errorf("%w: relics %d", errCorrupt, e.Relics)
	case e.Tithes < 0 || e.Earned < int64(e.Tithes) || e.Earned > s.relicsFor(e.Lifetime) || (e.Tithes == 0) != (e.Earned == 0):
		return fmt.Errorf("%w: %d relics earned in %d tithes", errCorrupt, e.Earned, e.Tithes)
	case e.OmenTaken < 0 || e.OmenTaken > (e.Clock-e.Created)/omenSlotMs:
		return fmt.Errorf("%w: omen slot %d", errCorrupt, e.OmenTaken)
	case e.Omens < 0 || e.Dips < 0 || e.Returns < 0:
		return fmt.Errorf("%w: negative counters", errCorrupt)
	case (e.Sealed != 0) != (s.shop&sealBit() != 0) || (e.Sealed != 0 && (e.Sealed < e.Created || e.Sealed > e.Clock)):
		return fmt.Errorf("%w: seal", errCorrupt)
	}
	return nil
}

func (s *state) decodePurges(runs []encodedRun) error {
	if len(runs) > s.squads() {
		return fmt.Errorf("%w: %d squads out", errCorrupt, len(runs))
	}
	for _, r := range runs {
		i, ok := missionIndex(r.Mission)
		if !ok {
			return fmt.Errorf("%w: mission %q", errCorrupt, r.Mission)
		}
		if _, dup := s.running(i); dup {
			return fmt.Errorf("%w: mission %q twice", errCorrupt, r.Mission)
		}
		if r.Start < 0 || r.End-r.Start != missions[i].DurationMs || r.Start > s.clock ||
			r.Reward < 0 || r.Reward > maxUnits || r.Ready != (r.End <= s.clock) {
			return fmt.Errorf("%w: purge %q", errCorrupt, r.Mission)
		}
		s.purges = append(s.purges, run{mission: i, start: r.Start, end: r.End, reward: r.Reward, ready: r.Ready})
	}
	return nil
}

func (s *state) decodeReport(er *encodedReport) error {
	if er == nil {
		return nil
	}
	if er.From < 0 || er.To < er.From || er.To > s.clock || er.Gained < 0 || er.Gained > maxUnits {
		return fmt.Errorf("%w: away report", errCorrupt)
	}
	r := &awayReport{from: er.From, to: er.To, gained: er.Gained, blessEnd: er.BlessEnd}
	for _, id := range er.Purges {
		i, ok := missionIndex(id)
		if !ok || slices.Contains(r.purges, i) {
			return fmt.Errorf("%w: away report mission %q", errCorrupt, id)
		}
		r.purges = append(r.purges, i)
	}
	s.report = r
	return nil
}

func (s *state) decodeLog(events []encodedEvent) error {
	if len(events) > logSize {
		return fmt.Errorf("%w: log of %d", errCorrupt, len(events))
	}
	for _, ee := range events {
		ev := event{at: ee.At, kind: ee.Kind, n: ee.N, secs: ee.Secs}
		switch ee.Kind {
		case evBonus, evBlessing, evTaint, evNothing, evTithe, evSealed, evOmenGift, evOmenRelic:
			if ee.Mission != "" || ee.Item != "" {
				return fmt.Errorf("%w: log entry", errCorrupt)
			}
		case evFeat:
			i, ok := featIndex(ee.Item)
			if !ok || ee.Mission != "" {
				return fmt.Errorf("%w: log feat %q", errCorrupt, ee.Item)
			}
			ev.mission = i
		case evCollected:
			i, ok := missionIndex(ee.Mission)
			if !ok || ee.Item != "" {
				return fmt.Errorf("%w: log mission %q", errCorrupt, ee.Mission)
			}
			ev.mission = i
		default:
			return fmt.Errorf("%w: log kind %q", errCorrupt, ee.Kind)
		}
		if ee.At < 0 || ee.At > s.clock || ee.N < 0 || ee.N > maxUnits || ee.Secs < 0 || ee.Secs > omenBountyMaxSec {
			return fmt.Errorf("%w: log entry", errCorrupt)
		}
		s.log = append(s.log, ev)
	}
	return nil
}
