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

	// showCursor draws the cursor and makes its point the board's one
	// stop in the Tab order (the rest are reached by the arrows).
	function showCursor() {
		var g = board();
		if (!g) return;
		var n = +g.dataset.size;
		if (!cursor || cursor.x >= n || cursor.y >= n) cursor = { x: n >> 1, y: n >> 1 };
		document.querySelectorAll(".go-points .cursor").forEach(function (p) { p.classList.remove("cursor"); });
		document.querySelectorAll('.go-points [tabindex="0"]').forEach(function (p) { p.tabIndex = -1; });
		var p = point(cursor.x, cursor.y);
		if (p) p.tabIndex = 0;
		if (!shown) return;
		if (p) p.classList.add("cursor");
	}

	// focusCursor moves focus with the cursor once it is on the board,
	// so a screen reader reads the point.
	function focusCursor() {
		var p = point(cursor.x, cursor.y);
		if (p && p.closest(".go-points").contains(document.activeElement)) p.focus({ preventScroll: true });
	}

	document.addEventListener("focusin", function (e) {
		var p = e.target.closest && e.target.closest(".go-points .pt");
		if (!p) return;
		cursor = { x: +p.dataset.x, y: +p.dataset.y };
		shown = true;
		showCursor();
	});

	// On a touch screen a board whose points are narrower than a fingertip
	// (13×13 and 19×19 on a phone) asks before it plays: the first tap
	// marks the point, Place (or a second tap on it) plays, Cancel or a
	// tap elsewhere moves or drops the mark.
	var pending = null;
	function confirmBar() { return document.querySelector(".go-confirm"); }
	function touch() { return window.matchMedia("(pointer: coarse)").matches; }
	var fingertip = 36; // CSS px: a point this wide or wider is tapped as is
	function small(pt) { return pt.getBoundingClientRect().width < fingertip; }
	function unpend() {
		if (pending) pending.classList.remove("go-pending");
		pending = null;
		var bar = confirmBar();
		if (bar) bar.hidden = true;
	}
	document.addEventListener("click", function (e) {
		var bar = confirmBar();
		if (!bar) return;
		if (e.target.closest(".go-confirm-yes")) {
			var p = pending;
			unpend();
			if (p) { thinking(); p.form.requestSubmit(p); }
			return;
		}
		if (e.target.closest(".go-confirm-no")) { unpend(); return; }
		var pt = e.target.closest(".go-points button.pt");
		if (!pt || !touch() || !small(pt) || pt === pending) { if (pt === pending) unpend(); return; }
		e.preventDefault();
		e.stopImmediatePropagation();
		unpend();
		pending = pt;
		pt.classList.add("go-pending");
		var text = bar.querySelector(".go-confirm-text");
		text.textContent = text.dataset.text.replace("%s", (pt.getAttribute("aria-label") || "").split(",")[0]);
		bar.hidden = false;
	}, true);
	document.addEventListener("htmx:after:swap", function () { pending = null; });

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
		// A focused button or link outside the board keeps its own keys.
		if ((k === "Enter" || k === " ") && e.target.closest("button, a, summary") && !e.target.closest(".go-points")) return;
		if (moves[k]) {
			shown = true;
			if (!cursor) showCursor();
			cursor.x = Math.min(n - 1, Math.max(0, cursor.x + moves[k][0]));
			cursor.y = Math.min(n - 1, Math.max(0, cursor.y + moves[k][1]));
			showCursor();
			focusCursor();
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
		showCursor();
		var list = document.querySelector(".go-moves");
		if (list) list.scrollTop = list.scrollHeight;
	}
	document.addEventListener("htmx:after:swap", settle);
	document.addEventListener("DOMContentLoaded", settle);
})();
