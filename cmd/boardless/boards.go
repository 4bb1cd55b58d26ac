package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"boardless/models"
	"boardless/report"
)

func cmdBoards(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("boards", "Usage: boardless boards [--format table|json]\n\nLists the built-in boards, with the chip's datasheet-typical run current at\nthe board's clock (\"—\" without one; 'boardless params --board B' names\nthe table).", stdout)
	format := fs.String("format", "table", "output: table or json")
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	boards := models.Boards()
	if *format == "json" {
		return writeJSON(stdout, boards)
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "BOARD\tCORE\tCLOCK\tMEMORY MODEL\tFLASH WS\tRUN CURRENT\tDESCRIPTION")
	for _, b := range boards {
		ws := "-"
		if b.Flash != nil {
			ws = fmt.Sprint(b.FlashWaitStates())
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", b.Name, b.Core, mhz(b.ClockHz), b.MemoryModel, ws, runCurrent(b), b.Description)
	}
	return tw.Flush()
}

// runCurrent is the chip's datasheet-typical run current at the board's
// clock ('boardless params' names its table), or "—" without one.
func runCurrent(b *models.Profile) string {
	ua, ok, err := b.RunCurrentUA(b.ClockHz)
	if !ok || err != nil {
		return report.NoEnergy
	}
	return fmt.Sprintf("%.4g mA", ua/1000)
}
