// Package faults holds the hall's fault tests: PostgreSQL stopped and
// started again under load, the server killed with SIGKILL under load and
// started again, and two server instances sharing one database. They play
// over real HTTP, record every move the server acknowledged, and then
// check the database: every acknowledged move is there, every state
// decodes with its engine, and no game is half-applied.
//
// The package has no code of its own; everything is in its tests.
package faults
