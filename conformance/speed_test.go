package conformance

import (
	"testing"
	"time"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/kernels"
	"boardless/models"
	"boardless/models/cores"
	"boardless/sim"
	"boardless/trace"
)

// m33Board is the board of the Cortex-M33 speed benchmarks.
const m33Board = "nucleo-wba52cg"

// nopSink discards the event stream: the emulator's tracing cost alone.
type nopSink struct{ n int }

func (s *nopSink) Events(b []trace.Event) { s.n += len(b) }

// BenchmarkM33Speed runs kernels on the WBA52 three ways, alternating in
// one run: Unicorn with no hooks (raw), traced into a sink that drops the
// events (trace), and through sim with the Cortex-M33 model (model). It
// reports the MIPS of each, model/raw, and the model's own cost per
// instruction (model - trace). Needs 'make kernels'.
func BenchmarkM33Speed(b *testing.B) {
	for _, kernel := range []string{"aes128-cbc-enc-fast-8000", "sha256-fast-8000"} {
		b.Run(kernel, func(b *testing.B) { benchM33Speed(b, kernel) })
	}
}

func benchM33Speed(b *testing.B, kernel string) {
	board, err := models.LoadProfile(m33Board)
	if err != nil {
		b.Fatal(err)
	}
	img, err := elfimg.ReadELF(kernels.ImagePath("../build", m33Board, "sym")) // Catalog kernels
	if err != nil {
		b.Skipf("%v (run 'make kernels')", err)
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
	machines := [2]*emu.Machine{}
	for i, open := range []func(emu.CPU) (*emu.Machine, error){emu.NewBare, emu.New} {
		m, err := open(emu.CortexM33)
		if err != nil {
			b.Fatal(err)
		}
		defer m.Close()
		if err := sim.MapBoard(m, board, img); err != nil {
			b.Fatal(err)
		}
		machines[i] = m
	}
	sym, err := img.Lookup(k.Symbol)
	if err != nil {
		b.Fatal(err)
	}
	ram, _ := board.RAM()
	base := uint32(ram.Base) + uint32(ram.Size)/2
	args := []uint32{base, uint32(k.KeyBits), base + 64, base + 128, base + 128, uint32(k.Bytes)}
	if k.Family != "aes-cbc" {
		args = []uint32{base + 128, uint32(k.Bytes), base}
	}
	call := emu.Call{Entry: sym.Addr | 1, Args: args, SP: uint32(ram.Base) + uint32(ram.Size) - 8}
	var insns uint64
	var ns [3]int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		out, err := kernels.Run(s, k, sim.NewRand(1))
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if _, err := machines[0].Call(call, nil); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if _, err := machines[1].Call(call, &nopSink{}); err != nil {
			b.Fatal(err)
		}
		t3 := time.Now()
		ns[0] += int64(t1.Sub(t0))
		ns[1] += int64(t2.Sub(t1))
		ns[2] += int64(t3.Sub(t2))
		insns = out.Result.Instructions
	}
	b.StopTimer()
	mips := func(t int64) float64 { return float64(insns) * float64(b.N) / (float64(t) / 1e3) }
	b.ReportMetric(mips(ns[0]), "model-MIPS")
	b.ReportMetric(mips(ns[1]), "raw-MIPS")
	b.ReportMetric(mips(ns[2]), "trace-MIPS")
	b.ReportMetric(mips(ns[0])/mips(ns[1]), "model/raw")
	b.ReportMetric(mips(ns[0])/mips(ns[2]), "model/trace")
	b.ReportMetric(float64(ns[0]-ns[2])/float64(insns)/float64(b.N), "model-ns/insn")
}

// recSink records the event stream.
type recSink struct{ ev []trace.Event }

func (s *recSink) Events(b []trace.Event) { s.ev = append(s.ev, b...) }

// BenchmarkM33Replay isolates the model: it records a kernel's event
// stream once, then times the Cortex-M33 model alone over the recording
// (zero-wait memory), against the raw emulator running the same call.
func BenchmarkM33Replay(b *testing.B) {
	for _, kernel := range []string{"aes128-cbc-enc-fast-8000", "sha256-fast-8000"} {
		b.Run(kernel, func(b *testing.B) { benchM33Replay(b, kernel) })
	}
}

func benchM33Replay(b *testing.B, kernel string) {
	board, err := models.LoadProfile(m33Board)
	if err != nil {
		b.Fatal(err)
	}
	img, err := elfimg.ReadELF(kernels.ImagePath("../build", m33Board, "sym")) // Catalog kernels
	if err != nil {
		b.Skipf("%v (run 'make kernels')", err)
	}
	var k kernels.Kernel
	for _, kk := range kernels.Catalog(8000) {
		if kk.Name == kernel {
			k = kk
		}
	}
	var ms [2]*emu.Machine
	for i, open := range []func(emu.CPU) (*emu.Machine, error){emu.NewBare, emu.New} {
		m, err := open(emu.CortexM33)
		if err != nil {
			b.Fatal(err)
		}
		defer m.Close()
		if err := sim.MapBoard(m, board, img); err != nil {
			b.Fatal(err)
		}
		ms[i] = m
	}
	sym, err := img.Lookup(k.Symbol)
	if err != nil {
		b.Fatal(err)
	}
	ram, _ := board.RAM()
	base := uint32(ram.Base) + uint32(ram.Size)/2
	args := []uint32{base, uint32(k.KeyBits), base + 64, base + 128, base + 128, uint32(k.Bytes)}
	if k.Family != "aes-cbc" {
		args = []uint32{base + 128, uint32(k.Bytes), base}
	}
	call := emu.Call{Entry: sym.Addr | 1, Args: args, SP: uint32(ram.Base) + uint32(ram.Size) - 8}
	rec := &recSink{}
	cr, err := ms[1].Call(call, rec)
	if err != nil {
		b.Fatal(err)
	}
	core, err := cores.NewARMv8M(models.ZeroWait{}, ms[1], nil)
	if err != nil {
		b.Fatal(err)
	}
	defer core.Close()
	core.Events(rec.ev) // decode once
	core.Finish(cr.ReturnAddr)
	if core.Err() != nil {
		b.Fatal(core.Err())
	}
	insns := core.Result().Instructions
	var modelNS, rawNS int64
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		core.Reset(models.ZeroWait{})
		for ev := rec.ev; len(ev) > 0; {
			n := min(len(ev), 16384)
			core.Events(ev[:n])
			ev = ev[n:]
		}
		core.Finish(cr.ReturnAddr)
		t1 := time.Now()
		if _, err := ms[0].Call(call, nil); err != nil {
			b.Fatal(err)
		}
		modelNS += int64(t1.Sub(t0))
		rawNS += int64(time.Since(t1))
	}
	b.StopTimer()
	n := float64(insns) * float64(b.N)
	b.ReportMetric(float64(modelNS)/n, "model-ns/insn")
	b.ReportMetric(float64(rawNS)/n, "raw-ns/insn")
	b.ReportMetric(float64(rawNS)/float64(rawNS+modelNS), "raw/(raw+model)")
}
