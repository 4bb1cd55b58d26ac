// Package conformance runs the hand-written assembly microbenchmarks in
// testdata/conformance against the core models. Each file states the
// cycles its `bench` function takes on each core, derived by hand from the
// timing tables (see the file's derivation lines); the runner builds it,
// calls it on a board at zero wait states, and compares exactly.
package conformance

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// Expect is one "@ expect CORE[ OPTION]: CYCLES" line.
type Expect struct {
	Core   string // cortex-m0plus, cortex-m0, ...
	Option string // "" or e.g. "mul=small"
	Cycles uint64
	Line   int
}

// Case is one microbenchmark file.
type Case struct {
	Path    string
	Name    string
	Expects []Expect
}

var expectRE = regexp.MustCompile(`^[@/#;]+\s*expect\s+([a-z0-9+-]+)(?:\s+([a-z]+=[a-z0-9]+))?\s*:\s*(\d+)\s*$`)

// Parse reads the expectations of a microbenchmark file.
func Parse(path string) (Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return Case{}, err
	}
	defer f.Close()
	c := Case{Path: path}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if strings.Contains(line, "name:") && c.Name == "" && strings.HasPrefix(line, "@") {
			c.Name = strings.TrimSpace(line[strings.Index(line, "name:")+5:])
		}
		if !strings.Contains(line, "expect") {
			continue
		}
		m := expectRE.FindStringSubmatch(line)
		if m == nil {
			if strings.HasPrefix(strings.TrimLeft(line, "@/#; "), "expect") {
				return Case{}, fmt.Errorf("%s:%d: malformed expect line %q", path, n, line)
			}
			continue
		}
		cy, _ := strconv.ParseUint(m[3], 10, 64)
		c.Expects = append(c.Expects, Expect{Core: m[1], Option: m[2], Cycles: cy, Line: n})
	}
	if err := sc.Err(); err != nil {
		return Case{}, err
	}
	if len(c.Expects) == 0 {
		return Case{}, fmt.Errorf("%s: no expect lines", path)
	}
	return c, nil
}
