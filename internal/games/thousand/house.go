package thousand

import "gamehall/internal/games/kit"

// HouseRules are the common house rules a match may play with, each
// chosen on the new-game form. The zero value, which every match stored
// before them decodes to, is the original game.
type HouseRules struct {
	// Barrel: a score that reaches 880 (short of 1000) stops at 880 and
	// its player sits on the barrel, where only a made contract that
	// reaches 1000 counts; three hands there without it cost 120.
	Barrel bool `json:"b,omitempty"`
	// Bolts: a defender who scores nothing in a hand gets a bolt; the
	// third bolt costs 120 and the count starts again.
	Bolts bool `json:"t,omitempty"`
	// Reset555: a score that lands on exactly 555 drops to 0.
	Reset555 bool `json:"r,omitempty"`
	// Round5: the defenders' points are rounded to a multiple of 5
	// (1–2 down, 3–4 up) before they are written down.
	Round5 bool `json:"f,omitempty"`
	// WriteOff: the declarer, having seen the kitty and before giving a
	// card, may concede the hand: the bid is lost and each opponent
	// scores half of it (rounded up to 5).
	WriteOff bool `json:"w,omitempty"`
}

// The house rules' numbers.
const (
	// BarrelScore is where the barrel stands.
	BarrelScore = 880
	// BarrelTries is the hands a player may sit on the barrel.
	BarrelTries = 3
	// BarrelFall is what falling off the barrel costs.
	BarrelFall = 120
	// BoltLimit is the bolts that cost BoltPenalty.
	BoltLimit   = 3
	BoltPenalty = 120
	// ResetScore is the score that drops back to 0.
	ResetScore = 555
)

// Any reports whether some house rule is on.
func (h HouseRules) Any() bool { return h != HouseRules{} }

// The new-game form's keys of the house rules.
const (
	OptBarrel   = "barrel"
	OptBolts    = "bolts"
	OptReset555 = "reset555"
	OptRound5   = "round5"
	OptWriteOff = "writeoff"
)

// houseOptions are the house rules' checkboxes on the new-game form.
var houseOptions = []kit.Option{
	{Key: OptBarrel, Kind: kit.KindCheckbox, LabelEN: "The barrel at 880", LabelRU: "Бочка на 880",
		HintEN: "from 880 only a made contract reaching 1000 counts; three hands there, or a failed contract, drop you back",
		HintRU: "с 880 засчитывается только сыгранная игра до 1000; за три раздачи на бочке или при недоборе — слёт"},
	{Key: OptBolts, Kind: kit.KindCheckbox, LabelEN: "Bolts", LabelRU: "Болты",
		HintEN: "a hand with no points is a bolt; the third bolt costs 120",
		HintRU: "раздача без очков — болт; третий болт — минус 120"},
	{Key: OptReset555, Kind: kit.KindCheckbox, LabelEN: "Back to zero at 555", LabelRU: "Самосвал на 555",
		HintEN: "a score that lands on exactly 555 drops to 0",
		HintRU: "ровно 555 очков — счёт сгорает до нуля"},
	{Key: OptRound5, Kind: kit.KindCheckbox, LabelEN: "Round scores to 5", LabelRU: "Округление до 5",
		HintEN: "the defenders' points are rounded to a multiple of 5",
		HintRU: "очки защищающихся округляются до кратных 5"},
	{Key: OptWriteOff, Kind: kit.KindCheckbox, LabelEN: "Writing off a hand", LabelRU: "Можно расписать игру",
		HintEN: "after the kitty the declarer may give up the hand: minus the bid, half of it to each opponent",
		HintRU: "после прикупа играющий может сдаться: минус ставка, соперникам по половине ставки"},
}

// houseRulesOf reads the house rules from a checked new-game form.
func houseRulesOf(v kit.Values) HouseRules {
	return HouseRules{
		Barrel:   v.Bool(OptBarrel),
		Bolts:    v.Bool(OptBolts),
		Reset555: v.Bool(OptReset555),
		Round5:   v.Bool(OptRound5),
		WriteOff: v.Bool(OptWriteOff),
	}
}

// houseTable is why a match with house rules is casual: the boards and
// the bots' ratings are those of the original game.
var houseTable = kit.Because("house rules are on", "включены договорённости")

// ranking: only the original game is ranked.
func ranking(v kit.Values) kit.Casual {
	if houseRulesOf(v).Any() {
		return houseTable
	}
	return kit.Casual{}
}

// Casual is why the match does not count (zero while it does).
func (s *state) Casual() kit.Casual {
	if s.House.Any() {
		return houseTable
	}
	return kit.Casual{}
}

// Mark is something a house rule did to a seat's score in a hand.
type Mark uint8

// The marks a hand can leave on a seat.
const (
	// MarkBolt: the seat scored nothing and got a bolt.
	MarkBolt Mark = 1 << iota
	// MarkBoltPenalty: that was the third bolt, minus 120.
	MarkBoltPenalty
	// MarkReset: the score landed on 555 and dropped to 0.
	MarkReset
	// MarkBarrel: the score reached 880 and the seat got on the barrel.
	MarkBarrel
	// MarkOnBarrel: the seat sat on the barrel through the hand and stays.
	MarkOnBarrel
	// MarkFell: the seat fell off the barrel (a failed contract, or the
	// third hand there; the third costs 120).
	MarkFell
)

// Has reports whether m includes x.
func (m Mark) Has(x Mark) bool { return m&x != 0 }

// Standing is the running state the house rules keep between hands.
type Standing struct {
	Scores [3]int
	// Bolts counts each seat's bolts since its last penalty.
	Bolts [3]int
	// Barrel is 0 off the barrel, else 1 + the hands played on it.
	Barrel [3]int
}

// round5 rounds points to the nearest multiple of 5, halves (which
// whole points never make) aside: 1–2 go down, 3–4 up.
func round5(n int) int { return (n + 2) / 5 * 5 }

// writeOffShare is what each opponent scores when the declarer writes
// a hand off: half the bid, rounded up to 5.
func writeOffShare(bid int) int { return (bid/2 + 4) / 5 * 5 }

// settle scores hand r (its Bid, Declarer, Made, WrittenOff, Cards and
// Marr) under the house rules from the standing before it: it fills in
// r.Delta, r.Marks and r.Scores and returns the standing after.
//
// Per seat, in order: what the hand earns (the bid for the declarer,
// lost on a failed or written-off contract; the points, rounded if
// asked, or the write-off share for an opponent, nothing for one on the
// barrel); a bolt for an opponent who earned nothing, 120 off at the
// third; 555 drops to 0; then the barrel: a score of 880 or more short
// of 1000 stops at 880 (getting on, or staying another hand, up to
// three), a score below 880 takes a seat off it.
func settle(h HouseRules, st Standing, r *HandResult) Standing {
	for seat := range Players {
		onBarrel := h.Barrel && st.Barrel[seat] > 0
		var gain int
		switch {
		case seat == r.Declarer && r.Made && !r.WrittenOff:
			gain = r.Bid
		case seat == r.Declarer:
			gain = -r.Bid
		case r.WrittenOff:
			gain = writeOffShare(r.Bid)
		default:
			gain = r.Earned(seat)
			if h.Round5 {
				gain = round5(gain)
			}
		}
		var mark Mark
		if h.Bolts && seat != r.Declarer && !r.WrittenOff && gain == 0 {
			mark |= MarkBolt
			st.Bolts[seat]++
		}
		if onBarrel && seat != r.Declarer {
			gain = 0 // on the barrel only a contract counts
		}
		score := st.Scores[seat] + gain
		if st.Bolts[seat] >= BoltLimit {
			score -= BoltPenalty
			st.Bolts[seat] = 0
			mark |= MarkBoltPenalty
		}
		if h.Reset555 && score == ResetScore {
			score = 0
			mark |= MarkReset
		}
		if h.Barrel {
			switch {
			case score >= Target || score < BarrelScore:
				if onBarrel && score < Target {
					mark |= MarkFell
				}
				st.Barrel[seat] = 0
			case !onBarrel:
				score = BarrelScore
				st.Barrel[seat] = 1
				mark |= MarkBarrel
			case st.Barrel[seat] >= BarrelTries:
				score = BarrelScore - BarrelFall
				st.Barrel[seat] = 0
				mark |= MarkFell
			default:
				score = BarrelScore
				st.Barrel[seat]++
				mark |= MarkOnBarrel
			}
		}
		r.Delta[seat] = score - st.Scores[seat]
		r.Marks[seat] = mark
		st.Scores[seat] = score
	}
	r.Scores = st.Scores
	return st
}
