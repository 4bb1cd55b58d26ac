package sim_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/internal/armbuild"
	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
)

// frameSrc has routines with known stack frames.
const frameSrc = `
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global frame40
	.type frame40, %function
	.thumb_func
frame40:                    @ push 2 words + 32-byte local area = 40 bytes
	push {r4, lr}
	sub sp, #32
	movs r4, #1
	str r4, [sp, #0]        @ touch the deepest word of the frame
	add sp, #32
	pop {r4, pc}
	.size frame40, .-frame40

	.global nested
	.type nested, %function
	.thumb_func
nested:                     @ 8 bytes here + 40 in frame40 = 48 bytes
	push {r7, lr}
	bl frame40
	pop {r7, pc}
	.size nested, .-nested

	.global leaf
	.type leaf, %function
	.thumb_func
leaf:                       @ no stack at all
	adds r0, r0, r1
	bx lr
	.size leaf, .-leaf

	.global recurse
	.type recurse, %function
	.thumb_func
recurse:                    @ recurses forever: overflows any stack
	push {r4, lr}
	bl recurse
	pop {r4, pc}
	.size recurse, .-recurse

	.global sdiv_on_m0
	.type sdiv_on_m0, %function
	.thumb_func
sdiv_on_m0:                 @ Thumb-2 divide: not on ARMv6-M
	.inst.w 0xfb90f0f1
	bx lr
	.size sdiv_on_m0, .-sdiv_on_m0
`

func session(t *testing.T, board string) *sim.Session {
	t.Helper()
	return sessionWith(t, board, sim.Options{Budget: 1_000_000})
}

func sessionWith(t *testing.T, board string, opts sim.Options) *sim.Session {
	t.Helper()
	path := armbuild.BuildString(t, "frames.S", frameSrc, "-mcpu=cortex-m0", "-mthumb")
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := models.LoadProfile(board)
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

func TestStackBytes(t *testing.T) {
	s := session(t, "nucleo-g071rb")
	for _, tt := range []struct {
		fn   string
		want uint32
	}{{"frame40", 40}, {"nested", 48}, {"leaf", 0}} {
		r, err := s.Call(tt.fn, []uint32{1, 2})
		if err != nil {
			t.Fatal(err)
		}
		if r.StackBytes != tt.want {
			t.Errorf("%s: stack %d bytes, want %d", tt.fn, r.StackBytes, tt.want)
		}
	}
}

func TestResultFields(t *testing.T) {
	zero := 0
	s := sessionWith(t, "nucleo-g071rb", sim.Options{WhatIf: sim.WhatIf{FlashWS: &zero}})
	r, err := s.Call("leaf", []uint32{40, 2})
	if err != nil {
		t.Fatal(err)
	}
	// adds (1) + bx lr (2) on the M0+ at 0 wait states = 3 cycles; 3 / 64 MHz.
	if r.R0 != 42 || r.Cycles != 3 || r.Instructions != 2 || r.Core != "cortex-m0plus" || r.ClockHz != 64_000_000 {
		t.Errorf("result %+v", r)
	}
	if want := 3.0 / 64; r.TimeUS != want {
		t.Errorf("time %v us, want %v", r.TimeUS, want)
	}
	if r.MemoryModel == "" {
		t.Error("no memory model named")
	}
	// At the board's 2 wait states the first fetch reads flash: +2.
	r, err = session(t, "nucleo-g071rb").Call("leaf", []uint32{40, 2})
	if err != nil || r.Cycles != 5 || r.MemoryStats["flash_wait_cycles"] != 2 {
		t.Errorf("at 2 WS: %+v, %v", r, err)
	}
}

// TestWhatIf: clock, wait states, prefetch and cache follow the options
// and the chip's table; impossible settings are refused.
func TestWhatIf(t *testing.T) {
	p, _ := models.LoadProfile("nucleo-g071rb")
	off, ws1 := false, 1
	for _, tt := range []struct {
		opts  sim.Options
		clock uint64
		ws    int
	}{
		{sim.Options{}, 64e6, 2},
		{sim.Options{WhatIf: sim.WhatIf{ClockHz: 24e6}}, 24e6, 0},
		{sim.Options{WhatIf: sim.WhatIf{ClockHz: 48e6}}, 48e6, 1},
		{sim.Options{WhatIf: sim.WhatIf{ClockHz: 24e6, FlashWS: &ws1}}, 24e6, 1},
		{sim.Options{WhatIf: sim.WhatIf{Prefetch: &off, ICache: &off}}, 64e6, 2},
	} {
		q, _, err := tt.opts.Resolve(p)
		if err != nil || q.ClockHz != tt.clock || q.FlashWaitStates() != tt.ws {
			t.Errorf("%+v: clock %d ws %d err %v", tt.opts, q.ClockHz, q.FlashWaitStates(), err)
		}
	}
	if *p.Flash.Prefetch != true || p.ClockHz != 64e6 {
		t.Error("Resolve changed the board it was given")
	}
	on := true
	f0, _ := models.LoadProfile("nucleo-f091rc")
	for _, o := range []sim.WhatIf{{ClockHz: 100e6}, {ICache: &on}} {
		if _, _, err := o.Resolve(f0); err == nil {
			t.Errorf("%+v accepted on the F091", o)
		}
	}
}

func TestStackOverflow(t *testing.T) {
	s := session(t, "nucleo-g071rb")
	_, err := s.Call("recurse", nil)
	if err == nil {
		t.Fatal("runaway recursion returned no error")
	}
	// The stack runs down through RAM into unmapped memory below it:
	// reported as the overflow it is, with the fault that ended it.
	var ce *sim.CallError
	if !errors.As(err, &ce) || ce.Stack == nil || ce.Fault == nil || ce.Fault.Kind != emu.FaultUnmappedWrite ||
		!strings.Contains(err.Error(), "stack overflow") {
		t.Errorf("err = %v, want a stack overflow ending in an unmapped write below RAM", err)
	}
}

func TestUnsupportedInstruction(t *testing.T) {
	for _, board := range []string{"nucleo-g071rb", "nucleo-f091rc"} {
		s := session(t, board)
		_, err := s.Call("sdiv_on_m0", []uint32{10, 2})
		var ue *models.UnsupportedError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), "sdiv") || ue.PC == 0 {
			t.Errorf("%s: err = %v, want an unsupported sdiv", board, err)
		}
	}
}

func TestParseArg(t *testing.T) {
	rng := sim.NewRand(1)
	file := filepath.Join(t.TempDir(), "in.bin")
	os.WriteFile(file, []byte{1, 2, 3}, 0o644)
	good := []struct {
		spec string
		word uint32
		data []byte
	}{
		{"1000", 1000, nil}, {"0x20", 0x20, nil}, {"-1", 0xffffffff, nil}, {"0b101", 5, nil},
		{"buf:4", 0, []byte{0, 0, 0, 0}}, {"hex:00ff10", 0, []byte{0, 0xff, 0x10}}, {"file:" + file, 0, []byte{1, 2, 3}},
	}
	for _, g := range good {
		a, err := sim.ParseArg(g.spec, rng)
		if err != nil {
			t.Errorf("%s: %v", g.spec, err)
			continue
		}
		if a.Int != g.word || string(a.Data) != string(g.data) || a.IsBuf != (g.data != nil) {
			t.Errorf("%s: got %+v", g.spec, a)
		}
	}
	r1, _ := sim.ParseArg("rand:16", sim.NewRand(7))
	r2, _ := sim.ParseArg("rand:16", sim.NewRand(7))
	if len(r1.Data) != 16 || string(r1.Data) != string(r2.Data) {
		t.Error("rand:16 is not deterministic for a seed")
	}
	for _, bad := range []string{"", "x", "0x", "buf:", "buf:-1", "buf:99999999999", "hex:0", "hex:zz", "file:/no/such", "ptr:4", "4294967296"} {
		if _, err := sim.ParseArg(bad, rng); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// BenchmarkSpeed runs the same kernel under Unicorn with no hooks and under
// the full model, alternating in one run, and reports simulated MIPS of
// both and their ratio (model/raw). Run: make bench-speed.
func BenchmarkSpeed(b *testing.B) {
	for _, c := range []struct{ board, kernel string }{
		{"nucleo-g071rb", "aes128-cbc-enc-fast-8000"},
		{"nucleo-f091rc", "aes128-cbc-enc-fast-8000"},
		{"nucleo-g071rb", "sha256-fast-8000"},
		{"nucleo-wba52cg", "aes128-cbc-enc-fast-8000"},
		{"stm32mp135f-dk", "aes128-cbc-enc-fast-8000"},
	} {
		b.Run(c.board+"/"+c.kernel, func(b *testing.B) { benchSpeed(b, c.board, c.kernel) })
	}
}

func benchSpeed(b *testing.B, boardName, kernel string) {
	board, err := models.LoadProfile(boardName)
	if err != nil {
		b.Fatal(err)
	}
	path := kernels.ImagePath("../build", boardName, "sym") // Catalog kernels
	img, err := elfimg.ReadELF(path)
	if err != nil {
		b.Fatalf("%v (run 'make kernels')", err)
	}
	var k kernels.Kernel
	for _, kk := range kernels.Catalog(8000) {
		if kk.Name == kernel {
			k = kk
		}
	}
	s, err := sim.Open(board, img, sim.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	// The raw machine gets the same arguments: run the kernel once
	// through the catalog to learn the instruction count, then replay
	// the same call without hooks.
	cpu, _ := sim.CPUFor(board.Core)
	raw, err := emu.NewBare(cpu)
	if err != nil {
		b.Fatal(err)
	}
	defer raw.Close()
	if err := sim.MapBoard(raw, board, img); err != nil {
		b.Fatal(err)
	}
	sym, err := img.Lookup(k.Symbol)
	if err != nil {
		b.Fatal(err)
	}
	ram, _ := board.RAM()
	base := uint32(ram.Base) + uint32(ram.Size)/2
	rawArgs := []uint32{base, uint32(k.KeyBits), base + 64, base + 128, base + 128, uint32(k.Bytes)}
	if k.Family != "aes-cbc" {
		rawArgs = []uint32{base + 128, uint32(k.Bytes), base}
	}
	var insns uint64
	var rawNS, modelNS int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		out, err := kernels.Run(s, k, sim.NewRand(1))
		if err != nil {
			b.Fatal(err)
		}
		modelNS += int64(time.Since(start))
		insns = out.Result.Instructions
		start = time.Now()
		entry := sym.Addr
		if sym.Thumb {
			entry |= 1
		}
		if _, err := raw.Call(emu.Call{Entry: entry, Args: rawArgs, SP: uint32(ram.Base) + uint32(ram.Size) - 8}, nil); err != nil {
			b.Fatal(err)
		}
		rawNS += int64(time.Since(start))
	}
	b.StopTimer()
	modelMIPS := float64(insns) * float64(b.N) / (float64(modelNS) / 1e3)
	rawMIPS := float64(insns) * float64(b.N) / (float64(rawNS) / 1e3)
	b.ReportMetric(modelMIPS, "model-MIPS")
	b.ReportMetric(rawMIPS, "raw-MIPS")
	b.ReportMetric(modelMIPS/rawMIPS, "model/raw")
}
