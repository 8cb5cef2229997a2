package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"gamehall/internal/username"
)

// User is an account, or a guest when Username is empty.
type User struct {
	ID           int64
	Username     string
	PasswordHash string
	Lang         string
	// Prefs are the person's table settings, form-encoded
	// ("speed=fast&sound=off&theme=dark"); empty for the defaults.
	Prefs string
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

// ErrConfusable means a username looks like one that exists (their
// confusable skeletons are equal) though it is not the same name.
var ErrConfusable = errors.New("store: username confusable with another")

// nameKeys returns the canonical key and the skeleton of a username.
func nameKeys(name string) (key, skeleton string, err error) {
	key, err = username.Key(name)
	if err != nil {
		return "", "", fmt.Errorf("store: username %q: %w", name, err)
	}
	return key, username.Skeleton(key), nil
}

// nameErr turns a unique violation on the key into ErrConflict and on the
// skeleton into ErrConfusable.
func nameErr(err error, what string) error {
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == "23505" {
		if pe.ConstraintName == "users_username_skeleton_unique" {
			return ErrConfusable
		}
		return ErrConflict
	}
	return fmt.Errorf("store: %s: %w", what, err)
}

// CreateUser makes a new named account. A name taken in any case is
// ErrConflict; a name that looks like another is ErrConfusable.
func (s *Store) CreateUser(ctx context.Context, name, hash, lang string) (*User, error) {
	key, skel, err := nameKeys(name)
	if err != nil {
		return nil, err
	}
	u := &User{Username: name, PasswordHash: hash, Lang: lang}
	err = s.pool.QueryRow(ctx,
		`INSERT INTO users (username, username_key, username_skeleton, password_hash, lang)
		VALUES ($1, $2, $3, $4, $5) RETURNING id`,
		name, key, skel, hash, lang).Scan(&u.ID)
	if err != nil {
		return nil, nameErr(err, "create user")
	}
	return u, nil
}

// NameGuest turns a guest into an account, keeping its id and so its games.
func (s *Store) NameGuest(ctx context.Context, id int64, name, hash string) error {
	key, skel, err := nameKeys(name)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx,
			`UPDATE users SET username = $2, username_key = $3, username_skeleton = $4, password_hash = $5
			WHERE id = $1 AND username IS NULL`,
			id, name, key, skel, hash)
		if err != nil {
			return nameErr(err, "name guest")
		}
		if tag.RowsAffected() == 0 {
			return ErrNotFound
		}
		// The guest's ranked games now appear on the boards.
		if _, err := tx.Exec(ctx, `UPDATE standings SET listed = true WHERE user_id = $1`, id); err != nil {
			return fmt.Errorf("store: name guest: %w", err)
		}
		return nil
	})
}

// RenameUser gives an account a new username under the same rules.
func (s *Store) RenameUser(ctx context.Context, id int64, name string) error {
	key, skel, err := nameKeys(name)
	if err != nil {
		return err
	}
	tag, err := s.pool.Exec(ctx,
		`UPDATE users SET username = $2, username_key = $3, username_skeleton = $4
		WHERE id = $1 AND username IS NOT NULL`, id, name, key, skel)
	if err != nil {
		return nameErr(err, "rename user")
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return nil
}

// backfillUsernameKeys fills the key and skeleton of accounts made before
// they existed. Two old names that now share a key or skeleton (the C
// locale kept "Жора" and "жора" apart) cannot both keep their name: the
// older account keeps it, the newer one gets its id appended (so it can
// still sign in, as "жора_17") and a warning names both ids, never a
// password. Nothing is merged or deleted.
func (s *Store) backfillUsernameKeys(ctx context.Context) error {
	rows, err := s.pool.Query(ctx,
		`SELECT id, username FROM users WHERE username IS NOT NULL AND username_key IS NULL ORDER BY id`)
	if err != nil {
		return fmt.Errorf("store: backfill usernames: %w", err)
	}
	type named struct {
		id   int64
		name string
	}
	var todo []named
	for rows.Next() {
		var n named
		if err := rows.Scan(&n.id, &n.name); err != nil {
			rows.Close()
			return fmt.Errorf("store: backfill usernames: %w", err)
		}
		todo = append(todo, n)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("store: backfill usernames: %w", err)
	}
	for _, n := range todo {
		name := n.name
		for attempt := 0; ; attempt++ {
			key, skel, err := nameKeys(name)
			if err != nil { // an old name PRECIS refuses: keep it reachable by its lower case
				key, skel = strings.ToLower(name), strings.ToLower(name)
			}
			_, err = s.pool.Exec(ctx,
				`UPDATE users SET username = $2, username_key = $3, username_skeleton = $4 WHERE id = $1`,
				n.id, name, key, skel)
			if err == nil {
				break
			}
			if err = nameErr(err, "backfill usernames"); !errors.Is(err, ErrConflict) && !errors.Is(err, ErrConfusable) || attempt > 3 {
				return err
			}
			var other int64
			s.pool.QueryRow(ctx, `SELECT id FROM users WHERE username_key = $1 OR username_skeleton = $2 LIMIT 1`, key, skel).Scan(&other)
			renamed := n.name + "_" + strconv.FormatInt(n.id, 10) + strings.Repeat("_", attempt)
			slog.Warn("store: username collides with an older account; renamed",
				"user", n.id, "from", n.name, "to", renamed, "older_user", other)
			name = renamed
		}
	}
	return nil
}

// UserByID loads a user.
func (s *Store) UserByID(ctx context.Context, id int64) (*User, error) {
	return s.userWhere(ctx, `id = $1`, id)
}

// UserByName loads an account by its username in any case or form that
// has the same canonical key.
func (s *Store) UserByName(ctx context.Context, name string) (*User, error) {
	key, err := username.Key(name)
	if err != nil {
		return nil, ErrNotFound // no account can have a name PRECIS refuses
	}
	return s.userWhere(ctx, `username_key = $1`, key)
}

func (s *Store) userWhere(ctx context.Context, where string, arg any) (*User, error) {
	var u User
	var name, hash *string
	err := s.pool.QueryRow(ctx,
		`SELECT id, username, password_hash, lang, prefs FROM users WHERE `+where, arg).
		Scan(&u.ID, &name, &hash, &u.Lang, &u.Prefs)
	if err != nil {
		return nil, readErr(err, "load user")
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

// SetPrefs stores a user's table settings (form-encoded).
func (s *Store) SetPrefs(ctx context.Context, id int64, prefs string) error {
	_, err := s.pool.Exec(ctx, `UPDATE users SET prefs = $2 WHERE id = $1`, id, prefs)
	if err != nil {
		return fmt.Errorf("store: set prefs: %w", err)
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
		if err := moveDailyAttempts(ctx, tx, from, to); err != nil {
			return err
		}
		return moveStandings(ctx, tx, from, to)
	})
}

// IdleGuestAge is how long a guest who never made a move is kept. A day
// lets a person who opened a game come back to it later that day; a
// guest untouched for longer has nothing worth keeping (no move in any
// game), and most are bounces or scripts. With the per-address guest
// limit this bounds how many such rows one address can keep alive.
const IdleGuestAge = 24 * time.Hour

// DeleteIdleGuests deletes guests made more than olderThan ago who never
// moved in any game (every game still at its first version), with their
// games and sessions (by ON DELETE CASCADE), in batches so no statement
// holds many locks. It reports how many it deleted.
func (s *Store) DeleteIdleGuests(ctx context.Context, olderThan time.Duration) (int64, error) {
	var total int64
	for {
		tag, err := s.pool.Exec(ctx, `
			DELETE FROM users WHERE id IN (
				SELECT u.id FROM users u
				WHERE u.username IS NULL AND u.created_at < now() - $1::interval
				AND NOT EXISTS (SELECT 1 FROM games g WHERE g.user_id = u.id AND g.version > 1)
				LIMIT 1000)`, olderThan)
		if err != nil {
			return total, fmt.Errorf("store: delete idle guests: %w", err)
		}
		total += tag.RowsAffected()
		if tag.RowsAffected() < 1000 {
			return total, nil
		}
	}
}
