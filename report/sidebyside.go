package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"boardless/outfmt"
)

// SideBySide is the same functions or kernels run on several boards or
// what-ifs ('boardless compare', 'boardless bench --board a,b,c'): one
// row per function or kernel, one result per column. Energy is the
// datasheet-typical estimate of each column's chip (EnergyLabel), "—"
// for a chip without a datasheet current, its source a footnote.
type SideBySide struct {
	Kind    string       `json:"kind"` // what a row is: "function" or "kernel"
	Columns []SideColumn `json:"columns"`
	Rows    []SideRow    `json:"rows"`
	// DeadlineUS, when above 0, is the time each run must meet.
	DeadlineUS float64 `json:"deadline_us,omitempty"`
}

// SideColumn is one board with its what-ifs.
type SideColumn struct {
	Label       string `json:"label"` // "nucleo-g071rb", "nucleo-g071rb clock=24e6"
	Board       string `json:"board"`
	Core        string `json:"core"`
	ClockHz     uint64 `json:"clock_hz"`
	WhatIf      string `json:"what_if,omitempty"`
	MemoryModel string `json:"memory_model,omitempty"`
	// EnergySource is the chip's datasheet table and conditions
	// (chip.Energy.Label), "" when it carries none.
	EnergySource string `json:"energy_source,omitempty"`
}

// SideRow is one function or kernel on every column.
type SideRow struct {
	Name    string     `json:"name"`
	Results []SideCell `json:"results"` // in the order of the columns
}

// SideCell is one run: its figures, or why there are none.
type SideCell struct {
	Column     string  `json:"column"`
	OK         bool    `json:"ok"`
	Error      string  `json:"error,omitempty"`
	Cycles     uint64  `json:"cycles,omitempty"`
	TimeUS     float64 `json:"time_us,omitempty"`
	StackBytes uint32  `json:"stack_bytes,omitempty"`
	// EnergyUJ is the datasheet-typical estimate; nil without one.
	EnergyUJ *float64 `json:"energy_uj,omitempty"`
	// Deadline is "pass" or "fail" against DeadlineUS ("" without one).
	Deadline string `json:"deadline,omitempty"`
}

// Judge sets each cell's verdict against the deadline.
func (s *SideBySide) Judge() {
	for i := range s.Rows {
		for j := range s.Rows[i].Results {
			c := &s.Rows[i].Results[j]
			switch {
			case s.DeadlineUS <= 0:
				c.Deadline = ""
			case c.OK && c.TimeUS <= s.DeadlineUS:
				c.Deadline = "pass"
			default:
				c.Deadline = "fail"
			}
		}
	}
}

// Failed lists the runs that failed (with their error) or missed the
// deadline, as "name on column".
func (s *SideBySide) Failed() (failed, missed []string) {
	for _, r := range s.Rows {
		for _, c := range r.Results {
			switch {
			case !c.OK:
				failed = append(failed, fmt.Sprintf("%s on %s: %s", r.Name, c.Column, c.Error))
			case c.Deadline == "fail":
				missed = append(missed, fmt.Sprintf("%s on %s", r.Name, c.Column))
			}
		}
	}
	return failed, missed
}

// Write renders the table in a format: table, md, csv or json.
func (s *SideBySide) Write(w io.Writer, format string) error {
	switch format {
	case "json":
		b, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	case "csv":
		return s.csv(w)
	case "md":
		return s.markdown(w)
	}
	return s.text(w)
}

// head and cells are the table's columns and one run's cells, shared by
// the text and Markdown forms. vs is the run's time relative to the first
// column's (the first board as given).
func (s *SideBySide) head() []string {
	h := []string{strings.ToUpper(s.Kind), "BOARD", "CORE", "CLOCK", "CYCLES", "TIME (us)", "TIME/FIRST", "ENERGY (uJ)*", "STACK"}
	if s.DeadlineUS > 0 {
		h = append(h, "DEADLINE "+formatUS(s.DeadlineUS))
	}
	return h
}

func (s *SideBySide) cells(r SideRow, j int) []string {
	col, c := s.Columns[j], r.Results[j]
	row := []string{r.Name, col.Label, col.Core, fmt.Sprintf("%g MHz", float64(col.ClockHz)/1e6)}
	if !c.OK {
		row = append(row, "-", "-", "-", "-", "-")
	} else {
		vs := "-"
		if first := r.Results[0]; first.OK && first.TimeUS > 0 {
			vs = fmt.Sprintf("%.2fx", c.TimeUS/first.TimeUS)
		}
		row = append(row, strconv.FormatUint(c.Cycles, 10), strconv.FormatFloat(c.TimeUS, 'f', 1, 64), vs, FormatUJ(c.EnergyUJ),
			strconv.FormatUint(uint64(c.StackBytes), 10))
	}
	if s.DeadlineUS > 0 {
		row = append(row, c.Deadline)
	}
	if !c.OK {
		row[len(row)-1] += " FAILED: " + c.Error
	}
	return row
}

// table is the runs as head and cells: one row per run and column.
func (s *SideBySide) table() outfmt.Table {
	h := s.head()
	t := outfmt.Table{Header: h, RightColumns: make([]bool, len(h))}
	for i := 3; i < 9; i++ { // CLOCK to STACK: numbers
		t.RightColumns[i] = true
	}
	for _, r := range s.Rows {
		for j := range s.Columns {
			t.Add(s.cells(r, j)...)
		}
	}
	return t
}

func (s *SideBySide) text(w io.Writer) error {
	t := s.table()
	if err := t.WriteText(w); err != nil {
		return err
	}
	for _, n := range s.energyNotes() {
		fmt.Fprintln(w, n)
	}
	return nil
}

// energyNotes are the footnotes of the energy column: what the figure
// is, then each board's datasheet table once.
func (s *SideBySide) energyNotes() []string {
	notes := []string{"* energy: " + EnergyLabel + " (the chip's typical run current at the clock x supply voltage x time; " + NoEnergy + ": no datasheet current, or none at that clock)"}
	seen := map[string]bool{}
	for _, c := range s.Columns {
		if c.EnergySource != "" && !seen[c.Board] {
			seen[c.Board] = true
			notes = append(notes, "  "+c.Board+": "+c.EnergySource)
		}
	}
	return notes
}

func (s *SideBySide) markdown(w io.Writer) error {
	var b bytes.Buffer
	t := s.table()
	if err := t.WriteMarkdown(&b); err != nil {
		return err
	}
	b.WriteString("\n")
	for _, n := range s.energyNotes() {
		b.WriteString(outfmt.MarkdownCell(strings.TrimSpace(n)) + "\n\n")
	}
	_, err := w.Write(b.Bytes())
	return err
}

// csv is one line per run, every figure in its plain unit.
func (s *SideBySide) csv(w io.Writer) error {
	t := outfmt.Table{Header: []string{"name", "column", "board", "core", "clock_hz", "what_if", "ok", "cycles", "time_us", "stack_bytes", "deadline_us", "deadline", "error", "energy_uj"}}
	for _, r := range s.Rows {
		for j, col := range s.Columns {
			c := r.Results[j]
			rec := []string{r.Name, col.Label, col.Board, col.Core, strconv.FormatUint(col.ClockHz, 10), col.WhatIf, strconv.FormatBool(c.OK), "", "", "", "", c.Deadline, c.Error, ""}
			if c.OK && c.EnergyUJ != nil { // empty, not 0, without a datasheet current
				rec[13] = strconv.FormatFloat(*c.EnergyUJ, 'g', -1, 64)
			}
			if c.OK {
				rec[7], rec[8], rec[9] = strconv.FormatUint(c.Cycles, 10), strconv.FormatFloat(c.TimeUS, 'f', -1, 64), strconv.FormatUint(uint64(c.StackBytes), 10)
			}
			if s.DeadlineUS > 0 {
				rec[10] = strconv.FormatFloat(s.DeadlineUS, 'f', -1, 64)
			}
			t.Add(rec...)
		}
	}
	return t.WriteCSV(w)
}

// Chart draws the time of each row on each column, grouped by row, with
// the deadline as a dashed line.
func (s *SideBySide) Chart(title string) ([]byte, error) {
	b := barChart{title: title, ylabel: "time (µs)"}
	for _, col := range s.Columns {
		b.kinds = append(b.kinds, col.Label)
	}
	b.values = make([][]float64, len(s.Columns))
	for _, r := range s.Rows {
		b.groups = append(b.groups, r.Name)
		for j, c := range r.Results {
			b.values[j] = append(b.values[j], c.TimeUS) // 0 for a failed run: no bar
		}
	}
	if s.DeadlineUS > 0 {
		b.hline, b.hlineLabel = s.DeadlineUS, "deadline "+formatUS(s.DeadlineUS)
	}
	return b.draw()
}

// formatUS prints a duration in µs in the unit that reads best.
func formatUS(us float64) string {
	switch {
	case us >= 1e6:
		return strconv.FormatFloat(us/1e6, 'g', 6, 64) + " s"
	case us >= 1e3:
		return strconv.FormatFloat(us/1e3, 'g', 6, 64) + " ms"
	}
	return strconv.FormatFloat(us, 'g', 6, 64) + " µs"
}
