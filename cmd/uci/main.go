// Command uci runs the hall's chess bot as a UCI engine, so it can be
// played in any chess GUI and measured against other engines. Besides
// the standard commands it understands "setoption name Level value
// beginner|novice|easy|medium|strong|master", "go perft N" and "d" (print the position).
package main

import (
	"os"
)

func main() {
	e := newEngine(os.Stdout)
	e.run(os.Stdin)
}
