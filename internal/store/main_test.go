package store_test

import (
	"testing"

	"gamehall/internal/testdb"
)

// TestMain stops the throwaway PostgreSQL cluster after the tests.
func TestMain(m *testing.M) { testdb.Main(m) }
