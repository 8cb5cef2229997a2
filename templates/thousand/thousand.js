// 1000 page keys, as the rules list them. In the auction ↑ → (or k l)
// raise the proposed bid by 5 and ↓ ← (or j h) lower it, Enter places it,
// p passes; the − and + buttons do the same with the mouse. While giving
// or playing, ← → (or h l) move along the cards you may use and Enter
// gives or plays the one chosen (the browser presses the focused button);
// n deals the next hand or starts a new match. Every action still goes
// through the board's forms; the server decides.
"use strict";
(function () {
	function board() { return document.querySelector(".k1k"); }

	function live() {
		return Array.prototype.slice.call(document.querySelectorAll(".k1k-hand button.pc"));
	}

	function press(key) {
		var b = document.querySelector('.k1k [data-key="' + key + '"]');
		if (b) b.click();
		return !!b;
	}

	// step moves the bid box of a form by delta within its limits.
	function step(input, delta) {
		var min = +input.min, max = +input.max;
		var v = (+input.value || min) + delta;
		input.value = String(Math.max(min, Math.min(max, v)));
	}

	// The score sheet scrolls inside its panel: keep its latest hands in
	// view.
	function sheetToEnd() {
		var w = document.querySelector(".k1k-sheet .k1k-table-wrap");
		if (w) w.scrollTop = w.scrollHeight;
	}
	document.addEventListener("DOMContentLoaded", sheetToEnd);
	document.addEventListener("htmx:after:swap", sheetToEnd);

	document.addEventListener("click", function (e) {
		var b = e.target.closest(".k1k-step");
		if (!b) return;
		var input = b.closest("form").querySelector(".k1k-bid-input");
		if (input) step(input, +b.dataset.step);
	});

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		var b = board();
		if (!b) return;
		var bidding = b.dataset.phase === "bid";
		var bidInput = document.querySelector(".k1k-bid:not(.k1k-raise) .k1k-bid-input");
		// Typing in the bid box keeps the browser's own keys but Enter.
		if (e.target.matches("input[type=text], input[type=password], textarea, select")) return;
		if (bidding) {
			switch (e.key) {
			case "ArrowUp": case "ArrowRight": case "k": case "l":
				if (bidInput) { e.preventDefault(); step(bidInput, 5); }
				return;
			case "ArrowDown": case "ArrowLeft": case "j": case "h":
				if (bidInput) { e.preventDefault(); step(bidInput, -5); }
				return;
			case "Enter":
				// A focused Pass or Bid button keeps its own Enter; after
				// − or + Enter places the bid.
				if (document.activeElement && document.activeElement.matches(".k1k button:not(.k1k-step)")) return;
				if (press("bid")) e.preventDefault();
				return;
			case "p": case "P":
				if (press("p")) e.preventDefault();
				return;
			}
			return;
		}
		if (e.target.matches("input[type=number]")) return;
		switch (e.key) {
		case "ArrowLeft": case "ArrowRight": case "h": case "l":
			var all = live();
			if (!all.length) return;
			e.preventDefault();
			hallCycle(all, e.key === "ArrowLeft" || e.key === "h");
			return;
		case "Enter":
			// Enter on a focused card plays it natively; with nothing
			// focused it plays the only card that fits, if there is one.
			if (document.activeElement && document.activeElement.closest(".k1k form")) return;
			var cards = live();
			if (cards.length === 1) { e.preventDefault(); cards[0].click(); }
			return;
		case "n": case "N":
			if (press("n")) e.preventDefault();
			return;
		}
	});
})();
