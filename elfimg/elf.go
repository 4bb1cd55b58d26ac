package elfimg

import (
	"boardless/internal/textdist"
	"bytes"
	"crypto/sha256"
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/ianlancetaylor/demangle"
)

// Image is an ARM or RISC-V ELF executable read into memory: its loadable segments
// and its symbols.
type Image struct {
	Name     string
	Entry    uint32
	Segments []Segment
	Symbols  []Symbol // sorted by address
	File     *elf.File
	// Machine is the ELF's e_machine: elf.EM_ARM, or elf.EM_RISCV for
	// the RISC-V cores (issue #31).
	Machine elf.Machine
	Attrs   Attributes // build attributes (.ARM.attributes)
	// Flags is the ELF header's e_flags (the RISC-V ABI: EF_RISCV_RVE).
	Flags uint32
	// SHA256 is the hash of the file's bytes: what a cached result of a
	// run of this image is keyed by (bench.Cache).
	SHA256 [32]byte

	values  map[string]uint32 // every defined symbol's value (SymbolValue)
	mapping []mapSym          // $a, $t, $d, by address
}

// Segment is one PT_LOAD program header with its file bytes.
type Segment struct {
	Vaddr, Paddr uint32
	Memsz        uint32
	Data         []byte // Filesz bytes; the rest up to Memsz is zero
	Flags        elf.ProgFlag
}

// Symbol is a function or data object from the symbol table.
type Symbol struct {
	Name      string // as in the ELF
	Demangled string // C++ names demangled; same as Name otherwise
	Addr      uint32 // bit 0 (Thumb) cleared
	Size      uint32
	Func      bool
	Thumb     bool
	section   int // ELF section index
}

// maxImageBytes bounds what we read, so a hostile header cannot make us
// allocate gigabytes. The largest board memory we model is 512 MiB.
const maxImageBytes = 512 << 20

// ReadELF reads and checks a 32-bit ARM or RISC-V ELF file (Machine
// says which; the simulator refuses the one the board's core does not
// run).
func ReadELF(path string) (*Image, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: %v", path, pe.Err)
		}
		return nil, err
	}
	return parseELF(data, path, elf.EM_ARM, elf.EM_RISCV)
}

// ParseELF parses ELF bytes. Go's debug/elf is not hardened against hostile
// input, so a panic inside it is turned into an error here.
func ParseELF(data []byte, name string) (img *Image, err error) {
	return parseELF(data, name, elf.EM_ARM)
}

// ParseRISCVELF parses the bytes of a 32-bit RISC-V ELF, as ParseELF
// does an ARM one.
func ParseRISCVELF(data []byte, name string) (*Image, error) {
	return parseELF(data, name, elf.EM_RISCV)
}

func parseELF(data []byte, name string, machines ...elf.Machine) (img *Image, err error) {
	defer func() {
		if r := recover(); r != nil {
			img, err = nil, fmt.Errorf("%s: malformed ELF (%v)", name, r)
		}
	}()
	if len(data) < 4 || !bytes.Equal(data[:4], []byte(elf.ELFMAG)) {
		return nil, fmt.Errorf("%s: not an ELF file", name)
	}
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: malformed or truncated ELF: %v", name, err)
	}
	if !slices.Contains(machines, f.Machine) || f.Class != elf.ELFCLASS32 {
		return nil, fmt.Errorf("%s: ELF for %s (%s), not 32-bit %s", name, machineName(f.Machine), f.Class, machineNames(machines))
	}
	if f.Data != elf.ELFDATA2LSB {
		return nil, fmt.Errorf("%s: big-endian %s ELF is not supported", name, machineName(f.Machine))
	}
	img = &Image{Name: name, Entry: uint32(f.Entry), File: f, Machine: f.Machine, SHA256: sha256.Sum256(data)}
	if len(data) >= 40 {
		img.Flags = uint32(data[36]) | uint32(data[37])<<8 | uint32(data[38])<<16 | uint32(data[39])<<24 // ELF32 e_flags
	}
	if err := img.readSegments(f, uint64(len(data))); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if err := img.readAttributes(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	img.readSymbols(f)
	return img, nil
}

// machineNames is "ARM" or "ARM or RISC-V".
func machineNames(ms []elf.Machine) string {
	names := make([]string, len(ms))
	for i, m := range ms {
		names[i] = machineName(m)
	}
	return strings.Join(names, " or ")
}

// RISCV reports whether the image is RISC-V code.
func (img *Image) RISCV() bool { return img.Machine == elf.EM_RISCV }

func machineName(m elf.Machine) string {
	switch m {
	case elf.EM_X86_64:
		return "x86-64"
	case elf.EM_AARCH64:
		return "AArch64"
	case elf.EM_386:
		return "x86"
	case elf.EM_RISCV:
		return "RISC-V"
	}
	return strings.TrimPrefix(m.String(), "EM_")
}

func (img *Image) readSegments(f *elf.File, fileSize uint64) error {
	var total uint64
	for i, p := range f.Progs {
		if p.Type != elf.PT_LOAD || p.Memsz == 0 {
			continue
		}
		if p.Filesz > p.Memsz {
			return fmt.Errorf("segment %d: file size %d exceeds memory size %d", i, p.Filesz, p.Memsz)
		}
		if p.Vaddr+p.Memsz > 1<<32 || p.Paddr+p.Memsz > 1<<32 {
			return fmt.Errorf("segment %d at 0x%x+0x%x: beyond the 32-bit address space", i, p.Vaddr, p.Memsz)
		}
		total += p.Memsz
		if total > maxImageBytes {
			return fmt.Errorf("segments total more than %d MiB", maxImageBytes>>20)
		}
		// Checked before allocating: a header may claim hundreds of MiB
		// of file bytes that a short file does not have.
		if p.Off > fileSize || p.Filesz > fileSize-p.Off {
			return fmt.Errorf("segment %d: truncated (file bytes 0x%x+0x%x beyond the file's %d bytes)", i, p.Off, p.Filesz, fileSize)
		}
		data := make([]byte, p.Filesz)
		if _, err := io.ReadFull(p.Open(), data); err != nil {
			return fmt.Errorf("segment %d: truncated (%v)", i, err)
		}
		img.Segments = append(img.Segments, Segment{
			Vaddr: uint32(p.Vaddr), Paddr: uint32(p.Paddr), Memsz: uint32(p.Memsz), Data: data, Flags: p.Flags,
		})
	}
	if len(img.Segments) == 0 {
		return errors.New("no loadable segments")
	}
	return nil
}

func (img *Image) readSymbols(f *elf.File) {
	syms, err := f.Symbols()
	if err != nil {
		return // a stripped image has no symbols; lookups will say so
	}
	img.values = map[string]uint32{}
	for _, s := range syms {
		if kind, ok := mappingKind(s.Name); ok && s.Section != elf.SHN_UNDEF {
			img.mapping = append(img.mapping, mapSym{Addr: uint32(s.Value), Kind: kind})
		}
	}
	sort.SliceStable(img.mapping, func(i, j int) bool { return img.mapping[i].Addr < img.mapping[j].Addr })
	for _, s := range syms {
		if s.Name == "" || s.Section == elf.SHN_UNDEF {
			continue
		}
		if _, ok := mappingKind(s.Name); ok {
			continue
		}
		if _, dup := img.values[s.Name]; !dup || elf.ST_BIND(s.Info) != elf.STB_LOCAL {
			img.values[s.Name] = uint32(s.Value)
		}
		typ := elf.ST_TYPE(s.Info)
		// A global label in code that no .type made a function is one,
		// unless a $d says it labels data (a table in .text).
		code := typ == elf.STT_NOTYPE && isGlobal(s) && inCode(f, s.Section) && img.CodeKind(uint32(s.Value)&^1) != 'd'
		if typ != elf.STT_FUNC && typ != elf.STT_OBJECT && !code {
			continue
		}
		sym := Symbol{
			Name: s.Name, Demangled: s.Name, Addr: uint32(s.Value), Size: uint32(s.Size),
			Func: typ == elf.STT_FUNC || code, section: int(s.Section),
		}
		if sym.Func && sym.Addr&1 == 1 {
			sym.Addr &^= 1
			sym.Thumb = true
		}
		if d, err := demangle.ToString(s.Name); err == nil {
			sym.Demangled = d
		}
		img.Symbols = append(img.Symbols, sym)
	}
	img.fixLabels(f)
	sort.SliceStable(img.Symbols, func(i, j int) bool { return img.Symbols[i].Addr < img.Symbols[j].Addr })
	img.sizeToNext(f)
}

func isGlobal(s elf.Symbol) bool {
	b := elf.ST_BIND(s.Info)
	return b == elf.STB_GLOBAL || b == elf.STB_WEAK
}

// inCode reports whether section i holds instructions.
func inCode(f *elf.File, i elf.SectionIndex) bool {
	return int(i) < len(f.Sections) && f.Sections[i].Flags&elf.SHF_EXECINSTR != 0
}

// fixLabels gives the code labels an assembler leaves untyped (no
// .type) their instruction set: the mapping symbol in force at the
// label ($t Thumb, $a ARM), or Thumb in an M-profile image, whose code
// can be nothing else.
func (img *Image) fixLabels(f *elf.File) {
	for i := range img.Symbols {
		s := &img.Symbols[i]
		if !s.Func || s.Thumb || !inCode(f, elf.SectionIndex(s.section)) {
			continue
		}
		switch img.CodeKind(s.Addr) {
		case 't':
			s.Thumb = true
		case 0:
			s.Thumb = img.Attrs.Profile == 'M'
		}
	}
}

// sizeToNext extends a function symbol without a size (an assembly
// label, or a function whose .size was left out) to the next symbol of
// its section, or to the section's end, so that symbolisation and
// profiles can name the addresses inside it.
func (img *Image) sizeToNext(f *elf.File) {
	for i := range img.Symbols {
		s := &img.Symbols[i]
		if !s.Func || s.Size != 0 || s.section <= 0 || s.section >= len(f.Sections) {
			continue
		}
		sec := f.Sections[s.section]
		end := sec.Addr + sec.Size
		for _, n := range img.Symbols[i+1:] {
			if n.Addr > s.Addr && n.section == s.section {
				end = min(end, uint64(n.Addr))
				break
			}
		}
		if end > uint64(s.Addr) && end-uint64(s.Addr) < 1<<32 {
			s.Size = uint32(end - uint64(s.Addr))
		}
	}
}

// mapSym is an ARM mapping symbol: where code of one instruction set,
// or data, starts (ELF for the Arm Architecture, §5.5.5).
type mapSym struct {
	Addr uint32
	Kind byte // 'a' A32, 't' T32, 'd' data
}

// mappingKind recognises $a, $t and $d, alone or with a ".suffix".
func mappingKind(name string) (byte, bool) {
	if len(name) < 2 || name[0] != '$' || (len(name) > 2 && name[2] != '.') {
		return 0, false
	}
	switch name[1] {
	case 'a', 't', 'd':
		return name[1], true
	}
	return 0, false
}

// CodeKind says what the mapping symbols say is at addr: 'a' A32 code,
// 't' Thumb code, 'd' data (a literal pool, a jump table), or 0 when
// the image has no mapping symbol at or before addr.
func (img *Image) CodeKind(addr uint32) byte {
	i := sort.Search(len(img.mapping), func(i int) bool { return img.mapping[i].Addr > addr }) - 1
	if i < 0 {
		return 0
	}
	return img.mapping[i].Kind
}

// DataRuns returns the data ranges ($d up to the next mapping symbol)
// inside [lo, hi), so that a disassembler can skip literal pools.
func (img *Image) DataRuns(lo, hi uint32) [][2]uint32 {
	var out [][2]uint32
	i := sort.Search(len(img.mapping), func(i int) bool { return img.mapping[i].Addr > lo }) - 1
	for i = max(i, 0); i < len(img.mapping) && img.mapping[i].Addr < hi; i++ {
		if img.mapping[i].Kind != 'd' {
			continue
		}
		end := hi
		if i+1 < len(img.mapping) {
			end = min(end, img.mapping[i+1].Addr)
		}
		start := max(img.mapping[i].Addr, lo)
		if start < end {
			out = append(out, [2]uint32{start, end})
		}
	}
	return out
}

// SymbolValue returns the value of any defined symbol of the ELF, of any
// type: linker-defined addresses such as end or __bss_end__, absolute
// symbols such as _estack. A global symbol wins over a local one.
func (img *Image) SymbolValue(name string) (uint32, bool) {
	v, ok := img.values[name]
	return v, ok
}

// At returns the function symbol that starts at addr (bit 0 ignored).
func (img *Image) At(addr uint32) (Symbol, bool) {
	addr &^= 1
	i := sort.Search(len(img.Symbols), func(i int) bool { return img.Symbols[i].Addr >= addr })
	for ; i < len(img.Symbols) && img.Symbols[i].Addr == addr; i++ {
		if img.Symbols[i].Func {
			return img.Symbols[i], true
		}
	}
	return Symbol{}, false
}

// Lookup finds a symbol by ELF or demangled name. The error suggests the
// nearest names when there is no such symbol.
func (img *Image) Lookup(name string) (Symbol, error) {
	for _, s := range img.Symbols {
		if s.Name == name || s.Demangled == name {
			return s, nil
		}
	}
	if len(img.Symbols) == 0 {
		return Symbol{}, fmt.Errorf("symbol %q not found: %s has no symbol table (stripped?)", name, img.Name)
	}
	// A C++ function named without its parameter list: the one overload
	// of that name, or the list of them.
	var overloads []Symbol
	for _, s := range img.Symbols {
		if base, _, ok := strings.Cut(s.Demangled, "("); ok && s.Func && base == name {
			overloads = append(overloads, s)
		}
	}
	switch len(overloads) {
	case 1:
		return overloads[0], nil
	case 0:
		return Symbol{}, fmt.Errorf("symbol %q not found in %s%s", name, img.Name, suggest(name, img.Symbols))
	}
	names := make([]string, len(overloads))
	for i, s := range overloads {
		names[i] = s.Demangled
	}
	return Symbol{}, fmt.Errorf("%q names %d overloads in %s: give one of %s", name, len(overloads), img.Name, strings.Join(names, ", "))
}

// Symbolize returns "name+0xoff" for an address inside a known symbol.
func (img *Image) Symbolize(addr uint32) string {
	addr &^= 1
	i := sort.Search(len(img.Symbols), func(i int) bool { return img.Symbols[i].Addr > addr }) - 1
	for ; i >= 0; i-- {
		s := img.Symbols[i]
		if addr >= s.Addr && (addr < s.Addr+s.Size || (s.Size == 0 && addr == s.Addr)) {
			if addr == s.Addr {
				return s.Demangled
			}
			return fmt.Sprintf("%s+0x%x", s.Demangled, addr-s.Addr)
		}
		if s.Func && addr >= s.Addr+s.Size {
			break
		}
	}
	return "?"
}

// suggest lists up to three function names closest to name.
func suggest(name string, syms []Symbol) string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	seen := map[string]bool{}
	for _, s := range syms {
		if !s.Func || seen[s.Demangled] {
			continue
		}
		seen[s.Demangled] = true
		d := textdist.Levenshtein(strings.ToLower(name), strings.ToLower(s.Demangled))
		if strings.Contains(strings.ToLower(s.Demangled), strings.ToLower(name)) {
			d = min(d, 2)
		}
		cs = append(cs, cand{s.Demangled, d})
	}
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].d != cs[j].d {
			return cs[i].d < cs[j].d
		}
		return cs[i].name < cs[j].name
	})
	var out []string
	for _, c := range cs {
		if len(out) == 3 || c.d > max(3, len(name)/2) {
			break
		}
		out = append(out, c.name)
	}
	if len(out) == 0 {
		return ""
	}
	return "; did you mean " + strings.Join(out, ", ") + "?"
}
