package klondike

import "strconv"

// place is a pile a move starts or ends on: a column 0..6, the waste, a
// foundation slot, or "a foundation" (the one the card's suit owns).
type place int8

const (
	placeWaste     place = 7
	placeFound     place = 8 // + slot 0..3
	placeAnyFound  place = 12
	placeNone      place = -1
	formColumnBase       = '1' // t1 is column 0
)

func columnPlace(i int) place   { return place(i) }
func foundPlace(slot int) place { return placeFound + place(slot) }

func (p place) isColumn() bool     { return p >= 0 && p < Columns }
func (p place) isFoundation() bool { return p >= placeFound && p <= placeAnyFound }
func (p place) slot() int          { return int(p - placeFound) }

// String writes the place as forms and hints name it: "w", "t1".."t7",
// "f1".."f4", or "f" for any foundation.
func (p place) String() string {
	switch {
	case p.isColumn():
		return "t" + strconv.Itoa(int(p)+1)
	case p == placeWaste:
		return "w"
	case p == placeAnyFound:
		return "f"
	case p.isFoundation():
		return "f" + strconv.Itoa(p.slot()+1)
	}
	return ""
}

// parsePlace reads a place written by String, or the seed's key for it
// ("0" the waste, "1".."7" a column); ok is false otherwise.
func parsePlace(text string) (place, bool) {
	switch {
	case text == "w" || text == "0":
		return placeWaste, true
	case len(text) == 1 && text[0] >= '1' && text[0] <= '7':
		return place(text[0] - formColumnBase), true
	case text == "f":
		return placeAnyFound, true
	case len(text) == 2 && text[0] == 't' && text[1] >= '1' && text[1] <= '7':
		return place(text[1] - formColumnBase), true
	case len(text) == 2 && text[0] == 'f' && text[1] >= '1' && text[1] <= '4':
		return foundPlace(int(text[1] - '1')), true
	}
	return placeNone, false
}
