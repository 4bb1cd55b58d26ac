package main

// The glue of 'run --html FILE': the profiler's views of a completed run
// as report.RunPage's plain data, written atomically. run.go calls
// writeRunPage after a successful Call, with the Recorder it attached
// (prof.New + SetProfiler, as for --top) before the call.

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"boardless/elfimg"
	"boardless/prof"
	"boardless/report"
	"boardless/result"
	"boardless/sim"
)

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

// runPage hands the run's record and the Recorder's views, as report's
// plain data, to report.NewRunPage.
func runPage(s *sim.Session, img *elfimg.Image, rec *prof.Recorder, run *result.Run) (*report.RunPage, error) {
	var p report.PageProfile
	for _, f := range rec.Top() {
		p.Functions = append(p.Functions, report.PageFunc{Name: f.Name, Exclusive: f.Exclusive, Inclusive: f.Inclusive, Insns: f.Insns})
	}
	var folded bytes.Buffer
	if err := rec.WriteFolded(&folded); err != nil {
		return nil, err
	}
	p.Folded = &folded
	p.Listing = func(name string) (report.Listing, bool, error) {
		sym, ok := funcSymbol(img, name)
		if !ok {
			return report.Listing{}, false, nil
		}
		l, err := listFunction(s, rec, sym)
		return l, err == nil, err
	}
	return report.NewRunPage(*run, p)
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

// listFunction is sym's annotated listing (prof's, as annotate's) as
// the page shows it.
func listFunction(s *sim.Session, rec *prof.Recorder, sym elfimg.Symbol) (report.Listing, error) {
	listing, err := rec.Listing(s, sym, sym.Size, s.MProfile())
	if err != nil {
		return report.Listing{}, err
	}
	l := report.Listing{Function: sym.Demangled}
	for _, li := range listing {
		if li.Data {
			// A literal pool or table ($d): data, as annotate lists it.
			l.Insns = append(l.Insns, report.ListedInsn{Addr: li.Addr, Text: li.Text})
			continue
		}
		st := li.Stat
		in := report.ListedInsn{Addr: li.Addr, Text: li.Text, Cycles: st.Cycles, Runs: st.Insns, File: st.File, Line: st.Line}
		if in.File == "" && li.HasLine {
			in.File, in.Line = baseName(li.LineFile), li.LineNo
		}
		l.Insns = append(l.Insns, in)
	}
	return l, nil
}

// baseName is the file name of a DWARF path, as prof.ByPC gives it.
func baseName(p string) string { return p[strings.LastIndexAny(p, `/\`)+1:] }
