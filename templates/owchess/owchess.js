// Open World Chess page: pick a piece and put it down by click, tap or
// the keyboard (arrows or hjkl move a cursor, enter or space selects
// and moves, 1-4 buy in the open shop, esc cancels or leaves the shop,
// n starts a new game once the game is over). The move clock ticks from
// the server's deadline and asks the server for the board when it runs
// out, so a time-out shows without a click. Every move is still a form
// submit: the server decides.
"use strict";
(function () {
	var cursor = -1; // index of the keyboard cursor in the board, -1 hidden
	var keyboard = false;

	function root() { return document.querySelector(".owc"); }
	function board() { return document.querySelector(".owc-board"); }
	function squares() { var b = board(); return b ? Array.prototype.slice.call(b.querySelectorAll(".sq")) : []; }
	function square(name) { var b = board(); return b && b.querySelector('[data-sq="' + name + '"]'); }
	function selected() { var b = board(); var r = b && b.querySelector('input[name="from"]:checked'); return r ? r.closest(".sq") : null; }

	function clearMarks() {
		squares().forEach(function (s) { s.classList.remove("target", "capture", "selected"); });
	}

	// select picks up the piece on sq (a .owc-mine label) and marks its
	// targets; null puts down whatever is up.
	function select(sq) {
		var cur = selected();
		clearMarks();
		if (cur) cur.querySelector("input").checked = false;
		if (!sq || !sq.classList.contains("owc-mine")) return;
		sq.querySelector("input").checked = true;
		sq.classList.add("selected");
		(sq.dataset.targets || "").split(" ").forEach(function (name) {
			var t = name && square(name);
			if (!t) return;
			t.classList.add("target");
			if (t.querySelector(".pc")) {
				t.classList.add("capture");
				if (fight(sq, t).d === 0) t.classList.add("kill");
			}
		});
	}

	// hp reads the HP badge of a square's piece.
	function hp(sq) { var b = sq && sq.querySelector(".owc-hp"); return b ? +b.textContent : 0; }

	// fight is the game's combat rule, for the preview only: the server
	// decides. It returns both sides' HP after an attack from a on d.
	function fight(a, d) {
		var x = hp(a), y = hp(d), ra, rd;
		if (x < y) { ra = x - 3; rd = y - x; } else if (x > y) { ra = x - y; rd = y - 3; } else { ra = 1; rd = y - 3; }
		return { a: Math.max(ra, 1), d: Math.max(rd, 0), x: x, y: y };
	}

	function kindName(sq) {
		var p = document.querySelector(".owc-preview");
		var pc = sq.querySelector(".pc");
		if (!p || !pc) return "";
		var m = /pc-[wb]([PNBRQK])/.exec(pc.className);
		return m ? p.dataset.names.split(" ")["PNBRQK".indexOf(m[1])] : "";
	}

	// preview tells what attacking the square would do.
	function preview(to) {
		var p = document.querySelector(".owc-preview");
		var from = selected();
		if (!p || !from || !to || !to.classList.contains("capture")) return;
		var f = fight(from, to);
		var text = (f.d === 0 ? p.dataset.kill : p.dataset.hit)
			.replace("%t", kindName(to)).replace("%d", f.y).replace("%s", f.d)
			.replace("%a", kindName(from)).replace("%r", f.a);
		p.textContent = text;
	}
	document.addEventListener("pointerover", function (e) {
		var sq = e.target.closest && e.target.closest(".owc-board .sq.capture");
		if (sq) preview(sq);
	});

	function isTarget(sq) { return !!sq && sq.classList.contains("target"); }

	// move submits the board form with the target square as the pressed
	// button. A plain step shows at once; a fight waits for the server.
	function move(to) {
		var from = selected();
		if (!from || !isTarget(to) || to.tagName !== "BUTTON") return;
		if (!to.querySelector(".pc")) {
			var pc = from.querySelector(".pc");
			if (pc) { pc.classList.add("pending"); to.insertBefore(pc, to.firstChild); }
			var hp = from.querySelector(".owc-hp");
			if (hp) to.appendChild(hp);
		}
		clearMarks();
		if (board().contains(document.activeElement)) to.focus({ preventScroll: true }); // focus comes back here after the swap
		var status = document.querySelector(".owc-status");
		if (status && status.dataset.thinking) status.textContent = status.dataset.thinking;
		to.form.requestSubmit(to);
	}

	document.addEventListener("click", function (e) {
		var sq = e.target.closest(".owc-board .sq");
		if (!sq) return;
		cursor = squares().indexOf(sq);
		keyboard = false;
		showCursor();
		if (sq.classList.contains("owc-mine") && !isTarget(sq)) {
			e.preventDefault(); // the label would check the radio itself
			select(sq === selected() ? null : sq);
			return;
		}
		if (sq.tagName === "BUTTON") {
			e.preventDefault();
			if (isTarget(sq)) move(sq); else select(null);
		}
	});

	// Dragging with a mouse or a pen (touch keeps tap, tap, so the page
	// still scrolls under a finger).
	var drag = null, suppressClick = false;
	document.addEventListener("pointerdown", function (e) {
		var sq = e.target.closest(".owc-board .owc-mine");
		if (!sq || e.button > 0 || e.pointerType === "touch") return;
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
			drag.ghost.style.width = r.width * 0.9 + "px";
			drag.ghost.style.height = r.height * 0.9 + "px";
			root().appendChild(drag.ghost);
			pc.classList.add("lifted");
		}
		if (drag.ghost) {
			drag.ghost.style.left = e.clientX + "px";
			drag.ghost.style.top = e.clientY + "px";
		}
		var over = document.elementFromPoint(e.clientX, e.clientY);
		var t = over && over.closest(".owc-board .sq.capture");
		if (t) preview(t);
		e.preventDefault();
	});
	document.addEventListener("pointerup", function (e) {
		if (!drag) return;
		var d = drag;
		drag = null;
		if (!d.moved) return;
		if (d.ghost) d.ghost.remove();
		var pc = d.sq.querySelector(".pc");
		if (pc) pc.classList.remove("lifted");
		var under = document.elementFromPoint(e.clientX, e.clientY);
		var to = under && under.closest(".owc-board .sq");
		suppressClick = true; // the click that ends a drag must not pick the piece up again
		setTimeout(function () { suppressClick = false; }, 0);
		if (to && isTarget(to)) move(to); else if (to !== d.sq) select(null);
	});
	document.addEventListener("pointercancel", function () {
		if (drag && drag.ghost) drag.ghost.remove();
		drag = null;
	});
	document.addEventListener("click", function (e) {
		if (suppressClick && e.target.closest(".owc-board")) { e.preventDefault(); e.stopImmediatePropagation(); }
	}, true);

	function showCursor() {
		squares().forEach(function (s, i) { s.classList.toggle("cursor", keyboard && i === cursor); });
		if (keyboard && cursor >= 0) preview(squares()[cursor]);
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
		var sq = e.target.closest && e.target.closest(".owc-board .sq");
		if (!sq) return;
		cursor = squares().indexOf(sq);
		keyboard = true;
		showCursor();
	});

	function press(sel) {
		var b = document.querySelector(sel);
		if (b && !b.disabled) { b.click(); return true; }
		return false;
	}

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches("input[type=text], textarea, select")) return;
		var k = e.key;
		if ((k === "Enter" || k === " ") && !e.target.closest("button, a, summary") && press(".owc-ready")) {
			e.preventDefault();
			return;
		}
		var all = squares();
		if (!all.length) return;
		var steps = { ArrowLeft: [-1, 0], h: [-1, 0], ArrowRight: [1, 0], l: [1, 0], ArrowUp: [0, -1], k: [0, -1], ArrowDown: [0, 1], j: [0, 1] };
		if (steps[k]) {
			keyboard = true;
			if (cursor < 0) {
				var sel = selected() || all.filter(function (s) { return s.classList.contains("owc-mine"); })[0];
				cursor = sel ? all.indexOf(sel) : 60;
			} else {
				var x = Math.min(7, Math.max(0, (cursor & 7) + steps[k][0]));
				var y = Math.min(7, Math.max(0, (cursor >> 3) + steps[k][1]));
				cursor = y * 8 + x;
			}
			showCursor();
			if (board().contains(document.activeElement)) focusCursor();
			e.preventDefault();
		} else if ((k === "Enter" || k === " ") && cursor >= 0 && !e.target.closest("a, summary, .owc-side button, .owc-shop button")) {
			var sq = all[cursor];
			if (isTarget(sq)) move(sq);
			else if (sq.classList.contains("owc-mine")) select(sq === selected() ? null : sq);
			e.preventDefault();
		} else if (k >= "1" && k <= "4") {
			if (press('.owc-shop [data-key="' + k + '"]')) e.preventDefault();
		} else if (k === "Escape") {
			if (!press(".owc-leave")) {
				select(null);
				cursor = -1;
				showCursor();
			}
		} else if ((k === "n" || k === "N") && root() && root().classList.contains("owc-over")) {
			press(".owc-new");
			e.preventDefault();
		}
	});

	// The clock: the server sent the time left; count it down from when
	// the board arrived and ask for the board when it runs out.
	var clock = null;
	function readClock() {
		var c = document.querySelector(".owc-clock, .owc-strip-clock");
		var big = document.querySelector(".owc-clock");
		clock = c ? { left: +(big ? big.dataset.remaining : 0), at: performance.now(), asked: 0 } : null;
		if (clock && !big) clock = null;
	}
	function fmt(ms) {
		var s = Math.max(0, Math.ceil(ms / 1000));
		var sec = s % 60;
		return Math.floor(s / 60) + ":" + (sec < 10 ? "0" : "") + sec;
	}
	function tick() {
		if (!clock) return;
		var left = clock.left - (performance.now() - clock.at);
		var els = document.querySelectorAll(".owc-clock, .owc-strip-clock");
		if (!els.length) return;
		els.forEach(function (el) {
			var t = el.querySelector(".owc-clock-time");
			if (t) t.textContent = fmt(left);
			el.classList.toggle("owc-low", left < 20000);
			if (left <= 0) el.classList.add("owc-out");
		});
		if (left <= 0) {
			var r = root();
			// Ask at most every three seconds: the server's clock decides.
			if (r && window.htmx && performance.now() - clock.asked > 3000) {
				clock.asked = performance.now();
				htmx.ajax("GET", r.dataset.refresh, { target: "#board", swap: "outerHTML" });
			}
		}
	}
	setInterval(tick, 250);

	function settle() {
		readClock();
		tick();
		showCursor();
		var log = document.querySelector(".owc-log");
		if (log) log.scrollTop = log.scrollHeight;
		var r = selected();
		if (r) select(r);
	}
	document.addEventListener("htmx:after:swap", settle);
	document.addEventListener("DOMContentLoaded", settle);
})();
