// Durak page: the original game's keys. ← → (or h l) move along the cards you may
// play, Enter plays the chosen one (the focused button submits its form),
// T takes the table, P passes, N starts a new game once the game is
// over, Q goes back to the hall. Every action still goes through the
// board's forms; the server decides.
"use strict";
(function () {
	function playable() {
		return Array.prototype.slice.call(document.querySelectorAll(".dk-hand button.pc"));
	}

	function press(key) {
		var button = document.querySelector('.dk [data-key="' + key + '"]');
		if (!button || button.disabled) return false;
		button.click();
		return true;
	}

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches("input[type=text], input[type=number], input[type=password], textarea, select")) return;
		if (!document.querySelector(".dk")) return;
		var all = playable();
		var at = all.indexOf(document.activeElement);
		switch (e.key) {
		case "ArrowLeft":
		case "ArrowRight":
		case "h":
		case "l":
			if (!all.length) return;
			e.preventDefault();
			hallCycle(all, e.key === "ArrowLeft" || e.key === "h");
			return;
		case "Enter":
			// A focused card submits by itself; with none chosen, Enter
			// chooses the first card rather than playing blind.
			if (at < 0 && all.length && !e.target.closest("button, a, input")) {
				e.preventDefault();
				all[0].focus();
			}
			return;
		case "t":
		case "T":
		case "p":
		case "P":
		case "n":
		case "N":
			if (e.repeat) return;
			if (press(e.key.toLowerCase())) e.preventDefault();
			return;
		case "q":
		case "Q":
			if (e.repeat) return;
			e.preventDefault();
			window.location.href = "/";
			return;
		}
	});
})();
