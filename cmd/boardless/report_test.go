package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"boardless/kernels"
	"boardless/report"
)

// TestMain lets a test run the CLI in a child process (for signals):
// with BOARDLESS_TEST_MAIN=1 the test binary is the boardless command.
func TestMain(m *testing.M) {
	if os.Getenv("BOARDLESS_TEST_MAIN") == "1" {
		os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
	}
	code := m.Run()
	if fullReportDir != "" {
		os.RemoveAll(fullReportDir)
	}
	os.Exit(code)
}

var fullReportDir string

// fullReport runs the full seed suite once (8000-byte data flow) and
// shares its output directory between tests.
var fullReport = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "boardless-report-")
	if err != nil {
		return "", err
	}
	fullReportDir = dir
	var out, errb bytes.Buffer
	if code := runMain([]string{"bench", "--build-dir", "../../build", "--out", dir, "--kernels", "^(aes(128|192|256)-cbc|sha(256|384|512)-)"}, &out, &errb); code != 0 {
		return "", fmt.Errorf("bench --out: exit %d: %s", code, errb.String())
	}
	return dir, nil
})

func needReport(t *testing.T) string {
	t.Helper()
	needKernels(t)
	dir, err := fullReport()
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestReportFiles(t *testing.T) {
	dir := needReport(t)
	want := []string{"report.md", "report.html", "results.csv", "results.json",
		"aes-cbc-cycles-vs-buffer-size.svg", "aes-cbc-throughput-vs-chunk-size.svg", "aes-cbc-footprint-bytes.svg",
		"sha256-cycles-vs-buffer-size.svg", "sha256-throughput-vs-chunk-size.svg", "sha256-footprint-bytes.svg",
		"throughput-by-configuration.svg"}
	for _, f := range want {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s: missing or empty (%v)", f, err)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("leftover temporary file %s", e.Name())
		}
	}

	md := readFile(t, filepath.Join(dir, "report.md"))
	for _, s := range []string{
		"## 1. Measurement configuration", "### 1.1. Hardware configuration", "### 1.2. System configuration",
		"### 1.3. Development toolchain and compiler", "| Flash latency | 2 wait states |", "| System core clock frequency | 64 MHz |",
		"GNU C11", "-mcpu=cortex-m0plus", "GCC: (",
		"## 2. Performance values", "### 2.1. AES-CBC", "#### 2.1.1. Sole buffer mode", "#### 2.1.2. Data flow mode",
		"#### 2.1.3. Flash and RAM usage", ". SHA256\n", ". SHA384\n",
		"Cycles (boardless kernel, predicted)", "Cycles (CMOX 040000B1, measured on board)", "Ratio (boardless ÷ CMOX 040000B1)",
		"| 128 bits | 32 | Encryption | small |", "| 10142 |", // ST's AES-128 small, 32 bytes
		"| 128 bits | 8000 | 512 | Encryption | fast |", "| 1521552 |", // ST's data flow
		"| sole buffer | Encryption | small | aes\\_cbc\\_encrypt\\_small |", "| 3028 | 380 | 1 | 536 |", // ST's footprint
		"![aes-cbc, sole buffer: cycles against buffer size (predicted)](aes-cbc-cycles-vs-buffer-size.svg)",
		"Method and reference mapping",
	} {
		if !strings.Contains(md, s) {
			t.Errorf("report.md lacks %q", s)
		}
	}
	if strings.Contains(md, "## 3. Summary") {
		t.Errorf("the G071 seed (ST) has no MB/s summary form, but report.md has a summary section")
	}

	var rep report.Report
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(dir, "results.json"))), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Config.Board != "nucleo-g071rb" || rep.Config.ClockHz != 64000000 || rep.Config.MemoryModel == "" ||
		len(rep.Config.Images) != 1 || rep.Config.Images[0].Name != "sym" || rep.Config.Images[0].SHA256 == "" {
		t.Errorf("config: %+v", rep.Config)
	}
	kinds := map[string]int{}
	for _, c := range rep.Comparisons {
		if strings.HasPrefix(c.Kernel, "aes") || strings.HasPrefix(c.Kernel, "sha") {
			kinds[c.Kind]++
		}
		if c.Measured <= 0 || c.Predicted < 0 || c.Ratio < 0 || c.Metric == "cycles" && c.Predicted == 0 {
			t.Errorf("comparison %+v", c)
		}
	}
	// ST rows for the AES-CBC and SHA kernels: 36 AES sole rows, 48 AES
	// flow rows; SHA-256 (2 configs x 3 sizes) and SHA-384 (1 x 3) sole,
	// 2x4 + 1x4 flow; footprints.
	if kinds["sole"] != 36+6+3 || kinds["flow"] != 48+8+4 || kinds["footprint"] == 0 {
		t.Errorf("comparison counts %v", kinds)
	}
	sizes := map[int]bool{}
	chunks := map[int]bool{}
	for _, r := range rep.Runs {
		if !r.Verified {
			t.Errorf("%s failed: %s", r.Kernel.Name, r.Error)
		}
		if r.Kernel.API == "sole" {
			sizes[r.Kernel.Bytes] = true
		} else {
			chunks[r.Kernel.Chunk] = true
			if r.Kernel.Bytes != 8000 {
				t.Errorf("%s: flow message %d bytes, want 8000", r.Kernel.Name, r.Kernel.Bytes)
			}
		}
	}
	for _, n := range []int{32, 64, 128, 8000} {
		if !sizes[n] {
			t.Errorf("no sole buffer of %d bytes", n)
		}
	}
	for _, n := range []int{128, 512, 1024, 2048} {
		if !chunks[n] {
			t.Errorf("no chunk of %d bytes", n)
		}
	}
	csv := readFile(t, filepath.Join(dir, "results.csv"))
	if n := strings.Count(csv, "\n"); n != len(rep.Runs)+1 {
		t.Errorf("results.csv has %d lines, want %d", n, len(rep.Runs)+1)
	}
	for _, fp := range rep.Footprints {
		if fp.CodeBytes == 0 || len(fp.Functions) == 0 || fp.StackBytes == 0 {
			t.Errorf("footprint %+v", fp)
		}
	}
}

// TestReportDeterministic: two runs with the same inputs write the same
// bytes, whatever the number of workers.
func TestReportDeterministic(t *testing.T) {
	needKernels(t)
	var dirs []string
	for _, jobs := range []string{"1", "2"} {
		dir := t.TempDir()
		code, _, errs := run(t, "bench", "--build-dir", "../../build", "--bytes", "64", "--flow-bytes", "1024", "--jobs", jobs, "--out", dir, "--kernels", "^(aes(128|192|256)-cbc|sha(256|384|512)-)")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		dirs = append(dirs, dir)
	}
	names := func(dir string) []string {
		ents, _ := os.ReadDir(dir)
		var n []string
		for _, e := range ents {
			n = append(n, e.Name())
		}
		sort.Strings(n)
		return n
	}
	a, b := names(dirs[0]), names(dirs[1])
	if strings.Join(a, ",") != strings.Join(b, ",") {
		t.Fatalf("different files: %v vs %v", a, b)
	}
	for _, n := range a {
		if readFile(t, filepath.Join(dirs[0], n)) != readFile(t, filepath.Join(dirs[1], n)) {
			t.Errorf("%s differs between two runs", n)
		}
	}
}

// TestReportBrowser opens report.html in headless Chromium and checks,
// through the page's own self-check (written into <pre id=selfcheck>
// after layout), that every table has its rows and every chart renders
// with a real size, and that the console shows no error.
func TestReportBrowser(t *testing.T) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium not installed: run 'make setup' (Debian package chromium)")
	}
	dir := needReport(t)
	page := filepath.Join(dir, "report.html")
	src := readFile(t, page)
	for _, bad := range []string{"src=\"http", "href=\"http", "<link", "src=\"//", "url(http"} {
		if strings.Contains(src, bad) {
			t.Errorf("report.html is not self-contained: has %q", bad)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--user-data-dir="+t.TempDir(),
		"--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000", "--dump-dom", "file://"+page)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	for _, line := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(line, "Uncaught") || strings.Contains(line, ":CONSOLE") {
			t.Errorf("browser console: %s", line)
		}
	}
	m := regexp.MustCompile(`(?s)<pre id="selfcheck">(.*?)</pre>`).FindStringSubmatch(stdout.String())
	if m == nil || strings.TrimSpace(m[1]) == "" {
		t.Fatalf("no self-check output in the DOM (did the script run?)\n%.2000s", stdout.String())
	}
	var sc struct {
		Errors []string `json:"errors"`
		SVGs   []struct {
			ID                                   string
			Width, Height, BboxWidth, BboxHeight float64
			Shapes, Texts                        int
		} `json:"svgs"`
		Tables []struct {
			ID         string
			Rows, Cols int
			Height     float64
		} `json:"tables"`
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &sc); err != nil {
		t.Fatalf("self-check JSON: %v\n%s", err, m[1])
	}
	if len(sc.Errors) > 0 {
		t.Errorf("script errors: %v", sc.Errors)
	}
	charts, _ := filepath.Glob(filepath.Join(dir, "*.svg"))
	if len(sc.SVGs) != len(charts) || len(charts) == 0 {
		t.Errorf("%d charts rendered in the page, %d SVG files written", len(sc.SVGs), len(charts))
	}
	for _, s := range sc.SVGs {
		if s.Width < 200 || s.Height < 100 || s.BboxWidth < 100 || s.BboxHeight < 50 || s.Shapes < 10 || s.Texts < 5 {
			t.Errorf("chart %s did not render: %+v", s.ID, s)
		}
	}
	// Every table in the source, with as many rows as the source has.
	tables := regexp.MustCompile(`(?s)<table id="([^"]+)">.*?<tbody>(.*?)</tbody>`).FindAllStringSubmatch(src, -1)
	if len(sc.Tables) != len(tables) || len(tables) < 10 {
		t.Fatalf("%d tables rendered, %d in the source", len(sc.Tables), len(tables))
	}
	for i, tb := range tables {
		got := sc.Tables[i]
		want := strings.Count(tb[2], "<tr>")
		if got.ID != tb[1] || got.Rows != want || want == 0 || got.Cols < 2 || got.Height < 20 {
			t.Errorf("table %s: rendered %+v, want %d rows", tb[1], got, want)
		}
	}
}

// TestBenchInterrupt: SIGINT (or SIGTERM) stops the suite within about a
// second, exits 130 (143) and leaves no file in the output directory.
func TestBenchInterrupt(t *testing.T) {
	needKernels(t)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		sig     syscall.Signal
		code    int
		kernels string
	}{
		// the symmetric kernels and two public-key families: about 15 s
		// of work, so the signal at 1.5 s always comes while kernels are
		// still to run (AES-CBC and SHA-2 alone finish in about 1.4 s);
		// a public-key kernel in flight is stopped inside the emulator
		{syscall.SIGTERM, 143, "^(aes|sha|sm|3des|chacha|ascon|md5|x25519|ecdsa)"},
		{syscall.SIGINT, 130, "^(aes|sha|sm|3des|chacha|ascon|md5|x25519|ecdsa)"},
		// billions of instructions: must be stopped inside the emulator
		{syscall.SIGINT, 130, "^rsa3072-sign-nocrt-small-w1$"},
	} {
		if testing.Short() && tc.sig == syscall.SIGINT && !strings.HasPrefix(tc.kernels, "^rsa") {
			continue // SIGINT between kernels: the same path as SIGTERM's
		}
		dir := filepath.Join(t.TempDir(), "out")
		cmd := exec.Command(exe, "bench", "--build-dir", "../../build", "--out", dir, "--kernels", tc.kernels)
		cmd.Env = append(os.Environ(), "BOARDLESS_TEST_MAIN=1")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(1500 * time.Millisecond)
		sent := time.Now()
		cmd.Process.Signal(tc.sig)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("%v: still running 10 s after the signal", tc.sig)
		}
		took := time.Since(sent)
		if code := cmd.ProcessState.ExitCode(); code != tc.code {
			t.Errorf("%v: exit %d, want %d; stderr %q", tc.sig, code, tc.code, stderr.String())
		}
		if took > 2*time.Second {
			t.Errorf("%v: took %v to stop", tc.sig, took)
		}
		if !strings.Contains(stderr.String(), "interrupted") {
			t.Errorf("%v: stderr %q", tc.sig, stderr.String())
		}
		if ents, err := os.ReadDir(dir); err == nil && len(ents) > 0 {
			t.Errorf("%v: files left in the output directory: %v", tc.sig, ents)
		}
	}
}

func TestBenchOutErrors(t *testing.T) {
	needKernels(t)
	file := filepath.Join(t.TempDir(), "afile")
	os.WriteFile(file, []byte("x"), 0o644)
	code, _, errs := run(t, "bench", "--build-dir", "../../build", "--bytes", "32", "--flow-bytes", "64", "--out", filepath.Join(file, "sub"))
	if code != 1 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "afile") {
		t.Errorf("--out under a file: exit %d, stderr %q", code, errs)
	}
	code, _, errs = run(t, "bench", "--flow-bytes", "100", "--out", t.TempDir())
	if code != 2 || !strings.Contains(errs, "--flow-bytes") {
		t.Errorf("--flow-bytes 100: exit %d, stderr %q", code, errs)
	}
}

// BenchmarkReportSuite runs the full ST-report suite on one board and
// writes the report: sole buffers of 32, 64, 128 and 8000 bytes, an
// 8000-byte data flow in four chunk sizes, footprints, charts. The board
// is nucleo-g071rb, or $BOARDLESS_BENCH_BOARD.
func BenchmarkReportSuite(b *testing.B) {
	board := os.Getenv("BOARDLESS_BENCH_BOARD")
	if board == "" {
		board = "nucleo-g071rb"
	}
	if elf := kernels.ImagePath("../../build", board, "sym"); !fileExists(elf) {
		b.Fatalf("%s missing: run 'make kernels'", elf)
	}
	for b.Loop() {
		dir := b.TempDir()
		var out, errb bytes.Buffer
		if code := runMain([]string{"bench", "--board", board, "--build-dir", "../../build", "--out", dir, "--kernels", "^(aes(128|192|256)-cbc|sha(256|384|512)-)"}, &out, &errb); code != 0 {
			b.Fatalf("exit %d: %s", code, errb.String())
		}
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
