package report

import (
	"encoding/json"
	"testing"

	"boardless/kernels"
)

// TestCompareAssemble: a kernel comparison is a row per kernel, a
// column's memory model that of its first verified run; a function
// comparison is one row of the columns' cells; points read back from
// their JSON (a shard) assemble to the same table.
func TestCompareAssemble(t *testing.T) {
	row := func(name string, ok bool, model string) KernelRow {
		return KernelRow{Kernel: kernels.Kernel{Name: name}, Verified: ok, Cycles: 10, MemoryModel: model, Error: map[bool]string{false: "wrong"}[ok]}
	}
	results := [][]KernelRow{{row("a", false, "m0"), row("b", true, "m1")}, {row("a", true, "m2"), row("b", true, "m3")}}
	points := KernelPoints([]string{"a", "b"}, []string{"x", "y"}, results)
	h := CompareHeader{Kind: "kernel", Columns: []SideColumn{{Label: "x"}, {Label: "y"}}}
	sbs := h.Assemble(points)
	if len(sbs.Rows) != 2 || sbs.Rows[1].Name != "b" || sbs.Rows[0].Results[0].OK || !sbs.Rows[0].Results[1].OK {
		t.Errorf("kernel rows %+v", sbs.Rows)
	}
	if sbs.Columns[0].MemoryModel != "m1" || sbs.Columns[1].MemoryModel != "m2" {
		t.Errorf("memory models %q %q, want m1 (a failed first) and m2", sbs.Columns[0].MemoryModel, sbs.Columns[1].MemoryModel)
	}
	if h.Columns[0].MemoryModel != "" {
		t.Error("Assemble changed the header's columns")
	}
	data, err := json.Marshal(points)
	if err != nil {
		t.Fatal(err)
	}
	var back []ComparePoint
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(h.Assemble(back))
	b, _ := json.Marshal(sbs)
	if string(a) != string(b) {
		t.Errorf("read back:\n%s\nwant\n%s", a, b)
	}
	fh := CompareHeader{Kind: "function", Title: "crc32", Columns: []SideColumn{{Label: "x"}, {Label: "y"}}}
	fp := []ComparePoint{FunctionPoint("crc32", SideCell{Column: "x", OK: true, Cycles: 5}, "flash"),
		FunctionPoint("crc32", SideCell{Column: "y", Error: "fault"}, "ignored")}
	fs := fh.Assemble(fp)
	if len(fs.Rows) != 1 || fs.Rows[0].Name != "crc32" || len(fs.Rows[0].Results) != 2 || fs.Columns[0].MemoryModel != "flash" || fs.Columns[1].MemoryModel != "" {
		t.Errorf("function table %+v %+v", fs.Rows, fs.Columns)
	}
}
