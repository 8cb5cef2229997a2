package kittest

import (
	"fmt"
	"html"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"gamehall/internal/games/kit"
)

// count is how often needle occurs in text as a whole word: not right
// after or before a letter or digit where the needle itself starts or
// ends with one.
func count(text, needle string) int {
	if needle == "" {
		return 0
	}
	first, _ := utf8.DecodeRuneInString(needle)
	last, _ := utf8.DecodeLastRuneInString(needle)
	n := 0
	for from := 0; ; {
		i := strings.Index(text[from:], needle)
		if i < 0 {
			return n
		}
		i += from
		end := i + len(needle)
		before, _ := utf8.DecodeLastRuneInString(text[:i])
		after, _ := utf8.DecodeRuneInString(text[end:])
		if !(isWord(first) && isWord(before)) && !(isWord(last) && isWord(after)) {
			n++
		}
		from = i + 1
	}
}

func isWord(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// found reports a secret's needles in text: any occurrence, or with
// Copies more occurrences of the first needle than there are copies in
// sight.
func found(text string, s kit.Secret, needles []string, where string) []string {
	if len(needles) == 0 {
		return nil
	}
	if s.Copies > 0 {
		if n := count(text, needles[0]); n > s.Copies {
			return []string{fmt.Sprintf("%s: %s: %q %d times, with %d in sight", where, s.What, needles[0], n, s.Copies)}
		}
		return nil
	}
	var out []string
	for _, nd := range needles {
		if count(text, nd) > 0 {
			out = append(out, fmt.Sprintf("%s: %s: %q", where, s.What, nd))
		}
	}
	return out
}

// swap replaces each of a place's names by its twin's.
func swap(text string, from, to []string) string {
	for i := range min(len(from), len(to)) {
		text = strings.ReplaceAll(text, from[i], to[i])
	}
	return text
}

// LeaksInView lists the secrets a view gives away: needles in its JSON
// text (see [Tree]) and looks that differ from their twins'.
func LeaksInView(view any, secrets []kit.Secret) []string {
	t := Tree(view)
	text := Text(t)
	var out []string
	for _, s := range secrets {
		out = append(out, found(text, s, s.JSON, "view")...)
		if s.Anchor == nil || s.Twin == nil || s.Anchor.Path == "" {
			continue
		}
		a, okA := Pointer(t, s.Anchor.Path)
		b, okB := Pointer(t, s.Twin.Path)
		if !okA || !okB {
			out = append(out, fmt.Sprintf("view: %s: no %s or %s in the view", s.What, s.Anchor.Path, s.Twin.Path))
			continue
		}
		if sa, sb := swap(Text(a), s.Anchor.Names, s.Twin.Names), Text(b); sa != sb {
			out = append(out, fmt.Sprintf("view: %s: %s is %s, its twin %s is %s", s.What, s.Anchor.Path, sa, s.Twin.Path, sb))
		}
	}
	return out
}

var tagRE = regexp.MustCompile(`<[^>]*>`)

// PageText is a page's text with its tags taken out and its entities
// decoded, as a person reads it.
func PageText(page string) string { return html.UnescapeString(tagRE.ReplaceAllString(page, "")) }

// LeaksInPage lists the secrets a page (or any part of a response)
// gives away: needles in its markup or its text, whatever their case, and
// looks that differ from their twins'. A look whose thing or twin is not
// on the page is not compared.
func LeaksInPage(page string, secrets []kit.Secret) []string {
	lower := strings.ToLower(page)
	text := strings.ToLower(PageText(page))
	var out []string
	for _, s := range secrets {
		needles := make([]string, len(s.HTML))
		for i, n := range s.HTML {
			needles[i] = strings.ToLower(n)
		}
		out = append(out, found(lower, s, needles, "page")...)
		if s.Copies == 0 {
			out = append(out, found(text, s, needles, "page text")...)
		}
		if s.Anchor == nil || s.Twin == nil || s.Anchor.Mark == "" {
			continue
		}
		a, b := Element(page, s.Anchor.Mark), Element(page, s.Twin.Mark)
		if a == "" || b == "" {
			continue
		}
		if sa := swap(a, s.Anchor.Names, s.Twin.Names); sa != b {
			out = append(out, fmt.Sprintf("page: %s: %q looks unlike its twin %q", s.What, sa, b))
		}
	}
	return out
}

// Looks counts the secrets that are looks with both things on the page,
// for tests that must show they compared some.
func Looks(page string, secrets []kit.Secret) int {
	n := 0
	for _, s := range secrets {
		if s.Anchor != nil && s.Twin != nil && s.Anchor.Mark != "" && Element(page, s.Anchor.Mark) != "" && Element(page, s.Twin.Mark) != "" {
			n++
		}
	}
	return n
}

// Element is the markup of the element whose start tag holds mark, from
// its start tag to its end tag ("" when the mark is not in a start tag).
// It reads the hall's own markup (quoted attributes, balanced tags).
func Element(page, mark string) string {
	i := strings.Index(page, mark)
	if i < 0 {
		return ""
	}
	start := strings.LastIndexByte(page[:i], '<')
	if start < 0 || strings.IndexByte(page[start:i], '>') >= 0 {
		return ""
	}
	name := page[start+1:]
	if end := strings.IndexAny(name, " \t\n/>"); end > 0 {
		name = name[:end]
	}
	open, closing := "<"+name, "</"+name+">"
	tagEnd := strings.IndexByte(page[i:], '>')
	if tagEnd < 0 {
		return ""
	}
	pos := i + tagEnd + 1
	if strings.HasSuffix(page[:pos], "/>") {
		return page[start:pos]
	}
	for depth := 1; depth > 0; {
		c := strings.Index(page[pos:], closing)
		if c < 0 {
			return page[start:pos] // a void element: its start tag is all of it
		}
		o := strings.Index(page[pos:], open)
		if o >= 0 && o < c && isNameEnd(page, pos+o+len(open)) {
			depth++
			pos += o + len(open)
			continue
		}
		depth--
		pos += c + len(closing)
	}
	return page[start:pos]
}

func isNameEnd(page string, i int) bool {
	return i < len(page) && strings.IndexByte(" \t\n/>", page[i]) >= 0
}
