package main

import (
	"fmt"
	"io"

	"boardless/models"
	"boardless/models/chip"
	"boardless/outfmt"
)

const paramsUsage = `Usage: boardless params [--board B | --board-file F] [--param NAME=VALUE]... [--format table|json]

Lists every parameter of the board's core and memory models: its value on
the resolved board, its unit, the values allowed, who set it (the model's
default, a profile file, or --param) and its source. Any of them can be
changed for one run with --param NAME=VALUE on run, bench, sweep and
check, varied with 'sweep --vary NAME=...', set in a board file's
"params", and fitted by calibrate (those marked fittable).

After the table, the energy line: the chip's datasheet-typical run
current at the board's clock and the table it comes from (energy_uj of
every result is that current times the supply voltage and the time).

The what-if flags are shorthands for some of them, as the board's memory
model declares: --flash-ws N is flash_wait_states=N, --prefetch on|off
flash_prefetch=1|0, --icache on|off flash_icache=1|0 (on the Cortex-M7
boards the L1 cache, icache=1|0), --mul small mul_cycles=32. A what-if
the board's model does not take is refused, naming what it has.

Example:
  boardless params --board nucleo-wba52cg
  boardless run --board nucleo-wba52cg --param div_cycles=12 --elf a.elf --func f`

// paramRow is one parameter as printed.
type paramRow struct {
	Name     string  `json:"name"`
	Value    float64 `json:"value"`
	Unit     string  `json:"unit"`
	Allowed  string  `json:"allowed"`
	Fittable bool    `json:"fittable"`
	Model    string  `json:"model"`
	From     string  `json:"set_by"`
	Source   string  `json:"source"`
}

func cmdParams(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("params", paramsUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	format := fs.String("format", "table", "output: table or json")
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	rb, err := bf.load()
	if err != nil {
		return err
	}
	board := rb.Board
	rows := paramRows(rb.Params)
	if *format == "json" {
		return outfmt.WriteJSON(stdout, struct {
			Board  string       `json:"board"`
			Core   string       `json:"core"`
			Memory string       `json:"memory_model"`
			Params []paramRow   `json:"params"`
			Energy *chip.Energy `json:"energy,omitempty"`
		}{board.Name, board.Core, board.MemoryModel, rows, chip.EnergyOf(board)})
	}
	fmt.Fprintf(stdout, "board %s: core %s, memory model %s\n\n", board.Name, board.Core, board.MemoryModel)
	t := outfmt.Table{Header: []string{"PARAMETER", "VALUE", "UNIT", "ALLOWED", "SET BY", "SOURCE"}}
	for _, r := range rows {
		allowed := r.Allowed
		if r.Fittable {
			allowed += " (fittable)"
		}
		t.Add(r.Name, models.FormatValue(r.Value), r.Unit, allowed, r.From, r.Source)
	}
	if err := t.WriteText(stdout); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\n%s\n", energyLine(board))
	return nil
}

// energyLine is the board's energy source for 'params': the datasheet
// table, its conditions and the current at the board's clock.
func energyLine(board *models.Profile) string {
	if chip.EnergyOf(board) == nil {
		return fmt.Sprintf("energy: none (%s carries no datasheet run current; results have no energy_uj)", board.Chip)
	}
	ua, _, err := chip.RunCurrentUA(board, board.ClockHz)
	at := fmt.Sprintf("%.4g mA at %s", ua/1000, mhz(board.ClockHz))
	if err != nil {
		at = err.Error()
	}
	return fmt.Sprintf("energy: %s (%s)", at, chip.EnergyOf(board).Label())
}

func paramRows(ps []models.ParamValue) []paramRow {
	rows := make([]paramRow, len(ps))
	for i, p := range ps {
		rows[i] = paramRow{Name: p.Name, Value: p.Value, Unit: p.Unit, Allowed: p.Allowed(), Fittable: p.Fittable,
			Model: p.Owner, From: p.From, Source: p.EffectiveSource()}
	}
	return rows
}
