// Sounds of the table, made on the spot with Web Audio: no sound files.
// Nothing plays before the person's first click or key (browsers forbid
// it anyway), nor when <html data-sound="off">. window.hallSound(kind)
// plays one of: move, capture, card, deal, win, loss, check.
"use strict";
(function () {
	var ctx = null;
	var woke = false;

	function wake() {
		woke = true;
		if (!ctx && (window.AudioContext || window.webkitAudioContext)) {
			try { ctx = new (window.AudioContext || window.webkitAudioContext)(); } catch (e) { ctx = null; }
		}
		if (ctx && ctx.state === "suspended") ctx.resume();
	}
	document.addEventListener("pointerdown", wake, true);
	document.addEventListener("keydown", wake, true);

	// tone plays one short note: frequency f Hz from time at (s after now)
	// for d seconds, shaped by type, at volume v.
	function tone(f, at, d, type, v, slide) {
		var t = ctx.currentTime + at;
		var o = ctx.createOscillator();
		var g = ctx.createGain();
		o.type = type;
		o.frequency.setValueAtTime(f, t);
		if (slide) o.frequency.exponentialRampToValueAtTime(slide, t + d);
		g.gain.setValueAtTime(0.0001, t);
		g.gain.exponentialRampToValueAtTime(v, t + 0.008);
		g.gain.exponentialRampToValueAtTime(0.0001, t + d);
		o.connect(g).connect(ctx.destination);
		o.start(t);
		o.stop(t + d + 0.02);
	}

	// noise plays a short burst of filtered noise: a card's swish.
	function noise(at, d, v, hz) {
		var t = ctx.currentTime + at;
		var n = Math.floor(ctx.sampleRate * d);
		var buf = ctx.createBuffer(1, n, ctx.sampleRate);
		var data = buf.getChannelData(0);
		for (var i = 0; i < n; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / n);
		var src = ctx.createBufferSource();
		src.buffer = buf;
		var f = ctx.createBiquadFilter();
		f.type = "bandpass";
		f.frequency.value = hz;
		var g = ctx.createGain();
		g.gain.value = v;
		src.connect(f).connect(g).connect(ctx.destination);
		src.start(t);
	}

	var kinds = {
		move: function () { tone(220, 0, 0.07, "triangle", 0.25, 140); },
		capture: function () { tone(180, 0, 0.09, "square", 0.12, 90); noise(0, 0.08, 0.5, 1200); },
		card: function () { noise(0, 0.09, 0.6, 3000); },
		deal: function () { for (var i = 0; i < 4; i++) noise(i * 0.07, 0.06, 0.5, 3200); },
		check: function () { tone(660, 0, 0.12, "sine", 0.18); tone(880, 0.1, 0.14, "sine", 0.16); },
		win: function () { [523, 659, 784, 1047].forEach(function (f, i) { tone(f, i * 0.09, 0.22, "triangle", 0.2); }); },
		loss: function () { [392, 330, 262].forEach(function (f, i) { tone(f, i * 0.13, 0.28, "sine", 0.18); }); }
	};

	window.hallSound = function (kind) {
		if (!woke || !ctx || document.documentElement.dataset.sound === "off") return;
		var play = kinds[kind];
		if (play) play();
	};
})();
