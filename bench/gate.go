package bench

import (
	"context"

	"boardless/elfimg"
	"boardless/footprint"
	"boardless/gate"
	"boardless/kernels"
	"boardless/result"
)

// CheckKernels runs ks on the runner (their images opened in its
// Images), each seeded by its name, and gives each kernel's gate entry
// (KernelEntry). A cancelled ctx gives no entries and no error: the
// caller says what was not done.
func CheckKernels(ctx context.Context, runner *Runner, ks []kernels.Kernel, seed uint64) ([]gate.Entry, error) {
	rows, err := runner.Run(ctx, ks, NameSeeds(seed, ks))
	if err != nil || ctx.Err() != nil {
		return nil, err
	}
	fps, err := runner.Images.Footprints(runner.Board.Core, ks)
	if err != nil {
		return nil, err
	}
	entries := make([]gate.Entry, len(rows))
	for i, r := range rows {
		entries[i] = KernelEntry(r, fps)
	}
	return entries, nil
}

// KernelEntry is a kernel row's gate entry: its cycles and stack, and
// the footprint of its symbol; a failed run has its error instead.
func KernelEntry(r Row, fps []footprint.Footprint) gate.Entry {
	e := gate.Entry{Name: r.Kernel.Name, Kernel: true}
	if !r.Verified {
		e.Error = r.Error
		return e
	}
	e.Metrics = map[string]uint64{"cycles": r.Cycles, "stack_bytes": uint64(r.StackBytes)}
	for _, f := range fps {
		if f.Symbol == r.Kernel.Symbol {
			addFootprint(e.Metrics, f)
		}
	}
	return e
}

// FunctionMetrics are the gate metrics of a call of fn in img on core:
// its cycles and stack, and the footprint of its symbol when the symbol
// is found as given (not for demangled C++ names; the check compares
// cycles and stack in any case).
func FunctionMetrics(res *result.Call, img *elfimg.Image, core, fn string) map[string]uint64 {
	m := map[string]uint64{"cycles": res.Cycles, "stack_bytes": uint64(res.StackBytes)}
	if fps, err := footprint.Of(img, core, []string{fn}); err == nil && len(fps) == 1 {
		addFootprint(m, fps[0])
	}
	return m
}

func addFootprint(m map[string]uint64, f footprint.Footprint) {
	m["code_bytes"] = uint64(f.CodeBytes)
	m["const_bytes"] = uint64(f.ConstBytes)
	m["global_bytes"] = uint64(f.GlobalBytes)
}
