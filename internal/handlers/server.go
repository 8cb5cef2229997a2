// Package handlers is the hall's HTTP layer: routes, sessions, forms
// turned into game actions, store calls and rendering. It holds no game
// rules; those live in internal/games.
package handlers

import (
	"log/slog"
	"net/http"
	"net/netip"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"gamehall/internal/session"
	"gamehall/internal/store"
	"gamehall/static"
)

// Config is what the handlers need.
type Config struct {
	Store    *store.Store
	Sessions *session.Store
	Games    *Registry
	Log      *slog.Logger
	// Now is the server clock (tests may replace it).
	Now func() time.Time
	// BotBudget is the time one bot move may take.
	BotBudget time.Duration
	// RequestTimeout bounds every request.
	RequestTimeout time.Duration
	// TLS says the site is served over TLS (cookies get Secure).
	TLS bool
	// Seeds, when set, replaces the operating system's randomness as the
	// source of new games' seeds and of the bots' variety, so a test plays
	// the same games on every run (see SeedSequence). Production leaves it
	// nil; it is never read from a request.
	Seeds func() uint64
	// TrustedProxies are the proxies whose X-Forwarded-For is believed
	// when finding a client's address (see clientAddr).
	TrustedProxies []netip.Prefix
	// Limits bounds what one client may create or try; zero fields take
	// DefaultLimits.
	Limits Limits
}

// Server holds the handlers' dependencies.
type Server struct {
	Config
	healthCache healthCache

	secretsMu sync.Mutex
	secrets   map[string][]byte // keys kept in the database, read once
}

// maxBody is the largest form a route accepts; larger bodies get 413.
const maxBody = 64 << 10

// New returns the hall's HTTP handler.
func New(cfg Config) http.Handler {
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
	cfg.Limits.fillDefaults()
	s := &Server{Config: cfg}
	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(s.accessLog)
	r.Use(s.recoverPanic)
	r.Use(s.securityHeaders)
	r.Use(http.NewCrossOriginProtection().Handler)
	r.Use(limitBody(maxBody))
	r.Use(compress())

	r.Handle(static.Prefix+"*", static.Handler())
	r.Get("/healthz", s.health)

	r.Group(func(r chi.Router) {
		r.Use(middleware.Timeout(cfg.RequestTimeout))
		r.Get("/", s.home)
		r.Get("/rules/{slug}", s.rules)
		r.Get("/leaderboards", s.leaderboards)
		r.Get("/leaderboard/{slug}", s.leaderboard)
		r.Get("/profile", s.profile)
		r.Get("/u/{name}", s.publicProfile)
		r.Get("/signup", s.signupForm)
		r.Post("/signup", s.signup)
		r.Get("/signin", s.signinForm)
		r.Post("/signin", s.signin)
		r.Post("/signout", s.signout)
		r.Post("/signout-everywhere", s.signoutEverywhere)
		r.Get("/forgot", s.forgotForm)
		r.Post("/forgot", s.forgot)
		r.Get("/account", s.account)
		r.Get("/account/codes", s.showSignupCodes)
		r.Post("/account/password", s.changePassword)
		r.Post("/account/rename", s.rename)
		r.Post("/account/recovery-codes", s.renewCodes)
		r.Get("/account/delete", s.deleteForm)
		r.Post("/account/delete", s.deleteAccount)
		r.Post("/lang", s.setLang)
		r.Get("/play/{slug}", s.gameNewForm)
		r.Post("/play/{slug}", s.gameCreate)
		r.Get("/games/{id}", s.gameShow)
		r.Post("/games/{id}", s.gameAct)
	})
	r.NotFound(s.notFound)
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		s.errorPage(w, r, http.StatusMethodNotAllowed, "Method not allowed", "Метод не поддерживается",
			"This address does not accept that kind of request.", "Этот адрес не принимает такой запрос.")
	})
	return r
}
