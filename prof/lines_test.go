package prof_test

import (
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/prof"
	"boardless/sim"
)

const linesSrc = `int pick(int x) {
	if (x > 100)
		return x * 3;
	return x + 1;
}
`

// TestByLine: a function's cycles by source line sum to its cycles, in
// line order, with the line that never ran at 0; every instruction of
// the listing has its line's label.
func TestByLine(t *testing.T) {
	path := armbuild.BuildString(t, "lines.c", linesSrc, "-mcpu=cortex-m0", "-mthumb", "-O0", "-g")
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	board, _ := models.LoadProfile("nucleo-g071rb")
	s, err := sim.Open(board, img, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rec := prof.New(img, s, true)
	s.SetProfiler(rec)
	res, err := s.Call("pick", []uint32{1})
	if err != nil {
		t.Fatal(err)
	}
	sym, err := s.Symbol("pick")
	if err != nil {
		t.Fatal(err)
	}
	listing, err := rec.Listing(s, sym, sym.Size, true)
	if err != nil {
		t.Fatal(err)
	}
	total, lines := rec.ByLine(sym, listing)
	if total != res.Cycles || total == 0 {
		t.Errorf("ByLine total %d, the call's cycles %d", total, res.Cycles)
	}
	var sum uint64
	var names []string
	zero := false
	for _, l := range lines {
		sum += l.Cycles
		names = append(names, l.Line)
		zero = zero || l.Line == "lines.c:3" && l.Cycles == 0
	}
	want := []string{"lines.c:1", "lines.c:2", "lines.c:3", "lines.c:4", "lines.c:5"}
	if sum != total || strings.Join(names, " ") != strings.Join(want, " ") || !zero {
		t.Errorf("by line %v (sum %d of %d), want %v with line 3 (x > 100) at 0", lines, sum, total, want)
	}
	for _, li := range listing {
		if !li.Data && !strings.HasPrefix(prof.LineLabel(li), "lines.c:") {
			t.Errorf("%08x %s: line label %q", li.Addr, li.Text, prof.LineLabel(li))
		}
	}
}
