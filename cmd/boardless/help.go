package main

// boardless help: the overview, a command's usage, a topic (what the
// flags do not say: how arguments are passed, how boards are built,
// what a parameter is...), each with a worked example, or all of it as a
// man page.

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"boardless/models"
)

// topic is one 'boardless help TOPIC' page.
type topic struct {
	name, summary, text string
}

var topics = []topic{
	{"args", "how run, sweep, check and compare pass arguments to a function", helpArgs},
	{"boards", "the built-in boards, your own board file, and what a board may change", helpBoards},
	{"params", "model parameters: listing them, setting them for one run, sweeping them", helpParams},
	{"firmware", "running a whole firmware image from reset, and what is emulated", helpFirmware},
	{"calibration", "fitting a board's parameters to cycles measured on the real board", helpCalibration},
	{"ci", "the regression gate in CI: baselines, tolerance, sharding, exit status", helpCI},
	{"exit", "exit status and error messages", helpExit},
}

const helpArgs = `Arguments (--arg, on run, annotate, sweep, check and compare)

The function is called the AAPCS way: the first four arguments in r0-r3,
the rest on the stack; r0 on return is reported as the return value. Each
--arg is one argument, in order:

  1000, 0x20, -1   an integer (a 32-bit word; -1 is 0xffffffff)
  buf:N            a pointer to N zero bytes in the board's RAM
  rand:N           a pointer to N bytes drawn from --seed (the same seed,
                   the same bytes: every run, every board)
  hex:00ff10       a pointer to these bytes
  file:PATH        a pointer to the file's contents

Buffers are placed one after another at the bottom of the RAM the image
leaves free; the stack keeps the top. A C function
    int sha256_fast(const uint8_t *msg, uint32_t len, uint8_t out[32]);
is called on a 1 KiB random message with:

  boardless run --board nucleo-g071rb --elf build/kernels/nucleo-g071rb/sym.elf \
      --func sha256_fast --arg rand:1024 --arg 1024 --arg buf:32

and prints its cycles, instructions, time at the board's clock, deepest
stack use (stack painting) and return value. C++ functions may be named
demangled (--func 'dsp::counter_bump(int)').`

const helpBoards = `Boards (--board, --board-file; 'boardless boards' lists the built-in ones)

A board is a JSON profile in three layers: a core (timing model), a chip
(memory map, flash interface, wait-state table, maximum clock), a board
(its clock, what it adds). Each layer inherits the one below and may set
any field; a field set replaces the parent's, objects merge field by
field, an unknown field is an error. A memory model may bring a section
of its own (the Cortex-M7 chips' "m7_memory"): the model reads and
checks it, and it merges the same way.

Your own board is a file that inherits a built-in one (or a file beside
it) and changes what differs, e.g. a G071 run at 32 MHz:

  $ cat slow.json
  {"kind": "board", "name": "g071-32mhz", "inherits": "nucleo-g071rb",
   "clock_hz": 32000000}
  $ boardless run --board-file slow.json --elf fw.elf --func f

The flash wait states follow the chip's table at the board's clock (1 at
32 MHz): do not pin flash_wait_states in a board file, or the number
stays whatever the clock (docs/calibration.md); --flash-ws is the
what-if for one run. A "params" entry sets any other parameter, each
with its source ('boardless params' lists them).

A board may not change its chip's core: the chip's memory map, flash
interface and parameters belong to a part with that core, and a
Cortex-M33 on a G071 would be timed as no part exists. Inherit a chip
with the core you want instead. 'boardless linker-script --board B'
prints the MEMORY block that places code and data where boardless expects
them. bench and compare take several boards: --board a,b,c.`

const helpParams = `Model parameters (--param NAME=VALUE; 'boardless params --board B' lists them)

Every figure a core or memory model uses that a profile may set is a
parameter of one schema: its value on the board, unit, allowed range,
who set it (the model's default, a profile, --param) and its source.
Change any of them for one run with --param, vary them with sweep, set
them in a board file's "params", fit them with calibrate.

The what-if flags are shorthands, as the board's memory model declares
them: --flash-ws N is flash_wait_states=N, --prefetch on|off is
flash_prefetch=1|0, --icache on|off is flash_icache=1|0 (the L1 cache,
icache=1|0, on the Cortex-M7 boards), --mul small is mul_cycles=32. A
what-if the board's model does not take (no prefetcher, no cache) is
refused naming what it has. --clock changes the clock, and the flash
wait states follow the chip's table unless pinned.

Worked example: how much would a faster divider help on the M33?

  boardless params --board nucleo-wba52cg | grep div_cycles
  boardless run --board nucleo-wba52cg --elf fw.elf --func f --param div_cycles=2
  boardless sweep --board nucleo-wba52cg --elf fw.elf --func f \
      --vary div_cycles=2:12:2 --out sweep/     # cycles-vs-div_cycles.svg

A value outside the allowed range is refused with the range.`

const helpFirmware = `Firmware mode (boardless run --firmware IMAGE.elf; docs/firmware.md)

Runs a whole image from reset instead of calling one function: on the
Cortex-M boards the vector table at the flash base (initial SP, reset
handler), on the Cortex-A7 the ELF entry in ARM state. Emulated:
SysTick, DWT CYCCNT (M33) and PMCCNTR (A7) counting simulated cycles;
semihosting (BKPT 0xAB: WRITEC, WRITE0, WRITE, EXIT, EXIT_EXTENDED); the
board's virtual COM port; the RCC/PWR/FLASH ready bits that clock set-up
polls; FLASH_ACR and ICACHE_CR writes, which change the flash model while
it runs. Other peripheral registers read back the last value written. On
the M cores the NVIC, SysTick interrupts, software-pended exceptions,
SVC and WFI work as on the chip; peripheral interrupt sources (timers,
UARTs) do not pend anything, and the A7 takes no interrupt.

The clock is the firmware's: the core starts at the chip's reset clock
(HSI16 on the G0, G4, F4, F7 and WBA, HSI 8 MHz on the F0 and F1, MSI
4 MHz on the L4 and U5, 12 MHz on the C0, 64 MHz on the H7 and the
nRF52840) and follows its RCC writes; the time is summed over the clock
segments the summary lists. A LATENCY too low for the clock it selects is
an error (the chip would fail). A chip without a clock tree (RP2040,
RP2350) is refused (exit 2). --clock does not apply; --prefetch,
--icache, --code-in and --data-in neither.

  boardless run --board nucleo-g071rb --firmware build/kit/nucleo-g071rb/kit.elf
  boardless run --board nucleo-g071rb --firmware fw.elf --until main --top 10
  boardless run --board nucleo-g071rb --firmware fw.elf --max-cycles 1000000 --format json

The run ends at the firmware's exit, --until SYMBOL, --max-cycles N, the
budget, --timeout or Ctrl-C, each with the figures so far (labelled
partial but for the exit and --until). Exit status 0 for an exit with
code 0, --until and --max-cycles; 1 for a non-zero exit code, the
budget, the timeout; 130 after Ctrl-C; 2 for an image built for another
board (stack, reset vector or peripherals outside it).`

const helpCalibration = `Calibration (boardless calibrate; docs/calibration.md)

Some parameters are not pinned by any published source (the M33's divide
time, the A7's L2 and DDR latencies, effective flash wait states). With
the board at hand, measure them:

  1. make -f calibrate/kit/kit.mk kit           # build/kit/BOARD/kit.elf
  2. flash kit.bin, capture the virtual COM port into board.csv
     ("name,cycles" lines, one per microbenchmark; '#' lines are kept)
  3. boardless calibrate --board nucleo-wba52cg --measured board.csv \
        --image build/kit/nucleo-wba52cg/kit.elf --out wba-cal.json
  4. boardless bench --board-file wba-cal.json

calibrate runs the same image in firmware mode with candidate values
until its printed lines match the measured ones best, prints the
residuals before and after and a leave-one-out error, and writes a board
file. Only the same binary's measurements are fitted: a CSV that lacks a
benchmark, adds one, or holds a figure the kit's counter cannot print
(SysTick is 24 bits on the M0/M0+: at most 16777215; DWT CYCCNT and
PMCCNTR 32 bits) is refused with its file, line and column.`

const helpCI = `CI (boardless check, merge; docs/ci.md)

check is a regression gate: it runs the kernels (or one function of your
ELF) and compares cycles, stack and the code, constant and global bytes
with a baseline file committed to the repository.

  boardless check --baseline perf/baseline.json --update         # record, commit
  boardless check --baseline perf/baseline.json --tolerance 2%   # in CI

A metric worse than the baseline by more than the tolerance fails (exit
1); an improvement passes and is reported. With GITHUB_ACTIONS=true the
changes are also printed as workflow annotations. The baseline records
the options of the run (seed, what-ifs); checking with others is refused.

Split a long run over machines and put it back together:

  boardless bench --shard 2/4 --format json > s2.json    # on machine 2
  boardless merge bench.json s1.json s2.json s3.json s4.json

In a Kubernetes Indexed Job, --shards 4 takes the shard from
$JOB_COMPLETION_INDEX. A merge is byte for byte the unsharded output.`

const helpExit = `Exit status and errors

Every error is one line on stderr:
  boardless: WHAT WENT WRONG (WHERE: the flag, the file:line:column, the PC and symbol+offset)

The rule: 2 when the input is wrong and the program did not start on
the board; 1 when it started and failed, or boardless itself failed.

  0    success
  1    the program failed on the board: a fault, an exhausted --budget or
       --timeout, an instruction the core lacks, a kernel whose output is
       wrong, a regression in check, a missed --deadline in compare; or
       boardless could not write a file it checked before the run
  2    a mistake on the command line or in an input file, found before
       the program runs: an unknown board, flag or kernel (the nearest
       names are suggested), a value the board or core does not support
       (the allowed values are named), a --func or --init the ELF lacks
       (or a stripped ELF called by name), a --func address that is not
       hex or not in the board's memory, --arg buffers that do not fit
       the board's RAM, an image linked for another board (in function
       or firmware mode), an output file (--profile, --folded, --html,
       --dump N:FILE) that cannot be written, a malformed board file,
       baseline or measurements CSV, a missing kernel image
  130  interrupted by SIGINT (Ctrl-C); 143 by SIGTERM. Nothing half-written
       is left behind.

Environment: BOARDLESS_BUILD (where 'make kernels' put kernels/, for
--build-dir), BOARDLESS_SHARDS and JOB_COMPLETION_INDEX (--shards),
GITHUB_ACTIONS (check's annotations).`

// cmdHelp prints the overview, a command's usage, a topic, or (--man)
// everything as a man page.
func cmdHelp(args []string, stdout, stderr io.Writer) error {
	switch {
	case len(args) == 0:
		printUsage(stdout)
		return nil
	case args[0] == "--man":
		return writeMan(stdout)
	case len(args) > 1:
		return usagef("help takes one command or topic, not %d", len(args))
	}
	// boards and params are both a topic and a command: the topic, then
	// the command's usage.
	found := false
	for _, t := range topics {
		if t.name == args[0] {
			fmt.Fprintln(stdout, t.text)
			found = true
		}
	}
	for _, c := range commands {
		if c.name == args[0] {
			if found {
				fmt.Fprintln(stdout)
			}
			return c.run([]string{"--help"}, stdout, stderr)
		}
	}
	if found {
		return nil
	}
	var names []string
	for _, t := range topics {
		names = append(names, t.name)
	}
	for _, c := range commands {
		names = append(names, c.name)
	}
	hint := ""
	if s := nearest(args[0], names); s != "" {
		hint = fmt.Sprintf("did you mean %s? ", s)
	}
	return usagef("no help on %q (%stopics: %s; 'boardless help' lists the commands)", args[0], hint, strings.Join(names[:len(topics)], ", "))
}

// capturedFlags receives the flag set newFlags makes while it is set:
// commandFlags runs a command with --help to learn its flags, for the
// man page and the completions, without a second list to keep in step.
var capturedFlags **pflag.FlagSet

// commandFlags returns a command's flag set and its usage text.
func commandFlags(c command) (*pflag.FlagSet, string) {
	var fs *pflag.FlagSet
	capturedFlags = &fs
	defer func() { capturedFlags = nil }()
	var out bytes.Buffer
	c.run([]string{"--help"}, &out, io.Discard)
	usage := out.String()
	if i := strings.Index(usage, "\nFlags:\n"); i >= 0 {
		usage = usage[:i]
	}
	if fs == nil {
		fs = pflag.NewFlagSet(c.name, pflag.ContinueOnError)
	}
	return fs, strings.TrimSpace(usage)
}

// writeMan writes boardless(1) in roff (man -l to read it).
func writeMan(w io.Writer) error {
	var b strings.Builder
	b.WriteString(".TH BOARDLESS 1 \"\" \"boardless " + roffText(version) + "\" \"User Commands\"\n")
	b.WriteString(".SH NAME\nboardless \\- predict the cycles, time and stack of ARM code on a board, without the board\n")
	b.WriteString(".SH SYNOPSIS\n.B boardless\n.I command\n[\\fIflags\\fR]\n.br\n.B boardless help\n[\\fIcommand\\fR|\\fItopic\\fR|\\fB\\-\\-man\\fR]\n")
	b.WriteString(".SH DESCRIPTION\nboardless runs the real ARM or RISC-V ELF under an emulator and times every instruction with the board's core model (" + roffText(coreList()) + ") and memory model.\n")
	b.WriteString(".SH COMMANDS\n")
	for _, c := range commands {
		fs, usage := commandFlags(c)
		fmt.Fprintf(&b, ".SS %s\n%s\n", roffText(c.name), roffText(c.summary))
		fmt.Fprintf(&b, ".PP\n.nf\n%s\n.fi\n", roffBlock(usage))
		fs.VisitAll(func(f *pflag.Flag) {
			name, usage := pflag.UnquoteUsage(f)
			fmt.Fprintf(&b, ".TP\n.B \\-\\-%s", roffText(f.Name))
			if name != "" {
				fmt.Fprintf(&b, " \\fI%s\\fR", roffText(name))
			}
			fmt.Fprintf(&b, "\n%s\n", roffText(usage))
		})
	}
	b.WriteString(".SH TOPICS\nRun \\fBboardless help\\fR \\fItopic\\fR for each.\n")
	for _, t := range topics {
		fmt.Fprintf(&b, ".SS %s\n.nf\n%s\n.fi\n", roffText(t.name), roffBlock(t.text))
	}
	b.WriteString(".SH SEE ALSO\nREADME.md, docs/architecture.md, docs/ci.md, docs/calibration.md in the boardless repository.\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// roffText escapes text for roff: backslashes, dashes, and the few
// non-ASCII characters the help texts use (groff's default input is
// Latin-1, so UTF-8 would come out as garbage).
func roffText(s string) string {
	return strings.NewReplacer(`\`, `\e`, "-", `\-`, "—", `\(em`, "–", `\(en`, "µ", `\(*m`, "°", `\(de`, "×", `\(mu`, "≤", `\(<=`, "≥", `\(>=`).Replace(s)
}

// leadingControl matches a line roff would take for a request.
var leadingControl = regexp.MustCompile(`(?m)^([.'])`)

// roffBlock escapes preformatted text: also lines starting with . or '.
func roffBlock(s string) string {
	return leadingControl.ReplaceAllString(roffText(s), `\&$1`)
}

// coreList names the cores of the built-in boards: the Arm ones in
// coreOrder ("Cortex-M0, M0+, ..., A7"), then the RISC-V ones by their
// own names, from their core profiles ("; RISC-V Hazard3, WCH QingKe V2").
func coreList() string {
	seen := map[string]bool{}
	var arm, riscv []string
	for _, b := range models.Boards() {
		if seen[b.Core] {
			continue
		}
		seen[b.Core] = true
		if strings.HasPrefix(b.Core, "cortex-") {
			arm = append(arm, b.Core)
		} else {
			riscv = append(riscv, models.CoreTitle(b.Core))
		}
	}
	sort.Slice(arm, func(i, j int) bool { return coreOrder(arm[i]) < coreOrder(arm[j]) })
	for i, n := range arm {
		n = strings.ToUpper(strings.TrimPrefix(n, "cortex-"))
		n = strings.Replace(n, "PLUS", "+", 1)
		if i == 0 {
			n = "Cortex-" + n
		}
		arm[i] = n
	}
	list := strings.Join(arm, ", ")
	if len(riscv) > 0 {
		sort.Strings(riscv)
		list += "; RISC-V " + strings.Join(riscv, ", ")
	}
	return list
}

// coreOrder sorts the M profile by number (M0, M0+, M3, M4F, M7, M33)
// before the A profile: "cortex-m33" -> "0 033 ", "cortex-m0plus" ->
// "0 000 plus", "cortex-a7" -> "1 007 ".
func coreOrder(core string) string {
	n := strings.TrimPrefix(core, "cortex-")
	if n == "" {
		return core
	}
	profile := 1
	if n[0] == 'm' {
		profile = 0
	}
	rest := n[1:]
	num := rest[:len(rest)-len(strings.TrimLeft(rest, "0123456789"))]
	return fmt.Sprintf("%d %03s %s", profile, num, rest[len(num):])
}
