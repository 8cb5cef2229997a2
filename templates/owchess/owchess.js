// Open World Chess page: the square picker (static/js/squares.js), tap
// and tap by touch, with a preview of what an attack would do, 1-4 to
// buy in the open shop, esc to leave the shop, and n for a new game once
// the game is over. The move clock ticks from the server's deadline and
// asks the server for the board when it runs out, so a time-out shows
// without a click. Every move is still a form submit: the server decides.
"use strict";
(function () {
	function root() { return document.querySelector(".owc"); }

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
		var from = picker.selected();
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

	function press(sel) {
		var b = document.querySelector(sel);
		if (b && !b.disabled) { b.click(); return true; }
		return false;
	}

	// keys are the game's own: enter readies a waiting turn, 1-4 buy in
	// the shop, esc leaves it, n starts a new game once this one is over.
	function keys(e, k) {
		if ((k === "Enter" || k === " ") && !e.target.closest("button, a, summary") && press(".owc-ready")) {
			e.preventDefault();
			return true;
		}
		if (!document.querySelector(".owc-board .sq")) return true;
		if (k >= "1" && k <= "4") {
			if (press('.owc-shop [data-key="' + k + '"]')) e.preventDefault();
			return true;
		}
		if (k === "Escape") return press(".owc-leave");
		if ((k === "n" || k === "N") && root() && root().classList.contains("owc-over")) {
			press(".owc-new");
			e.preventDefault();
			return true;
		}
		return false;
	}

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

	var picker = hallSquares({
		board: ".owc-board",
		mine: "owc-mine",
		status: ".owc-status",
		log: ".owc-log",
		enterSkip: "a, summary, .owc-side button, .owc-shop button",
		ghost: 0.9,
		host: root,
		lift: function (pc, on) { pc.classList.toggle("lifted", on); },
		// A target that the attack would clear is marked as a kill.
		mark: function (from, t) { if (fight(from, t).d === 0) t.classList.add("kill"); },
		// A plain step shows at once; a fight waits for the server.
		show: function (from, to) {
			if (to.querySelector(".pc")) return;
			var pc = from.querySelector(".pc");
			if (pc) { pc.classList.add("pending"); to.insertBefore(pc, to.firstChild); }
			var badge = from.querySelector(".owc-hp");
			if (badge) to.appendChild(badge);
		},
		hover: preview,
		key: keys,
		focusShows: true,
		settle: function () { readClock(); tick(); },
	});
})();
