// Site-wide behaviour. Game pages add their own scripts.
"use strict";
// Focus stays on the board across a move. Before htmx swaps the board,
// note what inside it had focus (a square, a point, a card, a button);
// once the new board shows (after the bots' turns have played back, when
// static/js/playback.js says "hall:played"), focus the same thing in it,
// or the board's [data-focus] button, or the board itself: never <body>,
// where a keyboard or screen reader user would start again from the top.
(function () {
	var key = null; // a selector for what had focus; "" for the board itself

	function keyOf(el) {
		var b = document.getElementById("board");
		if (!b || !el || el === document.body || !b.contains(el)) return null;
		var q = function (name, v) { return "[" + name + '="' + String(v).replace(/["\\]/g, "\\$&") + '"]'; };
		var sq = el.closest("[data-sq]");
		if (sq) return q("data-sq", sq.dataset.sq);
		if (el.dataset.x !== undefined && el.dataset.y !== undefined) return q("data-x", el.dataset.x) + q("data-y", el.dataset.y);
		if (el.id) return "#" + CSS.escape(el.id);
		if (el.dataset.card) return q("data-card", el.dataset.card);
		if (el.dataset.key) return q("data-key", el.dataset.key);
		if (el.name && el.value) return q("name", el.name) + q("value", el.value);
		return "";
	}

	function usable(el) {
		return !!el && !el.disabled && el.getClientRects().length > 0 && !el.closest("[inert]");
	}

	// control is el itself when it takes focus, else the control inside it
	// (a square's hidden radio).
	function control(el) {
		if (!el) return null;
		if (el.matches("button, input:not([type=hidden]), select, textarea, a[href], [tabindex]")) return usable(el) ? el : null;
		var c = el.querySelector("input:not([type=hidden]), button, [tabindex]");
		return usable(c) ? c : null;
	}

	document.addEventListener("htmx:before:swap", function () {
		var k = keyOf(document.activeElement);
		if (k !== null) key = k;
	});
	// Focus moves once the board as stored shows, whether or not there
	// were frames to play back.
	document.addEventListener("hall:played", function () {
		var b = document.getElementById("board");
		var k = key;
		key = null;
		if (!b) return;
		var a = document.activeElement;
		if (k === null && a && a !== document.body) return; // focus was elsewhere and still is
		if (a && a !== document.body && a !== b && usable(a)) return;
		var f = (k && control(b.querySelector(k))) || control(b.querySelector("[data-focus]")) || (k === null ? null : b);
		if (f) f.focus({ preventScroll: true });
	});
})();

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

// A key a page's script has already handled on keydown does nothing more:
// otherwise its keypress could still submit a board's form (Enter on a
// square's radio presses the form's first button) or press a button twice.
(function () {
	var handled = false;
	window.addEventListener("keydown", function (e) { handled = e.defaultPrevented; });
	window.addEventListener("keypress", function (e) { if (handled) e.preventDefault(); }, true);
})();

// A select marked data-autosubmit (the leaderboard's board picker on a
// phone) shows its choice at once on a touch screen, where the choice is
// made in a picker that closes first; keyboards keep the form's button,
// since arrow keys would change the choice at every press.
document.addEventListener("change", function (e) {
	var s = e.target;
	if (s.matches && s.matches("select[data-autosubmit]") && window.matchMedia("(pointer: coarse)").matches && s.form) s.form.requestSubmit();
});

// hallCycle moves focus along a row of controls (a hand of cards) for an
// arrow or hjkl key: one back (left) or on (right) from the focused one,
// round the ends, from the row's end when none of it has focus.
window.hallCycle = function (all, back) {
	var at = all.indexOf(document.activeElement);
	if (at < 0) at = back ? all.length : -1;
	all[(at + (back ? all.length - 1 : 1)) % all.length].focus();
};
