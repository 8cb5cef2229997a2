// Package owchess is the Open World Chess bot. It plays only from its
// seat's view: the board it sees (squares under its fog are empty to
// it), its coins and upgrades. It searches the moves it could make and
// the enemy's replies among the pieces it can see, weighing fights by
// the game's HP rules, and shops when it stands at a merchant.
//
// Levels: Easy looks one move ahead and sometimes settles for a worse
// move than its best; Medium looks at the enemy's reply; Strong looks
// one move further with alpha-beta pruning.
package owchess
