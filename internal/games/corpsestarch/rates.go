package corpsestarch

// servitorRate is the servitors' output in milli-starch per second: each
// tier's rate doubled per rite bought, times the units owned, then raised
// 10% per Munitorum ledger. It changes only when something is bought, so
// it is derived and cached rather than stored.
func (s *state) servitorRate() int64 {
	var total, ledgers int64
	doublings := make([]uint, len(tiers))
	for i, u := range upgrades {
		if s.bought&(1<<i) == 0 {
			continue
		}
		switch u.Effect {
		case effTier:
			doublings[u.Tier]++
		case effLedger:
			ledgers++
		}
	}
	for i, t := range tiers {
		total += int64(s.owned[i]) * (t.RateMilli << doublings[i])
	}
	return s.boost(total * (100 + ledgerPercent*ledgers) / 100)
}

// litanyPercent is the share of the per-second rate a requisition adds.
func (s *state) litanyPercent() int64 {
	var pct int64
	for i, u := range upgrades {
		if u.Effect == effLitany && s.bought&(1<<i) != 0 {
			pct += u.Litany
		}
	}
	return pct
}

// clickMicro is what one requisition yields now, in micro-starch: the
// chainsword's yield plus the litanies' share of the passive rate, all
// multiplied by an active blessing.
func (s *state) clickMicro() int64 {
	y := s.boost(sharpenYield[s.sharpen]*microPerUnit) + s.rate*s.litanyPercent()*10
	if s.blessed() {
		y *= s.blessMult
	}
	return y
}

// squads is how many purges can run at once.
func (s *state) squads() int {
	n := 1
	for i, u := range upgrades {
		if u.Effect == effSquad && s.bought&(1<<i) != 0 {
			n++
		}
	}
	return n
}

// Blessing and Sump numbers; see TUNING.md.
const (
	ledgerPercent    = 10
	blessMs          = 30_000
	blessOilsMs      = 60_000
	blessMaxAheadMs  = 300_000 // a blessing never reaches further ahead than this
	blessMultBase    = 2
	blessMultSpirit  = 3
	sumpCooldownMs   = 60_000
	bonusMinSec      = 20 // a Sump bonus is this many seconds of output...
	bonusMaxSec      = 60 // ...up to this many
	taintPercent     = 10 // of the stockpile
	taintChance      = 15
	taintChanceClean = 5
	blessChance      = 20
	bonusChance      = 35
)

// sumpCooldown is the rest between two dips.
func (s *state) sumpCooldown() int64 {
	if s.hasRelic("saints-finger") {
		return sumpCooldownMs / 2
	}
	return sumpCooldownMs
}

func (s *state) blessingLength() int64 {
	if s.has("oils") {
		return blessOilsMs
	}
	return blessMs
}

func (s *state) blessingMult() int64 {
	if s.has("communion") {
		return blessMultSpirit
	}
	return blessMultBase
}
