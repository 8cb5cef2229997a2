package main

import (
	"context"

	"github.com/klauspost/compress/gzip"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"slices"
	"strings"
	"time"
)

// Every request of a player is bounded; a sign-up (a deliberately slow
// password hash) gets longer, as a person waits longer for it.
const (
	requestTimeout = 10 * time.Second
	signupTimeout  = 60 * time.Second
)

// newTransport is shared by all players of a run: enough idle
// connections that every player keeps its own alive, as a browser does.
// It never decompresses by itself: browser.do asks for gzip and inflates
// with a reused klauspost/compress reader, a good part faster than the
// standard library's, so the load generator takes less of the CPUs it
// shares with the server.
func newTransport(players int) *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.DisableCompression = true
	t.MaxIdleConns = 2*players + 16
	t.MaxIdleConnsPerHost = 2*players + 16
	t.Proxy = nil // loopback only, never through a proxy
	return t
}

// browser is one simulated player's browser: its own cookies, redirects
// not followed (the player decides what to load next, as htmx and a
// browser would), every request timed into its recorder.
type browser struct {
	base string
	c    *http.Client
	rec  *recorder
	gzip bool         // send Accept-Encoding: gzip
	zr   *gzip.Reader // reused for every compressed reply
}

func newBrowser(base string, t http.RoundTripper, rec *recorder, gzip bool) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{base: base, rec: rec, gzip: gzip, c: &http.Client{
		Transport: t,
		Jar:       jar,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}}
}

// reply is a finished request.
type reply struct {
	status   int // 0 when the request failed in transport
	body     string
	location string
}

// do sends one request, records its latency under s and whether it got
// one of the wanted statuses, and returns the reply.
func (b *browser) do(parent context.Context, s series, method, path string, form url.Values, htmx bool, want ...int) reply {
	timeout := requestTimeout
	if s.kind == "signup" {
		timeout = signupTimeout
	}
	ctx, cancel := context.WithTimeout(parent, timeout)
	defer cancel()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(ctx, method, b.base+path, body)
	if err != nil {
		return reply{}
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if htmx {
		req.Header.Set("HX-Request", "true")
	}
	if b.gzip {
		req.Header.Set("Accept-Encoding", "gzip")
	}
	// A same-origin form post, as a browser marks it.
	if method == http.MethodPost {
		req.Header.Set("Origin", b.base)
		req.Header.Set("Sec-Fetch-Site", "same-origin")
	}
	start := time.Now()
	res, err := b.c.Do(req)
	if err != nil {
		if parent.Err() == nil { // a run ending mid-request is not an error
			b.rec.add(s, time.Since(start), 0, false)
		}
		return reply{}
	}
	data, err := b.read(res)
	res.Body.Close()
	took := time.Since(start)
	if err != nil {
		if parent.Err() == nil {
			b.rec.add(s, took, 0, false)
		}
		return reply{}
	}
	b.rec.add(s, took, res.StatusCode, slices.Contains(want, res.StatusCode))
	return reply{status: res.StatusCode, body: string(data), location: res.Header.Get("Location")}
}

// read is a reply's body, inflated if it came compressed.
func (b *browser) read(res *http.Response) ([]byte, error) {
	var r io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		var err error
		if b.zr == nil {
			b.zr, err = gzip.NewReader(res.Body)
		} else {
			err = b.zr.Reset(res.Body)
		}
		if err != nil {
			return nil, err
		}
		r = b.zr
	}
	return io.ReadAll(io.LimitReader(r, 4<<20))
}
