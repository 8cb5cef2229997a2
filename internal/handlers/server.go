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

	"gamehall/internal/connlimit"
	"gamehall/internal/session"
	"gamehall/static"
)

// Config is what the hall's server needs. Only Store is required;
// NewHTTPServer fills in the rest.
type Config struct {
	// Store is the hall's storage: *store.Store, or a fake in tests.
	Store Storage
	// Sessions keeps browser sessions; nil makes one on Store with
	// SessionKeys and SessionMaxAge.
	Sessions *session.Store
	// SessionKeys are securecookie hash/block key pairs (the first pair
	// signs, all are accepted); nil takes the pair kept in the database,
	// made once, so every instance agrees.
	SessionKeys [][]byte
	// SessionMaxAge is how long a session lasts without a visit (30 days
	// when zero).
	SessionMaxAge time.Duration
	// Games are the games served (every game when nil).
	Games *Registry
	Log   *slog.Logger
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
	// Conns caps the connections held at once (zero: no caps).
	Conns connlimit.Limits
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

// routes returns the hall's HTTP handler on a filled-in cfg.
func routes(cfg Config) http.Handler {
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
		r.Use(s.withVisitor)
		h := s.handle
		r.Get("/", h(s.home))
		r.Get("/rules/{slug}", h(s.rules))
		r.Get("/leaderboards", h(s.leaderboards))
		r.Get("/leaderboard/{slug}", h(s.leaderboard))
		r.Get("/profile", h(s.profile))
		r.Get("/u/{name}", h(s.publicProfile))
		r.Get("/r/{id}", h(s.recordShow))
		r.Get("/daily", h(s.dailyShow))
		r.Get("/daily/{day}", h(s.dailyShow))
		r.Post("/daily/{day}/{challenge}", h(s.dailyPlay))
		r.Get("/signup", h(s.signupForm))
		r.Post("/signup", h(s.signup))
		r.Get("/signin", h(s.signinForm))
		r.Post("/signin", h(s.signin))
		r.Post("/signout", h(s.signout))
		r.Post("/signout-everywhere", h(s.signoutEverywhere))
		r.Get("/forgot", h(s.forgotForm))
		r.Post("/forgot", h(s.forgot))
		r.Post("/lang", h(s.setLang))
		r.Post("/prefs", h(s.setPrefs))
		r.Get("/play/{slug}", h(s.gameNewForm))
		r.Post("/play/{slug}", h(s.gameCreate))
		r.Get("/play/{slug}/ranked", h(s.rankedNote))
		r.Group(func(r chi.Router) {
			r.Use(s.requireAccount)
			r.Get("/account", h(s.account))
			r.Get("/account/codes", h(s.showSignupCodes))
			r.Post("/account/password", h(s.changePassword))
			r.Post("/account/rename", h(s.rename))
			r.Post("/account/recovery-codes", h(s.renewCodes))
			r.Get("/account/delete", h(s.deleteForm))
			r.Post("/account/delete", h(s.deleteAccount))
		})
		r.Group(func(r chi.Router) {
			r.Use(s.withGame)
			r.Get("/games/{id}", h(s.gameShow))
			r.Post("/games/{id}", h(s.gameAct))
			r.Get("/games/{id}/leave", h(s.gameLeaveForm))
			r.Post("/games/{id}/leave", h(s.gameLeave))
		})
	})
	r.NotFound(s.notFound)
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		s.errorPage(w, r, http.StatusMethodNotAllowed, "Method not allowed", "Метод не поддерживается",
			"This address does not accept that kind of request.", "Этот адрес не принимает такой запрос.")
	})
	return r
}
