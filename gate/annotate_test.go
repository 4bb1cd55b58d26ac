package gate

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

func TestAnnotate(t *testing.T) {
	b := &Board{Kernels: map[string]map[string]uint64{
		"sha256-fast-64":         {"cycles": 1000},
		"sha256-small-64":        {"stack_bytes": 340},
		"aes128-cbc-enc-fast-64": {"cycles": 1000},
	}}
	rep := Compare(b, []Entry{
		{Name: "sha256-fast-64", Kernel: true, Metrics: map[string]uint64{"cycles": 1100}},      // 10% worse
		{Name: "sha256-small-64", Kernel: true, Metrics: map[string]uint64{"stack_bytes": 332}}, // better
		{Name: "aes128-cbc-enc-fast-64", Kernel: true, Metrics: map[string]uint64{"cycles": 1005, "code_bytes": 9}},
		{Name: "aes128-cbc-dec-small-64", Kernel: true, Metrics: map[string]uint64{"cycles": 1}},
		{Name: "x25519", Kernel: true, Error: "output\nwrong, 100%"},
	}, 2, true)
	rep.Board, rep.Baseline = "nucleo-g071rb", "perf/baseline.json"
	var buf bytes.Buffer
	rep.Annotate(&buf)
	want := `::error title=Performance regression::nucleo-g071rb sha256-fast-64 cycles: 1000 -> 1100 (+10.00%25, tolerance 2%25)
::error title=Run failed::nucleo-g071rb x25519: output%0Awrong, 100%25
::warning title=Worse within tolerance::nucleo-g071rb aes128-cbc-enc-fast-64 cycles: 1000 -> 1005 (+0.50%25, tolerance 2%25)
::warning title=Not in the baseline::nucleo-g071rb: aes128-cbc-enc-fast-64 code_bytes, aes128-cbc-dec-small-64 not in perf/baseline.json: record with --update
::notice title=Performance improvement::nucleo-g071rb sha256-small-64 stack_bytes: 340 -> 332 (-2.35%25, tolerance 2%25); record it with --update
`
	if buf.String() != want {
		t.Errorf("annotations:\n%s\nwant:\n%s", buf.String(), want)
	}
}

// TestAnnotateMissing: the entries not in the baseline are one line,
// naming the first five: a warning with --allow-new, else an error.
func TestAnnotateMissing(t *testing.T) {
	var entries []Entry
	for i := range 7 {
		entries = append(entries, Entry{Name: fmt.Sprintf("k%d", i), Kernel: true, Metrics: map[string]uint64{"cycles": 1}})
	}
	for _, c := range []struct {
		allow bool
		level string
	}{{true, "warning"}, {false, "error"}} {
		rep := Compare(&Board{}, entries, 2, c.allow)
		rep.Board, rep.Baseline = "b", "base.json"
		var buf bytes.Buffer
		rep.Annotate(&buf)
		if want := "::" + c.level + " title=Not in the baseline::b: k0, k1, k2, k3, k4 and 2 more not in base.json: record with --update\n"; buf.String() != want {
			t.Errorf("allow-new %v: got %q, want %q", c.allow, buf.String(), want)
		}
	}
}

func TestEscape(t *testing.T) {
	if got := annotation("a: b, c%", "x%\r\ny: z, w"); got != "title=a%3A b%2C c%25::x%25%0D%0Ay: z, w" {
		t.Errorf("annotation = %q", got)
	}
	if strings.Contains(escapeData("a\nb"), "\n") {
		t.Errorf("a newline survived")
	}
}
