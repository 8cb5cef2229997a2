// Pharaoh page keys: ← → (or H L) move along the playable cards of your
// hand, Enter plays the one chosen (the browser presses the focused
// button), 1–4 call a joker's suit when a joker may be played (1 ♠,
// 2 ♥, 3 ♣, 4 ♦), D draws, P passes (keeps a drawn card),
// N deals the next deal or starts the next match. Every action still
// goes through the board's forms; the server decides.
"use strict";
(function () {
	function playable() {
		return Array.prototype.slice.call(document.querySelectorAll(".ph-hand button.pc, .ph-call-suit"));
	}

	function press(selector) {
		var b = document.querySelector(selector);
		if (b) b.click();
		return !!b;
	}


	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches("input[type=text], input[type=number], input[type=password], textarea, select")) return;
		if (!document.querySelector(".ph")) return;
		var key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
		if (key.length === 1 && key >= "1" && key <= "4") {
			if (press('.ph-call [data-suit="' + key + '"]')) e.preventDefault();
			return;
		}
		switch (key) {
		case "ArrowLeft":
		case "ArrowRight":
		case "h":
		case "l":
			var all = playable();
			if (!all.length) return;
			e.preventDefault();
			hallCycle(all, key === "ArrowLeft" || key === "h");
			return;
		case "Enter":
			// Enter on a focused button presses it natively; with nothing
			// focused it plays the only card that fits, if there is one.
			if (document.activeElement && document.activeElement.closest(".ph form")) return;
			var cards = document.querySelectorAll(".ph-hand button.pc");
			if (cards.length === 1 && !document.querySelector(".ph-call")) { e.preventDefault(); cards[0].click(); }
			return;
		case "d":
			if (press('.ph [data-key="d"]')) e.preventDefault();
			return;
		case "p":
			if (press('.ph [data-key="p"]')) e.preventDefault();
			return;
		case "n":
			if (press('.ph [data-key="n"]')) e.preventDefault();
			return;
		}
	});
})();
