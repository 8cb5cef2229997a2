package testdb

import "testing"

func TestWithDB(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u:p@h:5432/app?sslmode=disable":                           "postgres://u:p@h:5432/t1?sslmode=disable",
		"host=/tmp/x port=5432 user=postgres dbname=postgres sslmode=disable": "host=/tmp/x port=5432 user=postgres sslmode=disable dbname=t1",
		"host=/tmp/x user=postgres":                                           "host=/tmp/x user=postgres dbname=t1",
	} {
		if got := withDB(in, "t1"); got != want {
			t.Errorf("withDB(%q) = %q, want %q", in, got, want)
		}
	}
}
