package corpsestarch

// section is a part of the game that opens once enough starch has been
// gathered over the game's lifetime (spending never closes it again).
type section int

const (
	secServitors section = iota
	secMunitorum
	secPurges
	secSump
	numSections
)

// sectionInfo names a section and says when it opens.
type sectionInfo struct {
	ID           string
	Name         Text
	NeedLifetime int64
}

var sections = [numSections]sectionInfo{
	secServitors: {"servitors", Text{"Servitors", "Сервиторы"}, 10},
	secMunitorum: {"munitorum", Text{"Munitorum", "Муниторум"}, 60},
	secPurges:    {"purges", Text{"Purges", "Зачистки"}, 300},
	secSump:      {"sump", Text{"The Sump", "Отстойник"}, 1_500},
}

// open reports whether a section is open at a lifetime total.
func (sec section) open(lifetime int64) bool {
	return lifetime >= sections[sec].NeedLifetime
}

// openSections counts the open sections.
func openSections(lifetime int64) int {
	n := 0
	for sec := range numSections {
		if sec.open(lifetime) {
			n++
		}
	}
	return n
}
