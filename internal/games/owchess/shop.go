package owchess

import (
	"time"

	"gamehall/internal/games/kit"
)

// Price is what every item in the shop costs, in coins.
const Price = 3

// Item is one of the merchant's goods.
type Item uint8

// The shop's goods.
const (
	// ItemExtend: queens and rooks move up to 5 squares, pawns 2.
	ItemExtend Item = iota
	// ItemHP: every piece but the king gains 3 maximum and current HP.
	ItemHP
	// ItemWeaken: every enemy piece loses 3 HP but keeps at least 1.
	ItemWeaken
	// ItemCurse: the enemy's new bonuses are regeneration and HP
	// upgrades 10 points less often each.
	ItemCurse
)

// Items lists the goods in shop order; their keys are what forms post.
var Items = []Item{ItemExtend, ItemHP, ItemWeaken, ItemCurse}

var itemKeys = [...]string{"extend", "hp", "weaken", "curse"}

// Key is the item's form value.
func (it Item) Key() string { return itemKeys[it] }

func itemByKey(k string) (Item, bool) {
	for i, key := range itemKeys {
		if key == k {
			return Item(i), true
		}
	}
	return 0, false
}

// canBuy checks that a side may buy an item now.
func (s *State) canBuy(side Color, it Item) error {
	if s.rec.Coins[side] < Price {
		return kit.Invalid("Not enough coins.", "Не хватает монет.")
	}
	if it == ItemExtend && s.rec.Ext[side] {
		return kit.Invalid("Your pieces already have longer moves.", "Ваши фигуры уже ходят дальше.")
	}
	return nil
}

// buy pays for an item and applies it. The shop closes, ending the
// move, once nothing more is affordable.
func (s *State) buy(side Color, it Item, now time.Time) {
	s.rec.Coins[side] -= Price
	b := &s.rec.Board
	switch it {
	case ItemExtend:
		s.rec.Ext[side] = true
	case ItemHP:
		for sq := range b {
			if p := &b[sq].P; p.Kind != None && p.Kind != King && p.Color == side {
				p.Max += Hit
				p.HP += Hit
			}
		}
	case ItemWeaken:
		for sq := range b {
			if p := &b[sq].P; p.Kind != None && p.Color != side {
				p.HP = Wound(p.HP, Hit)
			}
		}
	case ItemCurse:
		s.rec.Curses[side.Other()]++
	}
	s.log(public(Event{By: side, Kind: EvBuy, From: -1, To: -1, Item: it.Key()}))
	if s.rec.Coins[side] < Price {
		s.endTurn(now)
	}
}
