package conformance

import (
	"fmt"
	"path/filepath"
	"strconv"
	"testing"

	"boardless/emu"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/sim"
)

// m33Board is the board the Cortex-M33 cases run on, at zero wait states.
const m33Board = "nucleo-wba52cg"

// m33Options maps an expect line's option to the model parameter it sets
// (the option grammar allows letters only in the name).
var m33Options = map[string]string{
	"div":     "div_cycles",
	"longmul": "long_mul_cycles",
	"mullat":  "long_mul_latency",
	"simd":    "simd_latency",
	"pcload":  "pc_load_extra",
}

func TestARMv8M(t *testing.T) {
	files, err := filepath.Glob("../testdata/conformance/armv8m/*.S")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 40 {
		t.Errorf("found %d ARMv8-M microbenchmarks, want at least 40", len(files))
	}
	for _, f := range files {
		c, err := Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			elf := armbuild.Build(t, []string{"-mcpu=cortex-m33", "-mthumb"}, f)
			img, err := emu.ReadELF(elf)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range c.Expects {
				if e.Core != "cortex-m33" {
					t.Errorf("%s:%d: core %s in an ARMv8-M case", filepath.Base(f), e.Line, e.Core)
					continue
				}
				got, err := runM33(img, e)
				if err != nil {
					t.Errorf("%s:%d %s %s: %v", filepath.Base(f), e.Line, e.Core, e.Option, err)
					continue
				}
				if got != e.Cycles {
					t.Errorf("%s:%d %s %s: %d cycles, want %d (%s)", filepath.Base(f), e.Line, e.Core, e.Option, got, e.Cycles, c.Name)
				}
			}
		})
	}
}

// runM33 calls bench(scratch) on the WBA52 board at zero wait states; an
// option overrides one model parameter through the profile's params map,
// the path a board file takes.
func runM33(img *emu.Image, e Expect) (uint64, error) {
	board, err := models.LoadProfile(m33Board)
	if err != nil {
		return 0, err
	}
	if e.Option != "" {
		var name, val string
		for i := 0; i < len(e.Option); i++ {
			if e.Option[i] == '=' {
				name, val = e.Option[:i], e.Option[i+1:]
			}
		}
		param, ok := m33Options[name]
		if !ok {
			return 0, fmt.Errorf("unknown option %q", e.Option)
		}
		v, err := strconv.ParseFloat(val, 64)
		if err != nil {
			return 0, fmt.Errorf("option %q: %v", e.Option, err)
		}
		params := map[string]models.Param{}
		for k, p := range board.Params {
			params[k] = p
		}
		params[param] = models.Param{Value: v, Unit: "cycles", Source: "conformance option"}
		board.Params = params
	}
	zero := 0
	s, err := sim.Open(board, img, sim.Options{FlashWS: &zero})
	if err != nil {
		return 0, err
	}
	defer s.Close()
	scratch, err := s.Alloc(make([]byte, 256))
	if err != nil {
		return 0, err
	}
	r, err := s.Call("bench", []uint32{scratch, 0, 0, 0})
	if err != nil {
		return 0, err
	}
	return r.Cycles, nil
}
