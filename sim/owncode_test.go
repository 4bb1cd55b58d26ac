package sim_test

// A user's own code, built as a new user builds it: C and C++ at -O2
// with newlib, linked with 'boardless linker-script --full'.

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/sim"
)

// boardCPU are the compiler flags of each board's core, hard-float
// where the core has an FPU.
var boardCPU = map[string][]string{
	"nucleo-g071rb":  {"-mcpu=cortex-m0plus", "-mthumb"},
	"nucleo-f091rc":  {"-mcpu=cortex-m0", "-mthumb"},
	"nucleo-wba52cg": {"-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv5-sp-d16"},
	"stm32mp135f-dk": {"-mcpu=cortex-a7", "-marm", "-mfloat-abi=hard", "-mfpu=vfpv4-d16"},
}

var allBoards = []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk"}

// buildOwn compiles src (C, or C++ when name ends in .cpp) for board
// with newlib and the board's full linker script; flags come after the
// board's CPU flags (e.g. "--specs=rdimon.specs" instead of nosys).
func buildOwn(t testing.TB, board, name, src string, flags ...string) string {
	t.Helper()
	armbuild.Require(t)
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	script, err := p.FullLinkerScript()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ld := filepath.Join(dir, "board.ld")
	in := filepath.Join(dir, name)
	out := filepath.Join(dir, strings.TrimSuffix(name, filepath.Ext(name))+".elf")
	if err := os.WriteFile(ld, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cc := armbuild.CC
	if strings.HasSuffix(name, ".cpp") {
		cc = "arm-none-eabi-g++"
	}
	specs := "--specs=nosys.specs"
	for _, f := range flags {
		if strings.HasPrefix(f, "--specs=") {
			specs = ""
		}
	}
	args := append([]string{"-O2", "-g"}, boardCPU[board]...)
	if specs != "" {
		args = append(args, specs)
	}
	args = append(args, flags...)
	args = append(args, "-nostartfiles", "-T", ld, "-o", out, in)
	if b, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", cc, strings.Join(args, " "), err, b)
	}
	return out
}

func openOwn(t testing.TB, board, path string, opts sim.Options) *sim.Session {
	t.Helper()
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sim.Open(p, img, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

const heapSrc = `
#include <stdlib.h>
int summ(int n) {
	int *p = malloc(n * sizeof *p);
	if (p == 0)
		return -1;
	for (int i = 0; i < n; i++)
		p[i] = i;
	int s = 0;
	for (int i = 0; i < n; i++)
		s += p[i];
	free(p);
	return s;
}
int rec(int n) {
	volatile int pad[8];
	pad[0] = n;
	if (n == 0)
		return 0;
	return rec(n - 1) + pad[0];
}
`

// TestHeap: newlib's malloc works on every board, and the stack a
// malloc'ing function reports is its own, not the heap's.
func TestHeap(t *testing.T) {
	for _, board := range allBoards {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "heap.c", heapSrc), sim.Options{})
			for _, n := range []uint32{100, 1000} {
				r, err := s.Call("summ", []uint32{n})
				if err != nil {
					t.Fatal(err)
				}
				if want := n * (n - 1) / 2; r.Return != want {
					t.Errorf("summ(%d) = %d, want %d", n, int32(r.Return), want)
				}
				if r.StackBytes == 0 || r.StackBytes > 512 {
					t.Errorf("summ(%d): stack %d bytes, want the few dozen malloc uses", n, r.StackBytes)
				}
			}
		})
	}
}

// TestStackOverflowReported: deep recursion is a stack overflow with
// the depth reached, not a fault at some address below RAM.
func TestStackOverflowReported(t *testing.T) {
	for _, board := range allBoards {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "heap.c", heapSrc), sim.Options{})
			r, err := s.Call("rec", []uint32{10})
			if err != nil || r.Return != 55 {
				t.Fatalf("rec(10) = %v, %v", r, err)
			}
			_, err = s.Call("rec", []uint32{1 << 22})
			var ce *sim.CallError
			if !errors.As(err, &ce) || ce.Stack == nil {
				t.Fatalf("rec(1<<22): err = %v, want a stack overflow", err)
			}
			if !strings.Contains(err.Error(), "stack overflow") || ce.Stack.Top-ce.Stack.Reached < ce.Stack.Top-ce.Stack.Floor {
				t.Errorf("err = %v: depth %d bytes, floor %d bytes below the top", err, ce.Stack.Top-ce.Stack.Reached, ce.Stack.Top-ce.Stack.Floor)
			}
		})
	}
}

const ctorCpp = `
#include <vector>
static int table[16];
struct Filler {
	Filler() { for (int i = 0; i < 16; i++) table[i] = i * i; }
};
static Filler filler;
static std::vector<int> squares(8, 3);
extern "C" int lookup(int i) { return table[i] + squares[i % 8]; }
`

const ctorC = `
static int configured, filled;
__attribute__((constructor)) static void fill(void) { filled = 7; }
void setup(void) { configured = filled * 6; }
int answer(void) { return configured; }
`

// TestConstructors: .init_array (C++ constructors, a vector's, and
// __attribute__((constructor))) runs once before the first call, and
// --init functions after it; their cycles are not the call's.
func TestConstructors(t *testing.T) {
	for _, board := range allBoards {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "ctor.cpp", ctorCpp), sim.Options{})
			var first uint64
			for i := uint32(0); i < 3; i++ {
				r, err := s.Call("lookup", []uint32{5})
				if err != nil {
					t.Fatal(err)
				}
				if r.Return != 28 {
					t.Errorf("call %d: lookup(5) = %d, want 25+3 (the table the constructors filled)", i, r.Return)
				}
				if i == 0 {
					first = r.Cycles
				} else if r.Cycles != first {
					t.Errorf("call %d: %d cycles, call 0 %d: the constructors ran again or were counted in", i, r.Cycles, first)
				}
			}
			in := s.Init()
			if in == nil || len(in.Functions) == 0 || in.Functions[0] != "_GLOBAL__sub_I_lookup" || in.Cycles <= first {
				t.Errorf("init = %+v, want the file's constructor first, timed apart from the call's %d cycles", in, first)
			}
			s = openOwn(t, board, buildOwn(t, board, "ctor.c", ctorC), sim.Options{Init: []string{"setup"}})
			r, err := s.Call("answer", nil)
			if err != nil || r.Return != 42 {
				t.Errorf("answer() = %v, %v; want 42 (constructor, then --init setup)", r, err)
			}
			if in := s.Init(); in == nil || strings.Join(in.Functions, ",") != "fill,setup" {
				t.Errorf("init = %+v, want fill then setup", in)
			}
		})
	}
}
