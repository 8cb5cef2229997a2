package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"gamehall/internal/handlers"
	"gamehall/internal/store"
)

// The serving process is this binary re-executed with these variables.
const (
	serveEnv  = "LOADBENCH_SERVE" // "1": serve instead of benchmarking
	pprofEnv  = "LOADBENCH_PPROF" // "1": also serve net/http/pprof
	addrLine  = "loadbench-addr"  // stdout line announcing the hall's address
	pprofLine = "loadbench-pprof" // stdout line announcing the pprof address
)

// serve runs the hall on DATABASE_URL as cmd/web does (soft memory limit,
// store, handlers.NewHTTPServer, a text access log on stderr) on a free loopback port,
// until SIGTERM.
func serve() error {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(160 << 20) // as cmd/web
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		return err
	}
	defer st.Close()
	srv, err := handlers.NewHTTPServer(ctx, handlers.Config{
		Store: st,
		Log:   slog.New(slog.NewTextHandler(os.Stderr, nil)),
		// Every loadbench player comes from one loopback address; the
		// per-address limits would refuse all but the first few.
		Limits: benchLimits(),
	})
	if err != nil {
		return err
	}
	// Players keep their connections between moves.
	srv.IdleTimeout = 2 * time.Minute
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	if os.Getenv(pprofEnv) == "1" {
		pln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return err
		}
		go http.Serve(pln, pprofMux())
		fmt.Printf("%s %s\n", pprofLine, pln.Addr())
	}
	fmt.Printf("%s %s\n", addrLine, ln.Addr())
	return srv.ServeUntil(ctx, ln, 10*time.Second)
}

// pprofMux serves the profiles on their own listener, never on the hall's.
func pprofMux() *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("/debug/pprof/", pprof.Index)
	m.HandleFunc("/debug/pprof/profile", pprof.Profile)
	m.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	m.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return m
}

// benchLimits keeps the limits' counters in play (their cost is part of
// what is measured) with budgets no benchmark run reaches.
func benchLimits() handlers.Limits {
	l := handlers.DefaultLimits
	many := handlers.Rate{N: 1 << 30, Per: time.Minute}
	l.SignUpPerAddress, l.GuestsPerAddress, l.GamesPerUser, l.GamesPerAddress = many, many, many, many
	return l
}
