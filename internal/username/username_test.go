package username

import "testing"

func TestKeyFoldsEveryScript(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"Жора", "жора"}, {"ЖОРА", "жора"}, {"Alice", "alice"},
		{"ｂｏｂ", "bob"},            // full-width
		{"\u0438\u0306од", "йод"}, // decomposed й (и + breve) is the composed one
	} {
		ka, err := Key(c.a)
		if err != nil {
			t.Fatalf("%q: %v", c.a, err)
		}
		kb, _ := Key(c.b)
		if ka != kb {
			t.Errorf("Key(%q) = %q, Key(%q) = %q: want one key", c.a, ka, c.b, kb)
		}
	}
	if _, err := Key("a b"); err == nil {
		t.Error("a space is allowed in a PRECIS username")
	}
}

func TestSkeletonCatchesLookAlikes(t *testing.T) {
	same := [][2]string{
		{"аdmin", "admin"}, // Cyrillic а
	}
	k1, _ := Key(same[0][0])
	k2, _ := Key(same[0][1])
	if Skeleton(k1) != Skeleton(k2) {
		t.Errorf("%q and %q have skeletons %q and %q", same[0][0], same[0][1], Skeleton(k1), Skeleton(k2))
	}
	for _, c := range [][2]string{
		{"ВОВ", "bob"}, {"рор", "pop"}, {"b0b", "bob"}, {"bi11", "bill"}, {"ѕeх", "sex"}, {"αpple", "apple"},
	} {
		ka, _ := Key(c[0])
		kb, _ := Key(c[1])
		if Skeleton(ka) != Skeleton(kb) {
			t.Errorf("%q and %q look alike but have skeletons %q and %q", c[0], c[1], Skeleton(ka), Skeleton(kb))
		}
	}
	for _, c := range [][2]string{{"АДМИН", "admin"}, {"жора", "zhora"}, {"ёж", "еж"}} {
		ka, _ := Key(c[0])
		kb, _ := Key(c[1])
		if Skeleton(ka) == Skeleton(kb) {
			t.Errorf("%q and %q do not look alike but share the skeleton %q", c[0], c[1], Skeleton(ka))
		}
	}
}
