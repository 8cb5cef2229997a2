package thousand

import (
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
)

func TestNewOptions(t *testing.T) {
	for _, tt := range []struct {
		level string
		want  kit.Level
	}{{"", kit.Easy}, {"easy", kit.Easy}, {"strong", kit.Strong}} {
		st, err := Game{}.New(url.Values{"level": {tt.level}}, 5, now)
		if err != nil {
			t.Fatal(err)
		}
		if v := st.View(0, now); v.Level != tt.want || v.Phase != Bidding || len(v.Hand) != HandSize {
			t.Fatalf("level %q: %+v", tt.level, v)
		}
	}
	if _, err := (Game{}).New(url.Values{"level": {"hard"}}, 5, now); !kit.IsInvalid(err) {
		t.Fatalf("unknown level: %v", err)
	}
	a, _ := Game{}.New(nil, 77, now)
	b, _ := Game{}.New(nil, 77, now)
	ea, _ := a.Encode()
	eb, _ := b.Encode()
	if string(ea) != string(eb) {
		t.Fatal("the same seed deals the same match")
	}
}

func TestDecodeRejects(t *testing.T) {
	st, _ := Game{}.New(nil, 3, now)
	good, _ := st.Encode()
	if _, err := (Game{}).Decode(good); err != nil {
		t.Fatal(err)
	}
	bad := []string{
		"", "null", "{}", "[]", `{"v":1}`, string(good) + "x",
		strings.Replace(string(good), `"v":1`, `"v":2`, 1),
		strings.Replace(string(good), `"ph":"bid"`, `"ph":"nap"`, 1),
		strings.Replace(string(good), `"lv":0`, `"lv":7`, 1),
		strings.Replace(string(good), `"sc":[0,0,0]`, `"sc":[5,0,0]`, 1),
		strings.Replace(string(good), `"bd":0`, `"bd":100`, 1),
		strings.Replace(string(good), `"k":`, `"k":1`, 1),
		strings.Replace(string(good), `{"v":1`, `{"zz":1,"v":1`, 1),
	}
	for _, b := range bad {
		if _, err := (Game{}).Decode([]byte(b)); err == nil {
			t.Errorf("decoded %.80q", b)
		}
	}
}
