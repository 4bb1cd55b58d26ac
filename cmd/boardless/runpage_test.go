package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/models"
	"boardless/prof"
	"boardless/result"
	"boardless/sim"
)

// TestWriteRunPage: the glue of run --html on a real run: the page has
// the run's cycles, every function of the profile, and listings whose
// cycles add up to each function's exclusive cycles.
func TestWriteRunPage(t *testing.T) {
	needKernels(t)
	board, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	img, err := elfimg.ReadELF(kernelELF)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sim.Open(board, img, sim.Options{Budget: sim.DefaultBudget})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	args, err := parseArgs([]string{"rand:256", "256", "buf:32"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	words, err := s.Place(args)
	if err != nil {
		t.Fatal(err)
	}
	rec := prof.New(img, s, s.MProfile())
	s.SetProfiler(rec)
	res, err := s.Call("sha256_fast", words)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "run.html")
	if err := writeRunPage(path, s, img, rec, &result.Run{Call: res}); err != nil {
		t.Fatal(err)
	}
	page := readFile(t, path)
	if !strings.Contains(page, "<td>cycles</td><td>"+strconv.FormatUint(res.Cycles, 10)+"</td>") {
		t.Errorf("the page lacks the run's %d cycles", res.Cycles)
	}
	top := rec.Top()
	for _, f := range top {
		if !strings.Contains(page, "<tr><td>"+f.Name+"</td><td class=\"n\">"+strconv.FormatUint(f.Exclusive, 10)+"<") {
			t.Errorf("functions table lacks %s with %d cycles", f.Name, f.Exclusive)
		}
	}
	// Each listing's cycles are its function's exclusive cycles.
	heads := regexp.MustCompile(`<h2 id="listing-\d+">([^<]+): (\d+) cycles</h2>`).FindAllStringSubmatch(page, -1)
	if len(heads) == 0 {
		t.Fatal("no listing")
	}
	for _, h := range heads {
		for _, f := range top {
			if f.Name == h[1] && h[2] != strconv.FormatUint(f.Exclusive, 10) {
				t.Errorf("listing of %s: %s cycles, profile %d", h[1], h[2], f.Exclusive)
			}
		}
	}
	if n := strings.Count(page, `<g class="frame">`); n < len(top)+1 {
		t.Errorf("flame graph has %d frames for %d functions", n, len(top))
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
}

// TestRunHTMLFlag: run --html writes the page of the run it printed.
func TestRunHTMLFlag(t *testing.T) {
	needKernels(t)
	page := filepath.Join(t.TempDir(), "run.html")
	code, out, errs := run(t, "run", "--board", "nucleo-wba52cg", "--elf", "../../build/kernels/nucleo-wba52cg/sym.elf",
		"--func", "sha256_fast", "--arg", "rand:256", "--arg", "256", "--arg", "buf:32", "--html", page, "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct{ Cycles uint64 }
	json.Unmarshal([]byte(out), &r)
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "<html") || !strings.Contains(string(b), "sha256") || !strings.Contains(string(b), fmt.Sprint(r.Cycles)) {
		t.Errorf("page lacks the run's figures (%d cycles)", r.Cycles)
	}
}
