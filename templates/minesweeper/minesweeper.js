// Minesweeper page: right click flags, a keyboard cursor (arrows or hjkl,
// enter/space open or chord, f flag, n new game) and a ticking clock.
// Every action still goes through the board's form, so htmx swaps the
// board and the server decides.
"use strict";
(function () {
	var cursor = { x: 0, y: 0 };

	function grid() { return document.querySelector(".ms-grid"); }

	function cellAt(x, y) {
		var g = grid();
		return g && g.querySelector('[data-x="' + x + '"][data-y="' + y + '"]');
	}

	function showCursor(focus) {
		var g = grid();
		if (!g) return;
		var old = g.querySelector(".cursor");
		if (old) old.classList.remove("cursor");
		var c = cellAt(cursor.x, cursor.y);
		if (!c) return;
		c.classList.add("cursor");
		// The cursor's cell is the field's one stop in the Tab order; the
		// arrows reach the rest (a field of 480 Tab stops helps nobody).
		g.querySelectorAll(".c").forEach(function (x) { x.tabIndex = x === c ? 0 : -1; });
		if (focus) c.focus({ preventScroll: false });
	}

	// Focus reaching a cell (by Tab or a click) puts the cursor there.
	document.addEventListener("focusin", function (e) {
		var cell = e.target.closest && e.target.closest(".ms-grid .c");
		if (!cell || cell.classList.contains("cursor")) return;
		cursor.x = +cell.dataset.x;
		cursor.y = +cell.dataset.y;
		showCursor(false);
	});
	document.addEventListener("DOMContentLoaded", function () { showCursor(false); });

	// submit posts the form as if the cell were pressed in a mode: the
	// form's data attribute of that name (actReveal, actFlag) holds the
	// action's name, which the engine defines.
	function submit(cell, mode) {
		if (!cell || cell.tagName !== "BUTTON") return;
		var form = cell.form;
		var radio = form.querySelector('input[name="do"][value="' + form.dataset[mode] + '"]');
		var before = form.querySelector('input[name="do"]:checked');
		if (radio) radio.checked = true;
		form.requestSubmit(cell);
		if (before && before !== radio) before.checked = true;
	}

	document.addEventListener("contextmenu", function (e) {
		var cell = e.target.closest(".ms-grid .c");
		if (!cell) return;
		e.preventDefault();
		submit(cell, "actFlag");
	});

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches("input[type=text], input[type=number], textarea, select")) return;
		var g = grid();
		if (!g) return;
		var w = +g.dataset.width, h = +g.dataset.height;
		var k = e.key;
		// A focused control outside the field keeps its own keys.
		if ((k === "Enter" || k === " ") && e.target.closest("button, input, a, summary") && !e.target.closest(".ms-grid")) return;
		var moves = { ArrowLeft: [-1, 0], h: [-1, 0], ArrowRight: [1, 0], l: [1, 0], ArrowUp: [0, -1], k: [0, -1], ArrowDown: [0, 1], j: [0, 1] };
		if (moves[k]) {
			cursor.x = Math.min(w - 1, Math.max(0, cursor.x + moves[k][0]));
			cursor.y = Math.min(h - 1, Math.max(0, cursor.y + moves[k][1]));
			showCursor(true);
			e.preventDefault();
		} else if (k === "Enter" || k === " ") {
			submit(cellAt(cursor.x, cursor.y), "actReveal");
			e.preventDefault();
		} else if (k === "f" || k === "F") {
			submit(cellAt(cursor.x, cursor.y), "actFlag");
			e.preventDefault();
		} else if (k === "n" || k === "N") {
			var n = document.querySelector(".ms-new");
			if (n) n.click();
			e.preventDefault();
		}
	});

	// A click moves the keyboard cursor too.
	document.addEventListener("click", function (e) {
		var cell = e.target.closest(".ms-grid .c");
		if (!cell) return;
		cursor.x = +cell.dataset.x;
		cursor.y = +cell.dataset.y;
	});

	// After each swap put the cursor back where it was.
	document.addEventListener("htmx:after:swap", function () { showCursor(true); });

	// The clock shows the server's elapsed time and ticks between moves.
	var shownAt = Date.now();
	document.addEventListener("htmx:after:swap", function () { shownAt = Date.now(); });
	setInterval(function () {
		var c = document.querySelector(".ms-clock");
		if (!c || c.dataset.running !== "true") return;
		var ms = +c.dataset.elapsed + (Date.now() - shownAt);
		c.querySelector(".ms-time").textContent = Math.floor(ms / 1000);
	}, 250);

	// The fit switch of a wide field is remembered in this browser.
	function restoreFit() {
		var box = document.querySelector(".ms-fit-box");
		if (!box) return;
		try { box.checked = localStorage.getItem("hall.ms.fit") === "1"; } catch (e) { /* storage off */ }
	}
	document.addEventListener("change", function (e) {
		if (!e.target.matches(".ms-fit-box")) return;
		try { localStorage.setItem("hall.ms.fit", e.target.checked ? "1" : "0"); } catch (err) { /* storage off */ }
	});
	document.addEventListener("htmx:after:swap", restoreFit);
	document.addEventListener("DOMContentLoaded", restoreFit);
})();
