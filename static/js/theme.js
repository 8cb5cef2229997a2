// The theme switch: <html data-theme> is system, light or dark. The
// stylesheets say their dark colours under prefers-color-scheme: dark;
// for a chosen theme this script makes those rules always or never apply,
// in every stylesheet of the page (a game's own too, and those a board
// links later). Without JavaScript the page follows the system.
"use strict";
(function () {
	function apply(sheet) {
		var theme = document.documentElement.dataset.theme;
		var rules;
		try { rules = sheet.cssRules; } catch (e) { return; }
		for (var i = 0; i < rules.length; i++) {
			var m = rules[i].media;
			if (!m) continue;
			// The rule's own condition, kept the first time it is seen.
			var text = rules[i].hallMedia;
			if (text === undefined) {
				if (m.mediaText.indexOf("prefers-color-scheme") < 0) continue;
				text = rules[i].hallMedia = m.mediaText;
			}
			var dark = text.indexOf("dark") >= 0;
			var want = theme === "dark" ? (dark ? "all" : "not all") : theme === "light" ? (dark ? "not all" : "all") : text;
			if (m.mediaText !== want) m.mediaText = want;
		}
	}
	function all() {
		var theme = document.documentElement.dataset.theme;
		document.documentElement.style.colorScheme = theme === "dark" || theme === "light" ? theme : "";
		for (var i = 0; i < document.styleSheets.length; i++) apply(document.styleSheets[i]);
	}
	document.addEventListener("DOMContentLoaded", all);
	document.addEventListener("load", function (e) { if (e.target.tagName === "LINK") all(); }, true);
	document.addEventListener("htmx:after:swap", all);
	window.addEventListener("load", all);
})();
