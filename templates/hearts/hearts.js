// Hearts page: the pass takes exactly three cards (a fourth tick drops
// the oldest). Keys: ← → (or h l) move along the hand, Space marks a
// card to pass, Enter plays the selected card or passes the three marked
// ones (P passes too), N deals the next round or starts a new game.
// Every action still goes through the board's forms; the server decides.
"use strict";
(function () {
	var order = []; // ticked pass cards, oldest first

	function hand() { return document.querySelector(".ht-hand"); }

	function updatePass() {
		var form = document.querySelector(".ht-choosing");
		if (!form) { order = []; return; }
		var ticked = Array.prototype.slice.call(form.querySelectorAll("input:checked"));
		order = order.filter(function (i) { return ticked.indexOf(i) >= 0; });
		ticked.forEach(function (i) { if (order.indexOf(i) < 0) order.push(i); });
		while (order.length > 3) { order.shift().checked = false; }
		var button = document.querySelector(".ht-pass-button");
		var picked = document.querySelector(".ht-picked");
		if (button) button.disabled = order.length !== 3;
		if (picked) picked.textContent = order.length + " / 3";
	}

	document.addEventListener("change", function (e) {
		if (e.target.closest(".ht-choosing")) updatePass();
	});
	document.addEventListener("htmx:after:swap", function () { order = []; updatePass(); });
	document.addEventListener("DOMContentLoaded", updatePass);

	// The focusable things of the hand: card buttons or pass checkboxes.
	function stops() {
		var h = hand();
		return h ? Array.prototype.slice.call(h.querySelectorAll("button.pc, .pc-check input")) : [];
	}

	hallCardKeys({
		board: ".ht",
		letters: "n",
		stops: stops,
		key: function (e, k) {
			if (k !== "p") return false;
			var pass = document.querySelector(".ht-pass-button");
			if (pass && !pass.disabled) { e.preventDefault(); pass.click(); }
			return true;
		},
		enter: function (e, all) {
			var at = all.indexOf(document.activeElement);
			if (at < 0 || all[at].type !== "checkbox") return;
			e.preventDefault();
			var pass = document.querySelector(".ht-pass-button");
			if (pass && !pass.disabled) { pass.click(); return; }
			all[at].checked = !all[at].checked;
			updatePass();
		}
	});
})();
