package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// SetRecoveryCodes replaces a user's recovery codes with the given
// hashes: the old codes stop working.
func (s *Store) SetRecoveryCodes(ctx context.Context, userID int64, hashes [][]byte) error {
	return s.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM recovery_codes WHERE user_id = $1`, userID); err != nil {
			return fmt.Errorf("store: recovery codes: %w", err)
		}
		if _, err := tx.Exec(ctx,
			`INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, h FROM unnest($2::bytea[]) AS h ON CONFLICT DO NOTHING`,
			userID, hashes); err != nil {
			return fmt.Errorf("store: recovery codes: %w", err)
		}
		return nil
	})
}

// RecoveryCodesLeft counts a user's unused recovery codes.
func (s *Store) RecoveryCodesLeft(ctx context.Context, userID int64) (int, error) {
	var n int
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM recovery_codes WHERE user_id = $1`, userID).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: recovery codes: %w", err)
	}
	return n, nil
}

// ResetPassword burns the recovery code with the given hash and, in the
// same transaction, sets the new password hash and ends every session
// of the user. A code that is not the user's (or already used) changes
// nothing and is ErrNotFound.
func (s *Store) ResetPassword(ctx context.Context, userID int64, codeHash []byte, passwordHash string) error {
	return s.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `DELETE FROM recovery_codes WHERE user_id = $1 AND code_hash = $2`, userID, codeHash)
		if err != nil {
			return fmt.Errorf("store: reset password: %w", err)
		}
		if tag.RowsAffected() == 0 {
			return ErrNotFound
		}
		return setPassword(ctx, tx, userID, passwordHash)
	})
}

// ChangePassword sets a new password hash and ends every session of the
// user (the caller starts a fresh one for the browser that asked).
func (s *Store) ChangePassword(ctx context.Context, userID int64, passwordHash string) error {
	return s.inTx(ctx, func(tx pgx.Tx) error { return setPassword(ctx, tx, userID, passwordHash) })
}

func setPassword(ctx context.Context, tx pgx.Tx, userID int64, hash string) error {
	tag, err := tx.Exec(ctx, `UPDATE users SET password_hash = $2 WHERE id = $1 AND username IS NOT NULL`, userID, hash)
	if err != nil {
		return fmt.Errorf("store: set password: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	if _, err := tx.Exec(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("store: set password: %w", err)
	}
	return nil
}

// DeleteUser deletes an account with its games, results, sessions and
// recovery codes (ON DELETE CASCADE).
func (s *Store) DeleteUser(ctx context.Context, userID int64) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM users WHERE id = $1`, userID)
	if err != nil {
		return fmt.Errorf("store: delete user: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return nil
}
