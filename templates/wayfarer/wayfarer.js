// Wayfarer page: the original game's keys and the star map. 1-5 switch the station
// tabs (in a fight or an encounter they pick the numbered choice), ↑↓/kj
// move the selection in the open list, Enter confirms it, b/s buy or sell
// one tonne of the selected good and B/S buy the most or sell all, Esc
// returns to the market tab and q leaves for the hall (the career is
// saved on every action). A click on a reachable star selects its row; a
// second click jumps. Every key presses a real button, so the server
// still decides everything.
"use strict";
(function () {
	function board() { return document.querySelector("[data-wf]"); }

	function items() {
		var b = board();
		var list = b && b.querySelector("[data-wf-list]");
		return list ? Array.prototype.slice.call(list.querySelectorAll("[data-wf-item]")) : [];
	}

	function selected() {
		var all = items();
		for (var i = 0; i < all.length; i++) if (all[i].classList.contains("sel")) return i;
		return all.length ? 0 : -1;
	}

	// memory keeps the selected row of each tab across swaps, so b, b, b
	// keeps buying the same good.
	var memory = {};

	function identity(el, i) { return el.dataset.good || el.dataset.dest || String(i); }

	function select(i, quiet) {
		var all = items();
		if (!all.length) return;
		i = Math.max(0, Math.min(all.length - 1, i));
		all.forEach(function (el, k) { el.classList.toggle("sel", k === i); });
		memory[board().dataset.tab + board().dataset.mode] = identity(all[i], i);
		if (!quiet) all[i].scrollIntoView({ block: "nearest" });
		var dest = all[i].dataset.dest;
		document.querySelectorAll(".wf-star.picked").forEach(function (s) { s.classList.remove("picked"); });
		if (dest) {
			var star = document.querySelector('.wf-star[data-jump="' + dest + '"]');
			if (star) star.classList.add("picked");
		}
	}

	document.addEventListener("htmx:after:swap", function () {
		var b = board();
		if (!b) return;
		var want = memory[b.dataset.tab + b.dataset.mode];
		if (want === undefined) return;
		var all = items();
		for (var i = 0; i < all.length; i++) {
			if (identity(all[i], i) === want) { select(i, true); return; }
		}
	});

	function press(el) {
		if (el && !el.disabled) { el.click(); return true; }
		return false;
	}

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches("input[type=text], input[type=number], textarea, select")) return;
		var b = board();
		if (!b) return;
		var key = e.key, done = false;
		if (/^[1-5]$/.test(key)) {
			done = press(b.querySelector('[data-key="' + key + '"]'));
		} else if (key === "n" || key === "N") {
			done = press(b.querySelector('[data-key="n"]'));
		} else if (key === "ArrowDown" || key === "j") {
			select(selected() + 1); done = items().length > 0;
		} else if (key === "ArrowUp" || key === "k") {
			select(selected() - 1); done = items().length > 0;
		} else if (key === "Enter") {
			if (e.target.matches("button, a, summary")) return;
			var row = items()[selected()];
			done = press(row && row.querySelector("[data-enter]"));
		} else if ("bsBS".indexOf(key) >= 0 && key.length === 1) {
			var good = items()[selected()];
			done = press(good && good.querySelector('[data-k="' + key + '"]'));
		} else if (key === "Escape") {
			// Back to the hub's first tab, as q/Esc went back to the hub.
			if (b.dataset.mode === "docked" && b.dataset.tab !== "market") done = press(b.querySelector('[data-key="1"]'));
		} else if ((key === "q" || key === "Q") && !e.repeat) {
			window.location.href = "/";
			done = true;
		}
		if (done) e.preventDefault();
	});

	// A click on a reachable star picks its row; a click on the picked
	// star jumps there.
	document.addEventListener("click", function (e) {
		var row = e.target.closest && e.target.closest("[data-wf-item]");
		if (row) {
			var k = items().indexOf(row);
			if (k >= 0) select(k, true);
			return;
		}
		var star = e.target.closest && e.target.closest(".wf-star[data-jump]");
		if (!star || !star.dataset.jump) return;
		var all = items();
		for (var i = 0; i < all.length; i++) {
			if (all[i].dataset.dest === star.dataset.jump) {
				if (star.classList.contains("picked")) {
					press(all[i].querySelector("[data-enter]"));
				} else {
					select(i);
				}
				return;
			}
		}
	});
})();
