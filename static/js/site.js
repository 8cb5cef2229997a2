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

// A plain form with data-confirm (a board's New game button while the
// game is still going, whether clicked or pressed by its key) asks first.
document.addEventListener("submit", function (e) {
	var q = e.target.dataset && e.target.dataset.confirm;
	if (q && !window.confirm(q)) e.preventDefault();
}, true);
