package bench

import (
	"testing"

	"boardless/kernels"
)

// TestReportFailure: a run passes when every kernel verified, and fails
// naming the first that did not.
func TestReportFailure(t *testing.T) {
	ok := Row{Kernel: kernels.Kernel{Name: "a"}, Verified: true}
	bad := Row{Kernel: kernels.Kernel{Name: "b"}, Error: "output differs from Go's"}
	worse := Row{Kernel: kernels.Kernel{Name: "c"}, Error: "fault"}
	if err := (Report{Board: "g0", Results: []Row{ok}}).Failure(); err != nil {
		t.Errorf("all verified: %v", err)
	}
	err := Report{Board: "g0", Results: []Row{ok, bad, worse}}.Failure()
	if want := "kernel b failed on g0: output differs from Go's"; err == nil || err.Error() != want {
		t.Errorf("%v, want %q", err, want)
	}
}
