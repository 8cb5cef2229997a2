package handlers

import (
	"bytes"
	"cmp"
	"context"
	"crypto/rand"
	"fmt"
	"maps"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"gamehall/internal/store"
	"gamehall/internal/username"
)

// memStore is Storage in memory, for request-flow tests that need no
// database: it keeps the rules the handlers rely on (ErrNotFound for
// another user's rows, the optimistic version, one result per game and
// board, unique names, expiring sessions, counted limits), and
// internal/store's own tests check that PostgreSQL keeps them too.
type memStore struct {
	mu    sync.Mutex
	users map[int64]*memUser
	games map[int64]*store.Game
	// results are each game's latest result per board, for the
	// finished games' outcomes; the owner is the game's.
	results  map[int64]map[string]store.Result // by game, then board
	sessions map[string]store.SessionRow
	hits     map[string]memCounter
	keys     map[string][]byte
	records  map[int64]*memRecord // by game
	now      func() time.Time
	// fail, when set, is returned by every call (an outage).
	fail error
	// dailies are the daily challenges' attempts, by game (made on use).
	dailies map[int64]memDaily
}

type memUser struct {
	store.User
	key, skeleton string
	codes         [][]byte
}

type memCounter struct {
	start time.Time
	hits  int
}

// memUserIDs numbers users across every memStore of the test binary:
// the bot scheduler is the process's, and halls running in parallel
// must not share a user's line of bot decisions.
var memUserIDs atomic.Int64

func newMemStore() *memStore {
	return &memStore{
		users: map[int64]*memUser{}, games: map[int64]*store.Game{}, results: map[int64]map[string]store.Result{},
		sessions: map[string]store.SessionRow{}, hits: map[string]memCounter{}, keys: map[string][]byte{},
		records: map[int64]*memRecord{},
		now:     time.Now,
	}
}

var _ Storage = (*memStore)(nil)

// lock takes the store's lock and reports the outage, if any.
func (m *memStore) lock() error {
	m.mu.Lock()
	return m.fail
}

func copyGame(g *store.Game) *store.Game {
	c := *g
	c.State = bytes.Clone(g.State)
	return &c
}

func (m *memStore) CreateGame(_ context.Context, g *store.Game, results []store.Result) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	if m.users[g.UserID] == nil {
		return fmt.Errorf("memstore: no user %d", g.UserID)
	}
	g.Version = 1
	g.CreatedAt, g.UpdatedAt = m.now(), m.now()
	m.games[g.ID] = copyGame(g)
	if g.Start != nil {
		m.records[g.ID] = &memRecord{start: bytes.Clone(g.Start), steps: slices.Clone(g.Steps)}
	}
	m.saveResults(g, results)
	return nil
}

func (m *memStore) saveResults(g *store.Game, results []store.Result) {
	for _, r := range results {
		if m.results[g.ID] == nil {
			m.results[g.ID] = map[string]store.Result{}
		}
		m.results[g.ID][r.Board] = r
	}
}

func (m *memStore) LoadGame(_ context.Context, id, userID int64) (*store.Game, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	g := m.games[id]
	if g == nil || g.UserID != userID {
		return nil, store.ErrNotFound
	}
	return copyGame(g), nil
}

func (m *memStore) SaveGame(_ context.Context, g *store.Game, results []store.Result) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	old := m.games[g.ID]
	if old == nil || old.Version != g.Version {
		return store.ErrConflict
	}
	g.Version++
	g.UpdatedAt = m.now()
	m.games[g.ID] = copyGame(g)
	if rec := m.records[g.ID]; rec != nil {
		rec.steps = append(rec.steps, g.Steps...)
	}
	m.saveResults(g, results)
	return nil
}

func (m *memStore) LoadSessionGame(ctx context.Context, sessionID string, gameID int64) (*store.SessionRow, *store.Game, error) {
	row, err := m.LoadSession(ctx, sessionID)
	if err != nil {
		return nil, nil, err
	}
	g, err := m.LoadGame(ctx, gameID, row.UserID)
	if err != nil {
		return row, nil, nil
	}
	return row, g, nil
}

func (m *memStore) summaries(userID int64, over bool, limit int) []store.GameSummary {
	var out []store.GameSummary
	for _, g := range m.games {
		if g.UserID == userID && g.Over == over {
			s := store.GameSummary{ID: g.ID, Slug: g.Slug, UpdatedAt: g.UpdatedAt, Moves: g.Moves, Options: g.Options}
			if over {
				s.FinishedAt = g.UpdatedAt
				if rs := m.results[g.ID]; len(rs) > 0 {
					first := slices.Sorted(maps.Keys(rs))[0]
					s.Outcome, s.Detail = rs[first].Outcome, rs[first].Detail
				}
			}
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].UpdatedAt.After(out[j].UpdatedAt) })
	return out[:min(limit, len(out))]
}

func (m *memStore) OpenGames(_ context.Context, userID int64, limit int) ([]store.GameSummary, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	return m.summaries(userID, false, limit), nil
}

func (m *memStore) FinishedGames(_ context.Context, userID int64, limit int) ([]store.GameSummary, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	return m.summaries(userID, true, limit), nil
}

func (m *memStore) CountGames(_ context.Context, userID int64) (map[string][2]int, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	out := map[string][2]int{}
	for _, g := range m.games {
		if g.UserID == userID {
			c := out[g.Slug]
			c[0]++
			if g.Over {
				c[1]++
			}
			out[g.Slug] = c
		}
	}
	return out, nil
}

func (m *memStore) CreateGuest(_ context.Context, lang string) (*store.User, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	u := &memUser{User: store.User{ID: memUserIDs.Add(1), Lang: lang}}
	m.users[u.ID] = u
	c := u.User
	return &c, nil
}

// name checks a new username for id against the others.
func (m *memStore) name(id int64, name string) (key, skel string, err error) {
	key, err = username.Key(name)
	if err != nil {
		return "", "", err
	}
	skel = username.Skeleton(key)
	for _, u := range m.users {
		switch {
		case u.ID == id || u.Username == "":
		case u.key == key:
			return "", "", store.ErrConflict
		case u.skeleton == skel:
			return "", "", store.ErrConfusable
		}
	}
	return key, skel, nil
}

func (m *memStore) CreateUser(_ context.Context, name, hash, lang string) (*store.User, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	key, skel, err := m.name(0, name)
	if err != nil {
		return nil, err
	}
	u := &memUser{User: store.User{ID: memUserIDs.Add(1), Username: name, PasswordHash: hash, Lang: lang}, key: key, skeleton: skel}
	m.users[u.ID] = u
	c := u.User
	return &c, nil
}

func (m *memStore) NameGuest(_ context.Context, id int64, name, hash string) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	u := m.users[id]
	if u == nil || u.Username != "" {
		return store.ErrNotFound
	}
	key, skel, err := m.name(id, name)
	if err != nil {
		return err
	}
	u.Username, u.PasswordHash, u.key, u.skeleton = name, hash, key, skel
	return nil
}

func (m *memStore) RenameUser(_ context.Context, id int64, name string) error {
	defer m.mu.Unlock()
	u, err := m.account(id)
	if err != nil {
		return err
	}
	key, skel, err := m.name(id, name)
	if err != nil {
		return err
	}
	u.Username, u.key, u.skeleton = name, key, skel
	return nil
}

func (m *memStore) UserByID(_ context.Context, id int64) (*store.User, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	u := m.users[id]
	if u == nil {
		return nil, store.ErrNotFound
	}
	c := u.User
	return &c, nil
}

func (m *memStore) UserByName(_ context.Context, name string) (*store.User, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	key, err := username.Key(name)
	if err != nil {
		return nil, store.ErrNotFound
	}
	for _, u := range m.users {
		if u.Username != "" && u.key == key {
			c := u.User
			return &c, nil
		}
	}
	return nil, store.ErrNotFound
}

func (m *memStore) SetLang(_ context.Context, id int64, lang string) error {
	return m.setUser(id, func(u *memUser) { u.Lang = lang })
}

func (m *memStore) SetPrefs(_ context.Context, id int64, prefs string) error {
	return m.setUser(id, func(u *memUser) { u.Prefs = prefs })
}

// account locks the store and returns the account id (a user with a
// name), or ErrNotFound; the caller unlocks.
func (m *memStore) account(id int64) (*memUser, error) {
	if err := m.lock(); err != nil {
		return nil, err
	}
	if u := m.users[id]; u != nil && u.Username != "" {
		return u, nil
	}
	return nil, store.ErrNotFound
}

// setUser changes the user id, if there is one, under the lock.
func (m *memStore) setUser(id int64, set func(*memUser)) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	if u := m.users[id]; u != nil {
		set(u)
	}
	return nil
}

func (m *memStore) MoveGames(_ context.Context, from, to int64) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	for _, g := range m.games {
		if g.UserID == from {
			g.UserID = to
		}
	}
	m.moveDailies(from, to)
	return nil
}

func (m *memStore) DeleteUser(_ context.Context, userID int64) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	if m.users[userID] == nil {
		return store.ErrNotFound
	}
	delete(m.users, userID)
	for id, g := range m.games {
		if g.UserID == userID {
			delete(m.games, id)
			delete(m.results, id)
		}
	}
	m.endSessions(userID)
	return nil
}

func (m *memStore) endSessions(userID int64) {
	for id, s := range m.sessions {
		if s.UserID == userID {
			delete(m.sessions, id)
		}
	}
}

func (m *memStore) ChangePassword(_ context.Context, userID int64, hash string) error {
	defer m.mu.Unlock()
	u, err := m.account(userID)
	if err != nil {
		return err
	}
	u.PasswordHash = hash
	m.endSessions(userID)
	return nil
}

func (m *memStore) ResetPassword(_ context.Context, userID int64, codeHash []byte, hash string) error {
	defer m.mu.Unlock()
	u, err := m.account(userID)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(u.codes, func(c []byte) bool { return bytes.Equal(c, codeHash) })
	if i < 0 {
		return store.ErrNotFound
	}
	u.codes = slices.Delete(u.codes, i, i+1)
	u.PasswordHash = hash
	m.endSessions(userID)
	return nil
}

func (m *memStore) SetRecoveryCodes(_ context.Context, userID int64, hashes [][]byte) error {
	return m.setUser(userID, func(u *memUser) { u.codes = slices.Clone(hashes) })
}

func (m *memStore) RecoveryCodesLeft(_ context.Context, userID int64) (int, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return 0, err
	}
	if u := m.users[userID]; u != nil {
		return len(u.codes), nil
	}
	return 0, nil
}

func (m *memStore) LoadSession(_ context.Context, id string) (*store.SessionRow, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	s, ok := m.sessions[id]
	if !ok || !s.ExpiresAt.After(m.now()) {
		return nil, store.ErrNotFound
	}
	s.Data = bytes.Clone(s.Data)
	return &s, nil
}

func (m *memStore) SaveSession(_ context.Context, row *store.SessionRow) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	s := *row
	s.Data = bytes.Clone(row.Data)
	m.sessions[row.ID] = s
	return nil
}

func (m *memStore) DeleteSession(_ context.Context, id string) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	delete(m.sessions, id)
	return nil
}

func (m *memStore) DeleteUserSessions(_ context.Context, userID int64) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	m.endSessions(userID)
	return nil
}

func (m *memStore) HitAll(_ context.Context, window time.Duration, keys ...string) ([]int, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	out := make([]int, len(keys))
	now := m.now()
	for i, k := range keys {
		c := m.hits[k]
		if c.start.IsZero() || c.start.Before(now.Add(-window)) {
			c = memCounter{start: now}
		}
		c.hits++
		m.hits[k] = c
		out[i] = c.hits
	}
	return out, nil
}

func (m *memStore) Forgive(_ context.Context, key string) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	if c, ok := m.hits[key]; ok && c.hits > 0 {
		c.hits--
		m.hits[key] = c
	}
	return nil
}

// The fake keeps no standings or ratings: their ranking, periods and
// upserts are SQL, tested against PostgreSQL in internal/store
// (results_test.go: the order, ties and win rates) and by the handlers'
// leaderboard and profile tests; a copy here would be a second
// implementation to keep in step. Here they only need to answer, or fail
// when the fake is down.

func (m *memStore) Board(_ context.Context, q store.BoardQuery) (*store.Leaderboard, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	return &store.Leaderboard{}, nil
}

func (m *memStore) Ratings(context.Context, int64) ([]store.PlayerRating, time.Time, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, time.Time{}, err
	}
	return nil, time.Time{}, nil
}

func (m *memStore) RatingHistory(context.Context, int64, string, int) ([]store.RatingPoint, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	return nil, nil
}

func (m *memStore) PlayerStats(context.Context, int64) ([]store.GameStats, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	return nil, nil
}

// SoloResults reads the finished games' results on the boards, in the
// order the games were made (their ids grow).
func (m *memStore) SoloResults(_ context.Context, userID int64, slug string, boards []string) ([]store.SoloResult, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	var ids []int64
	for id, g := range m.games {
		if g.UserID == userID && g.Slug == slug && g.Over {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	var out []store.SoloResult
	for _, id := range ids {
		for _, b := range boards {
			if r, ok := m.results[id][b]; ok && r.Ranked && r.Outcome != "none" {
				out = append(out, store.SoloResult{Board: b, Outcome: r.Outcome, Detail: r.Detail, Daily: m.dailies[id].ranked})
			}
		}
	}
	return out, nil
}

func (m *memStore) Key(_ context.Context, name string, size int) ([]byte, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	if k, ok := m.keys[name]; ok {
		return k, nil
	}
	k := make([]byte, size)
	rand.Read(k)
	m.keys[name] = k
	return k, nil
}

func (m *memStore) Ping(context.Context) error {
	defer m.mu.Unlock()
	return m.lock()
}

func (m *memStore) CheckWrites(context.Context) error {
	defer m.mu.Unlock()
	return m.lock()
}

// setFail makes every later call fail with err (nil: recover).
func (m *memStore) setFail(err error) {
	m.mu.Lock()
	m.fail = err
	m.mu.Unlock()
}

// memRecord is a game's record: the state it started from and its steps.
type memRecord struct {
	start []byte
	steps []store.Step
}

func (m *memStore) LoadRecord(_ context.Context, id int64) (*store.Record, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	g := m.games[id]
	if g == nil {
		return nil, store.ErrNotFound
	}
	rec := &store.Record{Game: *copyGame(g), FinishedAt: g.UpdatedAt, Detail: map[string]any{}}
	if u := m.users[g.UserID]; u != nil {
		rec.Player = u.Username
	}
	for _, b := range slices.Sorted(maps.Keys(m.results[id])) {
		r := m.results[id][b]
		rec.Outcome, rec.Ranked, rec.Detail = r.Outcome, r.Ranked, r.Detail
		break
	}
	if r := m.records[id]; r != nil {
		rec.Start, rec.Steps = bytes.Clone(r.start), slices.Clone(r.steps)
	}
	return rec, nil
}

func (m *memStore) AbortGame(_ context.Context, id, userID, version int64) error {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return err
	}
	g := m.games[id]
	if g == nil || g.UserID != userID || g.Version != version || g.Over || g.Moves != 0 {
		return store.ErrConflict
	}
	delete(m.games, id)
	delete(m.results, id)
	delete(m.records, id)
	return nil
}

func (m *memStore) StaleGames(_ context.Context, slugs []string, before time.Time, limit int) ([]store.GameRef, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	var out []store.GameRef
	for _, g := range m.games {
		if !g.Over && slices.Contains(slugs, g.Slug) && g.UpdatedAt.Before(before) && g.Moves > 0 {
			out = append(out, store.GameRef{ID: g.ID, UserID: g.UserID})
		}
	}
	slices.SortFunc(out, func(a, b store.GameRef) int { return cmp.Compare(a.ID, b.ID) })
	return out[:min(limit, len(out))], nil
}

func (m *memStore) LastOptions(_ context.Context, userID int64, slug string) (string, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return "", err
	}
	var last *store.Game
	for _, g := range m.games {
		if g.UserID == userID && g.Slug == slug && g.Options != "" && (last == nil || g.CreatedAt.After(last.CreatedAt)) {
			last = g
		}
	}
	if last == nil {
		return "", nil
	}
	return last.Options, nil
}
