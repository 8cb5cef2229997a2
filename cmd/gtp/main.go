// Command gtp plays the hall's Go bot over the Go Text Protocol (version
// 2) on standard input and output, so it can be matched against other Go
// programs, for example with gogui-twogtp:
//
//	gogui-twogtp -black "gnugo --mode gtp" -white "go run ./cmd/gtp -level strong" -size 9 -games 10
//
// Besides the standard commands it understands "level easy|medium|strong"
// and budgets its time from time_settings, kgs-time_settings and time_left
// (with no limit, the level's own playouts a move: 26,100 on 9x9 for
// strong, about 0.9 CPU seconds).
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	level := flag.String("level", "strong", "bot level: easy, medium or strong")
	flag.Parse()
	e := newEngine()
	if _, err := e.level([]string{*level}); err != nil {
		fmt.Fprintln(os.Stderr, "gtp:", err)
		os.Exit(2)
	}
	if err := e.run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "gtp:", err)
		os.Exit(1)
	}
}
