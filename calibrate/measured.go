// Package calibrate fits a board's free model parameters to cycle counts
// measured on the real board, running the same firmware image (the
// calibration kit, calibrate/kit) under boardless's firmware mode.
//
// Only measurements of the image being simulated are fitted: the
// measured file must name exactly the benchmarks the image prints. The
// seed reference tables (package reference) measure other code and are
// never fitting targets.
package calibrate

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"boardless/models"
)

// Measurement is one benchmark's cycle count.
type Measurement struct {
	Name   string
	Cycles float64
	Line   int // line in the file it came from (0: simulated)
	Col    int // column of the cycle count on that line
}

// ParseError names the file, line and column of a malformed measurement.
type ParseError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// ParseCSV reads "name,cycles" lines as the kit prints them: blank lines,
// lines starting with '#' and one header line "name,cycles" are skipped,
// carriage returns (a serial capture) are ignored. Anything else, a
// duplicate name or an empty file is an error naming file, line and
// column (1-based, in bytes).
func ParseCSV(file string, r io.Reader) ([]Measurement, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var out []Measurement
	seen := map[string]int{}
	header := false
	for ln := 1; sc.Scan(); ln++ {
		raw := strings.TrimRight(sc.Text(), "\r")
		lead := len(raw) - len(strings.TrimLeft(raw, " \t"))
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		perr := func(col int, f string, a ...any) error {
			return &ParseError{File: file, Line: ln, Col: col, Msg: fmt.Sprintf(f, a...)}
		}
		comma := strings.IndexByte(line, ',')
		if comma < 0 {
			return nil, perr(lead+len(line)+1, "expected \"name,cycles\", found no comma")
		}
		name, val := line[:comma], line[comma+1:]
		nlead := len(name) - len(strings.TrimLeft(name, " \t"))
		name = strings.TrimSpace(name)
		if name == "name" && strings.TrimSpace(val) == "cycles" {
			if header || len(out) > 0 {
				return nil, perr(lead+1, "header \"name,cycles\" after the first line of data")
			}
			header = true
			continue
		}
		if name == "" {
			return nil, perr(lead+1+nlead, "empty benchmark name")
		}
		for i, c := range name {
			if !(c == '_' || c == '-' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
				return nil, perr(lead+1+nlead+i, "invalid character %q in benchmark name (want letters, digits, '_', '-', '.')", c)
			}
		}
		col := lead + comma + 2
		vs := strings.TrimSpace(val)
		col += len(val) - len(strings.TrimLeft(val, " \t"))
		if vs == "" {
			return nil, perr(col, "missing cycle count after the comma")
		}
		if i := strings.IndexByte(vs, ','); i >= 0 {
			return nil, perr(col+i, "extra field: expected exactly \"name,cycles\"")
		}
		v, err := strconv.ParseUint(vs, 10, 64)
		if err != nil {
			return nil, perr(col, "cycle count %q is not a non-negative integer", vs)
		}
		if v == 0 {
			return nil, perr(col, "cycle count 0: a benchmark takes at least one cycle")
		}
		if prev, ok := seen[name]; ok {
			return nil, perr(lead+1, "benchmark %q measured twice (first on line %d)", name, prev)
		}
		seen[name] = ln
		out = append(out, Measurement{Name: name, Cycles: float64(v), Line: ln, Col: col})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	if len(out) == 0 {
		return nil, &ParseError{File: file, Line: 1, Col: 1, Msg: "no measurements (expected \"name,cycles\" lines)"}
	}
	return out, nil
}

// Counter is the cycle counter the kit reads on a core and the largest
// difference it can print: the kit masks every reading to the counter's
// width (kit_cycle_mask). ARMv6-M has no cycle counter, so the kit uses
// SysTick, 24 bits (cycles_systick.S); DWT CYCCNT (M33) and PMCCNTR
// (A7) are 32 bits.
func Counter(spec models.CoreSpec) (name string, max uint64) {
	switch spec.CycleCounter {
	case "dwt":
		return "DWT CYCCNT (32 bits)", 1<<32 - 1
	case "pmccntr":
		return "PMCCNTR (32 bits)", 1<<32 - 1
	}
	return "SysTick (24 bits)", 1<<24 - 1
}

// CheckCounter refuses a measurement the kit cannot have printed on the
// board: more cycles than its counter holds. Such a figure was not
// captured from the kit (or was edited), and fitting to it would skew
// every parameter.
func CheckCounter(file, board string, spec models.CoreSpec, meas []Measurement) error {
	counter, max := Counter(spec)
	for _, m := range meas {
		if m.Cycles > float64(max) {
			return &ParseError{File: file, Line: m.Line, Col: m.Col, Msg: fmt.Sprintf(
				"cycle count %.0f of %q is impossible on %s: the kit times with %s, at most %d cycles", m.Cycles, m.Name, board, counter, max)}
		}
	}
	return nil
}
