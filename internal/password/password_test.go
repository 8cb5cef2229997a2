package password

import (
	"strings"
	"testing"
)

func TestHashAndCheck(t *testing.T) {
	h := Hash("correct horse")
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("hash %q is not an OWASP argon2id PHC string", h)
	}
	if ok, err := Check("correct horse", h); !ok || err != nil {
		t.Fatalf("Check(right) = %v, %v", ok, err)
	}
	if ok, err := Check("wrong horse", h); ok || err != nil {
		t.Fatalf("Check(wrong) = %v, %v", ok, err)
	}
	if a, b := Hash("x"), Hash("x"); a == b {
		t.Fatal("two hashes of one password share a salt")
	}
}

func TestCheckMalformed(t *testing.T) {
	for _, h := range []string{"", "plain", "$argon2i$v=19$m=1,t=1,p=1$AA$AA", "$argon2id$v=19$m=x$AA$AA", "$argon2id$v=19$m=1,t=1,p=1$!!$AA"} {
		if _, err := Check("pw", h); err == nil {
			t.Errorf("Check(%q) accepted a malformed hash", h)
		}
	}
}

func TestCommon(t *testing.T) {
	for _, pw := range []string{"password", "PASSWORD", "12345678", "qwertyuiop", "iloveyou"} {
		if !Common(pw) {
			t.Errorf("%q is not listed as common", pw)
		}
	}
	for _, pw := range []string{"correct horse battery staple", "# The 10,000 most common passwords, most common first: the head of the", ""} {
		if Common(pw) {
			t.Errorf("%q is listed as common", pw)
		}
	}
	if n := len(commonSet); n != 10000 {
		t.Errorf("%d common passwords, want 10000", n)
	}
}
