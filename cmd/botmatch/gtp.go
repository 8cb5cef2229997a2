package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// gtpPlayer is an outside Go engine spoken to over GTP, e.g.
// "gtp:gnugo,level=1" or "gtp:/tmp/gtp,args=-level medium". GNU Go is
// started in GTP mode with Chinese rules, the option level and the
// match's seed; any other program with the words of the option args.
// Option time=MAIN/BYO/STONES sends time_settings before every game
// (the engine then budgets its own clock, which the match does not
// keep).
type gtpPlayer struct {
	c        *gtpClient
	settings string
	start    string
	sent     []string // the moves the engine has on its board
}

func newGTP(arg string, opts map[string]string, seed uint64) (Player, error) {
	path, err := findEngine(arg)
	if err != nil {
		return nil, err
	}
	name := "gtp " + arg
	var args []string
	if filepath.Base(path) == "gnugo" {
		level := "10"
		if v, ok := opts["level"]; ok {
			level = v
		}
		args = []string{"--mode", "gtp", "--chinese-rules", "--level", level, "--seed", strconv.FormatUint(seed%1_000_000, 10)}
		name = "GNU Go level " + level
	}
	p := &gtpPlayer{}
	for k, v := range opts {
		switch k {
		case "level":
			if filepath.Base(path) != "gnugo" {
				return nil, fmt.Errorf("gtp option level is GNU Go's")
			}
		case "args":
			args = append(args, strings.Fields(v)...)
			name += " " + v
		case "time":
			f := strings.Split(v, "/")
			if len(f) != 3 {
				return nil, fmt.Errorf("gtp time=%s: want MAIN/BYO/STONES in seconds", v)
			}
			p.settings = "time_settings " + strings.Join(f, " ")
			name += " time " + v
		default:
			return nil, fmt.Errorf("unknown gtp option %q", k)
		}
	}
	if p.c, err = startGTP(name, path, args...); err != nil {
		return nil, err
	}
	return p, nil
}

func (p *gtpPlayer) Name() string { return p.c.name }

func (p *gtpPlayer) NewGame() error {
	p.start, p.sent = "", nil
	return nil
}

// sync brings the engine's board to start and moves: only the new moves
// when the board it has leads there, else from a cleared board.
func (p *gtpPlayer) sync(start string, moves []string) error {
	if start != p.start || len(moves) < len(p.sent) || !slices.Equal(moves[:len(p.sent)], p.sent) {
		st, err := parseGoStart(start)
		if err != nil {
			return err
		}
		cmds := []string{fmt.Sprintf("boardsize %d", st.size), "clear_board", "komi " + st.komi}
		if p.settings != "" {
			cmds = append(cmds, p.settings)
		}
		for _, c := range cmds {
			if _, err := p.c.send(c); err != nil {
				return err
			}
		}
		p.start, p.sent = start, nil
	}
	for i := len(p.sent); i < len(moves); i++ {
		if _, err := p.c.send("play " + goColorName(i) + " " + moves[i]); err != nil {
			return err
		}
		p.sent = append(p.sent, moves[i])
	}
	return nil
}

func (p *gtpPlayer) Move(start string, moves []string) (string, error) {
	if err := p.sync(start, moves); err != nil {
		return "", err
	}
	ans, err := p.c.send("genmove " + goColorName(len(moves)))
	if err != nil {
		return "", err
	}
	ans = strings.ToLower(ans)
	if ans != "resign" {
		p.sent = append(p.sent, ans)
	}
	return ans, nil
}

// Dead is the engine's final_status_list dead for the position.
func (p *gtpPlayer) Dead(start string, moves []string) ([]string, error) {
	if err := p.sync(start, moves); err != nil {
		return nil, err
	}
	ans, err := p.c.send("final_status_list dead")
	if err != nil {
		return nil, err
	}
	return normalVertices(ans), nil
}

func (p *gtpPlayer) CPU() time.Duration { return p.c.CPU() }
func (p *gtpPlayer) Close() error       { return p.c.Close() }

// goColorName is the colour of the i-th move (from 0) of a game without
// handicap: Black first.
func goColorName(i int) string {
	if i%2 == 0 {
		return "black"
	}
	return "white"
}

// normalVertices is a GTP vertex list as sorted upper-case names.
func normalVertices(s string) []string {
	v := strings.Fields(strings.ToUpper(s))
	slices.Sort(v)
	return v
}
