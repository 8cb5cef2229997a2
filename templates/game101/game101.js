// 101 page keys, as the rules list them: ← → (or h l) move along the
// playable cards of your hand, Enter plays the one chosen (the browser
// presses the focused button), D draws from the stock (or passes when
// nothing is left), N deals the next round or starts a new match. Every
// action still goes through the board's forms; the server decides.
// When you are out and the bots pause between rounds, they are sent on
// after a moment.
"use strict";
(function () {
	// Once you are out the bots play the match out; when they pause
	// between rounds, send them on after a moment.
	var auto = null;
	function autoNext() {
		clearTimeout(auto);
		var b = document.querySelector(".g101 [data-auto]");
		if (b) auto = setTimeout(function () { if (document.contains(b)) b.click(); }, 1500);
	}
	document.addEventListener("DOMContentLoaded", autoNext);
	document.addEventListener("htmx:after:swap", autoNext);

	hallCardKeys({
		board: ".g101",
		letters: "dn",
		stops: ".g101-hand button.pc",
		enter: function (e, cards) {
			// Enter on a focused card plays it natively; with nothing
			// focused it plays the only card that fits, if there is one.
			if (document.activeElement && document.activeElement.closest(".g101 form")) return;
			if (cards.length === 1) { e.preventDefault(); cards[0].click(); }
		}
	});
})();
