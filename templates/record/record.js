// record.js steps through a game's record without reloading the page:
// the links, the slider and the keys (←/→ one step, PageUp/PageDown or
// Shift+←/→ the person's previous or next turn, Home/End the start and
// the end) fetch the moment from the server, which renders it, and
// swap #replay. Without JavaScript the same links and the slider's form
// load the page of each moment.
(function () {
	"use strict";
	document.documentElement.classList.add("js");
	var cache = new Map();
	var seq = 0;

	function region() { return document.getElementById("replay"); }
	function stepURL(path, n) { return path + "?n=" + n; }

	function load(path, n) {
		var u = stepURL(path, n);
		if (!cache.has(u)) {
			var p = fetch(u, { headers: { "HX-Request": "true" }, credentials: "same-origin" }).then(function (r) {
				if (!r.ok) throw new Error("HTTP " + r.status);
				return r.text();
			});
			p.catch(function () { cache.delete(u); });
			cache.set(u, p);
		}
		return cache.get(u);
	}

	// prefetch asks for the neighbouring moments, so a step shows at once.
	function prefetch(r) {
		var n = +r.dataset.step, steps = +r.dataset.steps;
		if (n + 1 <= steps) load(r.dataset.path, n + 1).catch(function () {});
		if (n - 1 >= 0) load(r.dataset.path, n - 1).catch(function () {});
	}

	function go(n, focus) {
		var r = region();
		if (!r) return;
		var steps = +r.dataset.steps, path = r.dataset.path;
		n = Math.max(0, Math.min(steps, n));
		if (n === +r.dataset.step) return;
		var mine = ++seq;
		load(path, n).then(function (html) {
			if (mine !== seq) return;
			var t = document.createElement("template");
			t.innerHTML = html;
			var next = t.content.querySelector("#replay");
			if (!next) throw new Error("no replay");
			var cur = region();
			cur.replaceWith(next);
			history.replaceState(null, "", stepURL(path, n));
			var live = document.getElementById("replay-live");
			var say = next.querySelector(".replay-say");
			if (live && say) live.textContent = next.querySelector(".replay-pos").textContent + ". " + say.textContent;
			if (focus) {
				var el = next.querySelector(focus);
				if (el && el.tagName !== "SPAN") el.focus();
				else next.querySelector(".replay-pos").focus();
			}
			prefetch(next);
		}).catch(function () {
			if (mine === seq) location.href = stepURL(path, n);
		});
	}

	document.addEventListener("click", function (e) {
		var a = e.target.closest && e.target.closest("#replay a[data-n]");
		if (!a || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
		e.preventDefault();
		var cls = Array.prototype.find.call(a.classList, function (c) { return c.indexOf("replay-") === 0; });
		go(+a.dataset.n, cls ? "." + cls : null);
	});

	document.addEventListener("change", function (e) {
		if (e.target.matches && e.target.matches('#replay input[type="range"]')) go(+e.target.value, 'input[type="range"]');
	});

	document.addEventListener("submit", function (e) {
		if (!e.target.matches || !e.target.matches(".replay-goto")) return;
		e.preventDefault();
		go(+e.target.querySelector("input").value, 'input[type="range"]');
	});

	document.addEventListener("keydown", function (e) {
		var r = region();
		if (!r || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
		var t = e.target;
		if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
		var n = +r.dataset.step, prevTurn = +r.dataset.prevTurn, nextTurn = +r.dataset.nextTurn;
		var key = e.key;
		if (e.shiftKey && key === "ArrowLeft") key = "PageUp";
		if (e.shiftKey && key === "ArrowRight") key = "PageDown";
		switch (key) {
		case "ArrowLeft": go(n - 1, ".replay-prev"); break;
		case "ArrowRight": go(n + 1, ".replay-next"); break;
		case "PageUp": if (prevTurn >= 0) go(prevTurn, ".replay-prevturn"); break;
		case "PageDown": if (nextTurn >= 0) go(nextTurn, ".replay-nextturn"); break;
		case "Home": go(0, ".replay-first"); break;
		case "End": go(+r.dataset.steps, ".replay-last"); break;
		default: return;
		}
		e.preventDefault();
	});

	function start() { var r = region(); if (r) prefetch(r); }
	if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
	else start();
})();
