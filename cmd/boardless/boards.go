package main

import (
	"boardless/models"
	"fmt"
	"io"
	"text/tabwriter"
)

func cmdBoards(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("boards", "Usage: boardless boards [--format table|json]\n\nLists the built-in boards.", stdout)
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
	fmt.Fprintln(tw, "BOARD\tCORE\tCLOCK\tMEMORY MODEL\tFLASH WS\tDESCRIPTION")
	for _, b := range boards {
		ws := "-"
		if b.Flash != nil {
			ws = fmt.Sprint(b.FlashWaitStates())
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", b.Name, b.Core, mhz(b.ClockHz), b.MemoryModel, ws, b.Description)
	}
	return tw.Flush()
}
