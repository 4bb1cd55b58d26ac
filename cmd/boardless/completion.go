package main

// boardless completion bash|zsh|fish: shell completion scripts, made
// from the commands' own flag sets (commandFlags), so they cannot fall
// out of step with the flags. Values are completed where boardless
// knows them: boards, formats, on/off, the multiplier, help topics;
// other values are file names.

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/spf13/pflag"

	"boardless/models"
)

const completionUsage = `Usage: boardless completion bash|zsh|fish

Prints a completion script for the shell: commands, each command's flags,
and the values boardless knows (boards, --format, on/off, help topics).

  source <(boardless completion bash)                 # bash, this shell
  boardless completion bash > /etc/bash_completion.d/boardless
  boardless completion zsh > "${fpath[1]}/_boardless"  # zsh
  boardless completion fish > ~/.config/fish/completions/boardless.fish`

func cmdCompletion(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("completion", completionUsage, stdout)
	if err := fs.Parse(args); err != nil {
		if err == pflag.ErrHelp {
			return err
		}
		return flagError(fs, err)
	}
	if fs.NArg() != 1 {
		return usageError{"give one shell: bash, zsh or fish"}
	}
	cmds := completionCommands()
	switch fs.Arg(0) {
	case "bash":
		return writeBash(stdout, cmds)
	case "zsh":
		return writeZsh(stdout, cmds)
	case "fish":
		return writeFish(stdout, cmds)
	}
	return usagef("completion %q: use bash, zsh or fish", fs.Arg(0))
}

// compCommand is a command as the scripts complete it.
type compCommand struct {
	name, summary string
	flags         []compFlag
}

// compFlag is a flag: its values when boardless knows them, or whether
// it takes a file name, another value (a number, a symbol: not
// completed), or none (a switch).
type compFlag struct {
	name, usage string
	takesArg    bool
	file        bool
	repeat      bool // may be given more than once (--arg, --param)
	values      []string
}

func completionCommands() []compCommand {
	var out []compCommand
	for _, c := range commands {
		fs, _ := commandFlags(c)
		cc := compCommand{name: c.name, summary: c.summary}
		seen := map[string]bool{}
		add := func(f *pflag.Flag) {
			if seen[f.Name] || f.Hidden {
				return
			}
			seen[f.Name] = true
			cc.flags = append(cc.flags, compFlag{name: f.Name, usage: firstClause(f.Usage), takesArg: f.NoOptDefVal == "", file: fileFlags[f.Name],
				repeat: f.Value.Type() == "stringArray", values: flagValues(f)})
		}
		fs.VisitAll(add)
		if fw, ok := firmwareModes[c.name]; ok { // --firmware's own flags (--until, --max-cycles, ...)
			fwfs, _ := commandFlags(command{name: c.name, run: fw})
			fwfs.VisitAll(add)
		}
		out = append(out, cc)
	}
	return append(out, compCommand{name: "help", summary: "a command's usage, a topic, or --man", flags: []compFlag{{name: "man", usage: "the manual page"}}})
}

// firmwareModes are the commands whose --firmware mode parses its own
// flags: completion offers the flags of both modes.
var firmwareModes = map[string]func(args []string, stdout, stderr io.Writer) error{
	"run": cmdRunFirmware, "annotate": cmdAnnotateFirmware,
}

// helpWords are the words 'boardless help' completes: topics, commands.
func helpWords() []string {
	var names []string
	for _, t := range topics {
		names = append(names, t.name)
	}
	for _, c := range commands {
		names = append(names, c.name)
	}
	return names
}

// fileFlags are the flags whose value is a file or directory name.
var fileFlags = map[string]bool{"elf": true, "board-file": true, "firmware": true, "profile": true, "folded": true, "baseline": true,
	"measured": true, "image": true, "out": true, "chart": true, "build-dir": true, "html": true, "cache": true}

// formatList reads the formats a --format flag's usage names
// ("output: table, md, csv or json").
var formatList = regexp.MustCompile(`output: ([a-z, ]+)`)

// flagValues are the values boardless knows for a flag.
func flagValues(f *pflag.Flag) []string {
	switch f.Name {
	case "board":
		return models.BoardNames()
	case "prefetch", "icache":
		return []string{"on", "off"}
	case "mul":
		return []string{"fast", "small"}
	case "format":
		if m := formatList.FindStringSubmatch(f.Usage); m != nil {
			return strings.FieldsFunc(strings.ReplaceAll(m[1], " or ", ","), func(r rune) bool { return r == ',' || r == ' ' })
		}
	}
	return nil
}

// firstClause shortens a usage to its first clause, for menus.
func firstClause(s string) string {
	if i := strings.IndexByte(s, ';'); i > 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

func writeBash(w io.Writer, cmds []compCommand) error {
	var b strings.Builder
	var names []string
	for _, c := range cmds {
		names = append(names, c.name)
	}
	b.WriteString("# bash completion for boardless (boardless completion bash)\n_boardless() {\n")
	b.WriteString("\tlocal cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} cmd=${COMP_WORDS[1]}\n")
	fmt.Fprintf(&b, "\tif [[ $COMP_CWORD -eq 1 ]]; then\n\t\tCOMPREPLY=($(compgen -W %q -- \"$cur\"))\n\t\treturn\n\tfi\n", strings.Join(names, " "))
	b.WriteString("\tcase $cmd in\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, "\t%s)\n", c.name)
		b.WriteString("\t\tcase $prev in\n")
		for _, f := range c.flags {
			switch {
			case len(f.values) > 0:
				fmt.Fprintf(&b, "\t\t--%s) COMPREPLY=($(compgen -W %q -- \"$cur\")); return ;;\n", f.name, strings.Join(f.values, " "))
			case f.file:
				fmt.Fprintf(&b, "\t\t--%s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", f.name)
			case f.takesArg:
				fmt.Fprintf(&b, "\t\t--%s) COMPREPLY=(); return ;;\n", f.name)
			}
		}
		b.WriteString("\t\tesac\n")
		var words []string
		for _, f := range c.flags {
			words = append(words, "--"+f.name)
		}
		switch c.name {
		case "help":
			words = append(words, helpWords()...)
		case "completion":
			words = append(words, "bash", "zsh", "fish")
		}
		fmt.Fprintf(&b, "\t\tCOMPREPLY=($(compgen -W %q -- \"$cur\"))\n\t\t;;\n", strings.Join(words, " "))
	}
	b.WriteString("\tesac\n}\ncomplete -F _boardless boardless\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// zshQuote quotes s for a zsh single-quoted word; zshDesc escapes the
// brackets that end an _arguments description.
func zshQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func zshDesc(s string) string { return strings.NewReplacer("[", `\[`, "]", `\]`).Replace(s) }

func writeZsh(w io.Writer, cmds []compCommand) error {
	var b strings.Builder
	b.WriteString("#compdef boardless\n# zsh completion for boardless (boardless completion zsh)\n_boardless() {\n\tlocal -a cmds\n\tcmds=(\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, "\t\t%s\n", zshQuote(c.name+":"+c.summary))
	}
	b.WriteString("\t)\n\tif (( CURRENT == 2 )); then\n\t\t_describe command cmds\n\t\treturn\n\tfi\n\tcase $words[2] in\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, "\t%s)\n\t\t_arguments -s", c.name)
		for _, f := range c.flags {
			spec := "--" + f.name + "[" + zshDesc(f.usage) + "]"
			switch {
			case len(f.values) > 0:
				spec += ":" + f.name + ":(" + strings.Join(f.values, " ") + ")"
			case f.file:
				spec += ":" + f.name + ":_files"
			case f.takesArg:
				spec += ":" + f.name + ": "
			}
			if f.repeat {
				spec = "*" + spec
			}
			fmt.Fprintf(&b, " \\\n\t\t\t%s", zshQuote(spec))
		}
		switch c.name {
		case "help":
			fmt.Fprintf(&b, " \\\n\t\t\t%s", zshQuote("1:topic:("+strings.Join(helpWords(), " ")+")"))
		case "completion":
			fmt.Fprintf(&b, " \\\n\t\t\t%s", zshQuote("1:shell:(bash zsh fish)"))
		}
		b.WriteString("\n\t\t;;\n")
	}
	b.WriteString("\tesac\n}\ncompdef _boardless boardless\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func writeFish(w io.Writer, cmds []compCommand) error {
	var b strings.Builder
	b.WriteString("# fish completion for boardless (boardless completion fish)\ncomplete -c boardless -f\n")
	q := func(s string) string { return "'" + strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(s) + "'" }
	for _, c := range cmds {
		fmt.Fprintf(&b, "complete -c boardless -n __fish_use_subcommand -a %s -d %s\n", c.name, q(c.summary))
	}
	for _, c := range cmds {
		cond := q("__fish_seen_subcommand_from " + c.name)
		for _, f := range c.flags {
			fmt.Fprintf(&b, "complete -c boardless -n %s -l %s -d %s", cond, f.name, q(f.usage))
			switch {
			case len(f.values) > 0:
				fmt.Fprintf(&b, " -x -a %s", q(strings.Join(f.values, " ")))
			case f.file:
				b.WriteString(" -r -F")
			case f.takesArg:
				b.WriteString(" -x")
			}
			b.WriteString("\n")
		}
		switch c.name {
		case "help":
			fmt.Fprintf(&b, "complete -c boardless -n %s -a %s\n", cond, q(strings.Join(helpWords(), " ")))
		case "completion":
			fmt.Fprintf(&b, "complete -c boardless -n %s -a 'bash zsh fish'\n", cond)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
