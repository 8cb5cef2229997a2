// Chess page: pick a piece and put it down by click, tap, drag or the
// keyboard (arrows or hjkl move a cursor, enter or space picks up and
// puts down, esc cancels, n starts a new game). Legal targets light up;
// a move shows on the board at once while the bot thinks. Every move is
// still the board form's submit, so the server decides.
"use strict";
(function () {
	var cursor = -1; // index of the keyboard cursor in the board, -1 hidden
	var keyboard = false; // the cursor shows once the keyboard is used

	function board() { return document.querySelector(".cb-board"); }
	function squares() { var b = board(); return b ? Array.prototype.slice.call(b.querySelectorAll(".sq")) : []; }
	function square(name) { var b = board(); return b && b.querySelector('[data-sq="' + name + '"]'); }
	function selected() { var b = board(); var r = b && b.querySelector('input[name="from"]:checked'); return r ? r.closest(".sq") : null; }

	function clearMarks() {
		squares().forEach(function (s) { s.classList.remove("target", "capture", "selected"); });
	}

	// select picks up the piece on sq (a .cb-mine label) and marks its
	// targets; null puts down whatever is up.
	function select(sq) {
		var cur = selected();
		clearMarks();
		if (cur) cur.querySelector("input").checked = false;
		if (!sq || !sq.classList.contains("cb-mine")) return;
		sq.querySelector("input").checked = true;
		sq.classList.add("selected");
		(sq.dataset.targets || "").split(" ").forEach(function (name) {
			var t = name && square(name);
			if (!t) return;
			t.classList.add("target");
			if (t.querySelector(".pc")) t.classList.add("capture");
		});
	}

	function isTarget(sq) { return !!sq && sq.classList.contains("target"); }

	// move submits the board form with the target square as the pressed
	// button, after showing the move on the board.
	function move(to) {
		var from = selected();
		if (!from || !isTarget(to) || to.tagName !== "BUTTON") return;
		var pc = from.querySelector(".pc");
		var old = to.querySelector(".pc");
		if (old) old.remove();
		if (pc) { pc.classList.add("pending"); to.insertBefore(pc, to.firstChild); }
		clearMarks();
		if (board().contains(document.activeElement)) to.focus({ preventScroll: true }); // focus comes back here after the swap
		var status = document.querySelector(".cb-status");
		if (status && status.dataset.thinking) status.textContent = status.dataset.thinking;
		to.form.requestSubmit(to);
	}

	// Clicks: on your piece pick it up; on a target put it down; anywhere
	// else on the board drop the piece (and post nothing).
	document.addEventListener("click", function (e) {
		var sq = e.target.closest(".cb-board .sq");
		if (!sq) return;
		cursor = squares().indexOf(sq);
		keyboard = false;
		showCursor();
		if (sq.classList.contains("cb-mine")) {
			e.preventDefault(); // the label would check the radio itself
			select(sq === selected() ? null : sq);
			return;
		}
		if (sq.tagName === "BUTTON") {
			e.preventDefault();
			if (isTarget(sq)) move(sq); else select(null);
		}
	});

	// Dragging, for mouse, pen and touch alike.
	var drag = null;
	document.addEventListener("pointerdown", function (e) {
		var sq = e.target.closest(".cb-board .cb-mine");
		if (!sq || e.button > 0) return;
		drag = { sq: sq, x: e.clientX, y: e.clientY, ghost: null, moved: false };
	});
	document.addEventListener("pointermove", function (e) {
		if (!drag) return;
		if (!drag.moved && Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) < 6) return;
		if (!drag.moved) {
			drag.moved = true;
			if (selected() !== drag.sq) select(drag.sq);
			var pc = drag.sq.querySelector(".pc");
			if (!pc) return;
			var r = drag.sq.getBoundingClientRect();
			drag.ghost = pc.cloneNode(true);
			drag.ghost.classList.add("drag");
			drag.ghost.style.width = r.width * 0.94 + "px";
			drag.ghost.style.height = r.height * 0.94 + "px";
			document.body.appendChild(drag.ghost);
			pc.style.opacity = "0.35";
		}
		if (drag.ghost) {
			drag.ghost.style.left = e.clientX + "px";
			drag.ghost.style.top = e.clientY + "px";
		}
		e.preventDefault();
	});
	document.addEventListener("pointerup", function (e) {
		if (!drag) return;
		var d = drag;
		drag = null;
		if (!d.moved) return; // a plain click: the click handler decides
		if (d.ghost) d.ghost.remove();
		var pc = d.sq.querySelector(".pc");
		if (pc) pc.style.opacity = "";
		var under = document.elementFromPoint(e.clientX, e.clientY);
		var to = under && under.closest(".cb-board .sq");
		// The click that follows a drag must not pick the piece up again.
		suppressClick = true;
		setTimeout(function () { suppressClick = false; }, 0);
		if (to && isTarget(to)) move(to); else if (to !== d.sq) select(null);
	});
	document.addEventListener("pointercancel", function () {
		if (drag && drag.ghost) drag.ghost.remove();
		drag = null;
	});
	var suppressClick = false;
	document.addEventListener("click", function (e) {
		if (suppressClick && e.target.closest(".cb-board")) { e.preventDefault(); e.stopImmediatePropagation(); }
	}, true);

	function showCursor() {
		squares().forEach(function (s, i) { s.classList.toggle("cursor", keyboard && i === cursor); });
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
		var sq = e.target.closest && e.target.closest(".cb-board .sq");
		if (!sq) return;
		cursor = squares().indexOf(sq);
		showCursor();
	});

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches("input[type=text], textarea, select")) return;
		var all = squares();
		if (!all.length) return;
		var k = e.key;
		var steps = { ArrowLeft: [-1, 0], h: [-1, 0], ArrowRight: [1, 0], l: [1, 0], ArrowUp: [0, -1], k: [0, -1], ArrowDown: [0, 1], j: [0, 1] };
		if (steps[k]) {
			keyboard = true;
			if (cursor < 0) {
				var sel = selected() || all.filter(function (s) { return s.classList.contains("cb-mine"); })[0];
				cursor = sel ? all.indexOf(sel) : 60;
			} else {
				var x = Math.min(7, Math.max(0, (cursor & 7) + steps[k][0]));
				var y = Math.min(7, Math.max(0, (cursor >> 3) + steps[k][1]));
				cursor = y * 8 + x;
			}
			showCursor();
			if (board().contains(document.activeElement)) focusCursor();
			e.preventDefault();
		} else if ((k === "Enter" || k === " ") && cursor >= 0 && !e.target.closest("a, summary, textarea, .cb-side button, .cb-promo")) {
			var sq = all[cursor];
			if (sq.classList.contains("cb-mine")) select(sq === selected() ? null : sq);
			else if (isTarget(sq)) move(sq);
			e.preventDefault();
		} else if (k === "Escape") {
			select(null);
			cursor = -1;
			showCursor();
		} else if (k === "n" || k === "N") {
			var n = document.querySelector(".cb-new");
			if (n) n.click();
			e.preventDefault();
		}
	});

	// After the server's board arrives: keep the cursor, show the latest
	// move in the list.
	function settle() {
		showCursor();
		var list = document.querySelector(".cb-moves");
		if (list) list.scrollTop = list.scrollHeight;
		var r = selected();
		if (r) select(r); // a selection the browser kept: mark its targets
	}
	document.addEventListener("htmx:after:swap", settle);
	document.addEventListener("DOMContentLoaded", settle);
})();
