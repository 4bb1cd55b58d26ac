package prof_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/pprof/profile"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/kernels"
	"boardless/models"
	"boardless/prof"
	"boardless/result"
	"boardless/sim"
)

// Known call structure, Cortex-M0+ at zero wait states (cycles from the
// ARMv6-M table, core-timing-facts §1.2):
//
//	outer: push {r4,lr} 3, bl inner 3, bl inner 3, bl tail 3, pop {r4,pc} 5 = 17
//	inner: movs 1, adds 1, bx lr 2                                  = 4 per call, 3 calls
//	tail:  b inner 2 (a tail call: inner returns straight to outer)
//
// outer exclusive 17, inner 12, tail 2; total 31. Inclusive: outer 31,
// inner 12, tail 2 + 4 = 6.
const src = `
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global outer
	.type outer, %function
	.thumb_func
outer:
	push {r4, lr}
	bl inner
	bl inner
	bl tail
	pop {r4, pc}
	.size outer, .-outer
	.global inner
	.type inner, %function
	.thumb_func
inner:
	movs r0, #1
	adds r0, #1
	bx lr
	.size inner, .-inner
	.global tail
	.type tail, %function
	.thumb_func
tail:
	b inner
	.size tail, .-tail
`

func run(t *testing.T) (*prof.Recorder, *result.Call) {
	t.Helper()
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "calls.S", src, "-mcpu=cortex-m0", "-mthumb"))
	if err != nil {
		t.Fatal(err)
	}
	board, _ := models.LoadProfile("nucleo-g071rb")
	zero := 0
	s, err := sim.Open(board, img, sim.Options{WhatIf: sim.WhatIf{FlashWS: &zero}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	rec := prof.New(img, s.Machine(), true)
	s.SetProfiler(rec)
	res, err := s.Call("outer", nil)
	if err != nil {
		t.Fatal(err)
	}
	return rec, res
}

func TestKnownCallStructure(t *testing.T) {
	rec, res := run(t)
	if res.Cycles != 31 || rec.Total() != res.Cycles {
		t.Fatalf("total %d, attributed %d, want 31 both", res.Cycles, rec.Total())
	}
	want := map[string][2]uint64{"outer": {17, 31}, "inner": {12, 12}, "tail": {2, 6}}
	got := map[string][2]uint64{}
	for _, f := range rec.Top() {
		got[f.Name] = [2]uint64{f.Exclusive, f.Inclusive}
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: exclusive/inclusive %v, want %v", name, got[name], w)
		}
	}
	var folded bytes.Buffer
	rec.WriteFolded(&folded)
	wantFolded := "outer 17\nouter;inner 8\nouter;tail 2\nouter;tail;inner 4\n"
	if folded.String() != wantFolded {
		t.Errorf("folded:\n%s\nwant:\n%s", folded.String(), wantFolded)
	}
}

// TestAttributionSumsToTotal on a real kernel at the board's wait states,
// with every stall kind, and the pprof profile opens with the pprof library.
func TestAttributionSumsToTotal(t *testing.T) {
	for _, b := range []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk", "nucleo-f103rb", "nucleo-f401re"} {
		t.Run(b, func(t *testing.T) { attributionSums(t, b) })
	}
}

func attributionSums(t *testing.T, boardName string) {
	img, err := elfimg.ReadELF(kernels.ImagePath("../build", boardName, "sym")) // sha256_fast
	if err != nil {
		t.Fatalf("%v (run 'make kernels')", err)
	}
	board, _ := models.LoadProfile(boardName)
	s, err := sim.Open(board, img, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rec := prof.New(img, s.Machine(), s.Machine().CPU().MProfile())
	s.SetProfiler(rec)
	words, err := s.Place([]sim.Arg{{IsBuf: true, Data: make([]byte, 512)}, {Int: 512}, {IsBuf: true, Data: make([]byte, 32)}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Call("sha256_fast", words)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Total() != res.Cycles {
		t.Fatalf("attributed %d of %d cycles", rec.Total(), res.Cycles)
	}
	// Per instruction, the stall kinds sum to the run's stalls by kind.
	byKind := map[string]uint64{}
	for _, st := range rec.ByPC(0, 0xffffffff) {
		var n uint64
		for k, c := range st.Stalls {
			byKind[k] += c
			n += c
		}
		if n > st.Cycles {
			t.Errorf("0x%08x: %d stall cycles of %d", st.PC, n, st.Cycles)
		}
	}
	for k, c := range res.Stalls {
		if byKind[k] != c {
			t.Errorf("stall %s: %d attributed to instructions, %d in the result", k, byKind[k], c)
		}
	}
	var buf bytes.Buffer
	if err := rec.Profile(res.ClockHz).Write(&buf); err != nil {
		t.Fatal(err)
	}
	p, err := profile.Parse(&buf)
	if err != nil {
		t.Fatal(err)
	}
	var sum int64
	for _, smp := range p.Sample {
		sum += smp.Value[0]
	}
	if uint64(sum) != res.Cycles || p.SampleType[0].Type != "cycles" {
		t.Errorf("pprof: %d cycles in samples of %d, types %v", sum, res.Cycles, p.SampleType)
	}
	hasLine := false
	for _, l := range p.Location {
		if len(l.Line) > 0 && l.Line[0].Line > 0 && strings.HasSuffix(l.Line[0].Function.Filename, ".c") {
			hasLine = true
		}
	}
	if !hasLine {
		t.Error("no source lines in the profile (DWARF)")
	}
}

// TestExceptionFrame: a handler entered by an exception gets its own
// frame under the interrupted function, and returning to the stacked
// address pops it (the Recorder fed by hand: outer's first instruction
// interrupted, inner's code standing in for the handler).
func TestExceptionFrame(t *testing.T) {
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "calls.S", src, "-mcpu=cortex-m0", "-mthumb"))
	if err != nil {
		t.Fatal(err)
	}
	sym := func(n string) uint32 {
		for _, s := range img.Symbols {
			if s.Name == n {
				return s.Addr &^ 1
			}
		}
		t.Fatalf("no symbol %s", n)
		return 0
	}
	outer, inner := sym("outer"), sym("inner")
	rec := prof.New(img, nil, true)
	rec.Retire(outer, outer+2, 3)      // push
	rec.EnterException(outer, outer+2) // interrupted before the bl
	rec.Stall(inner, "exception", 15)
	rec.Retire(inner, inner+2, 1)
	rec.Retire(inner+4, outer+2, 2) // bx lr to EXC_RETURN: back at outer+2
	rec.Retire(outer+2, outer+6, 3)
	var b bytes.Buffer
	if err := rec.WriteFolded(&b); err != nil {
		t.Fatal(err)
	}
	if want := "outer 6\nouter;inner 18\n"; b.String() != want {
		t.Errorf("folded:\n%s\nwant:\n%s", b.String(), want)
	}
}

// recursionThumb and recursionA32: top calls spin(3), which branches
// back to its own entry without link (a loop, one frame), then deep(5),
// which calls itself with a BL down to deep(0) and returns 5. In Thumb (M0) and A32 (A7) forms.
const recursionThumb = `
	.syntax unified
	.thumb
	.text
	.global top
	.type top, %function
	.thumb_func
top:
	push {r4, lr}
	movs r0, #3
	bl spin
	movs r0, #5
	bl deep
	pop {r4, pc}
	.size top, .-top
	.global deep
	.type deep, %function
	.thumb_func
deep:
	push {r4, lr}
	cmp r0, #0
	beq 1f
	subs r0, #1
	bl deep
	adds r0, #1
1:	pop {r4, pc}
	.size deep, .-deep
	.global spin
	.type spin, %function
	.thumb_func
spin:
	subs r0, #1
	bne spin
	bx lr
	.size spin, .-spin
`

const recursionA32 = `
	.syntax unified
	.arm
	.text
	.global top
	.type top, %function
top:
	push {r4, lr}
	mov r0, #3
	bl spin
	mov r0, #5
	bl deep
	pop {r4, pc}
	.size top, .-top
	.global deep
	.type deep, %function
deep:
	push {r4, lr}
	cmp r0, #0
	beq 1f
	sub r0, r0, #1
	bl deep
	add r0, r0, #1
1:	pop {r4, pc}
	.size deep, .-deep
	.global spin
	.type spin, %function
spin:
	subs r0, r0, #1
	bne spin
	bx lr
	.size spin, .-spin
`

// TestRecursionNestsFrames: a BL back to the function's own entry is a
// call (it sets LR), so deep(5)'s folded stacks nest six deep frames;
// a branch without link back to the entry is a loop (spin: one frame).
func TestRecursionNestsFrames(t *testing.T) {
	for _, c := range []struct {
		board, src string
		flags      []string
		thumb      bool
	}{
		{"nucleo-g071rb", recursionThumb, []string{"-mcpu=cortex-m0", "-mthumb"}, true},
		{"stm32mp135f-dk", recursionA32, []string{"-mcpu=cortex-a7", "-marm", "-Wl,-Ttext=0xC0000000", "-Wl,-Tdata=0xC0100000"}, false},
	} {
		t.Run(c.board, func(t *testing.T) {
			img, err := elfimg.ReadELF(armbuild.BuildString(t, "rec.S", c.src, c.flags...))
			if err != nil {
				t.Fatal(err)
			}
			board, _ := models.LoadProfile(c.board)
			s, err := sim.Open(board, img, sim.Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(s.Close)
			rec := prof.New(img, s.Machine(), c.thumb)
			s.SetProfiler(rec)
			res, err := s.Call("top", nil)
			if err != nil || res.R0 != 5 {
				t.Fatalf("top() = %v, %v; want 5", res, err)
			}
			var b bytes.Buffer
			if err := rec.WriteFolded(&b); err != nil {
				t.Fatal(err)
			}
			got := map[string]bool{}
			for _, line := range strings.Split(strings.TrimSpace(b.String()), "\n") {
				got[line[:strings.LastIndexByte(line, ' ')]] = true
			}
			want := []string{"top", "top;spin"}
			for stack := "top;deep"; len(want) < 8; stack += ";deep" {
				want = append(want, stack)
			}
			for _, w := range want {
				if !got[w] {
					t.Errorf("no folded stack %q in:\n%s", w, b.String())
				}
			}
			if len(got) != len(want) {
				t.Errorf("%d folded stacks, want %d:\n%s", len(got), len(want), b.String())
			}
			for _, f := range rec.Top() {
				if f.Name == "deep" && f.Inclusive != f.Exclusive || f.Name == "top" && f.Inclusive != res.Cycles {
					t.Errorf("%s: inclusive %d, exclusive %d of %d cycles (recursion counted twice?)", f.Name, f.Inclusive, f.Exclusive, res.Cycles)
				}
			}
		})
	}
}

// TestExecutedExtent: a function's extent without a symbol size is
// where the instructions that ran stop, a gap of more than 64 bytes
// ending it (the Recorder fed by hand).
func TestExecutedExtent(t *testing.T) {
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "calls.S", src, "-mcpu=cortex-m0", "-mthumb"))
	if err != nil {
		t.Fatal(err)
	}
	const base = 0x1000
	rec := prof.New(img, nil, true)
	for _, pc := range []uint32{base, base + 2, base + 40, base + 100, base + 300} {
		rec.Retire(pc, pc+2, 1)
	}
	// base+100 is within 64 bytes of base+40's end (base+44); base+300
	// is not, so the extent ends after base+100's 4 bytes.
	if got, want := rec.ExecutedExtent(base), uint32(104); got != want {
		t.Errorf("extent %d, want %d", got, want)
	}
	if got := rec.ExecutedExtent(base + 2000); got != 4 {
		t.Errorf("extent where nothing ran: %d, want 4", got)
	}
}
