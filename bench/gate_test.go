package bench

import (
	"maps"
	"testing"

	"boardless/footprint"
	"boardless/kernels"
)

// TestKernelEntry: a verified row's metrics with its symbol's footprint
// (another symbol's is not taken), a failed row's error without metrics.
func TestKernelEntry(t *testing.T) {
	k := kernels.Kernel{Name: "sha256-fast-64", Symbol: "sha256_fast"}
	fps := []footprint.Footprint{{Symbol: "other", CodeBytes: 1}, {Symbol: "sha256_fast", CodeBytes: 900, ConstBytes: 256, GlobalBytes: 4}}
	e := KernelEntry(Row{Kernel: k, Verified: true, Cycles: 5000, StackBytes: 120}, fps)
	want := map[string]uint64{"cycles": 5000, "stack_bytes": 120, "code_bytes": 900, "const_bytes": 256, "global_bytes": 4}
	if e.Name != k.Name || !e.Kernel || !maps.Equal(e.Metrics, want) || e.Error != "" {
		t.Errorf("verified: %+v, want metrics %v", e, want)
	}
	f := KernelEntry(Row{Kernel: k, Error: "wrong digest", Cycles: 5000}, fps)
	if f.Error != "wrong digest" || f.Metrics != nil {
		t.Errorf("failed: %+v", f)
	}
}
