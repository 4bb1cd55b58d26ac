package report

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"boardless/result"
)

// testRunPage is a run of sha256 with a callee, as the profiler sees it.
func testRunPage() *RunPage {
	p := &RunPage{
		Run: result.Run{Call: &result.Call{Board: "nucleo-g071rb", Core: "cortex-m0plus", ClockHz: 64e6, Function: "sha256_fast",
			Cycles: 15891, Instructions: 13779, TimeUS: 248.3, StackBytes: 392, R0: 0xfffffffb,
			Return: &result.Value{Type: "i32", Value: int64(-5)}, MemoryModel: "stm32g0-flash",
			Stalls: map[string]uint64{"flash": 1200, "branch": 900, "load-use": 300}}},
		Functions: []PageFunc{{"sha256_block", 14000, 14000, 12000}, {"sha256_fast", 1500, 15891, 1500}, {"memcpy", 391, 391, 279}},
		Stacks: []FoldedStack{{[]string{"sha256_fast"}, 1500}, {[]string{"sha256_fast", "sha256_block"}, 14000},
			{[]string{"sha256_fast", "memcpy"}, 391}},
	}
	l := Listing{Function: "sha256_block"}
	for i := range 40 {
		in := ListedInsn{Addr: 0x08000100 + uint32(2*i), Text: "adds r0, r1, r2", File: "sha256.c", Line: 10 + i/4}
		if i%5 != 4 { // some never ran
			in.Cycles, in.Runs = uint64(100+37*i), 64
		}
		l.Insns = append(l.Insns, in)
	}
	p.Listings = []Listing{l}
	return p
}

// TestRunPageBrowser renders the page of one run in headless Chromium,
// takes a screenshot and checks the page's own count of what it laid out:
// every table with its rows, the stall chart, the flame graph's frames,
// the heat map's rows; and no script error.
func TestRunPageBrowser(t *testing.T) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium not installed: run 'make setup' (Debian package chromium)")
	}
	p := testRunPage()
	page, err := p.HTML()
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"src=\"http", "href=\"http", "<link", "url(http"} {
		if bytes.Contains(page, []byte(bad)) {
			t.Errorf("the page is not self-contained: has %q", bad)
		}
	}
	for _, want := range []string{"-5 (i32, 0xfffffffb)", "stall: flash", "sha256.c:19"} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("page lacks %q", want)
		}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "run.html")
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	browse := func(args ...string) []byte {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
			"--disable-component-update", "--disable-sync", "--user-data-dir=" + t.TempDir(), "--virtual-time-budget=5000"}
		cmd := exec.CommandContext(ctx, chromium, append(append(base, args...), "file://"+path)...)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("chromium %v: %v\n%s", args, err, errb.String())
		}
		return out.Bytes()
	}
	shot := filepath.Join(dir, "run.png")
	browse("--window-size=1280,2400", "--screenshot="+shot)
	checkScreenshot(t, shot)

	m := regexp.MustCompile(`(?s)<pre id="selfcheck">(.*?)</pre>`).FindSubmatch(browse("--dump-dom"))
	if m == nil || len(bytes.TrimSpace(m[1])) == 0 {
		t.Fatal("no self-check output in the DOM (did the script run?)")
	}
	var sc struct {
		Errors []string
		SVGs   []struct {
			ID                    string
			Width, Height, Shapes int
		}
		Tables []struct {
			ID   string
			Rows int
		}
		Frames, Hot int
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(string(m[1]))), &sc); err != nil {
		t.Fatalf("self-check JSON: %v\n%s", err, m[1])
	}
	if len(sc.Errors) > 0 {
		t.Errorf("script errors: %v", sc.Errors)
	}
	rows := map[string]int{}
	for _, tb := range sc.Tables {
		rows[tb.ID] = tb.Rows
	}
	want := map[string]int{"t-summary": 9 + 3, // the run's rows and its 3 stall reasons (RunSummary)
		"t-functions": 3, "t-listing-0": 40, "t-lines-0": 10}
	for id, n := range want {
		if rows[id] != n {
			t.Errorf("table %s: %d rows laid out, want %d", id, rows[id], n)
		}
	}
	if len(sc.SVGs) != 2 {
		t.Fatalf("%d figures, want the stall chart and the flame graph", len(sc.SVGs))
	}
	for _, s := range sc.SVGs {
		if s.Width < 300 || s.Height < 30 || s.Shapes < 4 {
			t.Errorf("figure %s did not render: %+v", s.ID, s)
		}
	}
	// all, sha256_fast, and its two callees.
	if sc.Frames != 4 || sc.Hot != 32 {
		t.Errorf("flame graph frames %d (want 4), heat-map rows that ran %d (want 32)", sc.Frames, sc.Hot)
	}
}

// checkScreenshot: the screenshot is a PNG of the window with content on
// it (not a blank page).
func checkScreenshot(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	b := img.Bounds()
	inked, red := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r < 0xe000 || g < 0xe000 || bl < 0xe000 {
				inked++
			}
			if r > 0xb000 && g < 0x9000 && bl < 0x9000 {
				red++ // the heat map and the flame graph
			}
		}
	}
	if b.Dx() != 1280 || inked < 2000 || red < 200 {
		t.Errorf("screenshot %dx%d: %d inked and %d red samples: the page did not render", b.Dx(), b.Dy(), inked, red)
	}
}

// TestFlameGraph: frames as wide as their cycles, callers below callees.
func TestFlameGraph(t *testing.T) {
	svg := flameGraph(testRunPage().Stacks)
	rects := regexp.MustCompile(`<title>([^:]+): (\d+) cycles[^<]*</title><rect x="([0-9.]+)" y="([0-9.]+)" width="([0-9.]+)"`).FindAllStringSubmatch(svg, -1)
	if len(rects) != 4 {
		t.Fatalf("%d frames:\n%s", len(rects), svg)
	}
	got := map[string][3]string{}
	for _, r := range rects {
		got[r[1]] = [3]string{r[3], r[4], r[5]}
	}
	// all and sha256_fast span the width; memcpy (391 of 15891) comes
	// first, by name, then sha256_block; both a row above sha256_fast.
	if got["all"] != [3]string{"0.00", "36.0", "1000.00"} || got["sha256_fast"] != [3]string{"0.00", "18.0", "1000.00"} ||
		got["memcpy"] != [3]string{"0.00", "0.0", "24.61"} || got["sha256_block"] != [3]string{"24.61", "0.0", "881.00"} {
		t.Errorf("frames %v", got)
	}
	// memcpy's 25 px hold no readable label; the others have theirs.
	if n := strings.Count(svg, "<text"); n != 3 || strings.Contains(svg, ">m..<") {
		t.Errorf("%d labels:\n%s", n, svg)
	}
}
