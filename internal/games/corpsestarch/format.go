package corpsestarch

import (
	"strconv"
	"strings"
)

// Amount prints whole starch for a page: digits grouped in threes below
// ten million, then a short scale word ("12.3 million", "12,3 млн").
func Amount(n int64, lang string) string {
	if n < 0 {
		return "−" + Amount(-n, lang)
	}
	if n < 10_000_000 {
		return group(n, lang)
	}
	scales := []struct {
		size   float64
		en, ru string
	}{
		{1e18, "quintillion", "квинтлн"},
		{1e15, "quadrillion", "квадрлн"},
		{1e12, "trillion", "трлн"},
		{1e9, "billion", "млрд"},
		{1e6, "million", "млн"},
	}
	for _, sc := range scales {
		if float64(n) >= sc.size {
			x := strconv.FormatFloat(float64(n)/sc.size, 'f', 2, 64)
			word := sc.en
			if lang == "ru" {
				x = strings.Replace(x, ".", ",", 1)
				word = sc.ru
			}
			return x + " " + word
		}
	}
	return group(n, lang)
}

// group writes n with thin spaces (ru) or commas (en) between thousands.
func group(n int64, lang string) string {
	s := strconv.FormatInt(n, 10)
	sep := ","
	if lang == "ru" {
		sep = "\u202f"
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// Rate prints a rate given in thousandths per second, with one decimal
// below a hundred ("0.1", "12.5", "1,204").
func Rate(milli int64, lang string) string {
	if milli >= 100_000 {
		return Amount(milli/1000, lang)
	}
	x := strconv.FormatFloat(float64(milli)/1000, 'f', 1, 64)
	if lang == "ru" {
		x = strings.Replace(x, ".", ",", 1)
	}
	return x
}

// Duration prints milliseconds as "1 h 02 min", "3 min 05 s" or "12 s".
func Duration(ms int64, lang string) string {
	secs := (ms + 999) / 1000
	d, h, m, sec := secs/86400, secs/3600%24, secs/60%60, secs%60
	u := map[string][4]string{"en": {"d", "h", "min", "s"}, "ru": {"д", "ч", "мин", "с"}}
	units, ok := u[lang]
	if !ok {
		units = u["en"]
	}
	two := func(x int64) string {
		if x < 10 {
			return "0" + strconv.FormatInt(x, 10)
		}
		return strconv.FormatInt(x, 10)
	}
	switch {
	case d > 0:
		return strconv.FormatInt(d, 10) + " " + units[0] + " " + strconv.FormatInt(h, 10) + " " + units[1]
	case h > 0:
		return strconv.FormatInt(h, 10) + " " + units[1] + " " + two(m) + " " + units[2]
	case m > 0:
		return strconv.FormatInt(m, 10) + " " + units[2] + " " + two(sec) + " " + units[3]
	}
	return strconv.FormatInt(sec, 10) + " " + units[3]
}
