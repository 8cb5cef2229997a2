package faults

import (
	"context"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"gamehall/internal/formscan"
)

// reply is one finished request, kept for the analysis after a run.
type reply struct {
	kind   string // "create", "show", "act", "health", ...
	path   string
	status int // 0 when the request failed without an answer
	err    error
	body   string
	loc    string
	header http.Header
	start  time.Time
	end    time.Time
}

func (r reply) took() time.Duration { return r.end.Sub(r.start) }

// journal records every reply of a run, in the order they finished.
type journal struct {
	mu      sync.Mutex
	replies []reply
}

func (j *journal) add(r reply) {
	j.mu.Lock()
	j.replies = append(j.replies, r)
	j.mu.Unlock()
}

// between returns the replies whose request started at or after from and
// finished at or before to.
func (j *journal) between(from, to time.Time) []reply {
	j.mu.Lock()
	defer j.mu.Unlock()
	var out []reply
	for _, r := range j.replies {
		if !r.start.Before(from) && !r.end.After(to) {
			out = append(out, r)
		}
	}
	return out
}

// all returns a copy of every reply.
func (j *journal) all() []reply {
	j.mu.Lock()
	defer j.mu.Unlock()
	return append([]reply(nil), j.replies...)
}

// client is one browser: its own cookie jar, no redirects followed, and a
// base URL that may change per request (to alternate between instances).
type client struct {
	base    func() string
	http    *http.Client
	journal *journal
}

func newClient(base func() string, j *journal) *client {
	jar, _ := cookiejar.New(nil)
	return &client{base: base, journal: j, http: &http.Client{
		Jar:     jar,
		Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}}
}

// do sends one request and records its reply; a transport error is a
// reply with status 0.
func (c *client) do(ctx context.Context, kind, method, path string, form url.Values, htmx bool) reply {
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	r := reply{kind: kind, path: path, start: time.Now()}
	req, err := http.NewRequestWithContext(ctx, method, c.base()+path, body)
	if err != nil {
		r.err, r.end = err, time.Now()
		return r
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if htmx {
		req.Header.Set("HX-Request", "true")
	}
	res, err := c.http.Do(req)
	if err != nil {
		r.err, r.end = err, time.Now()
		c.journal.add(r)
		return r
	}
	b, err := io.ReadAll(res.Body)
	res.Body.Close()
	r.end = time.Now()
	r.status, r.body, r.loc, r.header, r.err = res.StatusCode, string(b), res.Header.Get("Location"), res.Header, err
	c.journal.add(r)
	return r
}

var versionRE = regexp.MustCompile(`name="v" value="(\d+)"`)

// boardVersion reads the version a board shows, or 0.
func boardVersion(body string) int64 {
	m := versionRE.FindStringSubmatch(formscan.WithoutFrames(body))
	if m == nil {
		return 0
	}
	v, _ := strconv.ParseInt(m[1], 10, 64)
	return v
}

// gameID reads the id out of "/games/123".
func gameID(path string) int64 {
	id, _ := strconv.ParseInt(strings.TrimPrefix(path, "/games/"), 10, 64)
	return id
}
