// Klondike page: click a card then a column (anywhere in it) or a
// foundation, double-click to send a card home, the original game's keys (1-7
// columns, 0 waste, f foundation, d draw, u undo, h hint, a auto-complete,
// esc cancel, n new deal) and a ticking clock. Every move still goes
// through a form the server checks, and htmx swaps the board.
"use strict";
(function () {
	var keyPick = null; // a place picked from the keyboard: "t3" or "w"

	function picked() {
		var radio = document.querySelector('.kl input[name="from"]:checked');
		if (radio) return { from: radio.value, targets: (radio.dataset.targets || "").split(" ") };
		if (keyPick) return { from: keyPick, targets: null };
		return null;
	}

	function clearPick() {
		document.querySelectorAll('.kl input[name="from"]:checked').forEach(function (r) { r.checked = false; });
		document.querySelectorAll(".kl .kl-selected").forEach(function (e) { e.classList.remove("kl-selected"); });
		keyPick = null;
	}

	// send posts an action through the hidden form; kind names the form's
	// data attribute (actMove, actAuto) that holds the action's name, which
	// the engine defines.
	function send(kind, from, to) {
		var form = document.getElementById("kl-send");
		if (!form) return;
		form.elements["do"].value = form.dataset[kind];
		form.elements["from"].value = from || "";
		form.elements["to"].value = to || "";
		clearPick();
		form.requestSubmit();
	}

	// moveTo moves the pick to a place; with a known list of targets a
	// click elsewhere is a new pick instead, so it reports whether it moved.
	function moveTo(to) {
		var p = picked();
		if (!p || p.from.split(":")[0] === to) return false;
		if (p.targets && p.targets.indexOf(to) < 0) return false;
		send("actMove", p.from, to);
		return true;
	}

	function pickKey(place) {
		clearPick();
		keyPick = place;
		var el = place === "w" ? document.querySelector(".kl-waste") : document.querySelector('.kl-col[data-col="' + place + '"]');
		if (el) el.classList.add("kl-selected");
	}

	function press(selector) {
		var b = document.querySelector(selector);
		if (b && !b.disabled) b.click();
	}

	document.addEventListener("click", function (e) {
		var t = e.target;
		if (!t.closest || !t.closest(".kl")) return;
		// A label's click is followed by one on its radio, already checked:
		// only the first is the player's.
		if (t.matches("input[type=radio]")) return;
		var col = t.closest(".kl-col");
		var card = t.closest(".kl-movable");
		if (card) {
			var radio = card.querySelector("input");
			var p = picked();
			if (p && p.from === radio.value) { // a second click drops the pick
				e.preventDefault();
				clearPick();
				return;
			}
			if (p && col && moveTo(col.dataset.col)) { e.preventDefault(); return; }
			keyPick = null;
			document.querySelectorAll(".kl .kl-selected").forEach(function (el) { el.classList.remove("kl-selected"); });
			return; // the label checks its radio: a new pick
		}
		if (t.closest(".kl-found-slot")) {
			if (!picked()) { e.preventDefault(); return; }
			if (keyPick) { e.preventDefault(); send("actMove", keyPick, "f"); }
			return; // a picked radio posts with the button
		}
		if (col) {
			e.preventDefault();
			moveTo(col.dataset.col);
		}
	}, true);

	document.addEventListener("dblclick", function (e) {
		var card = e.target.closest && e.target.closest(".kl-movable");
		if (!card) return;
		var value = card.querySelector("input").value;
		var parts = value.split(":");
		if (parts.length === 2 && parts[1] !== "1") return; // only a top card goes home
		e.preventDefault();
		send("actAuto", parts[0]);
	});

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches && e.target.matches("input[type=text], input[type=number], input[type=password], textarea, select")) return;
		if (!document.querySelector(".kl")) return;
		var k = e.key;
		if (k >= "1" && k <= "7") {
			var place = "t" + k;
			var p = picked();
			if (p && p.from.split(":")[0] !== place) send("actMove", p.from, place);
			else if (p) clearPick();
			else pickKey(place);
		} else if (k === "0") {
			pickKey("w");
		} else if (k === "f" || k === "F") {
			var q = picked();
			if (q) send("actMove", q.from, "f");
		} else if (k === "d" || k === "D") {
			press(".kl-stock");
		} else if (k === "u" || k === "U") {
			press(".kl-undo");
		} else if (k === "h" || k === "H") {
			press(".kl-hint");
		} else if (k === "a" || k === "A") {
			press(".kl-complete");
		} else if (k === "n" || k === "N") {
			press(".kl-new");
		} else if (k === "Escape") {
			clearPick();
		} else {
			return;
		}
		e.preventDefault();
	});

	document.addEventListener("htmx:after:swap", function () { keyPick = null; });

	// The clock shows the server's elapsed time and ticks between moves.
	var shownAt = Date.now();
	document.addEventListener("htmx:after:swap", function () { shownAt = Date.now(); });
	setInterval(function () {
		var c = document.querySelector(".kl-clock");
		if (!c || c.dataset.running !== "true") return;
		var s = Math.floor((+c.dataset.elapsed + Date.now() - shownAt) / 1000);
		c.querySelector(".kl-time").textContent = Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
	}, 250);
})();
