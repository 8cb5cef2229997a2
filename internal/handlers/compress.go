package handlers

import (
	"io"
	"net/http"

	"github.com/go-chi/chi/v5/middleware"
	kgzip "github.com/klauspost/compress/gzip"
)

// compressed types: the text the hall sends. Images other than SVG and
// fonts are compressed already.
var compressedTypes = []string{"text/html", "text/css", "text/javascript", "image/svg+xml", "text/plain"}

// compress is the gzip middleware with klauspost/compress's encoder in
// place of the standard library's: at level 1 it compresses a board
// fragment several times faster to about the same size, and compression
// was the largest single cost of a move (see BenchmarkMinesweeperGzipFragment).
func compress() func(next http.Handler) http.Handler {
	c := middleware.NewCompressor(1, compressedTypes...)
	c.SetEncoder("gzip", func(w io.Writer, level int) io.Writer { return newGzipWriter(w, level) })
	return c.Handler
}

// newGzipWriter is a gzip writer at level; chi resets and reuses it.
func newGzipWriter(w io.Writer, level int) *kgzip.Writer {
	zw, err := kgzip.NewWriterLevel(w, level)
	if err != nil {
		zw = kgzip.NewWriter(w)
	}
	return zw
}
