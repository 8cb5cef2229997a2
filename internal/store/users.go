package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// User is an account, or a guest when Username is empty.
type User struct {
	ID           int64
	Username     string
	PasswordHash string
	Lang         string
}

// Guest reports whether the user has not signed up.
func (u *User) Guest() bool { return u.Username == "" }

// CreateGuest makes a new guest user.
func (s *Store) CreateGuest(ctx context.Context, lang string) (*User, error) {
	u := &User{Lang: lang}
	err := s.pool.QueryRow(ctx, `INSERT INTO users (lang) VALUES ($1) RETURNING id`, lang).Scan(&u.ID)
	if err != nil {
		return nil, fmt.Errorf("store: create guest: %w", err)
	}
	return u, nil
}

// CreateUser makes a new named account.
func (s *Store) CreateUser(ctx context.Context, username, hash, lang string) (*User, error) {
	u := &User{Username: username, PasswordHash: hash, Lang: lang}
	err := s.pool.QueryRow(ctx,
		`INSERT INTO users (username, password_hash, lang) VALUES ($1, $2, $3) RETURNING id`,
		username, hash, lang).Scan(&u.ID)
	if isUniqueViolation(err) {
		return nil, ErrConflict
	}
	if err != nil {
		return nil, fmt.Errorf("store: create user: %w", err)
	}
	return u, nil
}

// NameGuest turns a guest into an account, keeping its id and so its games.
func (s *Store) NameGuest(ctx context.Context, id int64, username, hash string) error {
	tag, err := s.pool.Exec(ctx,
		`UPDATE users SET username = $2, password_hash = $3 WHERE id = $1 AND username IS NULL`,
		id, username, hash)
	if isUniqueViolation(err) {
		return ErrConflict
	}
	if err != nil {
		return fmt.Errorf("store: name guest: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return nil
}

// UserByID loads a user.
func (s *Store) UserByID(ctx context.Context, id int64) (*User, error) {
	return s.userWhere(ctx, `id = $1`, id)
}

// UserByName loads an account by its username, case-insensitively.
func (s *Store) UserByName(ctx context.Context, username string) (*User, error) {
	return s.userWhere(ctx, `lower(username) = lower($1)`, username)
}

func (s *Store) userWhere(ctx context.Context, where string, arg any) (*User, error) {
	var u User
	var name, hash *string
	err := s.pool.QueryRow(ctx,
		`SELECT id, username, password_hash, lang FROM users WHERE `+where, arg).
		Scan(&u.ID, &name, &hash, &u.Lang)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: load user: %w", err)
	}
	if name != nil {
		u.Username = *name
	}
	if hash != nil {
		u.PasswordHash = *hash
	}
	return &u, nil
}

// SetLang remembers a user's language.
func (s *Store) SetLang(ctx context.Context, id int64, lang string) error {
	_, err := s.pool.Exec(ctx, `UPDATE users SET lang = $2 WHERE id = $1`, id, lang)
	if err != nil {
		return fmt.Errorf("store: set lang: %w", err)
	}
	return nil
}

// MoveGames gives every game (and result) of one user to another: used
// when a guest with games signs in to an existing account.
func (s *Store) MoveGames(ctx context.Context, from, to int64) error {
	return s.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE games SET user_id = $2 WHERE user_id = $1`, from, to); err != nil {
			return fmt.Errorf("store: move games: %w", err)
		}
		if _, err := tx.Exec(ctx, `UPDATE results SET user_id = $2 WHERE user_id = $1`, from, to); err != nil {
			return fmt.Errorf("store: move results: %w", err)
		}
		return nil
	})
}

func isUniqueViolation(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "23505"
}
