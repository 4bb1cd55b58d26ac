package sim_test

// A user's own code, built as a new user builds it: C and C++ at -O2
// with newlib, linked with 'boardless linker-script --full'.

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
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
	"nucleo-f103rb":  {"-mcpu=cortex-m3", "-mthumb"},
	"nucleo-f401re":  {"-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16"},
}

var everyOwnBoard = []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk", "nucleo-f103rb", "nucleo-f401re"}

// ownBoards are the boards the own-code tests build and run on: every
// core's, or with -short one per instruction set (ARMv6-M, ARMv8-M,
// ARMv7-A, ARMv7E-M with the hard-float ABI).
func ownBoards() []string {
	if testing.Short() {
		return []string{"nucleo-g071rb", "nucleo-wba52cg", "stm32mp135f-dk", "nucleo-f401re"}
	}
	return everyOwnBoard
}

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
	armbuild.Exec(t, cc, args, out)
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
	for _, board := range ownBoards() {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "heap.c", heapSrc), sim.Options{})
			for _, n := range []uint32{100, 1000} {
				r, err := s.Call("summ", []uint32{n})
				if err != nil {
					t.Fatal(err)
				}
				if want := n * (n - 1) / 2; r.R0 != want {
					t.Errorf("summ(%d) = %d, want %d", n, int32(r.R0), want)
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
	for _, board := range ownBoards() {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "heap.c", heapSrc), sim.Options{})
			r, err := s.Call("rec", []uint32{10})
			if err != nil || r.R0 != 55 {
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
	for _, board := range ownBoards() {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "ctor.cpp", ctorCpp), sim.Options{})
			var first uint64
			for i := uint32(0); i < 3; i++ {
				r, err := s.Call("lookup", []uint32{5})
				if err != nil {
					t.Fatal(err)
				}
				if r.R0 != 28 {
					t.Errorf("call %d: lookup(5) = %d, want 25+3 (the table the constructors filled)", i, r.R0)
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
			if err != nil || r.R0 != 42 {
				t.Errorf("answer() = %v, %v; want 42 (constructor, then --init setup)", r, err)
			}
			if in := s.Init(); in == nil || strings.Join(in.Functions, ",") != "fill,setup" {
				t.Errorf("init = %+v, want fill then setup", in)
			}
		})
	}
}

const pcsSrc = `
float fgain(void) { return 1.5f * 2; }
float fmix(float a, double b, float c) { return a + (float)b * c; }
double dmix(int i, double d, long long k) { return d * i + (double)k; }
long long wide(long long a, int b) { return a * b; }
unsigned long long big(void) { return 0x123456789abcdef0ull; }
int two(int a, int b) { return a - b; }
double stacked(double a, double b, double c, double d, double e, double f, double g, double h, double i, float j) {
	return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}
double imix(int a, float x, long long b, double y, int c, int d, int e) { return a + x + b + y + c + d * 100 + e * 1000; }
void nothing(int *p) { *p = 1; }
`

// TestProcedureCallStandard: float, double and 64-bit arguments and
// results go where the image's procedure-call standard puts them (VFP
// registers with hard float on the M33, M4F and A7, core registers and the
// stack otherwise), read with the types of the DWARF prototype.
func TestProcedureCallStandard(t *testing.T) {
	type tc struct {
		fn   string
		args []string
		ret  string
		want any
	}
	tests := []tc{
		{"fgain", nil, "", 3.0},
		{"fmix", []string{"f32:1.5", "f64:2", "f32:0.25"}, "", 1.5 + 2*0.25},
		{"fmix", []string{"1.5", "2", "0.25"}, "", 2.0}, // plain numbers take the prototype's types
		{"dmix", []string{"3", "f64:2.25", "i64:-10000000000"}, "", 2.25*3 - 1e10},
		{"wide", []string{"i64:6000000000", "-3"}, "", int64(-18000000000)},
		{"big", nil, "", uint64(0x123456789abcdef0)},
		{"big", nil, "u32", uint64(0x9abcdef0)},
		{"two", []string{"5", "7"}, "", int64(-2)},
		{"stacked", []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "0.5"}, "", 1.0 + 4 + 9 + 16 + 25 + 36 + 49 + 64 + 81 + 5},
		{"imix", []string{"1", "0.5", "i64:20", "f64:300", "4000", "5", "6"}, "", 1 + 0.5 + 20 + 300 + 4000 + 500 + 6000.0},
		{"nothing", []string{"buf:4"}, "", nil},
	}
	for _, board := range ownBoards() {
		t.Run(board, func(t *testing.T) {
			path := buildOwn(t, board, "pcs.c", pcsSrc)
			img, _ := elfimg.ReadELF(path)
			if hard := img.Attrs.HardFloat(); hard != (board == "nucleo-wba52cg" || board == "stm32mp135f-dk" || board == "nucleo-f401re") {
				t.Fatalf("hard float %v on %s", hard, board)
			}
			s := openOwn(t, board, path, sim.Options{})
			for _, tt := range tests {
				var args []sim.Arg
				for _, a := range tt.args {
					pa, err := sim.ParseArg(a, sim.NewRand(1))
					if err != nil {
						t.Fatal(err)
					}
					args = append(args, pa)
				}
				out, err := s.Invoke(tt.fn, args, sim.CallSpec{Ret: tt.ret})
				if err != nil {
					t.Errorf("%s%v: %v", tt.fn, tt.args, err)
					continue
				}
				if out.Value.Value != tt.want {
					t.Errorf("%s%v = %v (%T), want %v (%T)", tt.fn, tt.args, out.Value.Value, out.Value.Value, tt.want, tt.want)
				}
			}
		})
	}
}

// TestPrototypeMismatch: a call with fewer or more arguments than the
// DWARF prototype, or of the wrong kind, is refused naming both.
func TestPrototypeMismatch(t *testing.T) {
	s := openOwn(t, "nucleo-g071rb", buildOwn(t, "nucleo-g071rb", "pcs.c", pcsSrc), sim.Options{})
	for _, tt := range []struct {
		fn   string
		args []string
		want string
	}{
		{"two", []string{"1"}, "two takes 2 arguments (int two(int, int), from its DWARF prototype) but 1 --arg was given"},
		{"two", []string{"1", "2", "3"}, "but 3 --arg were given"},
		{"dmix", []string{"1", "f32:2", "3"}, `f32 given for a parameter of type double`},
		{"two", []string{"1", "buf:4"}, ""}, // an address is an int: allowed
		{"nothing", []string{"2.5"}, "not an integer, and the parameter is int *"},
	} {
		var args []sim.Arg
		for _, a := range tt.args {
			pa, _ := sim.ParseArg(a, sim.NewRand(1))
			args = append(args, pa)
		}
		_, err := s.Invoke(tt.fn, args, sim.CallSpec{})
		if tt.want == "" {
			if err != nil {
				t.Errorf("%s%v: %v", tt.fn, tt.args, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s%v: err = %v, want %q", tt.fn, tt.args, err, tt.want)
		}
	}
}

// TestNoFPU: a floating-point instruction on a core without an FPU is
// refused naming the instruction and the missing FPU.
func TestNoFPU(t *testing.T) {
	src := `
	.syntax unified
	.thumb
	.text
	.global fpadd
	.type fpadd, %function
	.thumb_func
fpadd:
	.inst.w 0xee300a20 @ vadd.f32 s0, s0, s1
	bx lr
	.size fpadd, .-fpadd
`
	path := armbuild.BuildString(t, "fp.S", src, "-mcpu=cortex-m0", "-mthumb")
	for _, board := range []string{"nucleo-g071rb", "nucleo-f091rc"} {
		s := openOwn(t, board, path, sim.Options{})
		_, err := s.Call("fpadd", nil)
		if err == nil || !strings.Contains(err.Error(), "has no FPU") || !strings.Contains(err.Error(), "vadd.f32 s0, s0, s1") {
			t.Errorf("%s: err = %v, want the FPU-less core to refuse vadd.f32", board, err)
		}
	}
}

const rdimonSrc = `
#include <stdio.h>
#include <string.h>
#include <time.h>
int hello(int n) { printf("hello %d\n", n); return n + 1; }
int echo(void) {
	char buf[64];
	if (!fgets(buf, sizeof buf, stdin))
		return -1;
	printf("got %s", buf);
	fprintf(stderr, "err\n");
	return strlen(buf);
}
long ticks(void) { return (long)clock(); }
`

// TestSemihostingPrintf: printf, fgets and fprintf(stderr) through
// newlib's rdimon work in function mode on every board, after
// initialise_monitor_handles ran before the first call.
func TestSemihostingPrintf(t *testing.T) {
	for _, board := range ownBoards() {
		t.Run(board, func(t *testing.T) {
			var out strings.Builder
			path := buildOwn(t, board, "rd.c", rdimonSrc, "--specs=rdimon.specs")
			s := openOwn(t, board, path, sim.Options{Stdout: &out, Stdin: strings.NewReader("line one\nline two\n")})
			r, err := s.Call("hello", []uint32{41})
			if err != nil {
				t.Fatal(err)
			}
			if r.R0 != 42 || out.String() != "hello 41\n" {
				t.Errorf("hello(41) = %d, output %q", r.R0, out.String())
			}
			if in := s.Init(); in == nil || len(in.Functions) == 0 || in.Functions[0] != "initialise_monitor_handles" {
				t.Errorf("init = %+v, want initialise_monitor_handles first", in)
			}
			out.Reset()
			r, err = s.Call("echo", nil)
			if err != nil {
				t.Fatal(err)
			}
			if r.R0 != 9 || out.String() != "got line one\nerr\n" {
				t.Errorf("echo() = %d, output %q", int32(r.R0), out.String())
			}
			if _, err := s.Call("ticks", nil); err != nil {
				t.Errorf("clock(): %v", err)
			}
		})
	}
}

const timerSrc = `
#include <stdint.h>
#define DEMCR (*(volatile uint32_t *)0xE000EDFC)
#define DWT_CTRL (*(volatile uint32_t *)0xE0001000)
#define DWT_CYCCNT (*(volatile uint32_t *)0xE0001004)
#define SYST_CSR (*(volatile uint32_t *)0xE000E010)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018)
volatile uint32_t sink;
__attribute__((noipa)) uint32_t work(uint32_t n) {
	uint32_t s = 0;
	for (uint32_t i = 0; i < n; i++)
		s += i * i;
	return s;
}
#if __ARM_ARCH_PROFILE == 'M'
void timers_init(void) {
	DEMCR |= 1u << 24;
	DWT_CYCCNT = 0;
	DWT_CTRL |= 1;
	SYST_RVR = 0xFFFFFF;
	SYST_CVR = 0;
	SYST_CSR = 5; /* processor clock, enabled */
}
uint32_t dwt_timed(uint32_t n) {
	uint32_t t0 = DWT_CYCCNT;
	uint32_t r = work(n);
	uint32_t t1 = DWT_CYCCNT;
	sink = r;
	return t1 - t0;
}
uint32_t systick_timed(uint32_t n) {
	uint32_t t0 = SYST_CVR;
	uint32_t r = work(n);
	uint32_t t1 = SYST_CVR;
	sink = r;
	return (t0 - t1) & 0xFFFFFF;
}
#else
static inline uint32_t ccnt(void) {
	uint32_t v;
	__asm__ volatile("mrc p15, 0, %0, c9, c13, 0" : "=r"(v));
	return v;
}
void timers_init(void) {
	__asm__ volatile("mcr p15, 0, %0, c9, c12, 0" ::"r"(1u));       /* PMCR.E */
	__asm__ volatile("mcr p15, 0, %0, c9, c12, 1" ::"r"(1u << 31)); /* PMCNTENSET.C */
}
uint32_t pmu_timed(uint32_t n) {
	uint32_t t0 = ccnt();
	uint32_t r = work(n);
	uint32_t t1 = ccnt();
	sink = r;
	return t1 - t0;
}
#endif
`

// TestTimersInFunctionMode: code that times itself with the core's own
// counter (DWT CYCCNT on the M33, SysTick on every M core, PMCCNTR on
// the A7) reads what boardless reports for the code between its reads:
// at least the cycles of work() called on its own, and at most
// timerSlack more (the call into it, the reading loads, and the rest of
// each reading's translation block that the model has already timed),
// and no more than the whole call.
func TestTimersInFunctionMode(t *testing.T) {
	const timerSlack = 16
	timers := map[string][]string{
		"nucleo-g071rb":  {"systick_timed"},
		"nucleo-f091rc":  {"systick_timed"},
		"nucleo-wba52cg": {"dwt_timed", "systick_timed"},
		"stm32mp135f-dk": {"pmu_timed"},
	}
	for _, board := range ownBoards() {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "tm.c", timerSrc), sim.Options{Init: []string{"timers_init"}})
			for _, n := range []uint32{10, 100} {
				w, err := s.Call("work", []uint32{n})
				if err != nil {
					t.Fatal(err)
				}
				for _, fn := range timers[board] {
					r, err := s.Call(fn, []uint32{n})
					if err != nil {
						t.Fatal(err)
					}
					if r.R0 < uint32(w.Cycles) || r.R0 > uint32(w.Cycles)+timerSlack || uint64(r.R0) > r.Cycles {
						t.Errorf("%s(%d) measured %d cycles; work(%d) takes %d, the whole call %d", fn, n, r.R0, n, w.Cycles, r.Cycles)
					}
				}
			}
		})
	}
}

const crcSrc = `
#include <stdint.h>
static uint32_t table[256];
static int built;
static void build(void) {
	for (uint32_t i = 0; i < 256; i++) {
		uint32_t c = i;
		for (int k = 0; k < 8; k++)
			c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
		table[i] = c;
	}
	built = 1;
}
uint32_t crc32(const uint8_t *p, uint32_t n) {
	if (!built)
		build();
	uint32_t c = 0xFFFFFFFFu;
	while (n--)
		c = table[(c ^ *p++) & 0xFF] ^ (c >> 8);
	return c ^ 0xFFFFFFFFu;
}
void crc32_to(const uint8_t *p, uint32_t n, uint8_t *out) {
	uint32_t c = crc32(p, n);
	for (int i = 0; i < 4; i++)
		out[i] = c >> (8 * i);
}
uint32_t sum(const uint32_t *p, uint32_t n) {
	uint32_t s = 0;
	while (n--)
		s += *p++;
	return s;
}
`

func parseArgs(t *testing.T, specs ...string) []sim.Arg {
	t.Helper()
	rng := sim.NewRand(1)
	var out []sim.Arg
	for _, a := range specs {
		pa, err := sim.ParseArg(a, rng)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, pa)
	}
	return out
}

// TestDump: an output buffer is read back after the call, and holds
// what Go's own CRC-32 computes.
func TestDump(t *testing.T) {
	for _, board := range ownBoards() {
		s := openOwn(t, board, buildOwn(t, board, "crc.c", crcSrc), sim.Options{})
		args := parseArgs(t, "rand:100", "100", "buf:4")
		out, err := s.Invoke("crc32_to", args, sim.CallSpec{Dump: []int{0, 2}})
		if err != nil {
			t.Fatal(err)
		}
		want := binary.LittleEndian.AppendUint32(nil, crc32.ChecksumIEEE(args[0].Data))
		if !bytes.Equal(out.Dumps[2], want) || !bytes.Equal(out.Dumps[0], args[0].Data) {
			t.Errorf("%s: dump %x, want %x (crc32 of the input)", board, out.Dumps[2], want)
		}
		if _, err := s.Invoke("crc32_to", args, sim.CallSpec{Dump: []int{1}}); err == nil {
			t.Errorf("%s: --dump of a scalar argument accepted", board)
		}
	}
}

// TestRepeat: repeated calls keep the caches, flash buffers and the
// program's state: on the WBA52 (flash behind the ICACHE) and the MP135
// (L1 and L2) the first call is cold and the steady state warm; a
// single call is as cold as a plain Call.
func TestRepeat(t *testing.T) {
	for _, board := range []string{"nucleo-wba52cg", "stm32mp135f-dk"} {
		t.Run(board, func(t *testing.T) {
			path := buildOwn(t, board, "crc.c", crcSrc)
			s := openOwn(t, board, path, sim.Options{})
			args := parseArgs(t, "rand:64", "16")
			out, err := s.Invoke("sum", args, sim.CallSpec{Repeat: 5})
			if err != nil {
				t.Fatal(err)
			}
			cold, err := openOwn(t, board, path, sim.Options{}).Invoke("sum", args, sim.CallSpec{})
			if err != nil {
				t.Fatal(err)
			}
			if out.First.Cycles != cold.First.Cycles || len(out.Cycles) != 5 {
				t.Errorf("first of 5 calls %d cycles, a single call %d: the first must be as cold", out.First.Cycles, cold.First.Cycles)
			}
			st := out.Steady
			if st == nil || st.Calls != 4 || st.Min != st.Max || st.Median >= out.First.Cycles {
				t.Errorf("cycles %v, steady %+v: want a warm steady state under the cold first call", out.Cycles, st)
			}
			warm, err := openOwn(t, board, path, sim.Options{}).Invoke("sum", args, sim.CallSpec{Warmup: 1})
			if err != nil || warm.First.Cycles != st.Median {
				t.Errorf("after one warm-up call: %v cycles (%v), want the steady %d", warm.First, err, st.Median)
			}
			// A lazily built table: only the first call builds it.
			crc, err := s.Invoke("crc32", parseArgs(t, "rand:64", "64"), sim.CallSpec{Repeat: 3})
			if err != nil {
				t.Fatal(err)
			}
			if crc.Steady == nil || 4*crc.Steady.Max > crc.First.Cycles {
				t.Errorf("crc32 cycles %v: the first call (building the table) should cost several times the others", crc.Cycles)
			}
		})
	}
}

// TestWrongCore: code for another core is refused at load with one
// line naming the ELF's architecture and the board's core.
func TestWrongCore(t *testing.T) {
	const src = "int f(int x) { return x + 1; }\n"
	for _, tt := range []struct {
		built, board string
		want         string
	}{
		{"stm32mp135f-dk", "nucleo-g071rb", "is built for ARMv7-A, but nucleo-g071rb's cortex-m0plus is ARMv6-M: rebuild it with -mcpu=cortex-m0plus -mthumb"},
		{"stm32mp135f-dk", "nucleo-wba52cg", "is built for ARMv7-A, but nucleo-wba52cg's cortex-m33 is ARMv8-M Mainline"},
		{"nucleo-wba52cg", "nucleo-f091rc", "is built for ARMv8-M Mainline, but nucleo-f091rc's cortex-m0 is ARMv6-M: rebuild it with -mcpu=cortex-m0 -mthumb"},
		{"nucleo-g071rb", "stm32mp135f-dk", "is built for ARMv6S-M, but stm32mp135f-dk's cortex-a7 is ARMv7-A: rebuild it with -mcpu=cortex-a7"},
		// GCC has no -mcpu=cortex-m4f: the core JSON's gcc_flags say -mcpu=cortex-m4.
		{"nucleo-wba52cg", "nucleo-f401re", "is built for ARMv8-M Mainline, but nucleo-f401re's cortex-m4f is ARMv7E-M: rebuild it with -mcpu=cortex-m4 -mthumb"},
	} {
		path := buildOwn(t, tt.built, "f.c", src)
		img, _ := elfimg.ReadELF(path)
		p, _ := models.LoadProfile(tt.board)
		_, err := sim.Open(p, img, sim.Options{})
		var ie *sim.InputError
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s code on %s: err = %v, want %q", tt.built, tt.board, err, tt.want)
		}
	}
	// What runs on a superset is accepted: ARMv6-M code on the M33.
	s := openOwn(t, "nucleo-wba52cg", buildOwn(t, "nucleo-g071rb", "f.c", src), sim.Options{})
	if r, err := s.Call("f", []uint32{1}); err != nil || r.R0 != 2 {
		t.Errorf("M0+ code on the M33: %v, %v", r, err)
	}
}

// TestARMStateEntryOnM: an ARM-state function (an A32 label) on an M
// board is refused naming the instruction set, not run into a fault.
func TestARMStateEntryOnM(t *testing.T) {
	src := `
	.syntax unified
	.text
	.arm
	.global armfn
armfn:
	add r0, r0, #1
	bx lr
`
	// Without build attributes (as some assemblers and converters
	// leave an ELF) only the symbol's instruction set tells.
	path := armbuild.BuildString(t, "a.S", src, "-mcpu=cortex-a7", "-marm")
	if b, err := exec.Command("arm-none-eabi-objcopy", "--remove-section=.ARM.attributes", path).CombinedOutput(); err != nil {
		t.Fatalf("objcopy: %v\n%s", err, b)
	}
	s := openOwn(t, "nucleo-g071rb", path, sim.Options{})
	_, err := s.Call("armfn", nil)
	var ie *sim.InputError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "is ARM-state (A32) code, but the nucleo-g071rb's cortex-m0plus (ARMv6-M) runs Thumb code only") {
		t.Errorf("err = %v", err)
	}
}

// refusingSbrkSrc has the _sbrk CubeMX generates (sysmem.c): it refuses,
// returning (void *)-1, an increment that would take the heap into the
// _Min_Stack_Size bytes below _estack.
const refusingSbrkSrc = `
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
extern uint8_t _end, _estack, _Min_Stack_Size;
static uint8_t *heap_end;
void *_sbrk(ptrdiff_t incr) {
	uint8_t *limit = &_estack - (uint32_t)&_Min_Stack_Size;
	if (heap_end == 0)
		heap_end = &_end;
	if (heap_end + incr > limit) {
		errno = ENOMEM;
		return (void *)-1;
	}
	uint8_t *prev = heap_end;
	heap_end += incr;
	return prev;
}
int big(int n) {
	char *p = malloc(n);
	if (p == 0)
		return -1;
	memset(p, 1, n);
	int s = p[n / 2];
	free(p);
	return s;
}
`

// TestRefusedSbrkKeepsTheStack: a malloc larger than the heap fails
// (the image's _sbrk refuses it), and the stack the call reports is
// still its own: a refused increment does not move the heap's top over
// the stack, which left 0 bytes to measure.
func TestRefusedSbrkKeepsTheStack(t *testing.T) {
	for _, board := range ownBoards() {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "sbrk.c", refusingSbrkSrc), sim.Options{})
			ram, err := s.Board.RAM()
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range []struct {
				n    uint32
				want int32
			}{{1000, 1}, {uint32(ram.Size), -1}, {1000, 1}} {
				r, err := s.Call("big", []uint32{c.n})
				if err != nil {
					t.Fatalf("big(%d): %v", c.n, err)
				}
				if int32(r.R0) != c.want {
					t.Errorf("big(%d) = %d, want %d", c.n, int32(r.R0), c.want)
				}
				if r.StackBytes == 0 || r.StackBytes > 512 {
					t.Errorf("big(%d): stack %d bytes, want the few dozen malloc uses", c.n, r.StackBytes)
				}
			}
		})
	}
}
