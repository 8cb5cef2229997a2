// Durak page: the original game's keys. ← → (or h l) move along the cards you may
// play, Enter plays the chosen one (the focused button submits its form),
// T takes the table, P passes, N starts a new game once the game is
// over, Q goes back to the hall. Every action still goes through the
// board's forms; the server decides.
"use strict";
hallCardKeys({
	board: ".dk",
	letters: "tpn",
	stops: ".dk-hand button.pc",
	key: function (e, k) {
		if (k !== "q") return false;
		if (!e.repeat) {
			e.preventDefault();
			window.location.href = "/";
		}
		return true;
	},
	enter: function (e, all) {
		// A focused card submits by itself; with none chosen, Enter
		// chooses the first card rather than playing blind.
		if (all.indexOf(document.activeElement) < 0 && all.length && !e.target.closest("button, a, input")) {
			e.preventDefault();
			all[0].focus();
		}
	}
});
