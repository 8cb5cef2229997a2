// Chess page: the square picker (static/js/squares.js) with dragging by
// touch too, and n for a new game. Legal targets light up; a move shows
// on the board at once while the bot thinks. Every move is still the
// board form's submit, so the server decides.
"use strict";
hallSquares({
	board: ".cb-board",
	mine: "cb-mine",
	status: ".cb-status",
	log: ".cb-moves",
	enterSkip: "a, summary, textarea, .cb-side button, .cb-promo",
	touchDrag: true,
	ghost: 0.94,
	lift: function (pc, on) { pc.style.opacity = on ? "0.35" : ""; },
	key: function (e, k) {
		if (k !== "n" && k !== "N") return false;
		var n = document.querySelector(".cb-new");
		if (n) n.click();
		e.preventDefault();
		return true;
	},
});
