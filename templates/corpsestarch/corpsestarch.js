// Corpse-Starch Box page: counts the stockpile up between responses from
// the rate the server sent (re-synchronised on every swap), runs the bars
// and countdowns, reloads the board when a timer ends, and maps the keys
// 1-9 to the numbered buttons. The server stays the judge of everything.
"use strict";
(function () {
	var sync = null; // the last figures the server sent
	var refreshing = false;

	function board() { return document.querySelector("[data-cs-board]"); }

	// read takes the server's figures from the head and notes when they
	// arrived, so the counter runs on the server's clock.
	function read() {
		var b = board();
		var h = b && b.querySelector("[data-cs-counter]");
		if (!h) { sync = null; return; }
		var d = h.dataset;
		sync = {
			lang: b.dataset.lang,
			now: +d.now, at: performance.now(),
			stock: +d.stock + (+d.micro) / 1e6,
			lifetime: +d.lifetime + (+d.micro) / 1e6,
			rate: +d.rate / 1000, mult: +d.mult || 1, blessEnd: +d.blessEnd || 0,
		};
		refreshing = false;
	}

	function serverNow() { return sync.now + (performance.now() - sync.at); }

	// gained is the starch earned from the sync to t: the base rate all
	// along, plus the blessing's extra up to its end.
	function gained(t) {
		var dt = Math.max(0, t - sync.now) / 1000;
		var g = sync.rate * dt;
		if (sync.blessEnd > sync.now) {
			g += sync.rate * (sync.mult - 1) * Math.max(0, Math.min(t, sync.blessEnd) - sync.now) / 1000;
		}
		return g;
	}

	function group(n, lang) {
		var s = String(n), sep = lang === "ru" ? "\u202f" : ",", out = "";
		for (var i = 0; i < s.length; i++) {
			if (i > 0 && (s.length - i) % 3 === 0) out += sep;
			out += s[i];
		}
		return out;
	}

	// amount prints like the server's Amount: grouped below ten million,
	// then two decimals and a scale word.
	function amount(n, lang) {
		n = Math.floor(n);
		if (n < 1e7) return group(n, lang);
		var scales = [[1e18, "quintillion", "квинтлн"], [1e15, "quadrillion", "квадрлн"], [1e12, "trillion", "трлн"], [1e9, "billion", "млрд"], [1e6, "million", "млн"]];
		for (var i = 0; i < scales.length; i++) {
			if (n >= scales[i][0]) {
				var x = (n / scales[i][0]).toFixed(2);
				return lang === "ru" ? x.replace(".", ",") + " " + scales[i][2] : x + " " + scales[i][1];
			}
		}
		return group(n, lang);
	}

	function duration(ms, lang) {
		var s = Math.max(0, Math.ceil(ms / 1000));
		var u = lang === "ru" ? ["д", "ч", "мин", "с"] : ["d", "h", "min", "s"];
		var d = Math.floor(s / 86400), h = Math.floor(s / 3600) % 24, m = Math.floor(s / 60) % 60, sec = s % 60;
		var two = function (x) { return x < 10 ? "0" + x : String(x); };
		if (d > 0) return d + " " + u[0] + " " + h + " " + u[1];
		if (h > 0) return h + " " + u[1] + " " + two(m) + " " + u[2];
		if (m > 0) return m + " " + u[2] + " " + two(sec) + " " + u[3];
		return sec + " " + u[3];
	}

	// refresh asks the server for the board once a timer has run out, at
	// most every two seconds (the estimate may run a little ahead).
	var lastRefresh = 0;
	function refresh() {
		var b = board();
		if (refreshing || !b || !window.htmx || performance.now() - lastRefresh < 2000) return;
		refreshing = true;
		lastRefresh = performance.now();
		htmx.ajax("GET", b.dataset.refresh, { target: "#board", swap: "outerHTML" });
	}

	function tick() {
		var b = board();
		if (!sync || !b) return;
		// Omens come at times only the server knows: look in once a
		// minute while the page is in view.
		if (b.hasAttribute("data-cs-poll") && document.visibilityState === "visible" && performance.now() - lastRefresh > 60000) {
			if (lastRefresh === 0) lastRefresh = performance.now(); else refresh();
		}
		var t = serverNow(), g = gained(t), stock = sync.stock + g;
		var el = b.querySelector("[data-cs-amount]");
		if (el) el.textContent = amount(stock, sync.lang);
		el = b.querySelector("[data-cs-lifetime]");
		if (el) el.textContent = amount(sync.lifetime + g, sync.lang);
		b.querySelectorAll("[data-cost]").forEach(function (btn) {
			btn.classList.toggle("cs-cant", stock < +btn.dataset.cost);
		});
		el = b.querySelector("[data-cs-unlock]");
		if (el) {
			el.value = Math.min(+el.max, sync.lifetime + g);
			if (sync.lifetime + g >= +el.dataset.csUnlock) refresh();
		}
		b.querySelectorAll("progress[data-cs-end]").forEach(function (p) {
			var start = +p.dataset.csStart, end = +p.dataset.csEnd;
			p.value = Math.min(end - start, Math.max(0, t - start));
		});
		b.querySelectorAll("[data-cs-countdown]").forEach(function (c) {
			var left = +c.dataset.csCountdown - t;
			c.textContent = duration(left, sync.lang);
			if (left <= 0) refresh();
		});
	}

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey || e.repeat) return;
		if (e.target.matches("input, textarea, select")) return;
		if (e.key < "1" || e.key > "9" || e.key.length !== 1) return;
		var b = board();
		var btn = b && b.querySelector('button[data-key="' + e.key + '"]');
		if (!btn) return;
		e.preventDefault();
		btn.click();
	});

	// A little recoil on the requisition button.
	document.addEventListener("click", function (e) {
		var big = e.target.closest && e.target.closest(".cs-big");
		if (!big) return;
		big.classList.remove("cs-pulse");
		void big.offsetWidth;
		big.classList.add("cs-pulse");
	});

	// Panels the player opened stay open across swaps (the page looks in
	// once a minute, and every action swaps the board).
	var kept = {};
	document.addEventListener("toggle", function (e) {
		var k = e.target.dataset && e.target.dataset.csKeep;
		if (k) kept[k] = e.target.open;
	}, true);
	function reopen() {
		document.querySelectorAll("details[data-cs-keep]").forEach(function (d) {
			if (kept[d.dataset.csKeep]) d.open = true;
		});
	}
	document.addEventListener("htmx:after:swap", function () { read(); reopen(); });
	document.addEventListener("DOMContentLoaded", read);
	if (document.readyState !== "loading") read();
	setInterval(tick, 100);
})();
