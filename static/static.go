// Package static embeds the site's CSS, scripts and images and serves
// them under content-hashed URLs, so browsers may cache them for a year.
package static

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

//go:embed css js img vendor
var files embed.FS

// Prefix is where the files are served.
const Prefix = "/static/"

var (
	hashed = map[string]string{} // "css/site.css" -> "css/site.1a2b3c4d.css"
	plain  = map[string]string{} // the reverse
)

func init() {
	fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := files.ReadFile(p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		ext := path.Ext(p)
		h := strings.TrimSuffix(p, ext) + "." + hex.EncodeToString(sum[:5]) + ext
		hashed[p] = h
		plain[h] = p
		return nil
	})
}

// URL returns the content-hashed URL of a file, e.g. URL("css/site.css").
// An unknown name returns "" so a missing file shows up in tests.
func URL(name string) string {
	h, ok := hashed[name]
	if !ok {
		return ""
	}
	return Prefix + h
}

// Has reports whether the file exists.
func Has(name string) bool {
	_, ok := hashed[name]
	return ok
}

// Handler serves hashed URLs with a one-year immutable cache lifetime.
// Unhashed names are not served: every page links through URL.
func Handler() http.Handler {
	fsrv := http.FileServerFS(files)
	return http.StripPrefix(Prefix, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := plain[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		r2 := r.Clone(r.Context())
		r2.URL.Path = "/" + name
		fsrv.ServeHTTP(w, r2)
	}))
}
