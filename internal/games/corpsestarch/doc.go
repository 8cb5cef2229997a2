// Package corpsestarch is the rules engine of Corpse-Starch Box, an idle
// game in a grim far future: gather corpse starch by hand, then open the
// Servitors (passive income), the Munitorum (sharpening and upgrades),
// Purges (squads sent out for real minutes) and the Sump (a gamble on a
// bonus, a blessing, nothing or taint), while a chronicle reveals the
// world bit by bit.
//
// The server is the clock. Every amount is an exact integer (whole
// starch plus millionths; rates in thousandths per second), so
// [kit.Advancer.Advance] moves a state across any gap in closed form and
// one jump equals any number of small steps to the unit. Manual actions
// pass a token bucket kept in the state; too fast an action is refused
// with [kit.TooFast] (429 in the hall). Numbers and their reasons are in
// TUNING.md.
package corpsestarch
