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

// The new-game form says live whether the game will be ranked: on each
// change the server answers for the form's fields (the same decision the
// game will store). Without JavaScript the page says it for the settings
// it was drawn with, and the game page says it once the game starts.
(function () {
	var live = document.getElementById("ranked-live");
	var form = live && live.parentElement.querySelector("form");
	if (!form) return;
	var asked = 0;
	function ask() {
		var n = ++asked;
		var q = new URLSearchParams(new FormData(form)).toString();
		fetch(live.dataset.rankedUrl + "?" + q, { headers: { "Accept": "text/html" } })
			.then(function (r) { return r.ok ? r.text() : null; })
			.then(function (html) { if (html !== null && n === asked) live.innerHTML = html; })
			.catch(function () {});
	}
	form.addEventListener("change", ask);
	form.addEventListener("input", function (e) { if (e.target.type !== "radio" && e.target.type !== "checkbox") ask(); });
})();
