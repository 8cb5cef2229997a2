package kittest

import (
	"os"
	"strconv"
	"testing"
)

// Long reports whether GAMEHALL_LONG=1 asks for the long runs: bot
// matches of thousands of games, deep perft, solver statistics.
func Long() bool { return os.Getenv("GAMEHALL_LONG") != "" }

// Scale is short in an ordinary run and long when [Long] is set, for
// a test whose size (games, hands, depth) grows in the long runs.
func Scale[T any](short, long T) T {
	if Long() {
		return long
	}
	return short
}

// NeedLong skips t unless GAMEHALL_LONG=1 is set.
func NeedLong(t testing.TB) {
	t.Helper()
	if !Long() {
		t.Skip("set GAMEHALL_LONG=1")
	}
}

// NeedTune skips t unless GAMEHALL_TUNE=1 is set: tuning runs only
// report numbers for a person to read.
func NeedTune(t testing.TB) {
	t.Helper()
	if os.Getenv("GAMEHALL_TUNE") == "" {
		t.Skip("set GAMEHALL_TUNE=1")
	}
}

// Count is the whole number above zero in the environment variable name
// (the games or hands of a tuning run, say), or def when it is unset or
// not such a number.
func Count(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}
