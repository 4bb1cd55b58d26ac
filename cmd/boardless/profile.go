package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"boardless/elfimg"
	"boardless/outfmt"
	"boardless/prof"
	"boardless/result"
	"boardless/sim"
)

// profFlags are run's attribution outputs.
type profFlags struct {
	pprof, folded string
	top           int
}

func (p *profFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&p.pprof, "profile", "", "write a pprof profile (cycles, instructions, stalls) to FILE.pb.gz: go tool pprof -http=: FILE.pb.gz")
	fs.StringVar(&p.folded, "folded", "", "write folded stacks (cycles) to FILE, for flame-graph tools")
	fs.IntVar(&p.top, "top", 0, "print the N functions with the most cycles")
}

func (p *profFlags) wanted() bool { return p.pprof != "" || p.folded != "" || p.top > 0 }

// checkOutputs refuses, before the run, a --profile or --folded file
// that cannot be written.
func (p *profFlags) checkOutputs() error {
	return checkOutputs("--profile", p.pprof, "--folded", p.folded)
}

// recorder attaches a Recorder to the session when an output asks for it.
func (p *profFlags) recorder(s *sim.Session, img *elfimg.Image) *prof.Recorder {
	if !p.wanted() {
		return nil
	}
	r := prof.New(img, s, s.MProfile())
	s.SetProfiler(r)
	return r
}

func (p *profFlags) write(r *prof.Recorder, res *result.Call, img *elfimg.Image) error {
	if r == nil {
		return nil
	}
	if r.Total() != res.Cycles {
		return fmt.Errorf("internal error: attributed %d cycles of %d", r.Total(), res.Cycles)
	}
	if p.pprof != "" {
		if err := writeAtomic(p.pprof, func(w io.Writer) error { return r.Profile(res.ClockHz).Write(w) }); err != nil {
			return err
		}
	}
	if p.folded != "" {
		if err := writeAtomic(p.folded, r.WriteFolded); err != nil {
			return err
		}
	}
	return nil
}

// writeAtomic writes through a temporary file and renames it, so an
// interrupted run never leaves a half-written file.
func writeAtomic(path string, write func(io.Writer) error) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		os.Remove(f.Name())
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return err
	}
	return os.Rename(f.Name(), path)
}

func printTop(w io.Writer, r *prof.Recorder, total uint64, n int) {
	t := outfmt.Table{Header: []string{"EXCLUSIVE", "%", "INCLUSIVE", "%", "INSTRUCTIONS", "FUNCTION"}, RightAlign: true}
	for i, f := range r.Top() {
		if i == n {
			break
		}
		t.Add(fmt.Sprint(f.Exclusive), fmt.Sprintf("%.1f", pct(f.Exclusive, total)), fmt.Sprint(f.Inclusive),
			fmt.Sprintf("%.1f", pct(f.Inclusive, total)), fmt.Sprint(f.Insns), f.Name)
	}
	t.WriteText(w)
	printNoPair(w, r, n)
}

// printNoPair lists, for the top functions of a dual-issue core's run,
// the issue cycles whose second slot stayed empty and why (the reasons
// annotate shows per instruction).
func printNoPair(w io.Writer, r *prof.Recorder, n int) {
	np := r.NoPair()
	if len(np) == 0 {
		return
	}
	fmt.Fprintln(w, "\nIssue cycles with the second slot empty (no pair), by reason:")
	t := outfmt.Table{Header: []string{"NO-PAIR", "FUNCTION", "REASONS"}}
	for i, f := range r.Top() {
		if i == n {
			break
		}
		st, ok := np[f.Name]
		if !ok {
			continue
		}
		var parts []string
		for k, rc := range st.Reasons {
			if k == 3 {
				break
			}
			parts = append(parts, fmt.Sprintf("%s %d", rc.Reason, rc.Cycles))
		}
		t.Add(fmt.Sprint(st.Cycles), f.Name, strings.Join(parts, ", "))
	}
	t.WriteText(w)
}

func pct(a, b uint64) float64 { return 100 * float64(a) / float64(max(b, 1)) }

const annotateUsage = `Usage: boardless annotate --elf FILE --func SYMBOL [--arg A]... [--show NAME] [flags]
       boardless annotate --firmware IMAGE.elf --show NAME [--until SYMBOL] [--max-cycles N] [flags]

Runs SYMBOL as 'boardless run' does and prints the disassembly of NAME
(default: SYMBOL) with the cycles and executions of every instruction, and
the cycles of every source line when the ELF has DWARF line tables.
With --firmware, runs the whole image from reset as 'boardless run
--firmware' does (its stops included) and lists NAME.
On the Cortex-A7, "paired N" in STALLS counts the runs in which the
instruction dual-issued with the one before it (0 cycles of its own).`

func cmdAnnotate(args []string, stdout, stderr io.Writer) error {
	if wantsFirmware(args) { // firmware mode: firmware.go
		return cmdAnnotateFirmware(args, stdout, stderr)
	}
	fs := newFlags("annotate", annotateUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	elfPath := fs.String("elf", "", "ARM ELF file (required)")
	cf := callFlags{repeat: 1} // one call: annotate has no --repeat
	cf.register(fs)
	show := fs.String("show", "", "function to list (default: --func)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *elfPath == "" || cf.fn == "" {
		return usageError{"--elf and --func are required (see --help)"}
	}
	if *show == "" {
		*show = cf.fn
	}
	rb, err := bf.load()
	if err != nil {
		return err
	}
	rb.Opts.Init = cf.inits
	parsed, _, err := cf.parse()
	if err != nil {
		return err
	}
	img, err := readELF(*elfPath, "--elf")
	if err != nil {
		return err
	}
	if err := lookupFunc(img, cf.fn); err != nil {
		return err
	}
	if err := lookupInits(img, cf.inits); err != nil {
		return err
	}
	var target elfimg.Symbol
	var rec *prof.Recorder
	prepare := func(s *sim.Session) error {
		var err error
		if target, err = s.Symbol(*show); err != nil {
			return inputError{err}
		}
		rec = prof.New(img, s, s.MProfile())
		s.SetProfiler(rec)
		return nil
	}
	// The listing reads the session's code, so it is printed before the
	// session closes.
	list := func(s *sim.Session, out *sim.Outcome, err error) error {
		if err != nil {
			return nil
		}
		res := out.First
		return printAnnotated(stdout, annotated{s.MProfile(), s, img, res.Cycles, res.Board, res.ClockHz}, rec, target)
	}
	spec := cf.spec(nil)
	_, err = rb.CallOnce(img, sim.Call{Fn: cf.fn, Args: parsed, Spec: &spec, Prepare: prepare, Inspect: list})
	return callError(err)
}

// annotated is the run an annotated listing is of: its code, image and
// totals (a function call's or a firmware run's).
type annotated struct {
	mprofile bool
	code     prof.CodeReader
	img      *elfimg.Image
	total    uint64
	board    string
	clockHz  uint64
}

func printAnnotated(w io.Writer, s annotated, rec *prof.Recorder, sym elfimg.Symbol) error {
	if sym.Size == 0 {
		// An address of a stripped image: list what ran from it on.
		sym.Size = rec.ExecutedExtent(sym.Addr)
	}
	listing, err := rec.Listing(s.code, sym, sym.Size, s.mprofile)
	if err != nil {
		return err
	}
	fnCycles, lines := rec.ByLine(sym, listing)
	fmt.Fprintf(w, "%s: %d of %d cycles (%.1f%%) on %s at %s\n\n", sym.Demangled, fnCycles, s.total, pct(fnCycles, s.total), s.board, mhz(s.clockHz))
	t := outfmt.Table{Header: []string{"CYCLES", "RUNS", "ADDRESS", "INSTRUCTION", "LINE", "STALLS"}}
	for _, li := range listing {
		if li.Data {
			// A literal pool or table ($d): data, not instructions.
			t.Add("", "", fmt.Sprintf("%08x", li.Addr), li.Text, "")
			continue
		}
		st := li.Stat
		cy, runs := "", ""
		if st.Insns > 0 || st.Cycles > 0 {
			cy, runs = fmt.Sprint(st.Cycles), fmt.Sprint(st.Insns)
		}
		t.Add(cy, runs, fmt.Sprintf("%08x", li.Addr), li.Text, prof.LineLabel(li), issueText(st.Stalls, li.Paired))
	}
	t.WriteText(w)
	if len(lines) > 0 {
		fmt.Fprintln(w, "\nBy source line (in line order; 0 for lines that never ran):")
		byLineTable := outfmt.Table{RightAlign: true}
		for _, l := range lines {
			byLineTable.Add(fmt.Sprint(l.Cycles), fmt.Sprintf("%.1f%%", pct(l.Cycles, fnCycles)), l.Line)
		}
		byLineTable.WriteText(w)
	}
	return nil
}

// stallText lists an instruction's stall cycles by kind, most first:
// why it took more than its issue cycles.
// issueText is an instruction's STALLS column: its stalls, and on a
// dual-issue core how many of its runs issued as the younger of a pair
// (in the cycle of the instruction before it, so at 0 cycles).
func issueText(st map[string]uint64, paired uint64) string {
	t := stallText(st)
	if paired == 0 {
		return t
	}
	p := fmt.Sprintf("paired %d", paired)
	if t == "" {
		return p
	}
	return p + ", " + t
}

func stallText(st map[string]uint64) string {
	kinds := make([]string, 0, len(st))
	for k := range st {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool {
		if st[kinds[i]] != st[kinds[j]] {
			return st[kinds[i]] > st[kinds[j]]
		}
		return kinds[i] < kinds[j]
	})
	parts := make([]string, len(kinds))
	for i, k := range kinds {
		parts[i] = fmt.Sprintf("%s %d", k, st[k])
	}
	return strings.Join(parts, ", ")
}

// printFaultDetail prints, for run --verbose, the last instructions a
// faulting call executed (with symbols and disassembly, the faulting one
// marked) and the registers, before the one-line error.
func printFaultDetail(w io.Writer, s *sim.Session, img *elfimg.Image, err error) {
	var ce *sim.CallError
	if !errors.As(err, &ce) || ce.Fault == nil {
		return
	}
	regs := s.Registers()
	recent, derr := prof.Disassemble(img, s, s.MProfile(), regs.Thumb, ce.Fault.Recent)
	if derr != nil {
		return
	}
	fmt.Fprintln(w, "last instructions executed, oldest first:")
	for _, in := range recent {
		mark := " "
		if in.PC == ce.Fault.PC {
			mark = ">"
		}
		fmt.Fprintf(w, "%s %08x  %-28s %s\n", mark, in.PC, img.Symbolize(in.PC), in.Text)
	}
	if img.RISCV() {
		return // Registers are the Arm core's
	}
	fmt.Fprintf(w, "registers:")
	for i := 0; i <= 12; i++ {
		fmt.Fprintf(w, " r%d=%08x", i, regs.R[i])
	}
	fmt.Fprintf(w, " sp=%08x lr=%08x pc=%08x\n", regs.SP, regs.LR, regs.PC)
}
