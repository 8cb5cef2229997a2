package static

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"
	"testing/fstest"
)

func TestHandlerServesGzippedCopies(t *testing.T) {
	want, err := files.ReadFile("css/site.css")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		accept string
		gzip   bool
	}{
		{"gzip, deflate, br", true},
		{"br;q=1.0, gzip;q=0.8", true},
		{"gzip;q=0", false},
		{"", false},
		{"deflate", false},
	} {
		r := httptest.NewRequest("GET", URL("css/site.css"), nil)
		r.Header.Set("Accept-Encoding", tc.accept)
		w := httptest.NewRecorder()
		Handler().ServeHTTP(w, r)
		if w.Code != http.StatusOK {
			t.Fatalf("%q: status %d", tc.accept, w.Code)
		}
		body := w.Body.Bytes()
		if got := w.Header().Get("Content-Encoding") == "gzip"; got != tc.gzip {
			t.Fatalf("%q: gzipped %v, want %v", tc.accept, got, tc.gzip)
		}
		if tc.gzip {
			zr, err := gzip.NewReader(w.Body)
			if err != nil {
				t.Fatal(err)
			}
			if body, err = io.ReadAll(zr); err != nil {
				t.Fatal(err)
			}
		}
		if string(body) != string(want) {
			t.Errorf("%q: body differs from css/site.css", tc.accept)
		}
		if ct := w.Header().Get("Content-Type"); ct != "text/css; charset=utf-8" {
			t.Errorf("%q: Content-Type %q", tc.accept, ct)
		}
		if cc := w.Header().Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
			t.Errorf("%q: Cache-Control %q", tc.accept, cc)
		}
	}
}

func TestHandlerRefusesUnhashedNames(t *testing.T) {
	for _, p := range []string{"/static/css/site.css", "/static/../static.go", "/static/css/site.0000000000.css"} {
		w := httptest.NewRecorder()
		Handler().ServeHTTP(w, httptest.NewRequest("GET", p, nil))
		if w.Code != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", p, w.Code)
		}
	}
}

func TestAddServesUnderItsDirectory(t *testing.T) {
	fsys := fstest.MapFS{"demo.css": {Data: []byte("b{color:red}")}, "demo.js": {Data: []byte("let x = 1")}}
	names := Add("games/demo", fsys, "demo.css", "demo.js")
	if len(names) != 2 || names[0] != "games/demo/demo.css" || names[1] != "games/demo/demo.js" {
		t.Fatalf("names %v", names)
	}
	u := URL("games/demo/demo.css")
	if !regexp.MustCompile(`^/static/games/demo/demo\.[0-9a-f]{10}\.css$`).MatchString(u) {
		t.Fatalf("URL %q", u)
	}
	w := httptest.NewRecorder()
	Handler().ServeHTTP(w, httptest.NewRequest("GET", u, nil))
	if w.Code != http.StatusOK || w.Body.String() != "b{color:red}" || w.Header().Get("Content-Type") != "text/css; charset=utf-8" {
		t.Errorf("status %d, body %q, type %q", w.Code, w.Body, w.Header().Get("Content-Type"))
	}
	if cc := w.Header().Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
		t.Errorf("Cache-Control %q", cc)
	}
	defer func() {
		if recover() == nil {
			t.Error("a missing file did not panic")
		}
	}()
	Add("games/demo", fsys, "missing.css")
}
