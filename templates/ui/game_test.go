package ui

import (
	"strings"
	"testing"
	"testing/fstest"
)

// Shared sheets and scripts come ahead of the game's own, so the game's
// rules (its phone rules among them) win over the shared ones and its
// script finds the shared helpers defined.
func TestSharedAssetsComeFirst(t *testing.T) {
	files := fstest.MapFS{
		"demo.css": {Data: []byte(".demo { color: red; }")},
		"demo.js":  {Data: []byte("\"use strict\";")},
	}
	v := NewView[struct{}](nil, nil, "ui-test-demo", "demo", files).Styling("css/cards.css").Using("js/cardkeys.js")
	if len(v.Assets.Styles) != 2 || v.Assets.Styles[0] != "css/cards.css" || !strings.HasSuffix(v.Assets.Styles[1], "demo.css") {
		t.Errorf("styles %q, want css/cards.css then the game's own sheet", v.Assets.Styles)
	}
	if len(v.Assets.Scripts) != 2 || v.Assets.Scripts[0] != "js/cardkeys.js" || !strings.HasSuffix(v.Assets.Scripts[1], "demo.js") {
		t.Errorf("scripts %q, want js/cardkeys.js then the game's own script", v.Assets.Scripts)
	}
}
