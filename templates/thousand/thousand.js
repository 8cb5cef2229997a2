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

	var press = hallCardKeys({
		board: ".k1k",
		letters: "n",
		// Typing in the bid box keeps the browser's own keys but Enter.
		typing: "input[type=text], input[type=password], textarea, select",
		stops: ".k1k-hand button.pc",
		key: function (e, k) {
			if (board().dataset.phase !== "bid") return e.target.matches("input[type=number]");
			var bidInput = document.querySelector(".k1k-bid:not(.k1k-raise) .k1k-bid-input");
			switch (k) {
			case "ArrowUp": case "ArrowRight": case "k": case "l":
				if (bidInput) { e.preventDefault(); step(bidInput, 5); }
				break;
			case "ArrowDown": case "ArrowLeft": case "j": case "h":
				if (bidInput) { e.preventDefault(); step(bidInput, -5); }
				break;
			case "Enter":
				// A focused Pass or Bid button keeps its own Enter; after
				// − or + Enter places the bid.
				if (document.activeElement && document.activeElement.matches(".k1k button:not(.k1k-step)")) break;
				if (press("bid")) e.preventDefault();
				break;
			case "p":
				if (press("p")) e.preventDefault();
				break;
			}
			return true;
		},
		enter: function (e, cards) {
			// Enter on a focused card plays it natively; with nothing
			// focused it plays the only card that fits, if there is one.
			if (document.activeElement && document.activeElement.closest(".k1k form")) return;
			if (cards.length === 1) { e.preventDefault(); cards[0].click(); }
		}
	});
})();
