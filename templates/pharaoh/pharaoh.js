// Pharaoh page keys: ← → (or H L) move along the playable cards of your
// hand, Enter plays the one chosen (the browser presses the focused
// button), 1–4 call a joker's suit when a joker may be played (1 ♠,
// 2 ♥, 3 ♣, 4 ♦), D draws, P passes (keeps a drawn card),
// N deals the next deal or starts the next match. Every action still
// goes through the board's forms; the server decides.
"use strict";
hallCardKeys({
	board: ".ph",
	letters: "dpn",
	stops: ".ph-hand button.pc, .ph-call-suit",
	key: function (e, k) {
		if (k.length !== 1 || k < "1" || k > "4") return false;
		var b = document.querySelector('.ph-call [data-suit="' + k + '"]');
		if (b) { b.click(); e.preventDefault(); }
		return true;
	},
	enter: function (e) {
		// Enter on a focused button presses it natively; with nothing
		// focused it plays the only card that fits, if there is one.
		if (document.activeElement && document.activeElement.closest(".ph form")) return;
		var cards = document.querySelectorAll(".ph-hand button.pc");
		if (cards.length === 1 && !document.querySelector(".ph-call")) { e.preventDefault(); cards[0].click(); }
	}
});
