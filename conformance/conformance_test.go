package conformance

import (
	"fmt"
	"path/filepath"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/sim"
)

const root = "../testdata/conformance"

// TestConformance runs every suite's microbenchmarks on every core the
// suite names, and compares each with its hand-derived expectation.
func TestConformance(t *testing.T) {
	suites, err := Suites(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range suites {
		t.Run(filepath.Base(s.Dir), func(t *testing.T) {
			for _, f := range s.Files {
				c, err := Parse(f)
				if err != nil {
					t.Fatal(err)
				}
				t.Run(filepath.Base(f), func(t *testing.T) {
					t.Parallel()
					runCase(t, s, c)
				})
			}
		})
	}
}

func runCase(t *testing.T, s Suite, c Case) {
	cc := s.CC
	if cc == "" {
		cc = armbuild.CC
	}
	img, err := elfimg.ReadELF(armbuild.BuildCC(t, cc, s.CFlags, c.Path))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range c.Expects {
		where := fmt.Sprintf("%s:%d %s %s", filepath.Base(c.Path), e.Line, e.Core, e.Option)
		board, params, err := s.Params(e)
		if err != nil {
			t.Errorf("%s: %v", where, err)
			continue
		}
		got, stalls, err := runBench(board, params, img)
		if err != nil {
			t.Errorf("%s: %v", where, err)
			continue
		}
		if got != e.Cycles {
			t.Errorf("%s: %d cycles, want %d (%s); stalls %v", where, got, e.Cycles, c.Name, stalls)
		}
	}
}

// runBench calls bench(scratch) once on a fresh session of the board with
// the parameters set.
func runBench(boardName string, params map[string]float64, img *elfimg.Image) (uint64, map[string]uint64, error) {
	board, err := models.LoadProfile(boardName)
	if err != nil {
		return 0, nil, err
	}
	s, err := sim.Open(board, img, sim.Options{WhatIf: sim.WhatIf{Params: params}})
	if err != nil {
		return 0, nil, err
	}
	defer s.Close()
	scratch, err := s.Alloc(make([]byte, 256))
	if err != nil {
		return 0, nil, err
	}
	r, err := s.Call("bench", []uint32{scratch, 0, 0, 0})
	if err != nil {
		return 0, nil, err
	}
	return r.Cycles, r.Stalls, nil
}

// TestEveryCoreHasASuite: a core of the registry without microbenchmarks
// would have no check of its timing at all.
func TestEveryCoreHasASuite(t *testing.T) {
	suites, err := Suites(root)
	if err != nil {
		t.Fatal(err)
	}
	covered := map[string]bool{}
	for _, s := range suites {
		for c := range s.Cores {
			if _, err := models.LookupCore(c); err != nil {
				t.Errorf("%s: %v", s.Dir, err)
			}
			covered[c] = true
		}
	}
	for _, c := range models.CoreNames() {
		if !covered[c] {
			t.Errorf("core %s has no conformance suite in %s", c, root)
		}
	}
}

// TestSuiteOptions: an option maps to its parameter, named values and
// numbers alike, and a core or option the suite lacks is refused.
func TestSuiteOptions(t *testing.T) {
	s := Suite{
		Cores:   map[string]Target{"cortex-m0": {Board: "b", Params: map[string]float64{"flash_wait_states": 0}}},
		Options: map[string]Option{"mul": {Param: "mul_cycles", Values: map[string]float64{"small": 32}}, "div": {Param: "div_cycles"}},
	}
	for _, tt := range []struct {
		e       Expect
		param   string
		want    float64
		wantErr bool
	}{
		{Expect{Core: "cortex-m0", Option: "mul=small"}, "mul_cycles", 32, false},
		{Expect{Core: "cortex-m0", Option: "div=9"}, "div_cycles", 9, false},
		{Expect{Core: "cortex-m0"}, "flash_wait_states", 0, false},
		{Expect{Core: "cortex-m0", Option: "mul=tiny"}, "", 0, true},
		{Expect{Core: "cortex-m0", Option: "foo=1"}, "", 0, true},
		{Expect{Core: "cortex-m33"}, "", 0, true},
	} {
		_, ps, err := s.Params(tt.e)
		if (err != nil) != tt.wantErr {
			t.Errorf("%+v: err %v, want error %v", tt.e, err, tt.wantErr)
			continue
		}
		if err == nil && ps[tt.param] != tt.want {
			t.Errorf("%+v: %s = %v, want %v", tt.e, tt.param, ps[tt.param], tt.want)
		}
	}
}
