package kit

import "testing"

func TestDecodeStrict(t *testing.T) {
	type s struct{ A int }
	var v s
	if err := DecodeStrict([]byte(`{"A":1}`), &v); err != nil || v.A != 1 {
		t.Fatalf("good input: %v %+v", err, v)
	}
	for _, bad := range []string{``, `{"A":1,"B":2}`, `{"A":1}{}`, `{"A":1} x`, `{"A":"x"}`, `[1]`, `{"A":1}}`} {
		if err := DecodeStrict([]byte(bad), &v); err == nil {
			t.Errorf("DecodeStrict(%q) accepted it", bad)
		}
	}
}
