// Command web serves the game hall. With no DATABASE_URL it runs its own
// private PostgreSQL cluster under DATA_DIR.
package main

import (
	"context"
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"gamehall/internal/handlers"
	"gamehall/internal/pglocal"
	"gamehall/internal/store"
)

func main() {
	if len(os.Args) == 2 && os.Args[1] == "-healthcheck" {
		os.Exit(healthcheck(readConfig().addr))
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		// A soft heap goal, so one burst (say, many argon2 sign-ups)
		// does not keep the heap large long after it passed.
		debug.SetMemoryLimit(160 << 20)
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, log, readConfig()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// config is read from the environment.
type config struct {
	addr        string
	databaseURL string
	dataDir     string
	sessionKeys string
	tls         bool
	// pgFallback is where the private cluster goes when the postgres
	// user cannot enter dataDir (empty: pglocal.DefaultFallback).
	pgFallback string
	proxies    string
	limits     string
}

func readConfig() config {
	c := config{
		addr:        os.Getenv("ADDR"),
		databaseURL: os.Getenv("DATABASE_URL"),
		dataDir:     os.Getenv("DATA_DIR"),
		sessionKeys: os.Getenv("SESSION_KEYS"),
		tls:         os.Getenv("BEHIND_TLS") == "1",
		proxies:     os.Getenv("TRUSTED_PROXIES"),
		limits:      os.Getenv("LIMITS"),
	}
	if c.addr == "" {
		c.addr = "127.0.0.1:8080"
	}
	if c.dataDir == "" {
		c.dataDir = "data"
	}
	return c
}

// run serves until ctx ends, then finishes requests in flight and stops
// the private database if it started it.
func run(ctx context.Context, log *slog.Logger, cfg config) error {
	dsn := cfg.databaseURL
	var cluster *pglocal.Cluster
	if dsn == "" {
		var err error
		cluster, err = pglocal.Start(ctx, filepath.Join(cfg.dataDir, "postgres"), pglocal.Options{Fallback: cfg.pgFallback})
		if err != nil {
			return err
		}
		defer func() {
			if err := cluster.Stop(); err != nil {
				log.Error("stop postgres", "err", err)
			}
		}()
		dsn = cluster.DSN()
		if cluster.Requested != "" {
			log.Info("private postgres kept outside DATA_DIR, where the postgres user can reach it",
				"dir", cluster.Dir, "link", cluster.Requested, "started", cluster.Started())
		} else {
			log.Info("private postgres", "dir", cluster.Dir, "started", cluster.Started())
		}
	}
	st, err := store.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer st.Close()
	if cluster != nil {
		defer supervise(ctx, log, cluster, st)()
	}

	keys, err := sessionKeys(cfg.sessionKeys)
	if err != nil {
		return err
	}
	rateLimits, err := handlers.ParseLimits(cfg.limits)
	if err != nil {
		return fmt.Errorf("LIMITS: %w", err)
	}
	proxies, err := handlers.ParseTrustedProxies(cfg.proxies)
	if err != nil {
		return fmt.Errorf("TRUSTED_PROXIES: %w", err)
	}
	limits, err := connLimits(cfg.tls)
	if err != nil {
		return err
	}
	srv, err := handlers.NewHTTPServer(ctx, handlers.Config{
		Store:       st,
		SessionKeys: keys,
		Log:         log,
		TLS:         cfg.tls,
		Conns:       limits,

		TrustedProxies: proxies,
		Limits:         rateLimits,
	})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	log.Info("connection caps", "total", limits.Total, "per_addr", limits.PerAddr)
	go sweep(ctx, st, log)
	fmt.Printf("Game hall ready: open http://%s/\n", displayAddr(ln.Addr().String()))
	return srv.ServeUntil(ctx, ln, 25*time.Second)
}

// sessionKeys returns securecookie key pairs from SESSION_KEYS (comma-
// separated secrets, the first signs, all are accepted); none when it is
// empty, and then the server uses keys generated once and kept in the
// database, so every instance agrees.
func sessionKeys(env string) ([][]byte, error) {
	var pairs [][]byte
	for _, secret := range strings.Split(env, ",") {
		secret = strings.TrimSpace(secret)
		if secret == "" {
			continue
		}
		if len(secret) < 32 {
			return nil, errors.New("SESSION_KEYS: each key must be at least 32 characters")
		}
		hash := sha512.Sum512([]byte("hash:" + secret))
		block := sha256.Sum256([]byte("block:" + secret))
		pairs = append(pairs, hash[:], block[:])
	}
	return pairs, nil
}

// sweep deletes expired sessions and counters, and guests who never
// played (store.IdleGuestAge), and records as lost the ranked games
// their players abandoned (handlers.SweepAbandoned), every hour.
func sweep(ctx context.Context, st *store.Store, log *slog.Logger) {
	games := handlers.Games()
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		if err := st.DeleteExpired(ctx); err != nil && ctx.Err() == nil {
			log.Warn("sweep", "err", err)
		}
		if n, err := st.DeleteIdleGuests(ctx, store.IdleGuestAge); err != nil && ctx.Err() == nil {
			log.Warn("sweep guests", "err", err)
		} else if n > 0 {
			log.Info("sweep guests", "deleted", n)
		}
		if n, err := handlers.SweepAbandoned(ctx, st, games, time.Now()); err != nil && ctx.Err() == nil {
			log.Warn("sweep abandoned games", "err", err)
		} else if n > 0 {
			log.Info("sweep abandoned games", "lost", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func displayAddr(a string) string {
	host, port, err := net.SplitHostPort(a)
	if err != nil {
		return a
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}

// healthcheck asks a running server's /healthz, for container health
// checks in images that have no shell or curl.
func healthcheck(addr string) int {
	c := &http.Client{Timeout: 3 * time.Second}
	res, err := c.Get("http://" + displayAddr(addr) + "/healthz")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		fmt.Fprintln(os.Stderr, "healthz:", res.Status)
		return 1
	}
	return 0
}
