package sim_test

import (
	"os"
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/models/cores"
	"boardless/sim"
)

// extraCore is the core of testdata/testcore: a Cortex-M0 model whose
// every instruction costs extra_cycles more. It exists only here and in
// its JSON, which shows that a core is its model, its registration and
// its profiles: nothing else in boardless names it.
type extraCore struct {
	models.Core
	extra uint64
}

func (c extraCore) Result() models.Result {
	r := c.Core.Result()
	r.Cycles += c.extra * r.Instructions
	return r
}

func init() {
	models.Register(models.CoreSpec{
		Name: "test-core", Arch: "ARMv6-M", Description: "test only",
		Emulator: "cortex-m0", MProfile: true, AlignFaults: true, CPUID: 0x410cc200,
		Params: []models.ParamDef{{Name: "extra_cycles", Default: 0, Unit: "cycles", Min: 0, Max: 10, Integer: true, Source: "test"}},
		New: func(cfg models.CoreConfig) (models.Core, error) {
			c, err := cores.NewARMv6M(false, false, cfg.Mem, cfg.Code)
			if err != nil {
				return nil, err
			}
			return extraCore{c, uint64(cfg.Params.Int("extra_cycles"))}, nil
		},
	})
}

// TestCoreFromTestData runs a kernel on a board, chip and core that
// exist only in test data, and checks the parameter reaches the model.
func TestCoreFromTestData(t *testing.T) {
	board, err := models.LoadProfileFile("testdata/testcore/test-board.json")
	if err != nil {
		t.Fatal(err)
	}
	ref, err := models.LoadProfile("nucleo-f091rc")
	if err != nil {
		t.Fatal(err)
	}
	path := kernels.ImagePath("../build", "nucleo-g071rb", "sym")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s missing: run 'make kernels'", path)
	}
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	run := func(b *models.Profile, opts sim.Options) (cycles, insns uint64) {
		t.Helper()
		s, err := sim.Open(b, img, opts)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		msg, err := s.Alloc(make([]byte, 64))
		if err != nil {
			t.Fatal(err)
		}
		out, err := s.Alloc(make([]byte, 32))
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.Call("sha256_fast", []uint32{msg, 64, out})
		if err != nil {
			t.Fatal(err)
		}
		return r.Cycles, r.Instructions
	}
	// The F091 at 0 wait states is the plain Cortex-M0 with zero-wait memory.
	zero := 0
	m0, n := run(ref, sim.Options{WhatIf: sim.WhatIf{FlashWS: &zero}})
	got, n2 := run(board, sim.Options{})
	if n2 != n || got != m0+n {
		t.Errorf("test core: %d cycles for %d instructions; want the M0's %d + 1 per instruction (%d)", got, n2, m0, m0+n)
	}
	got, _ = run(board, sim.Options{WhatIf: sim.WhatIf{Params: map[string]float64{"extra_cycles": 3}}})
	if got != m0+3*n {
		t.Errorf("--param extra_cycles=3: %d cycles, want %d", got, m0+3*n)
	}
	if _, err := sim.Open(board, img, sim.Options{WhatIf: sim.WhatIf{Params: map[string]float64{"extra_cycles": 11}}}); err == nil {
		t.Error("extra_cycles=11 (bounds 0..10) accepted")
	}
}
