// Package pages holds the site's own pages around the games: home,
// leaderboards, profile, account, rules, errors, and the frames of a
// game's page and its new-game page. Game names come in from the
// registry (internal/handlers); pages never touch the store.
package pages
