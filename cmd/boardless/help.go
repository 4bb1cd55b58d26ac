package main

import (
	"io"
)

// cmdHelp prints the overview, a command's usage or a topic.
func cmdHelp(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		printUsage(stdout)
		return nil
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run([]string{"--help"}, stdout, stderr)
		}
	}
	return usagef("no help on %q ('boardless help' lists the commands)", args[0])
}
