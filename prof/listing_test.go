package prof_test

import (
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/prof"
	"boardless/sim"
)

// litSrc is a function with two instructions that run, two that never
// do and a literal pool ($d) after them.
const litSrc = `
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global litfn
	.type litfn, %function
	.thumb_func
litfn:
	ldr r0, =0x12345678
	bx lr
	movs r1, #0
	movs r2, #0
	.ltorg
	.size litfn, .-litfn
`

// TestListing pins the one annotated listing (annotate, run --html):
// every instruction in address order with its runs, those that never
// ran included, the literal pool as data and not decoded, and the
// listed cycles summing to the call's.
func TestListing(t *testing.T) {
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "lit.S", litSrc, "-mcpu=cortex-m0", "-mthumb"))
	if err != nil {
		t.Fatal(err)
	}
	board, _ := models.LoadProfile("nucleo-g071rb")
	s, err := sim.Open(board, img, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rec := prof.New(img, s, true)
	s.SetProfiler(rec)
	res, err := s.Call("litfn", nil)
	if err != nil {
		t.Fatal(err)
	}
	sym, err := s.Symbol("litfn")
	if err != nil {
		t.Fatal(err)
	}
	got, err := rec.Listing(s, sym, sym.Size, true)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		text string
		runs uint64
		data bool
	}{{"ldr r0", 1, false}, {"bx lr", 1, false}, {"movs r1, #0", 0, false}, {"movs r2, #0", 0, false}, {".word 0x12345678", 0, true}}
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d: %+v", len(got), len(want), got)
	}
	var cycles uint64
	for i, w := range want {
		g := got[i]
		if g.Addr != sym.Addr+uint32(2*i) && !w.data || !strings.HasPrefix(g.Text, w.text) || g.Stat.Insns != w.runs || g.Data != w.data {
			t.Errorf("line %d: %08x %q runs %d data %v; want %q runs %d data %v", i, g.Addr, g.Text, g.Stat.Insns, g.Data, w.text, w.runs, w.data)
		}
		cycles += g.Stat.Cycles
	}
	if cycles != res.Cycles || cycles == 0 {
		t.Errorf("the listing's cycles sum to %d, the call's are %d", cycles, res.Cycles)
	}
}
