package sim_test

import (
	"fmt"
	"runtime"
	"slices"
	"syscall"
	"testing"
	"unsafe"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
	"boardless/trace"
)

// BenchmarkStoreFastPath measures what emu's store fast path (emu/stores.c)
// saves: AES-128-CBC over 8000 bytes on an M0+, an M33 and an A7 board,
// run by raw Unicorn (emu.NewBare), by the traced machine into a sink that
// drops the events, and by the full model, each with the fast path off
// ("slow": Unicorn 2.0.1 as shipped) and on ("fast"), interleaved in one
// run. Times are the thread's CPU time (the OS thread locked), in ns per
// simulated instruction, reported as the minimum and the median over the
// b.N rounds; store-path-ns/insn is raw-slow minus raw-fast (medians).
// Run: go test -run '^$' -bench StoreFastPath -benchtime 10x ./sim/
func BenchmarkStoreFastPath(b *testing.B) {
	if !emu.StoreFastPath() {
		b.Skip("the store fast path is not available on this libunicorn")
	}
	defer emu.SetStoreFastPath(true)
	for _, board := range []string{"nucleo-g071rb", "nucleo-wba52cg", "stm32mp135f-dk"} {
		b.Run(board, func(b *testing.B) { benchStoreFastPath(b, board, "aes128-cbc-enc-fast-8000") })
	}
}

// dropSink discards the event stream.
type dropSink struct{}

func (dropSink) Events([]trace.Event) {}

// variant is one way of running the kernel, timed per round.
type variant struct {
	name string
	fast bool
	run  func() error
	ns   []float64 // per round, ns per instruction
}

func benchStoreFastPath(b *testing.B, boardName, kernel string) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	board, err := models.LoadProfile(boardName)
	if err != nil {
		b.Fatal(err)
	}
	img, err := elfimg.ReadELF(kernels.ImagePath("../build", boardName, "sym")) // Catalog kernels
	if err != nil {
		b.Skipf("%v (run 'make kernels')", err)
	}
	k, ok := catalogKernel(kernel)
	if !ok {
		b.Fatalf("no kernel %s in the catalog", kernel)
	}
	s, err := sim.Open(board, img, sim.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	call, err := rawCall(board, img, k)
	if err != nil {
		b.Fatal(err)
	}
	cpu, err := sim.CPUFor(board.Core)
	if err != nil {
		b.Fatal(err)
	}
	raw := machine(b, emu.NewBare, cpu, board, img)
	traced := machine(b, emu.New, cpu, board, img)
	r, err := traced.Call(call, dropSink{})
	if err != nil {
		b.Fatal(err)
	}
	insns := float64(r.Insns)
	rawRun := func() error { _, err := raw.Call(call, nil); return err }
	traceRun := func() error { _, err := traced.Call(call, dropSink{}); return err }
	modelRun := func() error {
		out, err := kernels.Run(s, k, sim.NewRand(1))
		if err == nil && float64(out.Result.Instructions) != insns {
			err = fmt.Errorf("the model ran %d instructions, the traced machine %v", out.Result.Instructions, insns)
		}
		return err
	}
	vs := []*variant{
		{name: "raw-slow", run: rawRun}, {name: "raw-fast", fast: true, run: rawRun},
		{name: "trace-slow", run: traceRun}, {name: "trace-fast", fast: true, run: traceRun},
		{name: "model-slow", run: modelRun}, {name: "model-fast", fast: true, run: modelRun},
	}
	for _, v := range vs { // translate the code and fill the caches
		emu.SetStoreFastPath(v.fast)
		if err := v.run(); err != nil {
			b.Fatalf("%s: %v", v.name, err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// Rotate the order so that no variant always follows another.
		for j := range vs {
			v := vs[(i+j)%len(vs)]
			emu.SetStoreFastPath(v.fast)
			t0 := threadCPU()
			if err := v.run(); err != nil {
				b.Fatalf("%s: %v", v.name, err)
			}
			v.ns = append(v.ns, float64(threadCPU()-t0)/insns)
		}
	}
	b.StopTimer()
	med := map[string]float64{}
	for _, v := range vs {
		slices.Sort(v.ns)
		med[v.name] = v.ns[len(v.ns)/2]
		b.ReportMetric(v.ns[0], v.name+"-min-ns/insn")
		b.ReportMetric(med[v.name], v.name+"-med-ns/insn")
	}
	b.ReportMetric(med["raw-slow"]-med["raw-fast"], "store-path-ns/insn")
	b.ReportMetric(insns, "insns")
}

func catalogKernel(name string) (kernels.Kernel, bool) {
	for _, k := range kernels.Catalog(8000) {
		if k.Name == name {
			return k, true
		}
	}
	return kernels.Kernel{}, false
}

// rawCall is the kernel's call with the arguments the catalog would pass
// (buffers in the second half of RAM), for the machines without a model.
func rawCall(board *models.Profile, img *elfimg.Image, k kernels.Kernel) (emu.Call, error) {
	sym, err := img.Lookup(k.Symbol)
	if err != nil {
		return emu.Call{}, err
	}
	ram, _ := board.RAM()
	base := uint32(ram.Base) + uint32(ram.Size)/2
	args := []uint32{base, uint32(k.KeyBits), base + 64, base + 128, base + 128, uint32(k.Bytes)}
	entry := sym.Addr
	if sym.Thumb {
		entry |= 1
	}
	return emu.Call{Entry: entry, Args: args, SP: uint32(ram.Base) + uint32(ram.Size) - 8}, nil
}

func machine(b *testing.B, open func(emu.CPU) (*emu.Machine, error), cpu emu.CPU, board *models.Profile, img *elfimg.Image) *emu.Machine {
	m, err := open(cpu)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(m.Close)
	if err := sim.MapBoard(m, board, img); err != nil {
		b.Fatal(err)
	}
	return m
}

// threadCPU returns the calling OS thread's CPU time in nanoseconds.
func threadCPU() int64 {
	const clockThreadCPUTimeID = 3 // CLOCK_THREAD_CPUTIME_ID
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		panic(e)
	}
	return ts.Nano()
}
