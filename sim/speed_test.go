package sim_test

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"text/tabwriter"
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
	name    string
	fast    bool // the store fast path on
	perInsn bool // the core model takes one Exec event per instruction
	run     func() error
	ns      []float64 // per round, ns per instruction
}

func benchStoreFastPath(b *testing.B, boardName, kernel string) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	board, img, k, s := openKernel(b, boardName, kernel)
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
			models.SetWholeBlocks(!v.perInsn)
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

// openKernel loads a board, its Catalog image (sym.elf) and the kernel
// named, and opens a session on them, closed when the benchmark ends;
// it skips without the images.
func openKernel(b *testing.B, boardName, kernel string) (*models.Profile, *elfimg.Image, kernels.Kernel, *sim.Session) {
	b.Helper()
	board, err := models.LoadProfile(boardName)
	if err != nil {
		b.Fatal(err)
	}
	img, err := elfimg.ReadELF(kernels.ImagePath("../build", boardName, "sym"))
	if err != nil {
		b.Skipf("%v (run 'make kernels')", err)
	}
	k, ok := kernelIn(kernels.Catalog(8000), kernel)
	if !ok {
		b.Fatalf("no kernel %s in the catalog", kernel)
	}
	s, err := sim.Open(board, img, sim.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(s.Close)
	return board, img, k, s
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

// The layer benchmark's boards and kernel: one board per core family.
var (
	layerBoards = []string{"nucleo-g071rb", "nucleo-f401re", "nucleo-h743zi2", "nucleo-wba52cg", "stm32mp135f-dk"}
	layerKernel = "aes128-cbc-enc-fast-8000"
)

// BenchmarkLayers splits the cost of a simulated instruction into the
// layers it passes through, by running one kernel (AES-128-CBC over 8000
// bytes) on each board in rounds, every variant once per round in
// rotated order, each variant adding one layer to the one before:
//
//	raw-slow  Unicorn 2.0.1 as shipped, no hooks (store fast path off)
//	raw       Unicorn, no hooks, with emu's store fast path
//	blocks    + the block hook, the event buffer and the cgo callback
//	          (a sink that takes whole blocks and drops them)
//	hooked    + one data hook, on a range no code touches, and strict
//	          alignment where the core faults (ARMv6-M): Unicorn's
//	          memory-hook slow path for every load and store
//	data      + the data ranges the board's memory model asks for: the
//	          data events
//	expanded  + Go's expansion of each block into one event per
//	          instruction, only where the core model asks for it
//	model     the full run through sim with the board's core and memory
//	          models (kernels.Run: also sim's per-call work)
//	model-per-insn  the same with whole-block timing off
//	          (models.SetWholeBlocks): the core model fed one Exec event
//	          per instruction, for comparison
//
// Times are the thread's CPU time (OS thread locked), in ns per
// simulated instruction; the table (min and median over the rounds, a
// layer being the difference of medians) is printed once per board when
// b.N > 1. Run: make bench-speed, or
// go test -run '^$' -bench Layers -benchtime 20x ./sim/
func BenchmarkLayers(b *testing.B) {
	for _, board := range layerBoards {
		b.Run(board, func(b *testing.B) { benchLayers(b, board, layerKernel) })
	}
}

// blockDrop takes whole blocks and drops them.
type blockDrop struct{}

func (blockDrop) Events([]trace.Event) {}
func (blockDrop) WantsBlocks() bool    { return true }

func benchLayers(b *testing.B, boardName, kernel string) {
	if !emu.StoreFastPath() {
		b.Skip("the store fast path is not available on this libunicorn")
	}
	defer emu.SetStoreFastPath(true)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	board, img, k, s := openKernel(b, boardName, kernel)
	call, err := rawCall(board, img, k)
	if err != nil {
		b.Fatal(err)
	}
	cpu, err := sim.CPUFor(board.Core)
	if err != nil {
		b.Fatal(err)
	}
	_, params, err := sim.Options{}.Resolve(board)
	if err != nil {
		b.Fatal(err)
	}
	mem, err := models.NewMemory(board, models.ValuesOf(params))
	if err != nil {
		b.Fatal(err)
	}
	core, err := models.NewCore(board, models.ValuesOf(params), mem, s.Machine())
	if err != nil {
		b.Fatal(err)
	}
	expands := true
	if bs, ok := core.(trace.BlockSink); ok && bs.WantsBlocks() {
		expands = false
	}
	core.Close()

	raw := machine(b, emu.NewBare, cpu, board, img)
	blocks := machine(b, emu.New, cpu, board, img)
	hooked := machine(b, emu.New, cpu, board, img)
	data := machine(b, emu.New, cpu, board, img)
	if err := hooked.HookData(0xfffffff0, 0xfffffff3); err != nil { // never accessed
		b.Fatal(err)
	}
	for _, r := range mem.DataRanges() {
		if err := data.HookData(r[0], r[1]); err != nil {
			b.Fatal(err)
		}
	}
	r, err := data.Call(call, dropSink{})
	if err != nil {
		b.Fatal(err)
	}
	insns := float64(r.Insns)
	on := func(m *emu.Machine, sink trace.Sink) func() error {
		return func() error { _, err := m.Call(call, sink); return err }
	}
	vs := []*variant{
		{name: "raw-slow", run: on(raw, nil)},
		{name: "raw", fast: true, run: on(raw, nil)},
		{name: "blocks", fast: true, run: on(blocks, blockDrop{})},
		{name: "hooked", fast: true, run: on(hooked, blockDrop{})},
		{name: "data", fast: true, run: on(data, blockDrop{})},
	}
	if expands {
		vs = append(vs, &variant{name: "expanded", fast: true, run: on(data, dropSink{})})
	}
	model := func() error {
		out, err := kernels.Run(s, k, sim.NewRand(1))
		if err == nil && float64(out.Result.Instructions) != insns {
			err = fmt.Errorf("the model ran %d instructions, the traced machine %v", out.Result.Instructions, insns)
		}
		return err
	}
	vs = append(vs, &variant{name: "model", fast: true, run: model},
		&variant{name: "model-per-insn", fast: true, perInsn: true, run: model})
	runRounds(b, vs, insns)
	med := map[string]float64{}
	for _, v := range vs {
		med[v.name] = v.ns[len(v.ns)/2]
		b.ReportMetric(v.ns[0], v.name+"-min-ns/insn")
		b.ReportMetric(med[v.name], v.name+"-med-ns/insn")
	}
	b.ReportMetric(1e3/med["model"], "model-MIPS")
	if b.N > 1 {
		printLayers(boardName, board.Core, vs, insns)
	}
}

// runRounds translates the code and fills the caches with one run of each
// variant, then times b.N rounds, rotating the order so that no variant
// always follows another; each variant's times end up sorted.
func runRounds(b *testing.B, vs []*variant, insns float64) {
	defer models.SetWholeBlocks(true)
	for _, v := range vs {
		emu.SetStoreFastPath(v.fast)
		models.SetWholeBlocks(!v.perInsn)
		if err := v.run(); err != nil {
			b.Fatalf("%s: %v", v.name, err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j := range vs {
			v := vs[(i+j)%len(vs)]
			emu.SetStoreFastPath(v.fast)
			models.SetWholeBlocks(!v.perInsn)
			t0 := threadCPU()
			if err := v.run(); err != nil {
				b.Fatalf("%s: %v", v.name, err)
			}
			v.ns = append(v.ns, float64(threadCPU()-t0)/insns)
		}
	}
	b.StopTimer()
	for _, v := range vs {
		slices.Sort(v.ns)
	}
}

// layerRows name each layer by the variant that adds it.
var layerRows = []struct{ variant, layer string }{
	{"raw", "Unicorn proper (store fast path on)"},
	{"blocks", "block hook, buffer, cgo"},
	{"hooked", "memory-hook slow path"},
	{"data", "data events"},
	{"expanded", "Go expansion of blocks"},
	{"model", "Go model (and sim's per-call work)"},
}

// printLayers prints one board's layer table: each layer's median cost
// (the difference of the medians of its variant and the one before) and
// min/median of the variant itself, the store path Unicorn 2.0.1 takes
// without emu's fast path (not in the total), the total and the MIPS.
func printLayers(board, core string, vs []*variant, insns float64) {
	by := map[string]*variant{}
	for _, v := range vs {
		by[v.name] = v
	}
	med := func(v *variant) float64 { return v.ns[len(v.ns)/2] }
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(os.Stdout, "\n%s (%s), %s, %.0f instructions, %d rounds, ns per instruction (thread CPU time)\n",
		board, core, layerKernel, insns, len(vs[0].ns))
	fmt.Fprintln(w, "layer\tlayer median\trun min\trun median\t")
	prev := 0.0
	for _, r := range layerRows {
		v := by[r.variant]
		if v == nil {
			fmt.Fprintf(w, "%s\t-\t\t\t\n", r.layer)
			continue
		}
		fmt.Fprintf(w, "%s\t%.2f\t%.2f\t%.2f\t\n", r.layer, med(v)-prev, v.ns[0], med(v))
		prev = med(v)
	}
	slow := by["raw-slow"]
	fmt.Fprintf(w, "store path as shipped (not in total)\t%.2f\t%.2f\t%.2f\t\n", med(slow)-med(by["raw"]), slow.ns[0], med(slow))
	m := by["model"]
	fmt.Fprintf(w, "total\t%.2f\t%.2f\t%.2f\t\n", med(m), m.ns[0], med(m))
	if p := by["model-per-insn"]; p != nil {
		fmt.Fprintf(w, "total, the model fed per instruction (for comparison)\t%.2f\t%.2f\t%.2f\t\n", med(p), p.ns[0], med(p))
	}
	w.Flush()
	fmt.Fprintf(os.Stdout, "simulated MIPS: %.1f (median), %.1f (best)\n%s\n", 1e3/med(m), 1e3/m.ns[0], strings.Repeat("-", 40))
}

// fullModelKernels are the kernels BenchmarkFullModel runs on each layer
// board: table lookups (AES), 32- and 64-bit arithmetic (SHA-256,
// SHA-512).
var fullModelKernels = []string{"aes128-cbc-enc-fast-8000", "sha256-fast-8000", "sha512-fast-8000"}

// BenchmarkFullModel runs the full model alone (kernels.Run through sim,
// no other variant between rounds, so nothing but the model is in the
// host's caches), per board and kernel: the min and median thread CPU
// time per simulated instruction. It is also the workload whose CPU
// profile is the binary's profile-guided optimisation profile
// (make pgo, cmd/boardless/default.pgo).
// Run: go test -run '^$' -bench FullModel -benchtime 20x ./sim/
func BenchmarkFullModel(b *testing.B) {
	for _, board := range layerBoards {
		for _, kernel := range fullModelKernels {
			b.Run(board+"/"+kernel, func(b *testing.B) { benchFullModel(b, board, kernel) })
		}
	}
}

// pkModelKernel is BenchmarkFullModelPK's kernel: public-key code
// (multi-precision arithmetic, load and store heavy) costs more per
// instruction than AES on every core, and it is most of what the kernels
// tests emulate.
const pkModelKernel = "ecdsa-p256-sign-fast-high"

// BenchmarkFullModelPK is BenchmarkFullModel on a public-key kernel;
// its profile is in the binary's profile-guided optimisation profile too.
// Run: go test -run '^$' -bench FullModelPK -benchtime 10x ./sim/
func BenchmarkFullModelPK(b *testing.B) {
	for _, board := range layerBoards {
		b.Run(board+"/"+pkModelKernel, func(b *testing.B) { benchFullModelPK(b, board) })
	}
}

func benchFullModelPK(b *testing.B, boardName string) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	board, err := models.LoadProfile(boardName)
	if err != nil {
		b.Fatal(err)
	}
	img, err := elfimg.ReadELF(kernels.ImagePath("../build", boardName, "pk"))
	if err != nil {
		b.Skipf("%v (run 'make kernels')", err)
	}
	k, ok := kernelIn(kernels.PublicKey(), pkModelKernel)
	if !ok {
		b.Fatalf("no kernel %s", pkModelKernel)
	}
	s, err := sim.Open(board, img, sim.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(s.Close)
	timeRuns(b, func() (*kernels.Outcome, error) {
		out, _, err := kernels.RunPublicKey(s, k, sim.NewRand(1))
		return out, err
	})
}

func benchFullModel(b *testing.B, boardName, kernel string) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	_, _, k, s := openKernel(b, boardName, kernel)
	timeRuns(b, func() (*kernels.Outcome, error) { return kernels.Run(s, k, sim.NewRand(1)) })
}

// timeRuns runs run once to translate the code and fill the caches, then
// b.N times, and reports the min and median thread CPU time per
// simulated instruction and the median's MIPS (the caller has locked the
// OS thread).
func timeRuns(b *testing.B, run func() (*kernels.Outcome, error)) {
	out, err := run()
	if err != nil {
		b.Fatal(err)
	}
	insns := float64(out.Result.Instructions)
	ns := make([]float64, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := threadCPU()
		if _, err := run(); err != nil {
			b.Fatal(err)
		}
		ns = append(ns, float64(threadCPU()-t0)/insns)
	}
	b.StopTimer()
	slices.Sort(ns)
	b.ReportMetric(ns[0], "min-ns/insn")
	b.ReportMetric(ns[len(ns)/2], "med-ns/insn")
	b.ReportMetric(1e3/ns[len(ns)/2], "MIPS")
}
