// Package password hashes passwords with argon2id (OWASP parameters:
// 19 MiB, 2 passes, 1 lane) in the PHC string format.
package password

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"golang.org/x/crypto/argon2"
)

const (
	memoryKiB = 19 * 1024
	passes    = 2
	lanes     = 1
	saltLen   = 16
	keyLen    = 32
)

var b64 = base64.RawStdEncoding

// ErrMalformed means a stored hash is not an argon2id PHC string.
var ErrMalformed = errors.New("password: malformed hash")

// slots bounds the hashes computed at once. Each takes 19 MiB and a CPU
// for tens of milliseconds, so more at once than there are CPUs adds only
// memory (64 sign-ups at once held 1.2 GB and kept the server's heap goal
// there for minutes) and never speed.
var slots = make(chan struct{}, max(1, runtime.GOMAXPROCS(0)))

// HashContext is Hash, waiting for a free slot no longer than ctx lives
// (a visitor who gave up does not cost a hash).
func HashContext(ctx context.Context, pw string) (string, error) {
	select {
	case slots <- struct{}{}:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	defer func() { <-slots }()
	return hash(pw), nil
}

// CheckContext is Check, waiting for a free slot no longer than ctx lives.
func CheckContext(ctx context.Context, pw, phc string) (bool, error) {
	select {
	case slots <- struct{}{}:
	case <-ctx.Done():
		return false, ctx.Err()
	}
	defer func() { <-slots }()
	return check(pw, phc)
}

// Hash returns the PHC string of an argon2id hash of pw with a new salt.
func Hash(pw string) string {
	h, _ := HashContext(context.Background(), pw)
	return h
}

// Check reports whether pw matches the PHC string, comparing in
// constant time with the parameters stored in the string.
func Check(pw, phc string) (bool, error) { return CheckContext(context.Background(), pw, phc) }

func hash(pw string) string {
	salt := make([]byte, saltLen)
	rand.Read(salt)
	key := argon2.IDKey([]byte(pw), salt, passes, memoryKiB, lanes, keyLen)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, memoryKiB, passes, lanes, b64.EncodeToString(salt), b64.EncodeToString(key))
}

func check(pw, phc string) (bool, error) {
	parts := strings.Split(phc, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, ErrMalformed
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, ErrMalformed
	}
	var m, t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil || m == 0 || t == 0 || p == 0 {
		return false, ErrMalformed
	}
	salt, err := b64.DecodeString(parts[4])
	if err != nil {
		return false, ErrMalformed
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil || len(want) == 0 {
		return false, ErrMalformed
	}
	got := argon2.IDKey([]byte(pw), salt, t, m, p, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}
