package report

import (
	"testing"

	"boardless/kernels"
	"boardless/models"
	"boardless/models/chip"
)

// TestKernelSides: a kernel is a row only when every column ran it, in
// the first column's order, each cell the run's figures or its error.
func TestKernelSides(t *testing.T) {
	k := func(name string) kernels.Kernel { return kernels.Kernel{Name: name} }
	cols := []SideColumn{{Label: "a"}, {Label: "b"}}
	results := [][]KernelRow{
		{{Kernel: k("sha"), Verified: true, Cycles: 10}, {Kernel: k("aes"), Verified: true, Cycles: 20}, {Kernel: k("only-a"), Verified: true}},
		{{Kernel: k("aes"), Error: "wrong output"}, {Kernel: k("sha"), Verified: true, Cycles: 30}},
	}
	sbs := KernelSides(cols, results)
	if sbs.Kind != "kernel" || len(sbs.Rows) != 2 || sbs.Rows[0].Name != "sha" || sbs.Rows[1].Name != "aes" {
		t.Fatalf("rows %+v", sbs.Rows)
	}
	sha, aes := sbs.Rows[0].Results, sbs.Rows[1].Results
	if sha[0].Column != "a" || sha[1].Column != "b" || sha[1].Cycles != 30 || !sha[1].OK {
		t.Errorf("sha cells %+v", sha)
	}
	if aes[1].OK || aes[1].Error != "wrong output" || aes[1].Cycles != 0 {
		t.Errorf("a failed run's cell %+v", aes[1])
	}
}

func TestBoardColumn(t *testing.T) {
	b, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	c := BoardColumn(b, "clock=24e6")
	if c.Label != "nucleo-g071rb clock=24e6" || c.Board != b.Name || c.Core != b.Core || c.WhatIf != "clock=24e6" || c.ClockHz != b.ClockHz {
		t.Errorf("column %+v", c)
	}
	if (c.EnergySource != "") != (chip.EnergyOf(b) != nil) {
		t.Errorf("energy source %q with energy %v", c.EnergySource, chip.EnergyOf(b))
	}
}
