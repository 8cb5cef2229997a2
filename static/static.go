// Package static serves the site's CSS, scripts and images under
// content-hashed URLs, so browsers may cache them for a year. It embeds
// the shared files (site.css, cards.css, pieces.css, site.js, images,
// vendored htmx); each game's view package adds its own stylesheet and
// script with [Add], served under games/<slug>/.
package static

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

//go:embed css js img vendor
var files embed.FS

// Prefix is where the files are served.
const Prefix = "/static/"

// file is one servable file: its name for URL, its hashed name and its
// bytes.
type file struct {
	name, hashed string
	body         []byte
}

var (
	mu     sync.RWMutex
	byName = map[string]*file{} // "css/site.css" -> its file
	byHash = map[string]*file{} // "css/site.1a2b3c4d5e.css" -> the same file
)

func init() {
	err := fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := files.ReadFile(p)
		if err != nil {
			return err
		}
		add(p, b)
		return nil
	})
	if err != nil {
		panic("static: " + err.Error())
	}
}

// add registers one file under its name.
func add(name string, b []byte) {
	sum := sha256.Sum256(b)
	ext := path.Ext(name)
	f := &file{name: name, hashed: strings.TrimSuffix(name, ext) + "." + hex.EncodeToString(sum[:5]) + ext, body: b}
	mu.Lock()
	defer mu.Unlock()
	if old := byName[name]; old != nil {
		delete(byHash, old.hashed)
	}
	byName[name] = f
	byHash[f.hashed] = f
}

// Add serves the named files of fsys under dir (for a game,
// "games/<slug>") and returns their names for [URL], in the order given:
// Add("games/go", fsys, "baduk.css") is served at
// /static/games/go/baduk.<hash>.css. View packages call it while the
// program initialises; a missing file panics there, so a broken build
// fails at start and in every test rather than on a player's page.
func Add(dir string, fsys fs.FS, names ...string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			panic(fmt.Sprintf("static: add %s/%s: %v", dir, n, err))
		}
		out[i] = path.Join(dir, n)
		add(out[i], b)
	}
	return out
}

// URL returns the content-hashed URL of a file, e.g. URL("css/site.css").
// An unknown name returns "" so a missing file shows up in tests.
func URL(name string) string {
	mu.RLock()
	defer mu.RUnlock()
	f := byName[name]
	if f == nil {
		return ""
	}
	return Prefix + f.hashed
}

// Handler serves hashed URLs with a one-year immutable cache lifetime.
// Unhashed names are not served: every page links through URL. Text files
// go out gzipped from a copy compressed once, at the best level, the first
// time they are asked for, so no request pays for compressing them.
func Handler() http.Handler {
	return http.StripPrefix(Prefix, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.RLock()
		f := byHash[r.URL.Path]
		mu.RUnlock()
		if f == nil {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Add("Vary", "Accept-Encoding")
		if z := gzipped(f); z != nil && acceptsGzip(r) && (r.Method == http.MethodGet || r.Method == http.MethodHead) {
			h.Set("Content-Type", mime.TypeByExtension(path.Ext(f.name)))
			h.Set("Content-Encoding", "gzip")
			h.Set("Content-Length", strconv.Itoa(len(z)))
			w.WriteHeader(http.StatusOK)
			if r.Method == http.MethodGet {
				w.Write(z)
			}
			return
		}
		http.ServeContent(w, r, f.name, time.Time{}, bytes.NewReader(f.body))
	}))
}

// zipped holds the compressed copies of the text files, made on first
// use; a nil entry means compressing did not make the file smaller.
var zipped sync.Map // *file -> []byte

// gzipped returns the compressed copy of a text file, or nil.
func gzipped(f *file) []byte {
	switch path.Ext(f.name) {
	case ".css", ".js", ".svg", ".html", ".txt":
	default:
		return nil
	}
	if z, ok := zipped.Load(f); ok {
		return z.([]byte)
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(f.body)
	zw.Close()
	var z []byte
	if buf.Len() < len(f.body) {
		z = buf.Bytes()
	}
	zipped.Store(f, z)
	return z
}

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
