package emu_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"boardless/decode"
	"boardless/elfimg"
	"boardless/emu"
	"boardless/internal/armbuild"
	"boardless/trace"
	"boardless/trace/tracecheck"
)

// The stream contract of trace's package doc, checked by
// trace/tracecheck on real programs: a C program compiled for each
// instruction set (GCC makes IT blocks of its conditionals on Thumb-2),
// and hand-written ones whose stream is known event by event.

// contractC is a real program: random fill, insertion sort, and a
// checksum of conditionals, a switch, byte and halfword loads. It uses
// no library call (-fno-builtin and no loop-to-memcpy rewriting).
const contractC = `
#include <stdint.h>

static uint32_t lcg(uint32_t *s) { *s = *s * 1664525u + 1013904223u; return *s >> 8; }

uint32_t work(uint32_t *buf, uint32_t n, uint32_t seed) {
	for (uint32_t i = 0; i < n; i++) buf[i] = lcg(&seed) & 0xffff;
	for (uint32_t i = 1; i < n; i++) {
		uint32_t v = buf[i], j = i;
		while (j > 0 && buf[j-1] > v) { buf[j] = buf[j-1]; j--; }
		buf[j] = v;
	}
	uint32_t acc = 0;
	for (uint32_t i = 0; i < n; i++) {
		uint32_t v = buf[i];
		acc += v > 0x8000 ? v - 0x8000 : 0x8000 - v;
		if (acc > 0x100000) acc -= 0x100000;
		acc ^= (v & 1) ? v << 3 : v >> 2;
		switch (acc & 7) {
		case 0: acc += 3; break;
		case 1: acc ^= 0x55; break;
		case 2: acc -= 7; break;
		case 3: acc *= 3; break;
		case 4: acc >>= 1; break;
		case 5: acc += n; break;
		default: acc = ~acc;
		}
	}
	const uint8_t *b = (const uint8_t *)buf;
	const uint16_t *h = (const uint16_t *)buf;
	for (uint32_t i = 0; i < n; i++) acc += b[i] + h[i];
	return acc;
}
`

// workGo is contractC's work in Go: the program ran right.
func workGo(n, seed uint32) uint32 {
	buf := make([]uint32, n)
	for i := range buf {
		seed = seed*1664525 + 1013904223
		buf[i] = seed >> 8 & 0xffff
	}
	slices.Sort(buf)
	var acc uint32
	for _, v := range buf {
		if v > 0x8000 {
			acc += v - 0x8000
		} else {
			acc += 0x8000 - v
		}
		if acc > 0x100000 {
			acc -= 0x100000
		}
		if v&1 == 1 {
			acc ^= v << 3
		} else {
			acc ^= v >> 2
		}
		switch acc & 7 {
		case 0:
			acc += 3
		case 1:
			acc ^= 0x55
		case 2:
			acc -= 7
		case 3:
			acc *= 3
		case 4:
			acc >>= 1
		case 5:
			acc += n
		default:
			acc = ^acc
		}
	}
	bytes := make([]byte, 4*n)
	for i, v := range buf {
		bytes[4*i], bytes[4*i+1], bytes[4*i+2], bytes[4*i+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
	}
	for i := uint32(0); i < n; i++ {
		acc += uint32(bytes[i]) + (uint32(bytes[2*i]) | uint32(bytes[2*i+1])<<8)
	}
	return acc
}

// contractTarget is one instruction set's machine and memory.
type contractTarget struct {
	cpu        emu.CPU
	flags      []string
	code, data uint32 // bases of the code and of the data + stack region
	thumb      bool
	mode       decode.Mode
}

const contractDataSize = 0x10000

var contractTargets = []contractTarget{
	{emu.CortexM0, []string{"-mcpu=cortex-m0", "-mthumb"}, 0x08000000, 0x20000000, true, decode.ModeThumbM},
	{emu.CortexM33, []string{"-mcpu=cortex-m33", "-mthumb"}, 0x08000000, 0x20000000, true, decode.ModeThumbM},
	{emu.CortexA7, []string{"-mcpu=cortex-a7", "-marm"}, 0xc0000000, 0xc0100000, false, decode.ModeARM},
}

// contractMachine builds src for tg and returns a machine with it loaded
// and data events hooked over the data region.
func contractMachine(t *testing.T, tg contractTarget, name, src string, flags ...string) (*emu.Machine, *elfimg.Image) {
	t.Helper()
	flags = append(append(append([]string(nil), tg.flags...), flags...),
		fmt.Sprintf("-Wl,-Ttext=0x%x", tg.code), fmt.Sprintf("-Wl,-Tdata=0x%x", tg.data))
	img, err := elfimg.ReadELF(armbuild.BuildString(t, name, src, flags...))
	if err != nil {
		t.Fatal(err)
	}
	m, err := emu.New(tg.cpu)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	if err := m.Map(tg.code, 0x10000, emu.PermRead|emu.PermExec); err != nil {
		t.Fatal(err)
	}
	if err := m.Map(tg.data, contractDataSize, emu.PermAll); err != nil {
		t.Fatal(err)
	}
	if err := m.Load(img); err != nil {
		t.Fatal(err)
	}
	if err := m.HookData(tg.data, tg.data+contractDataSize-1); err != nil {
		t.Fatal(err)
	}
	return m, img
}

// imageCode decodes the image's instructions for the checker, from the
// ELF's bytes (not the emulator's memory), once per address.
func imageCode(t *testing.T, img *elfimg.Image, mode decode.Mode) tracecheck.Code {
	t.Helper()
	dec, err := decode.New(mode)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(dec.Close)
	cache := map[uint32]tracecheck.Insn{}
	return func(addr uint32, thumb bool) (tracecheck.Insn, error) {
		if in, ok := cache[addr]; ok {
			return in, nil
		}
		code, ok := segmentBytes(img, addr, 4)
		if !ok {
			return tracecheck.Insn{}, fmt.Errorf("not in the image")
		}
		in, err := dec.Decode(code, addr)
		if err != nil {
			return tracecheck.Insn{}, err
		}
		ci := tracecheck.Insn{Size: uint32(in.Size), WritesPC: in.WritesPC(), Memory: in.IsLoad() || in.IsStore(), ITSlots: itSlots(in)}
		cache[addr] = ci
		return ci, nil
	}
}

// itSlots is the number of instructions an IT instruction predicates:
// "it" one, and one more per t or e after it ("itete" four).
func itSlots(in decode.Inst) int {
	if in.ID != decode.InsIT {
		return 0
	}
	return len(strings.Fields(in.Mnemonic)[0]) - 1
}

// segmentBytes returns up to n bytes of the image at addr (fewer at the
// end of a segment).
func segmentBytes(img *elfimg.Image, addr uint32, n int) ([]byte, bool) {
	for _, s := range img.Segments {
		if addr >= s.Vaddr && addr < s.Vaddr+uint32(len(s.Data)) {
			off := addr - s.Vaddr
			return s.Data[off:min(int(off)+n, len(s.Data))], true
		}
	}
	return nil, false
}

// contractRun calls fn once with sink and fails on the checker's
// problems; it returns the call's result.
func contractRun(t *testing.T, m *emu.Machine, img *elfimg.Image, tg contractTarget, sink trace.Sink, c *tracecheck.Checker, fn string, args ...uint32) emu.CallResult {
	t.Helper()
	s, err := img.Lookup(fn)
	if err != nil {
		t.Fatal(err)
	}
	entry := s.Addr
	if tg.thumb {
		entry |= 1
	}
	r, err := m.Call(emu.Call{Entry: entry, Args: args, SP: tg.data + contractDataSize, Budget: 10_000_000}, sink)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range c.Problems() {
		t.Error(p)
	}
	if got := uint64(len(c.Instructions())); got != r.Insns {
		t.Errorf("the stream holds %d instructions, the emulator counted %d", got, r.Insns)
	}
	return r
}

// TestStreamContract runs contractC on each instruction set, once with a
// plain sink (Exec events), once with a BlockSink that wants blocks and
// once with one that changes its mind at every batch; each stream keeps
// the contract, and all three hold the same instructions and the same
// data events at the same places.
func TestStreamContract(t *testing.T) {
	const n, seed = 300, 7
	for _, tg := range contractTargets {
		t.Run(string(tg.cpu), func(t *testing.T) {
			m, img := contractMachine(t, tg, "contract.c", contractC, "-O2", "-ffreestanding", "-fno-builtin", "-fno-tree-loop-distribute-patterns")
			code := imageCode(t, img, tg.mode)
			buf := tg.data
			ranges := []tracecheck.Range{{Lo: tg.data, Hi: tg.data + contractDataSize - 1}}

			plain := tracecheck.New(code, tg.thumb, ranges...)
			r := contractRun(t, m, img, tg, plain, plain, "work", buf, n, seed)
			if want := workGo(n, seed); r.R0 != want {
				t.Errorf("work = %#x, want %#x", r.R0, want)
			}
			blocks := tracecheck.NewBlocks(code, tg.thumb, func(int) bool { return true }, ranges...)
			contractRun(t, m, img, tg, blocks, blocks.Checker, "work", buf, n, seed)
			mixed := tracecheck.NewBlocks(code, tg.thumb, func(q int) bool { return q%2 == 0 }, ranges...)
			contractRun(t, m, img, tg, mixed, mixed.Checker, "work", buf, n, seed)

			for _, c := range []struct {
				name string
				c    *tracecheck.Checker
			}{{"blocks", blocks.Checker}, {"mixed", mixed.Checker}} {
				if !slices.Equal(c.c.Instructions(), plain.Instructions()) {
					t.Errorf("%s: the instructions differ from the Exec stream's", c.name)
				}
				if !slices.Equal(c.c.Data(), plain.Data()) {
					t.Errorf("%s: the data events or their places differ from the Exec stream's", c.name)
				}
			}
			if tg.thumb && tg.cpu != emu.CortexM0 && !ranIT(t, code, plain.Instructions()) {
				t.Error("the program ran no IT block: the IT rule was not exercised")
			}
			if len(plain.Data()) < n {
				t.Errorf("%d data events for %d words sorted", len(plain.Data()), n)
			}
		})
	}
}

// ranIT reports whether an IT instruction is among insns.
func ranIT(t *testing.T, code tracecheck.Code, insns []uint32) bool {
	for _, pc := range insns {
		if in, err := code(pc, true); err == nil && in.ITSlots > 0 {
			return true
		}
	}
	return false
}

// contractIT has IT blocks whose conditions fail: count(5) takes the
// "ge" slot three times and the "lt" slot twice, and every slot is in
// the stream either way; ret1 ends in a conditional return.
const contractIT = `
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global count
	.type count, %function
	.thumb_func
count:                     @ r0 = n: sum of (i < 3 ? 1 : 2) for i = n..1
	movs r1, #0
1:	cmp r0, #3
	ite lt
	addlt r1, r1, #1
	addge r1, r1, #2
	subs r0, r0, #1
	bne 1b
	mov r0, r1
	bx lr
	.size count, .-count

	.global ret1
	.type ret1, %function
	.thumb_func
ret1:                      @ r0 == 0 ? return 1 : return r0 + 2
	cmp r0, #0
	itt eq
	moveq r0, #1
	bxeq lr
	adds r0, r0, #2
	bx lr
	.size ret1, .-ret1
`

// TestStreamContractIT: the exact instruction stream of contractIT's
// functions, predicated-false slots included.
func TestStreamContractIT(t *testing.T) {
	tg := contractTargets[1]
	m, img := contractMachine(t, tg, "it.S", contractIT)
	code := imageCode(t, img, tg.mode)
	for _, tt := range []struct {
		fn      string
		arg, r0 uint32
		offsets []uint32 // of the executed instructions, from the function
	}{
		// movs, then per iteration cmp, ite, addlt, addge, subs, bne (six
		// 2-byte instructions at 2..12), then mov, bx.
		{"count", 5, 8, append(append([]uint32{0}, repeat([]uint32{2, 4, 6, 8, 10, 12}, 5)...), 14, 16)},
		{"ret1", 0, 1, []uint32{0, 2, 4, 6}},
		{"ret1", 4, 6, []uint32{0, 2, 4, 6, 8, 10}},
	} {
		c := tracecheck.New(code, true)
		r := contractRun(t, m, img, tg, c, c, tt.fn, tt.arg)
		if r.R0 != tt.r0 {
			t.Errorf("%s(%d) = %d, want %d", tt.fn, tt.arg, r.R0, tt.r0)
		}
		s, _ := img.Lookup(tt.fn)
		var got []uint32
		for _, pc := range c.Instructions() {
			got = append(got, pc-s.Addr)
		}
		if !slices.Equal(got, tt.offsets) {
			t.Errorf("%s(%d) ran %v, want %v", tt.fn, tt.arg, got, tt.offsets)
		}
	}
}

func repeat(s []uint32, n int) []uint32 {
	var out []uint32
	for range n {
		out = append(out, s...)
	}
	return out
}

// TestStreamContractSum6: sum6 (testSrc) is one translation block, so
// its four reads and two writes come after all nine of its instructions,
// in access order: push's two stores, the two stacked-argument loads,
// pop's two loads.
func TestStreamContractSum6(t *testing.T) {
	m, img := machine(t)
	if err := m.HookData(0x20000000, 0x20008fff); err != nil {
		t.Fatal(err)
	}
	code := imageCode(t, img, decode.ModeThumbM)
	c := tracecheck.New(code, true, tracecheck.Range{Lo: 0x20000000, Hi: 0x20008fff})
	s, _ := img.Lookup("sum6")
	r, err := m.Call(emu.Call{Entry: s.Addr | 1, Args: []uint32{1, 2, 3, 4, 5, 6}, SP: 0x20009000, Budget: 100}, c)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range c.Problems() {
		t.Error(p)
	}
	sp := r.EntrySP // the stacked arguments at sp, sp+4
	want := []tracecheck.DataEvent{
		{Event: trace.MakeEvent(trace.Write, sp-8, 4), After: 9},
		{Event: trace.MakeEvent(trace.Write, sp-4, 4), After: 9},
		{Event: trace.MakeEvent(trace.Read, sp, 4), After: 9},
		{Event: trace.MakeEvent(trace.Read, sp+4, 4), After: 9},
		{Event: trace.MakeEvent(trace.Read, sp-8, 4), After: 9},
		{Event: trace.MakeEvent(trace.Read, sp-4, 4), After: 9},
	}
	if got := c.Data(); !slices.Equal(got, want) {
		t.Errorf("data events %v, want %v", got, want)
	}
}
