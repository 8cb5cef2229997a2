// Site-wide behaviour. Game pages add their own scripts.
"use strict";
// A board swapped in by htmx after a refused move keeps focus usable.
document.addEventListener("htmx:after:swap", function () {
	var board = document.getElementById("board");
	if (board && document.activeElement === document.body) {
		var f = board.querySelector("[data-focus]");
		if (f) f.focus({ preventScroll: true });
	}
});
