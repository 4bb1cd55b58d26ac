package kernels_test

import (
	"strings"
	"testing"

	"boardless/kernels"
)

// TestSuite: a full report's kernels, the main size first, then the
// seed's sole-buffer sizes and the data-flow chunks, each name once.
func TestSuite(t *testing.T) {
	has := func(k kernels.Kernel) bool { return !strings.HasPrefix(k.Symbol, "sha512_stream") }
	ks := kernels.Suite(kernels.Catalog, 8000, 8000, has)
	n := len(kernels.Catalog(8000))
	count := map[string]int{}
	names := map[string]bool{}
	for _, k := range ks {
		if names[k.Name] {
			t.Errorf("duplicate %s", k.Name)
		}
		names[k.Name] = true
		count[k.API]++
		if k.API == "flow" && (k.Bytes != 8000 || strings.HasPrefix(k.Symbol, "sha512_stream")) {
			t.Errorf("flow kernel %+v", k)
		}
	}
	flowable := 0 // bulk kernels with a flow symbol (not sha512_stream_*, by has)
	for _, k := range kernels.Catalog(8000) {
		if k.API == "sole" && kernels.Bulk(k.Direction) && has(k.Flow(128)) {
			flowable++
		}
	}
	if count["sole"] != 4*n || count["flow"] != 4*flowable || flowable == 0 {
		t.Errorf("suite: %v for %d catalog kernels", count, n)
	}
	if ks[0].Bytes != 8000 || ks[n].Bytes != 32 {
		t.Errorf("order: the main size first, then the seed sizes")
	}
	bulk := 0
	for _, k := range kernels.Catalog(64) {
		if k.API == "sole" && kernels.Bulk(k.Direction) {
			bulk++
		}
	}
	if got := kernels.Suite(kernels.Catalog, 64, 1024, nil); len(got) != 3*n+4*bulk || got[len(got)-1].Bytes != 1024 {
		t.Errorf("suite at 64/1024: %d kernels", len(got))
	}
}
