// Package ui holds what every game's view package and the site's pages
// share: the page layout, the frames a board and a new-game form are
// rendered in ([Frame], [NewFrame]), the [View] a game's view package
// exports, playing cards, chess pieces, icons and the helpers for two
// languages. It renders view types and never touches the store.
package ui
