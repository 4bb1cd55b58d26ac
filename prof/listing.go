package prof

import (
	"encoding/binary"
	"fmt"

	"boardless/elfimg"
)

// ListedInsn is one line of an annotated listing of a function: an
// instruction, or a word of a literal pool or table ($d) listed as data,
// with what the run spent on it.
type ListedInsn struct {
	Addr uint32
	Text string // the disassembly, or .word/.short/.byte for data
	Data bool   // a word of data, not an instruction
	// Stat is what the instruction cost over the run (zero for one
	// that never ran); Paired how many of its runs issued as the
	// younger of a pair.
	Stat   PCStat
	Paired uint64
	// HasLine says the image's line table has the address: LineFile
	// (its path as the table gives it) and LineNo.
	HasLine  bool
	LineFile string
	LineNo   int
}

// Listing disassembles size bytes of sym from addr (read through code)
// with each instruction's cost, those that never ran included: the one
// builder of 'annotate' and the listings of 'run --html'. Data runs
// ($d mapping symbols) are listed as words, not decoded as
// instructions. mprofile chooses Thumb-2 for M-profile code; A-profile
// code is ARM or Thumb as the symbol says.
func (r *Recorder) Listing(code CodeReader, sym elfimg.Symbol, size uint32, mprofile bool) ([]ListedInsn, error) {
	d, err := NewDisassembler(r.img, codeMode(mprofile, sym.Thumb))
	if err != nil {
		return nil, err
	}
	defer d.Close()
	bytes, err := code.ReadMem(sym.Addr, int(size))
	if err != nil {
		return nil, err
	}
	stats := map[uint32]PCStat{}
	for _, st := range r.ByPC(sym.Addr, sym.Addr+size) {
		stats[st.PC] = st
	}
	lines := r.img.Lines()
	data := r.img.DataRuns(sym.Addr, sym.Addr+size)
	var out []ListedInsn
	for off := uint32(0); off < size; {
		pc := sym.Addr + off
		li := ListedInsn{Addr: pc, Stat: stats[pc], Paired: r.PairedRuns(pc)}
		if e, ok := lines.Lookup(pc); ok {
			li.HasLine, li.LineFile, li.LineNo = true, e.File, e.Line
		}
		if end, ok := inData(data, pc); ok {
			n := min(4, end-pc)
			li.Text, li.Data = dataWord(bytes[off:off+n]), true
			out = append(out, li)
			off += n
			continue
		}
		n, text, _ := d.DecodeAt(bytes[off:], pc)
		li.Text = text
		out = append(out, li)
		off += n
	}
	return out, nil
}

// inData reports whether pc lies in one of the data runs, and where
// that run ends.
func inData(runs [][2]uint32, pc uint32) (uint32, bool) {
	for _, r := range runs {
		if pc >= r[0] && pc < r[1] {
			return r[1], true
		}
	}
	return 0, false
}

// dataWord lists up to four bytes of data as one directive.
func dataWord(b []byte) string {
	switch len(b) {
	case 4:
		return fmt.Sprintf(".word 0x%08x", binary.LittleEndian.Uint32(b))
	case 2, 3:
		return fmt.Sprintf(".short 0x%04x", binary.LittleEndian.Uint16(b))
	}
	return fmt.Sprintf(".byte 0x%02x", b[0])
}
