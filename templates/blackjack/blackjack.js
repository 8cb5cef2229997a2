// Blackjack page: the original game's keys. H hit, S stand, D double, P split,
// N next round (or a new bankroll when the game is over, or no insurance);
// a casino table adds R surrender and I insure. A key presses
// the button that carries it, so the server still decides everything.
"use strict";
(function () {
	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey || e.repeat) return;
		if (e.target.matches("input[type=text], input[type=number], textarea, select")) return;
		var key = e.key.toLowerCase();
		if ("hsdpnri".indexOf(key) < 0 || key.length !== 1) return;
		var button = document.querySelector('.bj [data-key="' + key + '"]');
		if (!button || button.disabled) return;
		e.preventDefault();
		button.click();
	});
})();
