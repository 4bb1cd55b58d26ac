package conformance

import (
	"path/filepath"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/result"
	"boardless/sim"
)

// a7Board is the board the Cortex-A7 cases run on: code and data in DDR,
// behind the L1/L2 caches, with every model parameter at its default.
const a7Board = "stm32mp135f-dk"

// a7Flags build A32 code linked in DDR, where the board's kernels go.
var a7Flags = []string{"-mcpu=cortex-a7", "-marm", "-Wl,-Ttext=0xC0000000", "-Wl,-Tdata=0xC0100000"}

func TestARMv7A(t *testing.T) {
	files, err := filepath.Glob("../testdata/conformance/armv7a/*.S")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 30 {
		t.Fatalf("found %d Cortex-A7 microbenchmarks, want at least 30", len(files))
	}
	board, err := models.LoadProfile(a7Board)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		c, err := Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			elf := armbuild.Build(t, a7Flags, f)
			img, err := elfimg.ReadELF(elf)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range c.Expects {
				if e.Core != "cortex-a7" || e.Option != "" {
					t.Errorf("%s:%d: unexpected expectation %s %s", filepath.Base(f), e.Line, e.Core, e.Option)
					continue
				}
				r, err := runA7Bench(board, img)
				if err != nil {
					t.Errorf("%s:%d: %v", filepath.Base(f), e.Line, err)
					continue
				}
				if r.Cycles != e.Cycles {
					t.Errorf("%s:%d cortex-a7: %d cycles, want %d (%s); stalls %v; memory %v",
						filepath.Base(f), e.Line, r.Cycles, e.Cycles, c.Name, r.Stalls, r.MemoryStats)
				}
			}
		})
	}
}

// runA7Bench calls bench(scratch) once on a fresh session (cold caches
// and predictor).
func runA7Bench(board *models.Profile, img *elfimg.Image) (*result.Call, error) {
	s, err := sim.Open(board, img, sim.Options{})
	if err != nil {
		return nil, err
	}
	defer s.Close()
	scratch, err := s.Alloc(make([]byte, 256))
	if err != nil {
		return nil, err
	}
	return s.Call("bench", []uint32{scratch, 0, 0, 0})
}
