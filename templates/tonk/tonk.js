// Tonk page keys, as the rules list them. Before drawing: D draws from
// the stock, P takes the top of the pile, K drops. After drawing: ← →
// (or H L) move along your hand, Space marks the chosen card, M spreads
// the marked cards, 1-9 hits spread N with the chosen card, T declares
// Tonk, Enter discards the chosen card. Between hands: N deals the next
// one (or starts a new game), Q leaves the table. Every action still
// goes through the board's forms; the server decides.
"use strict";
(function () {
	function boxes() {
		return Array.prototype.slice.call(document.querySelectorAll(".tk-hand input[type=checkbox]"));
	}

	// chosen is the card the cursor is on, else the only marked card.
	function chosen() {
		var a = document.activeElement;
		if (a && a.matches(".tk-hand input[type=checkbox]")) return a;
		var marked = boxes().filter(function (b) { return b.checked; });
		return marked.length === 1 ? marked[0] : null;
	}

	function hit(n) {
		var spread = document.querySelector('.tk-spread[data-n="' + n + '"]');
		if (!spread) return false;
		var buttons = spread.querySelectorAll(".tk-hit");
		var card = chosen();
		var b = null;
		if (card) b = spread.querySelector('.tk-hit[value="' + card.value + '"]');
		else if (buttons.length === 1) b = buttons[0];
		if (!b) {
			spread.classList.remove("tk-nope");
			void spread.offsetWidth;
			spread.classList.add("tk-nope");
			return true;
		}
		b.click();
		return true;
	}

	function discard() {
		var card = chosen();
		var d = document.querySelector('.tk [data-key="enter"]');
		if (!card || !d) return false;
		boxes().forEach(function (b) { b.checked = b === card; });
		d.click();
		return true;
	}

	hallCardKeys({
		board: ".tk",
		letters: "dpkmtnq",
		stops: boxes,
		key: function (e, k) {
			if (k.length !== 1 || k < "1" || k > "9") return false;
			if (hit(k)) e.preventDefault();
			return true;
		},
		enter: function (e) {
			// Enter on a card discards it; on a button it presses it.
			if (document.activeElement && document.activeElement.matches(".tk button")) return;
			if (discard()) e.preventDefault();
		}
	});
})();
