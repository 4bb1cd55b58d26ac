package sim_test

import (
	"fmt"
	"sync"
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/models/cores"
	"boardless/sim"
)

// m7Counted is the Cortex-M7 model registered under another name, so that
// a test can read the counts a Result does not carry (dual issue,
// mispredicts) from the cores the sessions make.
const m7Counted = "test-cortex-m7-counted"

var m7Made struct {
	sync.Mutex
	cores []*cores.CortexM7
}

func init() {
	spec, err := models.LookupCore("cortex-m7")
	if err != nil {
		panic(err)
	}
	spec.Name = m7Counted
	spec.New = func(cfg models.CoreConfig) (models.Core, error) {
		c, err := cores.NewCortexM7(cfg.Mem, cfg.Code, cfg.Params)
		if err == nil {
			m7Made.Lock()
			m7Made.cores = append(m7Made.cores, c)
			m7Made.Unlock()
		}
		return c, err
	}
	models.Register(spec)
}

// m7Open opens a session on board with the counted M7 and returns it with
// its core, made by a first call of k.
func m7Open(t *testing.T, bd *models.Profile, img *elfimg.Image, k kernels.Kernel, prof models.Profiler) (*sim.Session, *cores.CortexM7) {
	t.Helper()
	s, err := sim.Open(bd, img, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	if prof != nil {
		s.SetProfiler(prof)
	}
	m7Made.Lock()
	n := len(m7Made.cores)
	m7Made.Unlock()
	if _, err := kernels.Run(s, k, sim.NewRand(1)); err != nil {
		t.Fatal(err)
	}
	m7Made.Lock()
	defer m7Made.Unlock()
	if len(m7Made.cores) != n+1 {
		t.Fatalf("the session made %d cores, want 1", len(m7Made.cores)-n)
	}
	return s, m7Made.cores[n]
}

// TestM7BlocksEqualInstructions: the Cortex-M7 model's whole-block timing
// (no profiler) gives exactly the cycles, instructions, stalls, dual-issue
// and mispredict counts and memory counts of timing each instruction (a
// profiler set), on both M7 boards (H743: I- and D-caches over AXI flash;
// F767: flash on the ITCM bus through the ART), for AES (tables in
// flash), SHA-2 (64-bit arithmetic in SHA-512), SHA-3, AES-GCM and
// ChaCha20-Poly1305,
// cold and with the blocks cached; and the per-instruction attribution
// sums to the total.
func TestM7BlocksEqualInstructions(t *testing.T) {
	kernelNames := []string{"aes128-cbc-enc-fast-1024", "aes256-cbc-dec-small-1024", "sha256-fast-1024", "sha512-fast-1024",
		"sha3-256-1024", "aes128-gcm-enc-1024", "chacha20-poly1305-enc-1024"}
	for _, board := range m7BlocksBoards {
		t.Run(board, func(t *testing.T) {
			bd, err := models.LoadProfile(board)
			if err != nil {
				t.Fatal(err)
			}
			if bd.Core != "cortex-m7" {
				t.Fatalf("%s has a %s, not a cortex-m7", board, bd.Core)
			}
			bd.Core = m7Counted
			img := kernelImage(t, board, "sym") // Catalog kernels
			first, ok := m7Kernel(kernelNames[0])
			if !ok {
				t.Fatalf("no kernel %s in the catalog", kernelNames[0])
			}
			blocks, cb := m7Open(t, bd, img, first, nil)
			p := &nopProfiler{}
			insns, ci := m7Open(t, bd, img, first, p)
			if !cb.WantsBlocks() || ci.WantsBlocks() {
				t.Fatalf("WantsBlocks: %v without a profiler, %v with one; want true, false", cb.WantsBlocks(), ci.WantsBlocks())
			}
			for _, name := range kernelNames {
				k, ok := m7Kernel(name)
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
					na := fmt.Sprintf("%d pairs %d mispredicts", cb.DualIssued(), cb.Mispredicts())
					nb := fmt.Sprintf("%d pairs %d mispredicts", ci.DualIssued(), ci.Mispredicts())
					if ra.Cycles != rb.Cycles || ra.Instructions != rb.Instructions || na != nb ||
						fmt.Sprint(ra.Stalls) != fmt.Sprint(rb.Stalls) || fmt.Sprint(ra.MemoryStats) != fmt.Sprint(rb.MemoryStats) {
						t.Errorf("%s round %d:\nper block       %d cycles %d insns %s %v %v\nper instruction %d cycles %d insns %s %v %v",
							name, round, ra.Cycles, ra.Instructions, na, ra.Stalls, ra.MemoryStats,
							rb.Cycles, rb.Instructions, nb, rb.Stalls, rb.MemoryStats)
					}
					if cb.DualIssued() == 0 || cb.Mispredicts() == 0 {
						t.Errorf("%s: %s: the comparison has nothing to compare", name, na)
					}
					if p.retired != rb.Instructions || p.cycles != rb.Cycles {
						t.Errorf("%s: the profiler saw %d instructions and %d cycles of %d and %d", name, p.retired, p.cycles, rb.Instructions, rb.Cycles)
					}
				}
			}
		})
	}
}

// m7Kernel finds a kernel of the sym image by name.
func m7Kernel(name string) (kernels.Kernel, bool) {
	return kernelIn(append(kernels.Catalog(1024), kernels.Symmetric(1024)...), name)
}
