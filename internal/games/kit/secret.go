package kit

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"math/rand/v2"
	"strconv"
)

// Keeper is implemented by the state of every game with hidden
// information. Secrets lists what the seat must never see in the state as
// it stands: the other hands, the stock or shoe order, mine positions,
// fogged squares, the dealer's hole card, the RNG. The contract suite
// (kit/kittest) looks for each in the JSON of View(seat), and the hall's
// tests look for them in every page they render for that seat.
type Keeper interface {
	Secrets(seat int) []Secret
}

// Secret is one thing a seat must not learn, told by the strings that
// would give it away. A secret that is not a string but how a thing looks
// (a mine's cell, a fogged square) names that thing's Anchor and a Twin
// the seat may see whose look it must share.
type Secret struct {
	// What names the secret in a failure ("seat 2 holds QS", "the RNG").
	What string
	// JSON are needles for the text of the seat's view marshalled as
	// JSON; each is matched as a whole word (not inside a longer run of
	// letters and digits), so "QS" finds the card and not "AQS".
	JSON []string
	// HTML are needles for the page, matched without regard to case in
	// its markup and in its text with the tags taken out.
	HTML []string
	// Copies, when above zero, says that many copies of the thing are in
	// plain sight (a card face up while another copy of it from a
	// multi-deck shoe is hidden): the first JSON and the first HTML
	// needle may then occur that many times and no more, and the other
	// needles are not looked for.
	Copies int
	// Anchor and Twin, when both are set, make the secret a look: the
	// thing at Anchor must look exactly like the thing at Twin once the
	// names that tell them apart are swapped.
	Anchor, Twin *Place
}

// Place finds one thing in a seat's view and page, for a secret that is
// how the thing looks.
type Place struct {
	// Path is a JSON Pointer (RFC 6901) to the thing in the view's JSON,
	// e.g. "/Cells/17".
	Path string
	// Mark is a string only the thing's page element holds in its start
	// tag, e.g. `data-sq="e5"`.
	Mark string
	// Names are what may differ between the thing and its twin (its
	// square's name, its coordinates); Anchor.Names[i] is replaced by
	// Twin.Names[i] before the two are compared.
	Names []string
}

// Look makes the secret that the thing at anchor looks like its twin.
func Look(what string, anchor, twin Place) Secret {
	return Secret{What: what, Anchor: &anchor, Twin: &twin}
}

// RNGSecret is the secret of a game's random source: its stored form in
// base64 (as the encoded state holds it) and hex, and its two 64-bit
// words in decimal and hex when they are long enough to mean something.
func RNGSecret(rng *rand.PCG) Secret {
	b, err := rng.MarshalBinary()
	if err != nil {
		return Secret{What: "the RNG"}
	}
	needles := []string{base64.StdEncoding.EncodeToString(b), base64.RawURLEncoding.EncodeToString(b), hex.EncodeToString(b)}
	if n := len(b); n >= 16 {
		for _, word := range []uint64{binary.BigEndian.Uint64(b[n-16:]), binary.BigEndian.Uint64(b[n-8:])} {
			// A word seeded small and not yet stirred would match any
			// number on the page: only long ones are looked for.
			for _, text := range []string{strconv.FormatUint(word, 10), strconv.FormatUint(word, 16)} {
				if len(text) >= 12 {
					needles = append(needles, text)
				}
			}
		}
	}
	return Secret{What: "the RNG", JSON: needles, HTML: needles}
}
