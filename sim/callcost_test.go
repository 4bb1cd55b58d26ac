package sim_test

import (
	"errors"
	"strings"
	"testing"

	"boardless/sim"
)

// callCostBoards are BenchmarkCallOverhead's boards and their cores'
// compiler flags: an M0, an M7 and an M33 with the most RAM of the
// three (rpi-pico2, 520 KB), where a per-call cost that grows with the
// RAM shows most.
var callCostBoards = []struct {
	board string
	flags []string
}{
	{"nucleo-f091rc", []string{"-mcpu=cortex-m0", "-mthumb"}},
	{"nucleo-h743zi2", []string{"-mcpu=cortex-m7", "-mthumb"}},
	{"rpi-pico2", []string{"-mcpu=cortex-m33", "-mthumb"}},
}

// BenchmarkCallOverhead is the host cost of one call of an empty
// function (bx lr) in run --repeat's loop (Session.Invoke with Repeat):
// ns per call, what a session adds to a call beyond its instructions.
// Run: go test -run '^$' -bench CallOverhead ./sim/
func BenchmarkCallOverhead(b *testing.B) {
	for _, c := range callCostBoards {
		b.Run(c.board, func(b *testing.B) {
			elf := buildOwn(b, c.board, "empty.c", "void empty(void) {}\n", c.flags...)
			s := openOwn(b, c.board, elf, sim.Options{})
			if _, err := s.Invoke("empty", nil, sim.CallSpec{}); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			out, err := s.Invoke("empty", nil, sim.CallSpec{Repeat: b.N})
			if err != nil {
				b.Fatal(err)
			}
			b.StopTimer()
			if len(out.Cycles) != b.N || out.Cycles[0] == 0 {
				b.Fatalf("%d calls, first %v cycles", len(out.Cycles), out.Cycles)
			}
		})
	}
}

// TestRepeatCyclesAsMeasured: the calls of Invoke whose cycles alone are
// reported (warm-ups, the repeats after the first) count the cycles a
// fully measured call in their place counts: call j of Repeat k+1 equals
// the first reported call after j warm-ups, on each board (an M0 with
// flash, an M7 with caches, an M33).
func TestRepeatCyclesAsMeasured(t *testing.T) {
	const src = `unsigned sum(const unsigned *p, unsigned n) {
	unsigned s = 0;
	for (unsigned i = 0; i < n; i++) s += p[i] * (i | 1);
	return s;
}
`
	for _, c := range callCostBoards {
		t.Run(c.board, func(t *testing.T) {
			elf := buildOwn(t, c.board, "sum.c", src, c.flags...)
			args := func() []sim.Arg {
				buf, err := sim.ParseArg("rand:256", sim.NewRand(1))
				if err != nil {
					t.Fatal(err)
				}
				n, _ := sim.ParseArg("64", nil)
				return []sim.Arg{buf, n}
			}
			const calls = 4
			all, err := openOwn(t, c.board, elf, sim.Options{}).Invoke("sum", args(), sim.CallSpec{Repeat: calls})
			if err != nil {
				t.Fatal(err)
			}
			for j := range calls {
				one, err := openOwn(t, c.board, elf, sim.Options{}).Invoke("sum", args(), sim.CallSpec{Warmup: j})
				if err != nil {
					t.Fatal(err)
				}
				if got, want := all.Cycles[j], one.First.Cycles; got != want {
					t.Errorf("call %d of a repeat: %d cycles; measured after %d warm-ups: %d", j+1, got, j, want)
				}
			}
		})
	}
}

// TestRepeatStackOverflowCaught: a call that only on its third time
// writes the stack window down to its lowest byte (the end of .bss) is
// a stack overflow there, as it was when every call painted and read
// back the whole window.
func TestRepeatStackOverflowCaught(t *testing.T) {
	const src = `extern char end[];
static int calls;
int smash(void) {
	if (++calls < 3) return calls;
	volatile char *p = (volatile char *)__builtin_frame_address(0);
	while (p > (volatile char *)end) *--p = 1;
	return calls;
}
`
	const board = "nucleo-f091rc"
	elf := buildOwn(t, board, "smash.c", src, callCostBoards[0].flags...)
	_, err := openOwn(t, board, elf, sim.Options{}).Invoke("smash", nil, sim.CallSpec{Repeat: 5})
	var ce *sim.CallError
	if !errors.As(err, &ce) || ce.Stack == nil || !strings.HasPrefix(err.Error(), "call 3 of 5: smash: stack overflow") {
		t.Fatalf("error %v; want a stack overflow on call 3 of 5", err)
	}
}
