// Checkers page: choose a move square by square. A click (or tap, or
// enter on the keyboard cursor) on one of your pieces shows where it can
// go; each click on a highlighted square takes the path one step further,
// and the move is sent when the path is a whole move, so a capture of
// several pieces is chosen landing square by landing square. Esc cancels;
// n starts a new game. The legal paths come from the board's data-paths;
// the server still decides.
"use strict";
(function () {
	var prefix = []; // the squares chosen so far, the piece's own first
	var cursor = -1; // index of the keyboard cursor in the board, -1 hidden

	function board() { return document.querySelector(".ck-board"); }
	function squares() { var b = board(); return b ? Array.prototype.slice.call(b.querySelectorAll(".sq")) : []; }
	function square(name) { var b = board(); return b && b.querySelector('[data-sq="' + name + '"]'); }

	function paths() {
		var b = board();
		if (!b || !b.dataset.paths) return [];
		return b.dataset.paths.split(" ").map(function (p) { return p.split(","); });
	}

	// matching lists the legal paths that begin with the chosen squares.
	function matching() {
		return paths().filter(function (p) {
			if (p.length < prefix.length) return false;
			for (var i = 0; i < prefix.length; i++) if (p[i] !== prefix[i]) return false;
			return true;
		});
	}

	function nextSquares() {
		var out = [];
		matching().forEach(function (p) {
			var n = p[prefix.length];
			if (n && out.indexOf(n) < 0) out.push(n);
		});
		return out;
	}

	function complete() {
		return prefix.length > 1 && matching().some(function (p) { return p.length === prefix.length; });
	}

	// mark shows the chosen piece, the squares it has passed and where it
	// may go next; the piece is drawn where the path has reached so far.
	function mark() {
		squares().forEach(function (s) { s.classList.remove("target", "selected", "via"); });
		document.querySelectorAll(".ck-board .ck-ghost").forEach(function (g) { g.remove(); });
		document.querySelectorAll(".ck-board .ck-lifted").forEach(function (p) { p.classList.remove("ck-lifted"); });
		if (!prefix.length) return;
		var from = square(prefix[0]);
		if (!from) return;
		from.classList.add("selected");
		prefix.slice(1).forEach(function (n) { var s = square(n); if (s) s.classList.add("via"); });
		nextSquares().forEach(function (n) { var s = square(n); if (s) s.classList.add("target"); });
		var pc = from.querySelector(".ck-pc");
		if (pc && prefix.length > 1) {
			var at = square(prefix[prefix.length - 1]);
			var ghost = pc.cloneNode(true);
			ghost.classList.add("ck-ghost");
			pc.classList.add("ck-lifted");
			if (at) at.insertBefore(ghost, at.firstChild);
		}
	}

	function reset() {
		prefix = [];
		mark();
	}

	function submit() {
		var b = board();
		var form = b && b.closest("form");
		if (!form) return;
		form.querySelector(".ck-path").value = prefix.join(",");
		squares().forEach(function (s) { s.classList.remove("target"); });
		var status = document.querySelector(".ck-status");
		if (status && status.dataset.thinking) status.textContent = status.dataset.thinking;
		// Focus comes back to where the piece lands, after the swap.
		var last = square(prefix[prefix.length - 1]);
		if (last && b.contains(document.activeElement)) (last.matches("button") ? last : last.querySelector("input") || last).focus({ preventScroll: true });
		form.requestSubmit();
	}

	// choose handles a press on a square: go one step along a legal path,
	// pick up another piece, or drop the selection.
	function choose(sq) {
		var name = sq && sq.dataset.sq;
		if (name && prefix.length && nextSquares().indexOf(name) >= 0) {
			prefix.push(name);
			if (complete()) {
				mark();
				submit();
			} else {
				mark();
			}
			return;
		}
		if (name && sq.classList.contains("ck-mine") && !(prefix.length === 1 && prefix[0] === name)) {
			prefix = [name];
			mark();
			return;
		}
		reset();
	}

	document.addEventListener("click", function (e) {
		var sq = e.target.closest(".ck-board .sq");
		if (!sq) return;
		e.preventDefault(); // the script chooses the path; the form posts it whole
		cursor = squares().indexOf(sq);
		showCursor();
		choose(sq);
	});

	function showCursor() {
		squares().forEach(function (s, i) { s.classList.toggle("cursor", i === cursor); });
	}

	// focusCursor moves focus to the square under the cursor (its hidden
	// radio or its button), so a screen reader reads the square.
	function focusCursor() {
		var sq = squares()[cursor];
		var c = sq && (sq.matches("button") ? sq : sq.querySelector("input"));
		if (c) c.focus({ preventScroll: true });
	}

	// Focus reaching a square by Tab puts the cursor there.
	document.addEventListener("focusin", function (e) {
		var sq = e.target.closest && e.target.closest(".ck-board .sq");
		if (!sq) return;
		cursor = squares().indexOf(sq);
		showCursor();
	});

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches("input[type=text], input[type=number], textarea, select")) return;
		var all = squares();
		if (!all.length) return;
		var k = e.key;
		var steps = { ArrowLeft: [-1, 0], h: [-1, 0], ArrowRight: [1, 0], l: [1, 0], ArrowUp: [0, -1], k: [0, -1], ArrowDown: [0, 1], j: [0, 1] };
		if (steps[k]) {
			if (cursor < 0) {
				var first = all.filter(function (s) { return s.classList.contains("ck-mine"); })[0];
				cursor = first ? all.indexOf(first) : 56;
			} else {
				var x = Math.min(7, Math.max(0, (cursor % 8) + steps[k][0]));
				var y = Math.min(7, Math.max(0, Math.floor(cursor / 8) + steps[k][1]));
				cursor = y * 8 + x;
			}
			showCursor();
			if (board().contains(document.activeElement)) focusCursor();
			e.preventDefault();
		} else if ((k === "Enter" || k === " ") && cursor >= 0) {
			choose(all[cursor]);
			e.preventDefault();
		} else if (k === "Escape") {
			reset();
			cursor = -1;
			showCursor();
		} else if (k === "n" || k === "N") {
			var n = document.querySelector(".ck-new");
			if (n) n.click();
			e.preventDefault();
		}
	});

	// A new board from the server starts a fresh choice; the cursor stays
	// and the move list shows its latest line.
	function settle() {
		prefix = [];
		showCursor();
		var list = document.querySelector(".ck-moves");
		if (list) list.scrollTop = list.scrollHeight;
	}
	document.addEventListener("htmx:after:swap", settle);
	document.addEventListener("DOMContentLoaded", settle);
})();
