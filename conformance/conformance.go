// Package conformance runs the hand-written assembly microbenchmarks in
// testdata/conformance against the core models: one runner for every
// core, as one spec suite runs on every engine. Each folder is a suite
// with a suite.json (the compiler flags, and per core the board the
// cases run on and the parameters they fix, such as zero flash wait
// states); each file states the cycles its `bench` function takes on
// each core, derived by hand from the timing tables (see the file's
// derivation lines). The runner builds a file, calls bench(scratch) on
// each expectation's board in a fresh session (cold caches and
// predictors), and compares exactly.
package conformance

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Expect is one "@ expect CORE[ OPTION]: CYCLES" line ("// expect" in
// the RISC-V suites, whose assembler comments are not @).
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
		if strings.Contains(line, "name:") && c.Name == "" && (strings.HasPrefix(line, "@") || strings.HasPrefix(line, "//")) {
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

// Suite is one folder of microbenchmarks and its suite.json.
type Suite struct {
	Dir         string
	Description string   `json:"description"`
	CFlags      []string `json:"cflags"`
	// CC is the compiler that builds the cases: "" for arm-none-eabi-gcc,
	// riscv64-unknown-elf-gcc for the RISC-V suites.
	CC       string            `json:"cc"`
	MinCases int               `json:"min_cases"`
	Cores    map[string]Target `json:"cores"`
	// Options are the expect lines' options (NAME=VALUE): the model
	// parameter each sets, and named values (mul=small: 32).
	Options map[string]Option `json:"options"`
	Files   []string          `json:"-"`
}

// Target is where a core's cases run.
type Target struct {
	Board  string             `json:"board"`
	Params map[string]float64 `json:"params"`
}

// Option maps an expect-line option to a model parameter.
type Option struct {
	Param  string             `json:"param"`
	Values map[string]float64 `json:"values"`
}

// Suites reads every suite under root (testdata/conformance).
func Suites(root string) ([]Suite, error) {
	manifests, err := filepath.Glob(filepath.Join(root, "*", "suite.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(manifests)
	var out []Suite
	for _, m := range manifests {
		s, err := readSuite(m)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func readSuite(manifest string) (Suite, error) {
	data, err := os.ReadFile(manifest)
	if err != nil {
		return Suite{}, err
	}
	s := Suite{Dir: filepath.Dir(manifest)}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return Suite{}, fmt.Errorf("%s: %v", manifest, err)
	}
	if len(s.Cores) == 0 || len(s.CFlags) == 0 {
		return Suite{}, fmt.Errorf("%s: cores and cflags are required", manifest)
	}
	if s.Files, err = filepath.Glob(filepath.Join(s.Dir, "*.S")); err != nil {
		return Suite{}, err
	}
	if len(s.Files) < s.MinCases {
		return Suite{}, fmt.Errorf("%s: %d microbenchmarks, want at least %d", s.Dir, len(s.Files), s.MinCases)
	}
	return s, nil
}

// Params returns the parameter settings of an expectation: the core's
// fixed ones and its option's.
func (s Suite) Params(e Expect) (board string, params map[string]float64, err error) {
	t, ok := s.Cores[e.Core]
	if !ok {
		return "", nil, fmt.Errorf("core %s is not one of this suite's (%s)", e.Core, strings.Join(s.coreNames(), ", "))
	}
	params = map[string]float64{}
	for k, v := range t.Params {
		params[k] = v
	}
	if e.Option == "" {
		return t.Board, params, nil
	}
	name, val, _ := strings.Cut(e.Option, "=")
	o, ok := s.Options[name]
	if !ok {
		return "", nil, fmt.Errorf("unknown option %q", e.Option)
	}
	v, ok := o.Values[val]
	if !ok {
		if v, err = strconv.ParseFloat(val, 64); err != nil {
			return "", nil, fmt.Errorf("option %q: %q is neither a number nor a named value", e.Option, val)
		}
	}
	params[o.Param] = v
	return t.Board, params, nil
}

func (s Suite) coreNames() []string {
	var out []string
	for c := range s.Cores {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}
