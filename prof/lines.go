package prof

import (
	"fmt"
	"path/filepath"
	"sort"

	"boardless/elfimg"
)

// LineLabel is the source line a listed instruction is shown at,
// FILE:LINE: the line its samples ran at, else the line table's ("" for
// neither).
func LineLabel(li ListedInsn) string {
	if li.Stat.File != "" {
		return fmt.Sprintf("%s:%d", li.Stat.File, li.Stat.Line)
	}
	if li.HasLine {
		return fmt.Sprintf("%s:%d", filepath.Base(li.LineFile), li.LineNo)
	}
	return ""
}

// LineCycles is a source line's share of a function's cycles.
type LineCycles struct {
	Line   string // FILE:LINE
	Cycles uint64
}

// ByLine is what the function sym (listed as listing) spent: its cycles
// in all, and by source line, every line of the listing included (0 for
// a line that never ran), in line order (by file, then line number).
func (r *Recorder) ByLine(sym elfimg.Symbol, listing []ListedInsn) (total uint64, lines []LineCycles) {
	byLine := map[string]uint64{}
	for _, p := range r.ByPC(sym.Addr, sym.Addr+sym.Size) {
		total += p.Cycles
		if p.File != "" {
			byLine[fmt.Sprintf("%s:%d", p.File, p.Line)] += p.Cycles
		}
	}
	lineAt := map[string]srcLine{}
	for _, li := range listing {
		if li.Data {
			continue
		}
		line := LineLabel(li)
		if line == "" {
			continue
		}
		if _, ok := byLine[line]; !ok {
			byLine[line] = 0
		}
		if li.HasLine {
			lineAt[line] = srcLine{filepath.Base(li.LineFile), li.LineNo}
		}
	}
	for k, c := range byLine {
		lines = append(lines, LineCycles{k, c})
	}
	sort.Slice(lines, func(i, j int) bool {
		a, b := lineAt[lines[i].Line], lineAt[lines[j].Line]
		if a.file != b.file {
			return a.file < b.file
		}
		if a.line != b.line {
			return a.line < b.line
		}
		return lines[i].Line < lines[j].Line
	})
	return total, lines
}

// srcLine is a source position, for ordering the lines.
type srcLine struct {
	file string
	line int
}
