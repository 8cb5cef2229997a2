// Playback of the bots' turns: one shared mechanism for every game.
//
// After a person's action the server sends, before the new board, one
// <template data-frame> per action it set off: the person's board after
// that action, rendered from their own view. This script shows them in
// order and animates each change FLIP-style (First, Last, Invert, Play):
// elements with the same identity in two boards (data-flip, or a card's
// data-card) slide from where they were to where they are; a new one
// arrives from the element its data-enter-from names (a card from the
// seat that played it) or drops in; one that is gone flies to the
// element its data-leave-to named (a trick to its winner) or fades.
// A piece whose move the board lists in data-path (square names, found
// by their data-sq) travels square by square along it, as a checker
// jumps. Money moves as chips: elements with data-chips (a key) and
// data-amount are compared between boards, and chips fly from those
// that lost to those that gained (the antes to the pot, the pot to its
// winner). Without JavaScript the templates are inert and the board
// shows as is.
// A click or key during playback skips to the end; speed comes from
// <html data-speed>, and prefers-reduced-motion means instant.
"use strict";
(function () {
	var STEP = { slow: 1500, normal: 900, fast: 450, instant: 0 };
	// A long playback (a Durak bout of many throws) takes at most
	// BUDGET steps in all: its steps get shorter, down to a third.
	var BUDGET = 14;
	var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");
	var before = null; // the keyed elements of the board about to be replaced
	var run = null; // the playback in progress
	var swallow = false; // the click that follows a pointer that skipped

	function board() { return document.getElementById("board"); }

	// step is the time one frame is shown, in ms; 0 means no playback.
	function step() {
		if (reduced && reduced.matches) return 0;
		var s = STEP[document.documentElement.dataset.speed];
		return s === undefined ? STEP.normal : s;
	}

	// keyOf is an element's identity across boards: its data-flip, a
	// card's code, or a seat's number.
	function keyOf(el) {
		if (el.dataset.flip) return el.dataset.flip;
		if (el.dataset.card) return "card:" + el.dataset.card;
		return "seat-" + el.dataset.seat;
	}

	// pace is the time one of n frames is shown, for a step of ms.
	function pace(ms, n) {
		if (n <= BUDGET) return ms;
		return Math.max(Math.round(ms / 3), Math.round(ms * BUDGET / n));
	}

	// snapshot lists root's keyed elements with where they are on screen,
	// and its amounts of money (out.chips).
	function snapshot(root) {
		var out = [];
		out.chips = {};
		if (!root) return out;
		root.querySelectorAll("[data-chips]").forEach(function (el) {
			if (el.closest("template")) return;
			var r = el.getBoundingClientRect();
			if (r.width === 0 && r.height === 0) return;
			out.chips[el.dataset.chips] = { rect: r, amount: +el.dataset.amount || 0 };
		});
		root.querySelectorAll("[data-flip], [data-card], [data-seat]").forEach(function (el) {
			if (el.closest("template")) return;
			var r = el.getBoundingClientRect();
			if (r.width === 0 && r.height === 0) return;
			var to = el.closest("[data-leave-to]");
			out.push({ key: keyOf(el), el: el, rect: r, leaveTo: to ? to.dataset.leaveTo : "" });
		});
		return out;
	}

	function find(list, key) {
		for (var i = 0; i < list.length; i++) if (list[i].key === key) return list[i];
		return null;
	}

	function near(a, b) {
		return Math.abs(a.left - b.left) < 1 && Math.abs(a.top - b.top) < 1;
	}

	function dist(a, b) {
		var dx = a.left - b.left, dy = a.top - b.top;
		return dx * dx + dy * dy;
	}

	function isSVG(el) { return el instanceof SVGElement; }

	// flip animates root's keyed elements from the positions in old.
	// It returns what happened, for the sounds: moved, entered, left.
	function flip(old, root, ms, actor) {
		var now = snapshot(root);
		var pool = {};
		var what = { moved: 0, entered: 0, left: 0, cards: 0 };
		old.forEach(function (o) { (pool[o.key] = pool[o.key] || []).push(o); });
		var path = pathOf(root);
		var rest = [];
		now.forEach(function (n) {
			var list = pool[n.key] || [];
			for (var i = 0; i < list.length; i++) {
				if (near(list[i].rect, n.rect)) { list.splice(i, 1); return; }
			}
			rest.push(n);
		});
		rest.forEach(function (n) {
			var list = pool[n.key] || [];
			var card = n.key.indexOf("card:") === 0;
			if (card) what.cards++;
			if (list.length) {
				var best = 0;
				for (var i = 1; i < list.length; i++) if (dist(list[i].rect, n.rect) < dist(list[best].rect, n.rect)) best = i;
				var o = list.splice(best, 1)[0];
				if (ms && !travel(n.el, o.rect, n.rect, path, ms)) move(n.el, o.rect, n.rect, ms);
				what.moved++;
				return;
			}
			what.entered++;
			if (!ms) return;
			// A new card comes from the seat that acted, unless the board
			// says where it came from (data-enter-from).
			var from = n.el.closest("[data-enter-from]");
			var src = from ? find(old, from.dataset.enterFrom) : card && actor && actor !== "0" ? find(old, "seat-" + actor) : null;
			if (src && !isSVG(n.el)) move(n.el, src.rect, n.rect, ms, true);
			else drop(n.el, ms);
		});
		Object.keys(pool).forEach(function (k) {
			pool[k].forEach(function (o) {
				if (o.key.indexOf("card:") !== 0 && !o.leaveTo) what.left++;
				if (ms) leave(o, root, now, ms);
			});
		});
		if (ms) what.chips = chips(old.chips || {}, now.chips, root, ms);
		return what;
	}

	// pathOf is the squares of the move the board names in data-path,
	// where they are now; null for fewer than three (a plain slide).
	function pathOf(root) {
		var p = root.querySelector("[data-path]");
		var names = p ? p.dataset.path.split(" ") : [];
		if (names.length < 3) return null;
		var out = [];
		for (var i = 0; i < names.length; i++) {
			var sq = root.querySelector('[data-sq="' + names[i] + '"]');
			if (!sq) return null;
			out.push(sq.getBoundingClientRect());
		}
		return out;
	}

	function center(r) { return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; }

	function inside(r, c) { return c.x >= r.left && c.x <= r.right && c.y >= r.top && c.y <= r.bottom; }

	// travel moves el square by square along path when it landed on its
	// last square (b); false when it did not. The path's squares are
	// where they are now: where the board moved between two frames, the
	// way is bent so that it starts where the piece was (a).
	function travel(el, a, b, path, ms) {
		var last = path ? path.length - 1 : 0;
		if (!last || isSVG(el) || !inside(path[last], center(b))) return false;
		var end = center(b), from = center(a), first = center(path[0]), land = center(path[last]);
		var frames = path.map(function (r, i) {
			// k runs from 1 on the first square to 0 on the last: the
			// start bends towards where the piece was, the end to where
			// it sits in its square.
			var c = center(r), k = 1 - i / last;
			var x = c.x + k * (from.x - first.x) + (1 - k) * (end.x - land.x) - end.x;
			var y = c.y + k * (from.y - first.y) + (1 - k) * (end.y - land.y) - end.y;
			return { transform: "translate(" + x + "px," + y + "px)", zIndex: 5, offset: i / last };
		});
		el.animate(frames, { duration: ms * 0.8, easing: "ease-in-out", composite: "add" });
		return true;
	}

	// group is the part of a chips key before its colon (a seat: "2:bank",
	// "2:bet0"); a key without one (the pot) is the table's.
	function group(k) {
		var i = k.indexOf(":");
		return i < 0 ? "" : k.slice(0, i);
	}

	// chips flies a few chips from every amount that fell between two
	// boards to where it went: an amount of its own seat that rose (a bet
	// placed, a bet paid back), else the table's (the antes to the pot),
	// and the table's to any that rose (the pot to its winner). It
	// returns how many flew.
	function chips(before, after, root, ms) {
		var from = [], to = [];
		var keys = {};
		Object.keys(before).concat(Object.keys(after)).forEach(function (k) { keys[k] = true; });
		Object.keys(keys).forEach(function (k) {
			var a = before[k], b = after[k];
			var d = (b ? b.amount : 0) - (a ? a.amount : 0);
			var c = { group: group(k), rect: (b || a).rect };
			if (d < 0) from.push(c);
			if (d > 0) to.push(c);
		});
		var n = 0;
		from.forEach(function (f) {
			var mine = to.filter(function (t) { return t.group === f.group; });
			if (!mine.length) mine = to.filter(function (t) { return t.group === ""; });
			if (!mine.length && f.group === "") mine = to;
			mine.forEach(function (t) {
				for (var i = 0; i < 3; i++, n++) chip(f.rect, t.rect, root, ms, i);
			});
		});
		return n;
	}

	// chip is one chip on its way from the rectangle f to t.
	function chip(f, t, root, ms, i) {
		var a = center(f), b = center(t);
		var c = document.createElement("span");
		c.className = "pb-chip pb-ghost";
		c.setAttribute("aria-hidden", "true");
		c.style.left = a.x - 7 + "px";
		c.style.top = a.y - 7 + "px";
		root.appendChild(c);
		c.animate([
			{ transform: "translate(0,0)", opacity: 1 },
			{ transform: "translate(" + (b.x - a.x) + "px," + (b.y - a.y) + "px)", opacity: 0.9 }
		], { duration: ms * 0.5, delay: i * ms * 0.08, easing: "cubic-bezier(.3,.6,.4,1)", fill: "both" }).onfinish = function () { c.remove(); };
	}

	// move slides el from the rectangle a to where it is now, b.
	function move(el, a, b, ms, small) {
		if (isSVG(el)) return;
		var dx = a.left + a.width / 2 - (b.left + b.width / 2);
		var dy = a.top + a.height / 2 - (b.top + b.height / 2);
		var s = small ? 0.6 : (b.width ? a.width / b.width : 1);
		if (!isFinite(s) || s <= 0) s = 1;
		el.animate([
			{ transform: "translate(" + dx + "px," + dy + "px) scale(" + s + ")", zIndex: 5 },
			{ transform: "translate(0,0) scale(1)", zIndex: 5 }
		], { duration: ms * 0.55, easing: "cubic-bezier(.2,.7,.3,1)", composite: "add" });
	}

	// drop brings in an element that came from nowhere on the board: a
	// stone placed, a card dealt from a hidden stock.
	function drop(el, ms) {
		if (isSVG(el)) {
			el.style.transformBox = "fill-box";
			el.style.transformOrigin = "center";
		}
		el.animate([
			{ opacity: 0, transform: "scale(1.35)" },
			{ opacity: 1, transform: "scale(1)" }
		], { duration: ms * 0.45, easing: "cubic-bezier(.3,.6,.4,1)" });
	}

	// leave shows a gone element one last time, on its way to where its
	// data-leave-to pointed (a trick to its winner) or fading where it was.
	function leave(o, root, now, ms) {
		var ghost = o.el.cloneNode(true);
		ghost.removeAttribute("data-flip");
		ghost.removeAttribute("data-card");
		ghost.setAttribute("aria-hidden", "true");
		ghost.classList.add("pb-ghost");
		if (isSVG(o.el)) {
			// An SVG shape only draws inside its own drawing: put it back
			// into the same layer of the new board.
			var layer = o.el.parentNode && o.el.parentNode.getAttribute && o.el.parentNode.getAttribute("class");
			var into = layer && root.querySelector("." + layer.trim().split(/\s+/)[0]);
			if (!into) return;
			into.appendChild(ghost);
			ghost.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ms * 0.6, easing: "ease-in" }).onfinish = function () { ghost.remove(); };
			return;
		}
		var r = o.rect;
		ghost.style.position = "fixed";
		ghost.style.left = r.left + "px";
		ghost.style.top = r.top + "px";
		ghost.style.width = r.width + "px";
		ghost.style.height = r.height + "px";
		ghost.style.margin = "0";
		ghost.style.pointerEvents = "none";
		ghost.style.zIndex = "6";
		root.appendChild(ghost);
		var target = o.leaveTo && find(now, o.leaveTo);
		var end = { opacity: 0, transform: "scale(.9)" };
		if (target) {
			var t = target.rect;
			var dx = t.left + t.width / 2 - (r.left + r.width / 2);
			var dy = t.top + t.height / 2 - (r.top + r.height / 2);
			end = { opacity: 0.2, transform: "translate(" + dx + "px," + dy + "px) scale(.5)" };
		}
		ghost.animate([{ opacity: 1, transform: "none" }, end], { duration: ms * 0.6, easing: "ease-in", fill: "forwards" }).onfinish = function () { ghost.remove(); };
	}

	// inertCopy is a frame's board, safe to show: nothing in it can be
	// pressed, focused, found by id or wired up by htmx.
	function inertCopy(tpl) {
		var frag = tpl.content.cloneNode(true);
		frag.querySelectorAll("[id]").forEach(function (e) { e.removeAttribute("id"); });
		frag.querySelectorAll("[hx-post], [hx-get], [data-focus], [role=status], [aria-live]").forEach(function (e) {
			e.removeAttribute("hx-post");
			e.removeAttribute("hx-get");
			e.removeAttribute("data-focus");
			e.removeAttribute("role");
			e.removeAttribute("aria-live");
		});
		return frag;
	}

	function statusText(root) {
		var s = root && root.querySelector(".status-line");
		return s ? s.textContent.trim() : "";
	}

	// say puts a sentence into the page's one live region.
	function say(text) {
		var live = document.getElementById("narration");
		if (!live || !text) return;
		live.textContent = text;
	}

	// quiet takes the role of live region from a board's status lines:
	// the page announces through #narration alone, once per step.
	function quiet(root) {
		if (!root || !document.getElementById("narration")) return;
		root.querySelectorAll(".status-line[role=status]").forEach(function (e) { e.removeAttribute("role"); });
	}

	function sound(what, root) {
		if (!window.hallSound) return;
		var line = root && root.querySelector(".status-line");
		var cls = line ? line.className : "";
		if (/\bwon\b/.test(cls)) return window.hallSound("win");
		if (/\blost\b/.test(cls)) return window.hallSound("loss");
		if (what.left > 0) return window.hallSound("capture");
		if (what.chips > 0) return window.hallSound("card");
		if (/\bwarn\b/.test(cls)) return window.hallSound("check");
		if (what.entered >= 5 && what.cards >= 5) return window.hallSound("deal");
		if (what.cards > 0) return window.hallSound("card");
		if (what.moved > 0 || what.entered > 0) window.hallSound("move");
	}

	// finalSay is what the board as stored says: the last action, then
	// the board's own status ("The bot plays e5. Your move.").
	function finalSay(b) {
		var text = statusText(b);
		var last = b.dataset.say || "";
		return last && text ? last + " " + text : last || text;
	}

	function start() {
		var b = board();
		if (!b) return;
		var old = before || [];
		before = null;
		var tpls = Array.prototype.slice.call(b.querySelectorAll(":scope > template[data-frame]"));
		tpls.forEach(function (t) { t.remove(); });
		quiet(b);
		var ms = step();
		if (!tpls.length || !ms) {
			sound(flip(old, b, ms, b.dataset.actor), b);
			say(finalSay(b));
			title(b);
			tell("hall:played", { frames: tpls.length, shown: 0 });
			return;
		}
		var stage = document.createElement("div");
		stage.className = "pb-stage";
		stage.setAttribute("inert", "");
		stage.setAttribute("aria-hidden", "true");
		b.insertBefore(stage, b.querySelector(":scope > .board-error + *") || null);
		b.classList.add("pb-playing");
		b.setAttribute("aria-busy", "true");
		ms = pace(ms, tpls.length);
		var i = 0;
		run = { board: b, stage: stage, timer: 0, frames: tpls.length, shown: 0 };
		function show() {
			var prev = i === 0 ? old : snapshot(stage);
			var tpl = tpls[i];
			stage.replaceChildren(inertCopy(tpl));
			var text = tpl.dataset.say || statusText(stage);
			var line = stage.querySelector(".status-line");
			if (line && tpl.dataset.say) line.textContent = tpl.dataset.say;
			stage.dataset.frame = String(i + 1);
			stage.dataset.frames = String(tpls.length);
			run.shown = i + 1;
			sound(flip(prev, stage, ms, tpl.dataset.actor), stage);
			say(text);
			tell("hall:frame", { frame: i + 1, frames: tpls.length, say: text });
			i++;
			run.timer = setTimeout(i < tpls.length ? show : end, ms);
		}
		function end() {
			var prev = snapshot(stage);
			finish();
			sound(flip(prev, b, ms, b.dataset.actor), b);
		}
		show();
	}

	// finish ends a playback at once and shows the board as stored.
	function finish() {
		if (!run) return;
		var r = run;
		run = null;
		clearTimeout(r.timer);
		r.stage.remove();
		r.board.classList.remove("pb-playing");
		r.board.removeAttribute("aria-busy");
		say(finalSay(r.board));
		title(r.board);
		tell("hall:played", { frames: r.frames, shown: r.shown });
		var f = r.board.querySelector("[data-focus]");
		if (f && (document.activeElement === document.body || !document.activeElement)) f.focus({ preventScroll: true });
	}

	// title shows the board's state in the tab ("Your move · Chess").
	function title(b) {
		if (b.dataset.title) document.title = b.dataset.title;
	}

	// tell lets tests and other scripts follow the playback.
	function tell(name, detail) {
		document.dispatchEvent(new CustomEvent(name, { detail: detail }));
	}

	function skip(e) {
		if (!run) return;
		if (e.type === "keydown" && (e.key === "Shift" || e.key === "Control" || e.key === "Alt" || e.key === "Meta")) return;
		e.preventDefault();
		e.stopPropagation();
		if (e.type === "pointerdown") {
			// The click this press makes must not reach the board; a
			// press that makes none (a drag) must not eat the next one.
			swallow = true;
			setTimeout(function () { swallow = false; }, 700);
		}
		finish();
	}

	document.addEventListener("htmx:before:swap", function () {
		finish();
		before = snapshot(board());
	});
	document.addEventListener("htmx:after:swap", start);
	document.addEventListener("pointerdown", skip, true);
	document.addEventListener("click", function (e) {
		if (run || swallow) { e.preventDefault(); e.stopPropagation(); }
		swallow = false;
	}, true);
	document.addEventListener("keydown", skip, true);
	document.addEventListener("DOMContentLoaded", function () { quiet(board()); });
	// For tests and the curious: whether a playback is running.
	window.hallPlayback = { playing: function () { return !!run; }, finish: finish };
})();
