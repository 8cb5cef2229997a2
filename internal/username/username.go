// Package username gives each username its canonical key, for lookups
// and uniqueness whatever the case or encoding a person types, and its
// confusable skeleton, so that names that look alike cannot both exist.
package username

import (
	"strings"

	"golang.org/x/text/secure/precis"
	"golang.org/x/text/unicode/norm"
)

// Display is name as stored and shown: PRECIS UsernameCasePreserved
// (RFC 8265), which maps full-width forms and normalises to NFC.
func Display(name string) (string, error) {
	return precis.UsernameCasePreserved.String(name)
}

// Key is the canonical form of name: PRECIS UsernameCaseMapped (RFC
// 8265), NFC and lower case over all of Unicode, so "ЖОРА", "Жора" and
// "жора" are one account. The database's own lower() folds ASCII only
// under the C locale, which is why the key is made here.
func Key(name string) (string, error) {
	return precis.UsernameCaseMapped.String(name)
}

// Skeleton is the UTS #39 skeleton of a key: decomposed (NFD), each
// character replaced by the prototype it is confusable with, decomposed
// again. Two names with one skeleton look alike ("admin" with a Cyrillic
// "а" and the Latin "admin"); only one of them may exist.
func Skeleton(key string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(key) {
		if p, ok := prototype[r]; ok {
			b.WriteRune(p)
		} else {
			b.WriteRune(r)
		}
	}
	return norm.NFD.String(b.String())
}

// prototype maps the Cyrillic and Greek letters (in the lower case a key
// has) and the digits that Unicode's confusables.txt lists as confusable
// with a Latin letter to that letter. Where a small letter looks nothing
// like Latin but its capital does (Cyrillic в, В → B), it maps to the
// capital's Latin letter: a name is shown as typed, capitals included.
// Only a small part of confusables.txt, chosen for the scripts usernames
// may use; each entry is a fact from that file, not a guess.
var prototype = map[rune]rune{
	// Cyrillic
	'а': 'a', 'в': 'b', 'г': 'r', 'е': 'e', 'к': 'k', 'м': 'm', 'н': 'h',
	'о': 'o', 'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x', 'ѕ': 's',
	'і': 'i', 'ј': 'j', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'һ': 'h', 'ӏ': 'l',
	'ү': 'y',
	// Greek
	'α': 'a', 'β': 'b', 'γ': 'y', 'ε': 'e', 'ζ': 'z', 'η': 'h', 'ι': 'i',
	'κ': 'k', 'μ': 'm', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'τ': 't', 'υ': 'u',
	'χ': 'x',
	// Latin look-alikes and digits
	'ı': 'i', '0': 'o', '1': 'l',
}
