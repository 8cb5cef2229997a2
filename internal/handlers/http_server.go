package handlers

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"gamehall/internal/connlimit"
	"gamehall/internal/session"
)

// HTTPServer is the hall as served: an http.Server with the hall's
// handler and timeouts, which applies the connection caps to whatever
// listener it serves on.
type HTTPServer struct {
	*http.Server
	conns connlimit.Limits
	log   *slog.Logger
}

// NewHTTPServer builds the hall's server from cfg: the session store and
// its keys, the handlers, the server's timeouts and connection caps.
// cmd/web, loadbench and every test build their server here.
func NewHTTPServer(ctx context.Context, cfg Config) (*HTTPServer, error) {
	if cfg.Store == nil {
		return nil, errors.New("handlers: Config.Store is required")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.BotBudget == 0 {
		cfg.BotBudget = time.Second
	}
	if cfg.RequestTimeout == 0 {
		cfg.RequestTimeout = 20 * time.Second
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	if cfg.Games == nil {
		cfg.Games = Games()
	}
	if cfg.SessionMaxAge == 0 {
		cfg.SessionMaxAge = 30 * 24 * time.Hour
	}
	cfg.Limits.fillDefaults()
	if cfg.Sessions == nil {
		keys := cfg.SessionKeys
		if len(keys) == 0 {
			hash, err := cfg.Store.Key(ctx, "session-hash", 64)
			if err != nil {
				return nil, err
			}
			block, err := cfg.Store.Key(ctx, "session-block", 32)
			if err != nil {
				return nil, err
			}
			keys = [][]byte{hash, block}
		}
		cfg.Sessions = session.New(cfg.Store, cfg.TLS, cfg.SessionMaxAge, keys...)
	}
	return &HTTPServer{
		Server: &http.Server{
			Handler:           routes(cfg),
			ReadHeaderTimeout: 5 * time.Second,
			ReadTimeout:       15 * time.Second,
			WriteTimeout:      30 * time.Second,
			// Idle keep-alive connections hold a place under the caps.
			IdleTimeout: 30 * time.Second,
		},
		conns: cfg.Conns,
		log:   cfg.Log,
	}, nil
}

// Serve serves on ln under the connection caps.
func (s *HTTPServer) Serve(ln net.Listener) error {
	if s.conns != (connlimit.Limits{}) {
		capped := connlimit.Wrap(ln, s.conns)
		s.ConnState = capped.ConnState
		ln = capped
	}
	return s.Server.Serve(ln)
}

// ServeUntil serves on ln (see Serve) until ctx ends, then shuts down,
// letting the requests in flight finish within grace.
func (s *HTTPServer) ServeUntil(ctx context.Context, ln net.Listener, grace time.Duration) error {
	errc := make(chan error, 1)
	go func() { errc <- s.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.log.Info("shutting down: finishing requests in flight")
	shut, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	if err := s.Shutdown(shut); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
