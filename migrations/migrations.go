// Package migrations holds the database schema as numbered SQL files,
// embedded into the binary and applied at start by internal/store.
package migrations

import "embed"

// FS holds the *.sql files.
//
//go:embed *.sql
var FS embed.FS
