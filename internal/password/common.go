package password

import (
	_ "embed"
	"strings"
	"sync"
)

// common.txt lists the 10,000 most common passwords from a public
// breached-password corpus; its header says where it comes from.
//
//go:embed common.txt
var commonList string

var (
	commonOnce sync.Once
	commonSet  map[string]struct{}
)

// Common reports whether pw, ignoring case, is one of the 10,000 most
// common passwords (NIST SP 800-63B asks to refuse those).
func Common(pw string) bool {
	commonOnce.Do(func() {
		commonSet = make(map[string]struct{}, 10000)
		for _, line := range strings.Split(commonList, "\n") {
			if line != "" && !strings.HasPrefix(line, "#") {
				commonSet[line] = struct{}{}
			}
		}
	})
	_, ok := commonSet[strings.ToLower(pw)]
	return ok
}
