package wayfarer

import (
	"math/rand/v2"

	"gamehall/internal/games/kit"
)

// Ship numbers.
const (
	FuelMax       = 70 // tenths of a light year: a full tank is 7 ly
	HullMax       = 100
	baseHold      = 20
	bayExtra      = 15
	baseShield    = 20
	boostedShield = 45
	fuelPrice     = 1  // credits per tenth of a light year
	repairPrice   = 5  // credits per hull point
	intergalactic = 65 // fuel an intergalactic jump needs (and burns)
	startCredits  = 1000
	logSize       = 8
)

// Modes of a career.
const (
	ModeDocked    = "docked"
	ModeEncounter = "encounter"
	ModeCombat    = "combat"
	ModeOver      = "over"
)

// Tabs of the station hub.
var Tabs = []string{"market", "shipyard", "travel", "quests", "board"}

// career is the whole stored state except the RNG. The galaxy is not
// stored: it is regenerated from the seed.
type career struct {
	V        int      `json:"v"`
	Custom   bool     `json:"cu,omitempty"`
	Seed     int64    `json:"sd,omitempty"` // the player's galaxy seed when Custom
	Gal      int      `json:"g"`
	Sys      int      `json:"s"`
	Credits  int64    `json:"cr"`
	Fuel     int      `json:"f"`
	Hull     int      `json:"h"`
	Upg      uint8    `json:"u,omitempty"` // bits of upgrades owned
	Cargo    []int    `json:"c"`           // tonnes per good
	Paid     []int64  `json:"p"`           // total paid for what is held, per good
	Day      int      `json:"d"`
	Fluct    uint64   `json:"m"`            // the current market's drift draw
	Moved    []int    `json:"mv,omitempty"` // tonnes bought (+) or sold (−) here this visit, per good
	Tab      string   `json:"t"`
	Mode     string   `json:"o"`
	Enc      *enc     `json:"e,omitempty"`
	Fight    *fight   `json:"x,omitempty"`
	Quest    *active  `json:"q,omitempty"`
	Offer    *active  `json:"of,omitempty"` // a quest offered here, its targets drawn
	Done     []int    `json:"qd"`           // per quest: outcome index + 1, 0 unfinished
	Visited  []uint64 `json:"vi"`           // 512 bits
	Jumps    int      `json:"j"`
	Kills    int      `json:"k"`
	Pods     int      `json:"pd,omitempty"`
	Actions  int      `json:"n"`
	Log      []Text   `json:"l,omitempty"`
	Cause    *Text    `json:"dc,omitempty"` // how the career ended
	NetAtEnd int64    `json:"ne,omitempty"`
	// The career's reputation and kit (all omitted while unused, so a
	// career stored before they existed reads and writes the same).
	Off   int        `json:"lo,omitempty"` // offence points: see legal.go
	Fined int64      `json:"lf,omitempty"` // fines paid over the career
	Mis   int        `json:"mi,omitempty"` // missiles on the pylons
	Ship  int        `json:"hl,omitempty"` // index into Hulls
	Con   []contract `json:"ct,omitempty"` // cargo contracts carried
	Took  uint8      `json:"tb,omitempty"` // bits of this visit's board offers taken
	Deliv int        `json:"dv,omitempty"` // contracts delivered on time
	Ret   bool       `json:"rt,omitempty"` // the career ended in retirement
	RNG   []byte     `json:"r"`
}

// Version is the codec version the stored form was written in.
func (c *career) Version() int { return c.V }

// enc is an encounter waiting for the player's choice; Dest is where
// the ship is bound (it arrives once the encounter is over).
type enc struct {
	Kind string `json:"k"` // pirate, patrol, distress, derelict
	Dest int    `json:"d"`
	Safe bool   `json:"s,omitempty"` // the trip has been peaceful so far
}

// fight is a battle in progress.
type fight struct {
	Class  int    `json:"c"`
	Shield int    `json:"s"`
	Hull   int    `json:"h"`
	Talk   bool   `json:"t,omitempty"` // the enemy is willing to talk
	Demand int64  `json:"dm,omitempty"`
	Mine   int    `json:"ms"` // the player's shield in this fight
	Round  int    `json:"r"`
	Dealt  int    `json:"dt,omitempty"` // damage the player did in the last round
	Took   int    `json:"tk,omitempty"` // damage the player took in the last round
	Dest   int    `json:"d"`
	Quest  bool   `json:"q,omitempty"` // a quest's fight: its result moves the quest
	Lines  []Text `json:"l,omitempty"`
}

// active is the quest in progress.
type active struct {
	ID      int    `json:"i"`
	Stage   string `json:"s"`
	Gal     int    `json:"g"`
	Home    int    `json:"h"`
	Targets []int  `json:"t"`
	Reserve int    `json:"r,omitempty"` // tonnes of the hold the quest takes
}

// Upgrades, as bits of career.Upg.
const (
	UpgScoop = 1 << iota
	UpgBay
	UpgShield
	UpgPod
	UpgLaser
	UpgECM
)

// state is one career with its RNG.
type state struct {
	c   career
	rng *rand.PCG
	gal *Galaxy // regenerated, never stored
}

func (s *state) r() *rand.Rand { return rand.New(s.rng) }

// galaxy returns the current galaxy, generating it once per state.
func (s *state) galaxy() *Galaxy {
	if s.gal == nil || s.gal.Number != s.c.Gal {
		g := Generate(seedFor(s.c.Custom, s.c.Seed), s.c.Gal)
		s.gal = &g
	}
	return s.gal
}

func (s *state) here() System { return s.galaxy().Systems[s.c.Sys] }

func (s *state) has(u uint8) bool { return s.c.Upg&u != 0 }

// hull is the ship's hull type.
func (s *state) hull() Hull { return Hulls[s.c.Ship] }

// hold is the hold's size in tonnes.
func (s *state) hold() int {
	if s.has(UpgBay) {
		return s.hull().Hold + bayExtra
	}
	return s.hull().Hold
}

func (s *state) shieldMax() int {
	if s.has(UpgShield) {
		return s.hull().Shield + boostedShield - baseShield
	}
	return s.hull().Shield
}

func (s *state) used() int {
	n := 0
	for _, c := range s.c.Cargo {
		n += c
	}
	if s.c.Quest != nil {
		n += s.c.Quest.Reserve
	}
	for _, k := range s.c.Con {
		n += k.N
	}
	return n
}

func (s *state) free() int { return s.hold() - s.used() }

// say adds a line to the captain's log.
func (s *state) say(t Text) {
	s.c.Log = append(s.c.Log, t)
	if len(s.c.Log) > logSize {
		s.c.Log = s.c.Log[len(s.c.Log)-logSize:]
	}
}

func (s *state) visit(g, i int) {
	n := g*SystemsPerGal + i
	s.c.Visited[n/64] |= 1 << (n % 64)
}

func (s *state) visited(g, i int) bool {
	n := g*SystemsPerGal + i
	return s.c.Visited[n/64]&(1<<(n%64)) != 0
}

func (s *state) visitedCount() int {
	n := 0
	for _, w := range s.c.Visited {
		for ; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}

func (s *state) questsDone() int {
	n := 0
	for _, d := range s.c.Done {
		if d > 0 {
			n++
		}
	}
	return n
}

// newCareer starts at the standard start system with a full tank.
func newCareer(custom bool, seed int64, rngSeed uint64) *state {
	s := &state{rng: kit.NewRNG(rngSeed)}
	s.c = career{
		V: codecVersion, Custom: custom, Seed: seed,
		Credits: startCredits, Fuel: FuelMax, Hull: HullMax,
		Cargo: make([]int, len(Goods)), Paid: make([]int64, len(Goods)),
		Done: make([]int, len(Quests)), Visited: make([]uint64, Galaxies*SystemsPerGal/64),
		Tab: "market", Mode: ModeDocked,
	}
	s.c.Sys = startSystem(*s.galaxy())
	s.c.Fluct = s.r().Uint64() | 1
	s.visit(0, s.c.Sys)
	h := s.here()
	s.say(join(tx("Your ship is fuelled and docked at", "Корабль заправлен и стоит в доке системы"), tx(h.Name.EN+".", h.Name.RU+"."),
		tx("1,000 credits and an empty hold: the galaxy is yours.", "1000 кредитов и пустой трюм: галактика ваша.")))
	return s
}
