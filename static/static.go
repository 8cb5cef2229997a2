// Package static embeds the site's CSS, scripts and images and serves
// them under content-hashed URLs, so browsers may cache them for a year.
package static

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
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
// Unhashed names are not served: every page links through URL. Text files
// go out gzipped from a copy compressed once, at the best level, the first
// time they are asked for, so no request pays for compressing them.
func Handler() http.Handler {
	fsrv := http.FileServerFS(files)
	return http.StripPrefix(Prefix, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := plain[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Add("Vary", "Accept-Encoding")
		if z := gzipped()[name]; z != nil && acceptsGzip(r) && (r.Method == http.MethodGet || r.Method == http.MethodHead) {
			h.Set("Content-Type", mime.TypeByExtension(path.Ext(name)))
			h.Set("Content-Encoding", "gzip")
			h.Set("Content-Length", strconv.Itoa(len(z)))
			w.WriteHeader(http.StatusOK)
			if r.Method == http.MethodGet {
				w.Write(z)
			}
			return
		}
		r2 := r.Clone(r.Context())
		r2.URL.Path = "/" + name
		fsrv.ServeHTTP(w, r2)
	}))
}

// gzipped holds the compressed copies of the text files, by name.
var gzipped = sync.OnceValue(func() map[string][]byte {
	out := map[string][]byte{}
	for name := range hashed {
		switch path.Ext(name) {
		case ".css", ".js", ".svg", ".html", ".txt":
		default:
			continue
		}
		b, err := files.ReadFile(name)
		if err != nil {
			continue
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(b)
		zw.Close()
		if buf.Len() < len(b) {
			out[name] = buf.Bytes()
		}
	}
	return out
})

// acceptsGzip reports whether the request's Accept-Encoding allows gzip.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, param, _ := strings.Cut(part, ";")
		if strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			q, err := strconv.ParseFloat(strings.TrimPrefix(strings.ReplaceAll(param, " ", ""), "q="), 64)
			return param == "" || err != nil || q > 0
		}
	}
	return false
}
