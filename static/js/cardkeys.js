// The keys the card tables share (Durak, 101, Pharaoh, 1000, Tonk,
// Hearts): ← → (or h l) move along the cards of your hand that may be
// used, a letter presses the board's button of that data-key. Every
// action still goes through the board's forms; the server decides.
//
// hallCardKeys(o) wires one game, o naming its parts and hooks:
//
//	board     the board's selector; the keys act only while it is shown
//	typing    where typed keys stay the browser's (text boxes by default)
//	stops     the hand's controls the arrows move along: a selector, or
//	          a function returning them
//	letters   the letters that press the board's [data-key] buttons
//	key(e, k) the game's own keys, first; true if handled (k is e.key,
//	          a letter in lower case)
//	enter(e, stops)  what Enter does where the focus does not decide
//
// It returns press(key), which clicks the board's button of that data-key
// and reports whether there was one to press.
"use strict";
window.hallCardKeys = function (o) {
	function stops() {
		if (typeof o.stops === "function") return o.stops();
		return Array.prototype.slice.call(document.querySelectorAll(o.stops));
	}

	function press(key) {
		var b = document.querySelector(o.board + ' [data-key="' + key + '"]');
		if (!b || b.disabled) return false;
		b.click();
		return true;
	}

	document.addEventListener("keydown", function (e) {
		if (e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.target.matches(o.typing || "input[type=text], input[type=number], input[type=password], textarea, select")) return;
		if (!document.querySelector(o.board)) return;
		var k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
		if (o.key && o.key(e, k)) return;
		switch (k) {
		case "ArrowLeft":
		case "ArrowRight":
		case "h":
		case "l":
			var all = stops();
			if (!all.length) return;
			e.preventDefault();
			hallCycle(all, k === "ArrowLeft" || k === "h");
			return;
		case "Enter":
			if (o.enter) o.enter(e, stops());
			return;
		}
		if (o.letters && o.letters.indexOf(k) >= 0 && k.length === 1 && !e.repeat && press(k)) e.preventDefault();
	});
	return press;
};
