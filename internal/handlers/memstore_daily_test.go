package handlers

import (
	"context"
	"slices"
	"time"

	"gamehall/internal/store"
)

// memDaily is one game's daily attempt.
type memDaily struct {
	day       time.Time
	challenge string
	user      int64
	ranked    bool
}

func (m *memStore) CreateDailyGame(ctx context.Context, g *store.Game, results []store.Result, day time.Time, challenge string, ranked bool) error {
	m.mu.Lock()
	for _, a := range m.dailies {
		if ranked && a.ranked && a.day.Equal(day) && a.challenge == challenge && a.user == g.UserID {
			m.mu.Unlock()
			return store.ErrDailyTaken
		}
	}
	m.mu.Unlock()
	if err := m.CreateGame(ctx, g, results); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.dailies == nil {
		m.dailies = map[int64]memDaily{}
	}
	m.dailies[g.ID] = memDaily{day: day, challenge: challenge, user: g.UserID, ranked: ranked}
	return nil
}

func (m *memStore) DailyRanked(_ context.Context, day time.Time, challenge string, userID int64) (*store.DailyAttempt, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	for id, a := range m.dailies {
		if a.ranked && a.day.Equal(day) && a.challenge == challenge && a.user == userID {
			return &store.DailyAttempt{GameID: id, Over: m.games[id].Over}, nil
		}
	}
	return nil, store.ErrNotFound
}

// DailyStandings keeps no result times, so unlike the database it also
// lists wins made after the day ended.
func (m *memStore) DailyStandings(_ context.Context, day time.Time, challenge, board string, limit int) (*store.DailyBoard, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return nil, err
	}
	b := &store.DailyBoard{}
	for id, a := range m.dailies {
		if !a.ranked || !a.day.Equal(day) || a.challenge != challenge {
			continue
		}
		b.Played++
		r, ok := m.results[id][board]
		if !ok || !r.Ranked || r.Outcome != "win" {
			continue
		}
		b.Won++
		if u := m.users[a.user]; u != nil && u.Username != "" {
			b.Rows = append(b.Rows, store.DailyStanding{UserID: a.user, Username: u.Username, GameID: id, Score: r.Score, Moves: r.Moves})
		}
	}
	slices.SortFunc(b.Rows, func(x, y store.DailyStanding) int {
		if x.Score != y.Score {
			return int(x.Score - y.Score)
		}
		return x.Moves - y.Moves
	})
	b.Rows = b.Rows[:min(len(b.Rows), limit)]
	for i := range b.Rows {
		b.Rows[i].Rank = i + 1
	}
	return b, nil
}

func (m *memStore) DailyDay(_ context.Context, gameID int64) (time.Time, bool, error) {
	defer m.mu.Unlock()
	if err := m.lock(); err != nil {
		return time.Time{}, false, err
	}
	a, ok := m.dailies[gameID]
	return a.day, ok, nil
}

// moveDailies is MoveGames' part for daily attempts (m.mu held): where
// both users have a ranked attempt at one challenge, the account's stays
// ranked and the guest's becomes practice.
func (m *memStore) moveDailies(from, to int64) {
	for id, a := range m.dailies {
		if a.user != from {
			continue
		}
		for _, b := range m.dailies {
			if a.ranked && b.ranked && b.user == to && b.day.Equal(a.day) && b.challenge == a.challenge {
				a.ranked = false
			}
		}
		a.user = to
		m.dailies[id] = a
	}
}
