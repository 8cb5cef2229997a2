package kit_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestRefusalsAreSentences: every refusal a card game gives (kit.Invalid
// and kit.TooFast, in English and Russian) starts with a capital letter,
// as the page shows it as a sentence. A message built by fmt.Sprintf is
// checked by its format; one that starts with a value is left to the
// game's own tests.
func TestRefusalsAreSentences(t *testing.T) {
	games := []string{"blackjack", "durak", "game101", "hearts", "klondike", "pharaoh", "thousand", "tonk"}
	fset := token.NewFileSet()
	for _, game := range games {
		files, err := filepath.Glob(filepath.Join("..", game, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no source files (%v)", game, err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || (sel.Sel.Name != "Invalid" && sel.Sel.Name != "TooFast") {
					return true
				}
				if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "kit" {
					return true
				}
				for _, arg := range call.Args {
					text, ok := messageText(arg)
					if !ok || strings.HasPrefix(text, "%") {
						continue
					}
					if r, _ := utf8.DecodeRuneInString(text); !unicode.IsUpper(r) {
						t.Errorf("%s: refusal %q does not start with a capital letter", fset.Position(arg.Pos()), text)
					}
				}
				return true
			})
		}
	}
}

// messageText is the text of a string literal, or the format of a
// fmt.Sprintf call.
func messageText(e ast.Expr) (string, bool) {
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) > 0 {
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Sprintf" {
			e = call.Args[0]
		}
	}
	if bin, ok := e.(*ast.BinaryExpr); ok {
		e = bin.X
		for {
			inner, ok := e.(*ast.BinaryExpr)
			if !ok {
				break
			}
			e = inner.X
		}
	}
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}
