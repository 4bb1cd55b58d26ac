package sim_test

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/kernels"
	"boardless/models"
	"boardless/result"
	"boardless/sim"
)

// nopProfiler takes the per-instruction attribution and keeps nothing:
// with a profiler set, the core models time one Exec event at a time.
type nopProfiler struct{ retired, cycles uint64 }

func (p *nopProfiler) Retire(pc, next uint32, cycles uint64) { p.retired++; p.cycles += cycles }
func (p *nopProfiler) Stall(pc uint32, reason string, cycles uint64) {
	p.cycles += cycles
}

// noImagesEnv, set to 1, says the kernel images are absent on purpose
// (a checkout without the cross toolchain): the tests that run them
// skip. Otherwise a missing image fails them, so that `make test`
// cannot pass without running them.
const noImagesEnv = "BOARDLESS_NO_KERNEL_IMAGES"

// kernelImage reads board's kernel image; a missing one fails the test
// unless noImagesEnv says the images are absent on purpose.
func kernelImage(t testing.TB, board, image string) *elfimg.Image {
	t.Helper()
	img, err := elfimg.ReadELF(kernels.ImagePath("../build", board, image))
	if err == nil {
		return img
	}
	if os.Getenv(noImagesEnv) == "1" {
		t.Skipf("%v (%s=1)", err, noImagesEnv)
	}
	t.Fatalf("%v: run 'make kernels' (make test does), or set %s=1 to skip the tests that run kernel images", err, noImagesEnv)
	return nil
}

// blocksBoards are the boards TestBlocksEqualInstructions runs on: each
// core model but the Cortex-M7 (TestM7BlocksEqualInstructions) on each
// memory model that a built-in board has it with, one board each
// (TestBlocksCoverEveryMemoryModel).
var blocksBoards = []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-f103rb", "nucleo-f401re", "nucleo-wba52cg", "stm32mp135f-dk",
	"rpi-pico", "rpi-pico2", "nrf52840-dk"}

// m7BlocksBoards are the boards of TestM7BlocksEqualInstructions.
var m7BlocksBoards = []string{"nucleo-h743zi2", "nucleo-f767zi"}

// TestBlocksCoverEveryMemoryModel: every pair of core and memory model
// of a built-in board is that of a board the equivalence tests run on.
func TestBlocksCoverEveryMemoryModel(t *testing.T) {
	covered := map[string]string{}
	for _, name := range append(append([]string(nil), blocksBoards...), m7BlocksBoards...) {
		p, err := models.LoadProfile(name)
		if err != nil {
			t.Fatal(err)
		}
		covered[p.Core+" on "+p.MemoryModel] = name
	}
	for _, p := range models.Boards() {
		if spec, err := models.LookupCore(p.Core); err == nil && spec.RISCVISA != 0 {
			continue // the RISC-V models time Exec events only: no whole-block path to compare
		}
		if pair := p.Core + " on " + p.MemoryModel; covered[pair] == "" {
			t.Errorf("%s: %s is in no board of the block-equivalence tests (blocksBoards)", p.Name, pair)
		}
	}
}

// TestBlocksEqualInstructions: the core models' whole-block timing (no
// profiler) gives exactly the cycles, instructions, stalls and memory
// counts of timing each instruction (a profiler set), on every board's
// core and memory model (blocksBoards), for AES (tables in flash) and
// SHA-2 (64-bit arithmetic in SHA-512), cold and with the blocks cached;
// and the per-instruction attribution sums to the total.
func TestBlocksEqualInstructions(t *testing.T) {
	kernelNames := []string{"aes128-cbc-enc-fast-1024", "aes256-cbc-dec-small-1024", "sha256-fast-1024", "sha512-fast-1024"}
	for _, board := range blocksBoards {
		t.Run(board, func(t *testing.T) {
			bd, err := models.LoadProfile(board)
			if err != nil {
				t.Fatal(err)
			}
			img := kernelImage(t, board, "sym") // Catalog kernels
			blocks, err := sim.Open(bd, img, sim.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer blocks.Close()
			insns, err := sim.Open(bd, img, sim.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer insns.Close()
			p := &nopProfiler{}
			insns.SetProfiler(p)
			for _, name := range kernelNames {
				k, ok := kernelIn(kernels.Catalog(1024), name)
				if !ok {
					t.Fatalf("no kernel %s in the catalog", name)
				}
				for round := range 2 { // cold, then with the blocks cached
					*p = nopProfiler{}
					a, err := kernels.Run(blocks, k, sim.NewRand(1))
					if err != nil {
						t.Fatal(err)
					}
					b, err := kernels.Run(insns, k, sim.NewRand(1))
					if err != nil {
						t.Fatal(err)
					}
					ra, rb := a.Result, b.Result
					if ra.Cycles != rb.Cycles || ra.Instructions != rb.Instructions ||
						fmt.Sprint(ra.Stalls) != fmt.Sprint(rb.Stalls) || fmt.Sprint(ra.MemoryStats) != fmt.Sprint(rb.MemoryStats) {
						t.Errorf("%s round %d:\nper block       %d cycles %d insns %v %v\nper instruction %d cycles %d insns %v %v",
							name, round, ra.Cycles, ra.Instructions, ra.Stalls, ra.MemoryStats, rb.Cycles, rb.Instructions, rb.Stalls, rb.MemoryStats)
					}
					if p.retired != rb.Instructions || p.cycles != rb.Cycles {
						t.Errorf("%s: the profiler saw %d instructions and %d cycles of %d and %d", name, p.retired, p.cycles, rb.Instructions, rb.Cycles)
					}
				}
			}
		})
	}
}

// kernelIn returns the kernel of ks called name.
func kernelIn(ks []kernels.Kernel, name string) (kernels.Kernel, bool) {
	for _, k := range ks {
		if k.Name == name {
			return k, true
		}
	}
	return kernels.Kernel{}, false
}

// TestMappingCache: with the region cache in front of Unicorn's
// memory_mapping (emu/mapping.c) on, a kernel's hooked loads and stores
// find their regions in it, and every board's figures are those of the
// run with it off.
func TestMappingCache(t *testing.T) {
	if !emu.MappingCache() {
		t.Skip("no region cache on this libunicorn")
	}
	defer emu.SetMappingCache(true)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	k, ok := kernelIn(kernels.Catalog(1024), "aes128-cbc-enc-fast-1024")
	if !ok {
		t.Fatal("no aes128-cbc-enc-fast-1024 in the catalog")
	}
	for _, board := range []string{"nucleo-g071rb", "nucleo-wba52cg", "stm32mp135f-dk"} {
		bd, err := models.LoadProfile(board)
		if err != nil {
			t.Fatal(err)
		}
		img := kernelImage(t, board, "sym")
		var res [2]*result.Call
		for i, on := range []bool{true, false} {
			emu.SetMappingCache(on)
			s, err := sim.Open(bd, img, sim.Options{})
			if err != nil {
				t.Fatal(err)
			}
			hits := emu.MappingCacheHits()
			out, err := kernels.Run(s, k, sim.NewRand(1))
			s.Close()
			if err != nil {
				t.Fatal(err)
			}
			res[i] = out.Result
			got := emu.MappingCacheHits() - hits
			if on && got < out.Result.Instructions/10 {
				t.Errorf("%s: %d region-cache hits in %d instructions: libunicorn does not call ours", board, got, out.Result.Instructions)
			}
			if !on && got != 0 {
				t.Errorf("%s: %d region-cache hits with the cache off", board, got)
			}
		}
		a, b := res[0], res[1]
		if a.Cycles != b.Cycles || a.Instructions != b.Instructions || a.StackBytes != b.StackBytes {
			t.Errorf("%s: cache on %d cycles, %d instructions, stack %d; off %d, %d, %d", board, a.Cycles, a.Instructions, a.StackBytes, b.Cycles, b.Instructions, b.StackBytes)
		}
	}
}
