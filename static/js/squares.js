// The square picker of the 8×8 boards (chess, Open World Chess): pick a
// piece and put it down by click, tap, drag or the keyboard (arrows or
// hjkl move a cursor, enter or space picks up and puts down, esc
// cancels). The board is a form: each of the player's pieces is a label
// (class o.mine) around a hidden radio "from" whose data-targets lists
// the squares it may go to, and every square it may go to is a submit
// button. A move is still that form's submit, so the server decides;
// the script only marks targets and shows the move at once.
//
// hallSquares(o) wires one board kind, o naming its parts and hooks:
//
//	board, mine, status, log  selectors (mine a class name)
//	enterSkip                 where enter and space keep their own meaning
//	touchDrag                 dragging by touch too (else tap, tap)
//	ghost                     the dragged piece's size, a share of a square
//	host()                    where the dragged piece is drawn (body)
//	lift(pc, on)              how the lifted piece looks while dragged
//	mark(from, t)             more marks on a target holding a piece
//	show(from, to)            how the move shows before the server answers
//	hover(sq)                 a square pointed at or under the cursor
//	key(e, k)                 the game's own keys, first; true if handled
//	focusShows                focus by Tab shows the cursor
//	settle()                  more to do once a new board is in
//
// It returns { selected } for the game's own script.
"use strict";
window.hallSquares = function (o) {
	var cursor = -1; // index of the keyboard cursor in the board, -1 hidden
	var keyboard = false; // the cursor shows once the keyboard is used
	var drag = null, suppressClick = false;

	function board() { return document.querySelector(o.board); }
	function squares() { var b = board(); return b ? Array.prototype.slice.call(b.querySelectorAll(".sq")) : []; }
	function square(name) { var b = board(); return b && b.querySelector('[data-sq="' + name + '"]'); }
	function selected() { var b = board(); var r = b && b.querySelector('input[name="from"]:checked'); return r ? r.closest(".sq") : null; }
	function isMine(sq) { return !!sq && sq.classList.contains(o.mine); }
	function isTarget(sq) { return !!sq && sq.classList.contains("target"); }

	function clearMarks() {
		squares().forEach(function (s) { s.classList.remove("target", "capture", "selected"); });
	}

	// select picks up the piece on sq (one of the player's) and marks its
	// targets; null puts down whatever is up.
	function select(sq) {
		var cur = selected();
		clearMarks();
		if (cur) cur.querySelector("input").checked = false;
		if (!isMine(sq)) return;
		sq.querySelector("input").checked = true;
		sq.classList.add("selected");
		(sq.dataset.targets || "").split(" ").forEach(function (name) {
			var t = name && square(name);
			if (!t) return;
			t.classList.add("target");
			if (t.querySelector(".pc")) {
				t.classList.add("capture");
				if (o.mark) o.mark(sq, t);
			}
		});
	}

	// showMove puts the moving piece on its target at once (the default
	// of o.show), taking off what stood there.
	function showMove(from, to) {
		var pc = from.querySelector(".pc");
		var old = to.querySelector(".pc");
		if (old) old.remove();
		if (pc) { pc.classList.add("pending"); to.insertBefore(pc, to.firstChild); }
	}

	// move submits the board form with the target square as the pressed
	// button, after showing the move on the board.
	function move(to) {
		var from = selected();
		if (!from || !isTarget(to) || to.tagName !== "BUTTON") return;
		(o.show || showMove)(from, to);
		clearMarks();
		if (board().contains(document.activeElement)) to.focus({ preventScroll: true }); // focus comes back here after the swap
		var status = document.querySelector(o.status);
		if (status && status.dataset.thinking) status.textContent = status.dataset.thinking;
		to.form.requestSubmit(to);
	}

	function showCursor() {
		squares().forEach(function (s, i) { s.classList.toggle("cursor", keyboard && i === cursor); });
		if (o.hover && keyboard && cursor >= 0) o.hover(squares()[cursor]);
	}

	// focusCursor moves focus to the square under the cursor (its hidden
	// radio or its button), so a screen reader reads the square.
	function focusCursor() {
		var sq = squares()[cursor];
		var c = sq && (sq.matches("button") ? sq : sq.querySelector("input"));
		if (c) c.focus({ preventScroll: true });
	}

	// Clicks: on your piece pick it up; on a target put it down; anywhere
	// else on the board drop the piece (and post nothing).
	document.addEventListener("click", function (e) {
		var sq = e.target.closest(o.board + " .sq");
		if (!sq) return;
		cursor = squares().indexOf(sq);
		keyboard = false;
		showCursor();
		if (isMine(sq) && !isTarget(sq)) {
			e.preventDefault(); // the label would check the radio itself
			select(sq === selected() ? null : sq);
			return;
		}
		if (sq.tagName === "BUTTON") {
			e.preventDefault();
			if (isTarget(sq)) move(sq); else select(null);
		}
	});

	// Dragging, with a mouse or a pen (and touch where o.touchDrag).
	document.addEventListener("pointerdown", function (e) {
		var sq = e.target.closest(o.board + " ." + o.mine);
		if (!sq || e.button > 0 || (e.pointerType === "touch" && !o.touchDrag)) return;
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
			drag.ghost.style.width = r.width * o.ghost + "px";
			drag.ghost.style.height = r.height * o.ghost + "px";
			(o.host ? o.host() : document.body).appendChild(drag.ghost);
			o.lift(pc, true);
		}
		if (drag.ghost) {
			drag.ghost.style.left = e.clientX + "px";
			drag.ghost.style.top = e.clientY + "px";
		}
		if (o.hover) {
			var over = document.elementFromPoint(e.clientX, e.clientY);
			var t = over && over.closest(o.board + " .sq.capture");
			if (t) o.hover(t);
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
		if (pc) o.lift(pc, false);
		var under = document.elementFromPoint(e.clientX, e.clientY);
		var to = under && under.closest(o.board + " .sq");
		// The click that follows a drag must not pick the piece up again.
		suppressClick = true;
		setTimeout(function () { suppressClick = false; }, 0);
		if (to && isTarget(to)) move(to); else if (to !== d.sq) select(null);
	});
	document.addEventListener("pointercancel", function () {
		if (drag && drag.ghost) drag.ghost.remove();
		drag = null;
	});
	document.addEventListener("click", function (e) {
		if (suppressClick && e.target.closest(o.board)) { e.preventDefault(); e.stopImmediatePropagation(); }
	}, true);

	// Focus reaching a square by Tab puts the cursor there.
	document.addEventListener("focusin", function (e) {
		var sq = e.target.closest && e.target.closest(o.board + " .sq");
		if (!sq) return;
		cursor = squares().indexOf(sq);
		if (o.focusShows) keyboard = true;
		showCursor();
	});

	var steps = { ArrowLeft: [-1, 0], h: [-1, 0], ArrowRight: [1, 0], l: [1, 0], ArrowUp: [0, -1], k: [0, -1], ArrowDown: [0, 1], j: [0, 1] };
	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches("input[type=text], textarea, select")) return;
		var k = e.key;
		if (o.key && o.key(e, k)) return;
		var all = squares();
		if (!all.length) return;
		if (steps[k]) {
			keyboard = true;
			if (cursor < 0) {
				var sel = selected() || all.filter(isMine)[0];
				cursor = sel ? all.indexOf(sel) : 60;
			} else {
				var x = Math.min(7, Math.max(0, (cursor & 7) + steps[k][0]));
				var y = Math.min(7, Math.max(0, (cursor >> 3) + steps[k][1]));
				cursor = y * 8 + x;
			}
			showCursor();
			if (board().contains(document.activeElement)) focusCursor();
			e.preventDefault();
		} else if ((k === "Enter" || k === " ") && cursor >= 0 && !e.target.closest(o.enterSkip)) {
			var sq = all[cursor];
			if (isTarget(sq)) move(sq);
			else if (isMine(sq)) select(sq === selected() ? null : sq);
			e.preventDefault();
		} else if (k === "Escape") {
			select(null);
			cursor = -1;
			showCursor();
		}
	});

	// After the server's board arrives: keep the cursor, show the latest
	// move in the list, mark the targets of a selection the browser kept.
	function settle() {
		if (o.settle) o.settle();
		showCursor();
		var log = document.querySelector(o.log);
		if (log) log.scrollTop = log.scrollHeight;
		var r = selected();
		if (r) select(r);
	}
	document.addEventListener("htmx:after:swap", settle);
	document.addEventListener("DOMContentLoaded", settle);

	return { selected: selected };
};
