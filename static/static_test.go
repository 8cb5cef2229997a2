package static

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
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
