package report

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless"
	"boardless/footprint"
	"boardless/kernels"
	"boardless/reference"
)

func refRows(t *testing.T) []RefRow {
	t.Helper()
	sub, err := fs.Sub(boardless.ReferenceData, boardless.ReferenceDir)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := reference.Load(sub)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func kernel(t *testing.T, name string, size int) kernels.Kernel {
	t.Helper()
	for _, k := range kernels.All(size) {
		if k.Name == name {
			return k
		}
	}
	t.Fatalf("no kernel %s", name)
	return kernels.Kernel{}
}

// TestMapping checks the reference mapping rules on the real seed data.
func TestMapping(t *testing.T) {
	refs := refRows(t)
	matches := func(board string, k kernels.Kernel, f func(RefRow, string, kernels.Kernel) bool) []RefRow {
		var out []RefRow
		for _, r := range refs {
			if f(r, board, k) {
				out = append(out, r)
			}
		}
		return out
	}
	tests := []struct {
		board  string
		k      kernels.Kernel
		match  func(RefRow, string, kernels.Kernel) bool
		want   []float64 // the matched rows' value
		metric string
	}{
		// ST sole buffer: key size, size, direction and configuration (Small = small).
		{"nucleo-g071rb", kernel(t, "aes128-cbc-enc-small-32", 32), matchCycles, []float64{10142}, "cycles"},
		{"nucleo-g071rb", kernel(t, "aes256-cbc-dec-fast-128", 128), matchCycles, []float64{40117}, "cycles"},
		{"nucleo-wba52cg", kernel(t, "aes192-cbc-dec-small-64", 64), matchCycles, nil, "cycles"}, // filled below
		// ST hash rows have no configuration: they match both of ours.
		{"nucleo-g071rb", kernel(t, "sha256-small-64", 64), matchCycles, []float64{19241}, "cycles"},
		{"nucleo-g071rb", kernel(t, "sha256-fast-64", 64), matchCycles, []float64{19241}, "cycles"},
		{"nucleo-g071rb", kernel(t, "sha384-small-128", 128), matchCycles, []float64{73045}, "cycles"},
		// No ST row: other sizes, SHA-512, another board's seed.
		{"nucleo-g071rb", kernel(t, "aes128-cbc-enc-small-8000", 8000), matchCycles, []float64{}, "cycles"},
		{"nucleo-g071rb", kernel(t, "sha512-small-32", 32), matchCycles, []float64{}, "cycles"},
		{"nucleo-f091rc", kernel(t, "aes128-cbc-enc-small-32", 32), matchCycles, []float64{}, "cycles"},
		// ST data flow: message and chunk size.
		{"nucleo-g071rb", kernel(t, "aes128-cbc-enc-fast-8000", 8000).Flow(512), matchCycles, []float64{1521552}, "cycles"},
		{"nucleo-g071rb", kernel(t, "sha384-small-8000", 8000).Flow(2048), matchCycles, []float64{2123842}, "cycles"},
		{"nucleo-g071rb", kernel(t, "aes128-cbc-enc-fast-8000", 8000).Flow(256), matchCycles, []float64{}, "cycles"},
		// Cyclone summary: MB/s by algorithm and direction, software only.
		{"nucleo-f091rc", kernel(t, "aes128-cbc-enc-fast-8000", 8000), matchSummary, []float64{0.297}, "mbps"},
		{"nucleo-f091rc", kernel(t, "aes256-cbc-dec-small-8000", 8000), matchSummary, []float64{0.218}, "mbps"},
		{"nucleo-f091rc", kernel(t, "sha512-fast-8000", 8000), matchSummary, []float64{0.201}, "mbps"},
		{"stm32mp135f-dk", kernel(t, "aes128-cbc-enc-fast-8000", 8000), matchSummary, []float64{11.185}, "mbps"},
		{"nucleo-g071rb", kernel(t, "aes128-cbc-enc-fast-8000", 8000), matchSummary, []float64{}, "mbps"},
		// Cyclone public key: ms; rows without key bits match ours of any size.
		{"nucleo-f091rc", kernel(t, "ed25519-sign-small-low-1023", 0), matchSummary, []float64{534.2}, "ms"},
		{"nucleo-f091rc", kernel(t, "x25519-keygen-small", 0), matchSummary, []float64{297.8}, "ms"},
		{"nucleo-f091rc", kernel(t, "sm2-sign-small", 0), matchSummary, []float64{1391.8}, "ms"},
		{"nucleo-f091rc", kernel(t, "ecdh-sm2-shared-small", 0), matchSummary, []float64{619.3}, "ms"},
		{"nucleo-f091rc", kernel(t, "ecdsa-brainpoolp512r1-sign-small", 0), matchSummary, []float64{11612.3}, "ms"},
		{"stm32mp135f-dk", kernel(t, "ecdsa-p521-verify-small", 0), matchSummary, []float64{75.2}, "ms"},
		{"stm32mp135f-dk", kernel(t, "ecdh-p521-keygen-small", 0), matchSummary, []float64{72.8}, "ms"},
	}
	for _, tt := range tests {
		got := matches(tt.board, tt.k, tt.match)
		if tt.want == nil { // WBA52: same table layout as the G071, one row
			if len(got) != 1 || got[0].Table != "003/aes-cbc-sole-buffer" || got[0].Config != "Small" || got[0].BufferBytes != 64 {
				t.Errorf("%s %s: %+v", tt.board, tt.k.Name, got)
			}
			continue
		}
		var vals []float64
		for _, r := range got {
			v, _ := r.Number(tt.metric)
			vals = append(vals, v)
		}
		if len(vals) != len(tt.want) || len(vals) == 1 && vals[0] != tt.want[0] {
			t.Errorf("%s %s: matched %v, want %v", tt.board, tt.k.Name, vals, tt.want)
		}
	}
	// Footprints: api, direction, configuration.
	var fp []RefRow
	for _, r := range refs {
		if matchFootprint(r, "nucleo-g071rb", fpRow{Family: "aes-cbc", API: "flow", Direction: "dec", Config: "fast"}) {
			fp = append(fp, r)
		}
	}
	if len(fp) != 1 || fp[0].CodeBytes != 3614 || fp[0].StackBytes != 184 {
		t.Errorf("footprint match: %+v", fp)
	}
}

// synthetic builds a report without running anything: two families, one
// of them a public-key family the catalog does not have yet, and one
// failed kernel, so the layout is checked to be generic.
func synthetic() *Report {
	var runs []Run
	for _, size := range []int{32, 64, 128, 8000} {
		for _, k := range kernels.Catalog(size) {
			if k.Family != "aes-cbc" || k.KeyBits != 128 {
				continue
			}
			c := uint64(size*100 + k.KeyBits)
			runs = append(runs, Run{Kernel: k, Verified: true, Cycles: c, Insns: c / 2, TimeUS: float64(c) / 64,
				KBps: float64(size) / (float64(c) / 64) * 1000, StackBytes: 200, MemoryModel: "zero-wait"})
		}
	}
	for _, k := range kernels.Catalog(8000) {
		if k.Family == "aes-cbc" && k.KeyBits == 128 {
			for _, c := range kernels.Chunks {
				f := k.Flow(c)
				runs = append(runs, Run{Kernel: f, Verified: true, Cycles: uint64(900000 + c), TimeUS: float64(900000+c) / 64, KBps: 500, StackBytes: 300})
			}
		}
	}
	for i, cfg := range []string{"small", "fast"} {
		for _, dir := range []string{"sign", "verify"} {
			k := kernels.Kernel{Name: "ed25519-" + dir + "-" + cfg, Family: "ed25519", Symbol: "ed25519_" + dir + "_" + cfg,
				Config: cfg, API: "sole", Direction: dir, Bytes: 1023}
			runs = append(runs, Run{Kernel: k, Verified: i == 0, Cycles: 7000000, TimeUS: 109375, StackBytes: 1200, Error: map[bool]string{true: "", false: "faulted"}[i == 0]})
		}
	}
	cfg := Config{Board: "nucleo-g071rb", Core: "cortex-m0plus", ClockHz: 64000000, Version: "test", Seed: 1,
		SoleSizes: kernels.SoleSizes, FlowBytes: kernels.FlowBytes, Chunks: kernels.Chunks}
	fps := []footprint.Footprint{{Symbol: "aes_cbc_encrypt_small", CodeBytes: 1000, ConstBytes: 512}, {Symbol: "aes_cbc_stream_small", CodeBytes: 1200, ConstBytes: 512}}
	return New(cfg, runs, fps, nil)
}

func TestRenderGeneric(t *testing.T) {
	refs := refRows(t)
	rep := New(synthetic().Config, synthetic().Runs, synthetic().Footprints, refs)
	a, err := Render(rep, refs)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Render(rep, refs)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != len(b) {
		t.Fatal("different file counts")
	}
	var names []string
	for i := range a {
		names = append(names, a[i].Name)
		if a[i].Name != b[i].Name || !bytes.Equal(a[i].Data, b[i].Data) {
			t.Errorf("%s: two renders differ", a[i].Name)
		}
	}
	want := "report.md report.html results.csv results.json aes-cbc-cycles-vs-buffer-size.svg aes-cbc-throughput-vs-chunk-size.svg " +
		"aes-cbc-footprint-bytes.svg ed25519-footprint-bytes.svg throughput-by-configuration.svg"
	if strings.Join(names, " ") != want {
		t.Errorf("files %v\nwant %s", names, want)
	}
	md := string(a[0].Data)
	for _, s := range []string{"### 2.2. ED25519", "Time (ms)", "| 1023 | Signature | small | 7000000 | 109.375 | 1200 |",
		"| 1023 | Signature | fast | FAILED |", "Failed kernels", "ed25519-sign-fast: faulted",
		"Cycles (CMOX 040000B1, measured on board)", "| 128 bits | 32 | Encryption | small | 3328 |"} {
		if !strings.Contains(md, s) {
			t.Errorf("report.md lacks %q", s)
		}
	}
	for _, f := range a[4:] {
		if !bytes.HasPrefix(f.Data, []byte("<?xml")) || !bytes.Contains(f.Data, []byte("</svg>")) {
			t.Errorf("%s is not an SVG document", f.Name)
		}
	}
	html := string(a[1].Data)
	if strings.Count(html, "<svg") != len(a)-4 || strings.Contains(html, "<?xml") {
		t.Errorf("report.html should inline %d SVGs without XML declarations", len(a)-4)
	}
}

func TestWriteAtomic(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	files := []File{{"a.md", []byte("a")}, {"b.svg", []byte("b")}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Write(ctx, dir, files); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled write: %v", err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("cancelled write left %v", ents)
	}
	if err := Write(context.Background(), dir, files); err != nil {
		t.Fatal(err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 2 || ents[0].Name() != "a.md" || ents[1].Name() != "b.svg" {
		t.Errorf("files %v", ents)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "b.svg")); string(b) != "b" {
		t.Errorf("b.svg = %q", b)
	}
	for _, bad := range []string{"../x", "", ".hidden", "a/b"} {
		if err := Write(context.Background(), dir, []File{{bad, nil}}); err == nil {
			t.Errorf("name %q accepted", bad)
		}
	}
}

// TestEverySummaryRowHasAKernel: every software row of the seeds'
// Cyclone-style summaries (MB/s, ms) finds a kernel of ours to stand
// beside, so the summary tables of those reports can be written in full.
func TestEverySummaryRowHasAKernel(t *testing.T) {
	ks := kernels.All(8000)
	n := 0
	for _, ref := range refRows(t) {
		if ref.Impl != "sw" || ref.API != "" || !(ref.Has["mbps"] || ref.Has["ms"]) {
			continue
		}
		n++
		found := false
		for _, k := range ks {
			if k.API == "sole" && matchSummary(ref, ref.Board, k) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("%s %s: no kernel for %s (%s, %d bits)", ref.Board, ref.Table, ref.Operation, ref.Direction, ref.KeyBits)
		}
	}
	t.Logf("%d summary rows matched", n)
	if n < 100 {
		t.Errorf("only %d summary rows: is the reference data complete?", n)
	}
}
