// Go page: the keys of the terminal version. Arrows or hjkl move a
// cursor over the intersections, enter or space press the point under it
// (place a stone, or toggle a string while marking dead stones), p
// passes, u takes back, a accepts the count and n starts a new game.
// Every action still goes through the page's forms; the server decides.
"use strict";
(function () {
	var cursor = null; // {x, y}; starts at the centre of the board
	var shown = false; // the cursor is drawn once a key has moved it

	function board() { return document.querySelector(".go"); }
	function point(x, y) { return document.querySelector('.go-points [data-x="' + x + '"][data-y="' + y + '"]'); }

	function showCursor() {
		var g = board();
		if (!g) return;
		var n = +g.dataset.size;
		if (!cursor || cursor.x >= n || cursor.y >= n) cursor = { x: n >> 1, y: n >> 1 };
		document.querySelectorAll(".go-points .cursor").forEach(function (p) { p.classList.remove("cursor"); });
		if (!shown) return;
		var p = point(cursor.x, cursor.y);
		if (p) p.classList.add("cursor");
	}

	function press(selector) {
		var b = document.querySelector(selector);
		if (b) b.click();
	}

	function thinking() {
		var s = document.querySelector(".go-status");
		if (s && s.dataset.thinking && document.querySelector(".go-your-turn")) s.textContent = s.dataset.thinking;
	}

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches("input, textarea, select")) return;
		var g = board();
		if (!g) return;
		var n = +g.dataset.size;
		var moves = { ArrowLeft: [-1, 0], h: [-1, 0], ArrowRight: [1, 0], l: [1, 0], ArrowUp: [0, -1], k: [0, -1], ArrowDown: [0, 1], j: [0, 1] };
		var k = e.key;
		if (moves[k]) {
			shown = true;
			if (!cursor) showCursor();
			cursor.x = Math.min(n - 1, Math.max(0, cursor.x + moves[k][0]));
			cursor.y = Math.min(n - 1, Math.max(0, cursor.y + moves[k][1]));
			showCursor();
		} else if (k === "Enter" || k === " ") {
			if (!cursor || !shown) { shown = true; showCursor(); e.preventDefault(); return; }
			var p = point(cursor.x, cursor.y);
			if (p && p.tagName === "BUTTON") p.click();
		} else if (k === "p" || k === "P") {
			press(".go-pass");
		} else if (k === "u" || k === "U") {
			press(".go-undo");
		} else if (k === "a" || k === "A") {
			press(".go-accept");
		} else if (k === "n" || k === "N") {
			press(".go-new");
		} else {
			return;
		}
		e.preventDefault();
	});

	// A click moves the keyboard cursor too and says the bot is thinking.
	document.addEventListener("click", function (e) {
		var p = e.target.closest(".go-points .pt");
		if (p) {
			cursor = { x: +p.dataset.x, y: +p.dataset.y };
			if (p.tagName === "BUTTON") thinking();
		} else if (e.target.closest(".go-pass")) {
			thinking();
		}
	});

	// After each swap put the cursor back where it was and show the
	// latest move of the list.
	function settle() {
		if (cursor) showCursor();
		var list = document.querySelector(".go-moves");
		if (list) list.scrollTop = list.scrollHeight;
	}
	document.addEventListener("htmx:after:swap", settle);
	document.addEventListener("DOMContentLoaded", settle);
})();
