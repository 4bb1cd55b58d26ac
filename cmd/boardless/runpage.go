package main

// The glue of 'run --html FILE': the profiler's views of a completed run
// as report.RunPage's plain data, written atomically. run.go calls
// writeRunPage after a successful Call, with the Recorder it attached
// (prof.New + SetProfiler, as for --top) before the call.

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"boardless/decode"
	"boardless/elfimg"
	"boardless/prof"
	"boardless/report"
	"boardless/result"
	"boardless/sim"
)

// pageListings is how many of the hottest functions the page lists.
const pageListings = 5

// writeRunPage writes the page of one run to path.
func writeRunPage(path string, s *sim.Session, img *elfimg.Image, rec *prof.Recorder, run *result.Run) error {
	page, err := runPage(s, img, rec, run)
	if err != nil {
		return err
	}
	data, err := page.HTML()
	if err != nil {
		return err
	}
	if err := writeAtomic(path, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return fmt.Errorf("writing %s: %v (--html)", path, err)
	}
	return nil
}

// runPage gathers the page's data: the run's record, as its table and
// JSON show it, and the Recorder's views.
func runPage(s *sim.Session, img *elfimg.Image, rec *prof.Recorder, run *result.Run) (*report.RunPage, error) {
	p := &report.RunPage{Run: *run}
	for _, f := range rec.Top() {
		p.Functions = append(p.Functions, report.PageFunc{Name: f.Name, Exclusive: f.Exclusive, Inclusive: f.Inclusive, Insns: f.Insns})
	}
	var folded bytes.Buffer
	if err := rec.WriteFolded(&folded); err != nil {
		return nil, err
	}
	stacks, err := parseFolded(&folded)
	if err != nil {
		return nil, err
	}
	p.Stacks = stacks
	for _, f := range p.Functions {
		if len(p.Listings) == pageListings || f.Exclusive == 0 {
			break
		}
		sym, ok := funcSymbol(img, f.Name)
		if !ok {
			continue // "?": code outside every function symbol
		}
		l, err := listFunction(s, img, rec, sym)
		if err != nil {
			return nil, err
		}
		p.Listings = append(p.Listings, l)
	}
	return p, nil
}

// parseFolded reads folded stacks ("outer;inner;leaf cycles" lines); a
// name may hold spaces (C++ parameter lists), so the count is the last
// field.
func parseFolded(r io.Reader) ([]report.FoldedStack, error) {
	var out []report.FoldedStack
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		i := strings.LastIndexByte(line, ' ')
		n, err := strconv.ParseUint(line[i+1:], 10, 64)
		if i < 0 || err != nil {
			return nil, fmt.Errorf("internal error: folded stack line %q", line)
		}
		out = append(out, report.FoldedStack{Frames: strings.Split(line[:i], ";"), Cycles: n})
	}
	return out, sc.Err()
}

// funcSymbol finds the function the profiler names (its demangled name).
func funcSymbol(img *elfimg.Image, name string) (elfimg.Symbol, bool) {
	for _, s := range img.Symbols {
		if s.Func && s.Demangled == name && s.Size > 0 {
			return s, true
		}
	}
	return elfimg.Symbol{}, false
}

// listFunction disassembles sym with each instruction's cycles and runs,
// those that never ran included.
func listFunction(s *sim.Session, img *elfimg.Image, rec *prof.Recorder, sym elfimg.Symbol) (report.Listing, error) {
	mode := decode.ModeThumbM
	if !s.MProfile() {
		mode = decode.ModeARM
		if sym.Thumb {
			mode = decode.ModeThumbA
		}
	}
	d, err := newDisassembler(img, mode)
	if err != nil {
		return report.Listing{}, err
	}
	defer d.Close()
	code, err := s.ReadMem(sym.Addr, int(sym.Size))
	if err != nil {
		return report.Listing{}, err
	}
	stats := map[uint32]prof.PCStat{}
	for _, st := range rec.ByPC(sym.Addr, sym.Addr+sym.Size) {
		stats[st.PC] = st
	}
	lines := img.Lines()
	data := img.DataRuns(sym.Addr, sym.Addr+sym.Size)
	l := report.Listing{Function: sym.Demangled}
	for off := uint32(0); off < sym.Size; {
		pc := sym.Addr + off
		if end, ok := inData(data, pc); ok {
			// A literal pool or table ($d): data, as annotate lists it.
			n := min(4, end-pc)
			l.Insns = append(l.Insns, report.ListedInsn{Addr: pc, Text: dataWord(code[off : off+n])})
			off += n
			continue
		}
		size, text, _ := d.decodeAt(code[off:], pc)
		st := stats[pc]
		li := report.ListedInsn{Addr: pc, Text: text, Cycles: st.Cycles, Runs: st.Insns, File: st.File, Line: st.Line}
		if li.File == "" {
			if e, ok := lines.Lookup(pc); ok {
				li.File, li.Line = baseName(e.File), e.Line
			}
		}
		l.Insns = append(l.Insns, li)
		off += size
	}
	return l, nil
}

// baseName is the file name of a DWARF path, as prof.ByPC gives it.
func baseName(p string) string { return p[strings.LastIndexAny(p, `/\`)+1:] }
