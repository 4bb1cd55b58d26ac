package main

import (
	"fmt"
	"io"
	"strings"

	"boardless/models"
	"boardless/models/chip"
	"boardless/outfmt"
	"boardless/report"
	"boardless/sim"
)

func cmdBoards(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("boards", "Usage: boardless boards [--format table|json]\n\nLists the built-in boards: core, clock, memory model, flash wait states at\nthe clock (XIP: a QSPI flash behind an XIP cache; 'boardless params' gives the\ncost of a miss), the chip's datasheet-typical run current at the board's clock\n(\"—\" without one; 'boardless params --board B' names the table), and the\nfigures of the profile that are estimated rather than taken from a document\n(ESTIMATED; each one's reasoning is in its source).", stdout)
	format := fs.String("format", "table", "output: table or json")
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	boards := models.Boards()
	if *format == "json" {
		return outfmt.WriteJSON(stdout, boards)
	}
	t := outfmt.Table{Header: []string{"BOARD", "CORE", "CLOCK", "MEMORY MODEL", "FLASH WS", "RUN CURRENT", "ESTIMATED", "DESCRIPTION"}}
	for _, b := range boards {
		t.Add(b.Name, b.Core, mhz(b.ClockHz), b.MemoryModel, flashWaitStates(b), runCurrent(b), estimated(b), b.Description)
	}
	return t.WriteText(stdout)
}

// runCurrent is the chip's datasheet-typical run current at the board's
// clock ('boardless params' names its table), or "—" without one.
func runCurrent(b *models.Profile) string {
	ua, ok, err := chip.RunCurrentUA(b, b.ClockHz)
	if !ok || err != nil {
		return report.NoEnergy
	}
	return fmt.Sprintf("%.4g mA", ua/1000)
}

// estimated lists the profile's estimated figures, "-" for none.
func estimated(b *models.Profile) string {
	if len(b.Estimated) == 0 {
		return "-"
	}
	return strings.Join(b.Estimated, ",")
}

// flashWaitStates is the board's flash wait states as its memory model
// resolves them (the chip's table at the clock); "XIP" for a flash behind
// an XIP cache, whose flash_wait_states parameter is the cost of a miss,
// not wait states ('boardless params' prints it); "-" for a board without
// flash behind a model.
func flashWaitStates(b *models.Profile) string {
	ws, ok := sim.BoardParam(b, "flash_wait_states")
	if !ok {
		return "-"
	}
	if spec, err := models.LookupMemory(b.MemoryModel); err == nil && spec.XIP {
		return "XIP"
	}
	return models.FormatValue(ws)
}
