package elfimg

import (
	"debug/dwarf"
	"errors"
	"sort"
)

// DWARF returns the image's debug information.
func (img *Image) DWARF() (*dwarf.Data, error) {
	if img.File == nil {
		return nil, errors.New("no ELF file")
	}
	return img.File.DWARF()
}

// Line is one row of the DWARF line table.
type Line struct {
	Addr uint32
	File string
	Line int
	End  bool // ends a sequence: the address past its last instruction
}

// LineTable is the image's line table sorted by address.
type LineTable []Line

// Lines reads the DWARF line table (empty without DWARF).
func (img *Image) Lines() LineTable {
	d, err := img.DWARF()
	if err != nil {
		return nil
	}
	var t LineTable
	rd := d.Reader()
	for {
		cu, err := rd.Next()
		if err != nil || cu == nil {
			break
		}
		if cu.Tag != dwarf.TagCompileUnit {
			rd.SkipChildren()
			continue
		}
		lr, err := d.LineReader(cu)
		if err != nil || lr == nil {
			rd.SkipChildren()
			continue
		}
		var e dwarf.LineEntry
		for lr.Next(&e) == nil {
			file := ""
			if e.File != nil {
				file = e.File.Name
			}
			t = append(t, Line{Addr: uint32(e.Address), File: file, Line: e.Line, End: e.EndSequence})
		}
		rd.SkipChildren()
	}
	sort.SliceStable(t, func(i, j int) bool { return t[i].Addr < t[j].Addr })
	return t
}

// Lookup finds the line of pc: the last row at or before it, unless that
// row ends a sequence.
func (t LineTable) Lookup(pc uint32) (Line, bool) {
	i := sort.Search(len(t), func(i int) bool { return t[i].Addr > pc }) - 1
	if i < 0 || t[i].End {
		return Line{}, false
	}
	return t[i], true
}
