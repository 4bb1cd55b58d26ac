package report

import (
	"slices"

	"boardless/kernels"
	"boardless/models"
	"boardless/models/chip"
	"boardless/result"
)

// KernelRow is one kernel run as the kernel tables show it (bench.Row).
type KernelRow = result.KernelRun[kernels.Kernel]

// KernelCell is a kernel run's cell in column: its figures, or its
// error when its output was wrong.
func KernelCell(column string, r KernelRow) SideCell {
	return SideCell{Column: column, OK: r.Verified, Error: r.Error,
		Cycles: r.Cycles, TimeUS: r.TimeUS, StackBytes: r.StackBytes, EnergyUJ: r.EnergyUJ}
}

// BoardColumn is a board's column: its name (label, and what-if when
// not ""), core, clock and energy table.
func BoardColumn(board *models.Profile, whatIf string) SideColumn {
	label := board.Name
	if whatIf != "" {
		label += " " + whatIf
	}
	return SideColumn{Label: label, Board: board.Name, Core: board.Core, ClockHz: board.ClockHz, WhatIf: whatIf,
		EnergySource: energyTable(board)}
}

// energyTable is the board's energy footnote for the tables: its
// datasheet table and conditions, "" without one.
func energyTable(board *models.Profile) string {
	if chip.EnergyOf(board) == nil {
		return ""
	}
	return chip.EnergyOf(board).Label()
}

// KernelSides puts the kernels every column ran (results[i] is column
// i's rows), in the first column's order, into one table judged against
// no deadline.
func KernelSides(cols []SideColumn, results [][]KernelRow) *SideBySide {
	sbs := &SideBySide{Kind: "kernel", Columns: cols}
	for _, r := range results[0] {
		row := SideRow{Name: r.Kernel.Name}
		for i, rows := range results {
			j := slices.IndexFunc(rows, func(o KernelRow) bool { return o.Kernel.Name == r.Kernel.Name })
			if j < 0 {
				break
			}
			row.Results = append(row.Results, KernelCell(cols[i].Label, rows[j]))
		}
		if len(row.Results) == len(results) {
			sbs.Rows = append(sbs.Rows, row)
		}
	}
	sbs.Judge()
	return sbs
}
