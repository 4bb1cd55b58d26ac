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

// boardFor is the board each core's cases run on, at zero wait states.
var boardFor = map[string]string{
	"cortex-m0plus": "nucleo-g071rb",
	"cortex-m0":     "nucleo-f091rc",
}

func TestARMv6M(t *testing.T) {
	files, err := filepath.Glob("../testdata/conformance/armv6m/*.S")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 40 {
		t.Fatalf("found %d ARMv6-M microbenchmarks, want at least 40", len(files))
	}
	for _, f := range files {
		c, err := Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			elf := armbuild.Build(t, []string{"-mcpu=cortex-m0", "-mthumb"}, f)
			img, err := elfimg.ReadELF(elf)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range c.Expects {
				got, err := runBench(img, e)
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

// runBench calls bench(scratch) on the core's board at zero wait states.
func runBench(img *elfimg.Image, e Expect) (uint64, error) {
	board, err := models.LoadProfile(boardFor[e.Core])
	if err != nil {
		return 0, err
	}
	zero := 0
	opts := sim.Options{FlashWS: &zero}
	switch e.Option {
	case "":
	case "mul=small":
		opts.MulSmall = true
	default:
		return 0, fmt.Errorf("unknown option %q", e.Option)
	}
	s, err := sim.Open(board, img, opts)
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
