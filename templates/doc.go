// Package templates holds the hall's templ components: the layout and
// shared parts (cards, pieces, key help), and for each game its board,
// new-game form and rules pages. It renders view types and never touches
// the store.
package templates
