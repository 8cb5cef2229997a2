package corpsestarch

import (
	"bytes"
	"strings"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// played is a game with something in every field: purges out and back,
// a blessing, a kept away report, a log, upgrades.
func played(t testing.TB) *state {
	s := rich()
	upg(s, "squad-2", "oils")
	mustApply(t, s, 0, "do", "purge", "mission", "drains")
	mustApply(t, s, 0, "do", "purge", "mission", "cull")
	for k := range int64(12) {
		mustApply(t, s, k*sumpCooldownMs, "do", "sump")
	}
	s.bless()
	mustApply(t, s, 12*sumpCooldownMs, "do", "collect", "mission", "drains")
	mustApply(t, s, 30*sumpCooldownMs, "do", "requisition") // after an absence
	return s
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	for name, s := range map[string]*state{"new": fresh(), "rich": rich(), "played": played(t)} {
		t.Run(name, func(t *testing.T) {
			data := kittest.Encode(t, s)
			back, err := Game{}.Decode(data)
			if err != nil {
				t.Fatal(err)
			}
			d := back.(*state)
			if again := kittest.Encode(t, d); !bytes.Equal(data, again) {
				t.Fatalf("round trip differs:\n%s\n%s", data, again)
			}
			if d.rate != s.rate {
				t.Errorf("derived rate %d, want %d", d.rate, s.rate)
			}
			// The restored game plays on identically, dice included.
			for k := range int64(5) {
				ms := 40*sumpCooldownMs + k*sumpCooldownMs
				a, b := s.clone(), d.clone()
				errA := a.Apply(0, kittest.Act("do", "sump"), at(ms))
				errB := b.Apply(0, kittest.Act("do", "sump"), at(ms))
				if (errA == nil) != (errB == nil) || !bytes.Equal(kittest.Encode(t, a), kittest.Encode(t, b)) {
					t.Fatalf("the restored game diverged at dip %d", k)
				}
				s, d = a, b
			}
		})
	}
}

func TestDecodeRejects(t *testing.T) {
	good := string(kittest.Encode(t, played(t)))
	bad := map[string]string{
		"empty":           "",
		"not json":        "starch",
		"trailing":        good + "{}",
		"unknown field":   strings.Replace(good, `{"v":1`, `{"v":1,"x":1`, 1),
		"version":         strings.Replace(good, `"v":1`, `"v":2`, 1),
		"negative stock":  strings.Replace(good, `"s":`, `"s":-`, 1),
		"bad rng":         strings.Replace(good, `"rng":"`, `"rng":"AA`, 1),
		"unknown upgrade": strings.Replace(good, `"up":["`, `"up":["titan","`, 1),
		"unknown mission": strings.Replace(good, `"m":"cull"`, `"m":"mars"`, 1),
		"sharpen":         strings.Replace(good, `"sh":0`, `"sh":99`, 1),
		"blessing ×9":     strings.Replace(good, `"bm":2`, `"bm":9`, 1),
		"tokens":          strings.Replace(good, `"k":`, `"k":9`, 1),
	}
	kittest.RefusesCorrupted[View](t, Game{}, good, bad)
}
