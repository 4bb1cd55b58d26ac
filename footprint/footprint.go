// Package footprint is what a kernel image says statically: the flash
// and RAM a symbol needs (the functions it reaches and the objects they
// reference, found by decoding its instructions with Capstone) and how
// the image was built (its .comment strings and the DWARF producers of
// the kernels' compile units). It sits beside the ELF reader, elfimg,
// which stays pure Go: decoding links Capstone (cgo), so it is its own
// package. bench sets each kernel row's footprint from it; report prints
// its tables and the images' records.
package footprint

import (
	"bytes"
	"crypto/sha256"
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"boardless/decode"
	"boardless/elfimg"
	"boardless/models"
	_ "boardless/models/all"
	"boardless/rvdecode"
)

// Toolchain is what the image says about how it was built.
type Toolchain struct {
	// Comment holds the strings of the ELF's .comment section (one per
	// contributing compiler or linker version, e.g. "GCC: (...) 12.2.1").
	Comment []string `json:"comment,omitempty"`
	// Producers holds the distinct DW_AT_producer strings (compiler version
	// and flags) of the DWARF compile units that contain a kernel symbol,
	// with those units' names.
	Producers []Producer `json:"producers,omitempty"`
}

// Producer is one compiler command line recorded in DWARF.
type Producer struct {
	Producer string   `json:"producer"`
	Units    []string `json:"units"` // compile-unit names (source files)
}

// ImageInfo identifies an image a report was made from.
type ImageInfo struct {
	Name      string    `json:"name"` // the kernel image: sym or pk (kernels.Images)
	Path      string    `json:"path"`
	SHA256    string    `json:"sha256"`
	Toolchain Toolchain `json:"toolchain"`
}

// ReadImageInfo hashes the ELF file of the kernel image name and reads
// its toolchain strings. The producers are limited to the compile units
// that hold one of symbols (all units when symbols is empty).
func ReadImageInfo(name, path string, img *elfimg.Image, symbols []string) (ImageInfo, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return ImageInfo{}, err
	}
	sum := sha256.Sum256(data)
	info := ImageInfo{Name: name, Path: path, SHA256: hex.EncodeToString(sum[:])}
	info.Toolchain = readToolchain(img, symbols)
	return info, nil
}

func readToolchain(img *elfimg.Image, symbols []string) Toolchain {
	var tc Toolchain
	f := img.File
	if f == nil {
		return tc
	}
	if s := f.Section(".comment"); s != nil {
		if data, err := s.Data(); err == nil {
			seen := map[string]bool{}
			for _, c := range bytes.Split(data, []byte{0}) {
				str := strings.TrimSpace(string(c))
				if str != "" && !seen[str] {
					seen[str] = true
					tc.Comment = append(tc.Comment, str)
				}
			}
		}
	}
	d, err := img.DWARF()
	if err != nil {
		return tc
	}
	var addrs []uint64
	for _, name := range symbols {
		if s, err := img.Lookup(name); err == nil {
			addrs = append(addrs, uint64(s.Addr))
		}
	}
	units := map[string][]string{}
	r := d.Reader()
	for {
		e, err := r.Next()
		if err != nil || e == nil {
			break
		}
		if e.Tag != dwarf.TagCompileUnit {
			r.SkipChildren()
			continue
		}
		prod, _ := e.Val(dwarf.AttrProducer).(string)
		name, _ := e.Val(dwarf.AttrName).(string)
		r.SkipChildren()
		if prod == "" {
			continue
		}
		if len(symbols) > 0 {
			ranges, err := d.Ranges(e)
			if err != nil {
				continue
			}
			hit := false
			for _, a := range addrs {
				for _, rg := range ranges {
					if a >= rg[0] && a < rg[1] {
						hit = true
					}
				}
			}
			if !hit {
				continue
			}
		}
		units[prod] = append(units[prod], name)
	}
	return producers(tc, units)
}

// producers adds the compile units by producer to tc, sorted.
func producers(tc Toolchain, units map[string][]string) Toolchain {
	for prod, names := range units {
		sort.Strings(names)
		tc.Producers = append(tc.Producers, Producer{Producer: prod, Units: slices.Compact(names)})
	}
	sort.Slice(tc.Producers, func(i, j int) bool { return tc.Producers[i].Producer < tc.Producers[j].Producer })
	return tc
}

// MergeToolchains is the toolchain of several images, each string once.
// The kernel images are linked from the same objects, so their compiler
// lines agree; each image names the units of its own kernels.
func MergeToolchains(infos []ImageInfo) Toolchain {
	var tc Toolchain
	seen := map[string]bool{}
	units := map[string][]string{}
	for _, info := range infos {
		for _, c := range info.Toolchain.Comment {
			if !seen[c] {
				seen[c] = true
				tc.Comment = append(tc.Comment, c)
			}
		}
		for _, p := range info.Toolchain.Producers {
			units[p.Producer] = append(units[p.Producer], p.Units...)
		}
	}
	return producers(tc, units)
}

// Footprint is the flash and RAM a kernel symbol needs, found statically
// in the image (Method says how) plus its measured stack.
type Footprint struct {
	Symbol      string   `json:"symbol"`
	CodeBytes   int      `json:"code_bytes"`   // reachable functions (flash)
	ConstBytes  int      `json:"const_bytes"`  // read-only objects they reference (flash)
	GlobalBytes int      `json:"global_bytes"` // writable objects they reference (RAM)
	StackBytes  uint32   `json:"stack_bytes"`  // deepest stack measured over this report's runs
	Functions   []string `json:"functions"`    // the reachable functions, by address
	Objects     []string `json:"objects"`      // the referenced objects, by address
}

// Method says in one paragraph how footprints are computed; the
// reports print it.
const Method = `Code, constant and global bytes are computed from the ELF image alone ` +
	`(no relocations are needed): every instruction of the kernel symbol is decoded with Capstone ` +
	`(package decode), and direct calls and tail calls (BL, BLX, B to the start of another function), ` +
	`addresses loaded from literal pools (LDR rX, [pc, #n]) and MOVW/MOVT pairs that point into a ` +
	`symbol add that function or object; this repeats over every function reached. Code is the sum of ` +
	`the ELF sizes of the reached functions (literal pools included, as GCC counts them in the ` +
	`function), constant data the sizes of reached objects in read-only sections, global data those ` +
	`in writable sections (.data, .bss). A value less than 16 bytes before the start of an object is ` +
	`counted as a pointer to that object (GCC pre-biases table pointers, e.g. sha512_K-8). Not followed: calls through pointers computed at run time ` +
	`and pointers stored inside data tables. Stack usage is measured (stack painting), the deepest over ` +
	`the runs of that symbol in this report.`

// footprinter computes footprints for one image, caching the edges found
// per function.
type footprinter struct {
	img   *elfimg.Image
	dec   map[bool]*decode.Decoder // by Thumb
	mode  func(thumb bool) decode.Mode
	edges map[int][]int // symbol index -> referenced symbol indexes
	rvISA rvdecode.Ext  // a RISC-V core's extensions (0: Arm)
}

// Of computes the footprint of each symbol (stack left zero). Symbols
// the image lacks are skipped. A RISC-V image's references are found by
// rvRefs.
func Of(img *elfimg.Image, core string, symbols []string) ([]Footprint, error) {
	fp := &footprinter{img: img, dec: map[bool]*decode.Decoder{}, edges: map[int][]int{}}
	defer func() {
		for _, d := range fp.dec {
			d.Close()
		}
	}()
	spec, err := models.LookupCore(core)
	if err != nil {
		return nil, err
	}
	mprofile := spec.MProfile
	fp.rvISA = spec.RISCVISA
	fp.mode = func(thumb bool) decode.Mode {
		switch {
		case !thumb:
			return decode.ModeARM
		case mprofile:
			return decode.ModeThumbM
		}
		return decode.ModeThumbA
	}
	var out []Footprint
	for _, name := range symbols {
		root := fp.index(name)
		if root < 0 {
			continue
		}
		f, err := fp.footprint(root)
		if err != nil {
			return nil, err
		}
		f.Symbol = name
		out = append(out, f)
	}
	return out, nil
}

func (fp *footprinter) index(name string) int {
	for i, s := range fp.img.Symbols {
		if s.Name == name && s.Func {
			return i
		}
	}
	return -1
}

func (fp *footprinter) footprint(root int) (Footprint, error) {
	seen := map[int]bool{root: true}
	work := []int{root}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		if !fp.img.Symbols[i].Func {
			continue
		}
		es, err := fp.refs(i)
		if err != nil {
			return Footprint{}, err
		}
		for _, j := range es {
			if !seen[j] {
				seen[j] = true
				work = append(work, j)
			}
		}
	}
	idx := make([]int, 0, len(seen))
	for i := range seen {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	var f Footprint
	for _, i := range idx {
		s := fp.img.Symbols[i]
		if s.Func {
			f.CodeBytes += int(s.Size)
			f.Functions = append(f.Functions, s.Name)
			continue
		}
		f.Objects = append(f.Objects, s.Name)
		if fp.writable(s.Addr) {
			f.GlobalBytes += int(s.Size)
		} else {
			f.ConstBytes += int(s.Size)
		}
	}
	return f, nil
}

// writable reports whether addr lies in a writable allocated section.
func (fp *footprinter) writable(addr uint32) bool {
	for _, sec := range fp.img.File.Sections {
		if sec.Flags&elf.SHF_ALLOC == 0 {
			continue
		}
		if uint64(addr) >= sec.Addr && uint64(addr) < sec.Addr+sec.Size {
			return sec.Flags&elf.SHF_WRITE != 0
		}
	}
	return false
}

// symbolAt returns the index of the sized symbol containing addr, or -1.
func (fp *footprinter) symbolAt(addr uint32) int {
	syms := fp.img.Symbols
	i := sort.Search(len(syms), func(i int) bool { return syms[i].Addr > addr }) - 1
	// Look back a few symbols: zero-sized labels may sit at the same address.
	for k := i; k >= 0 && k > i-16; k-- {
		s := syms[k]
		if s.Size > 0 && addr >= s.Addr && addr < s.Addr+s.Size {
			return k
		}
	}
	return -1
}

// funcStart returns the index of the function starting at addr, or -1.
func (fp *footprinter) funcStart(addr uint32) int {
	i := fp.symbolAt(addr &^ 1)
	if i >= 0 && fp.img.Symbols[i].Func && fp.img.Symbols[i].Addr == addr&^1 {
		return i
	}
	return -1
}

// biasWindow: a value that points into an object less than this many
// bytes before the start of another object is taken as a biased pointer
// to the latter (GCC pre-biases table pointers for loops that
// pre-increment, e.g. sha512_K-8).
const biasWindow = 16

// pointee returns the symbol a pointer-sized value points to, or -1.
func (fp *footprinter) pointee(v uint32) int {
	if i := fp.symbolAt(v); i >= 0 {
		s := fp.img.Symbols[i]
		if v != s.Addr && !s.Func {
			if j := fp.symbolAt(v + biasWindow); j >= 0 && j != i && !fp.img.Symbols[j].Func &&
				fp.img.Symbols[j].Addr > v && fp.img.Symbols[j].Addr <= v+biasWindow {
				return j
			}
		}
		return i
	}
	if j := fp.symbolAt(v + biasWindow); j >= 0 && !fp.img.Symbols[j].Func && fp.img.Symbols[j].Addr > v {
		// Between objects (in padding), just before one: biased pointer.
		return j
	}
	if v&1 == 1 { // a Thumb function address
		if i := fp.symbolAt(v &^ 1); i >= 0 && fp.img.Symbols[i].Func {
			return i
		}
	}
	return -1
}

// bytesAt returns the image bytes [addr, addr+n) or nil.
func (fp *footprinter) bytesAt(addr uint32, n int) []byte {
	for _, seg := range fp.img.Segments {
		if addr >= seg.Vaddr && uint64(addr)+uint64(n) <= uint64(seg.Vaddr)+uint64(len(seg.Data)) {
			off := addr - seg.Vaddr
			return seg.Data[off : off+uint32(n)]
		}
	}
	return nil
}

func (fp *footprinter) decoder(thumb bool) (*decode.Decoder, error) {
	if d, ok := fp.dec[thumb]; ok {
		return d, nil
	}
	d, err := decode.New(fp.mode(thumb))
	if err != nil {
		return nil, fmt.Errorf("footprint: %v", err)
	}
	fp.dec[thumb] = d
	return d, nil
}

// refs decodes function i linearly and returns the symbols it references.
func (fp *footprinter) refs(i int) ([]int, error) {
	if es, ok := fp.edges[i]; ok {
		return es, nil
	}
	s := fp.img.Symbols[i]
	code := fp.bytesAt(s.Addr, int(s.Size))
	if fp.img.RISCV() {
		es := fp.rvRefs(i, code)
		fp.edges[i] = es
		return es, nil
	}
	d, err := fp.decoder(s.Thumb)
	if err != nil {
		return nil, err
	}
	step := uint32(4)
	if s.Thumb {
		step = 2
	}
	found := map[int]bool{}
	add := func(j int) {
		if j >= 0 && j != i {
			found[j] = true
		}
	}
	movw := map[decode.Reg]uint32{}
	for off := uint32(0); off < uint32(len(code)); {
		in, err := d.Decode(code[off:], s.Addr+off)
		if err != nil {
			off += step
			continue
		}
		switch in.ID {
		case decode.InsBL, decode.InsBLX, decode.InsB:
			if len(in.Ops) == 1 && in.Ops[0].Kind == decode.OpImm {
				t := uint32(in.Ops[0].Imm)
				if t < s.Addr || t >= s.Addr+s.Size {
					add(fp.funcStart(t))
				}
			}
		case decode.InsMOVW:
			if len(in.Ops) == 2 && in.Ops[0].Kind == decode.OpReg && in.Ops[1].Kind == decode.OpImm {
				movw[in.Ops[0].Reg] = uint32(in.Ops[1].Imm) & 0xffff
			}
		case decode.InsMOVT:
			if len(in.Ops) == 2 && in.Ops[0].Kind == decode.OpReg && in.Ops[1].Kind == decode.OpImm {
				if lo, ok := movw[in.Ops[0].Reg]; ok {
					add(fp.pointee(uint32(in.Ops[1].Imm)<<16 | lo))
					delete(movw, in.Ops[0].Reg)
				}
			}
		case decode.InsLDR:
			for _, op := range in.Ops {
				if op.Kind != decode.OpMem || op.Mem.Base != decode.PC || op.Mem.Index != decode.RegInvalid {
					continue
				}
				pc := in.Addr + 8
				if s.Thumb {
					pc = (in.Addr + 4) &^ 3
				}
				disp := op.Mem.Disp
				if op.Subtracted && disp > 0 {
					disp = -disp
				}
				if w := fp.bytesAt(uint32(int64(pc)+int64(disp)), 4); w != nil {
					add(fp.pointee(binary.LittleEndian.Uint32(w)))
				}
			}
		}
		off += uint32(in.Size)
	}
	es := make([]int, 0, len(found))
	for j := range found {
		es = append(es, j)
	}
	sort.Ints(es)
	fp.edges[i] = es
	return es, nil
}

// rvRefs decodes RISC-V function i linearly and returns the symbols it
// references: jal targets outside it, and the addresses that lui or auipc
// and the addi, load, store or jalr completing them form, or gp and an
// offset (gp = __global_pointer$, as the start-up code sets it). Only
// such pairs count, as MOVW/MOVT and literal loads on Arm: an address
// computed further (a loop's end pointer) may point past its object.
// A register's known value is forgotten when anything else writes it.
func (fp *footprinter) rvRefs(i int, code []byte) []int {
	s := fp.img.Symbols[i]
	found := map[int]bool{}
	add := func(j int) {
		if j >= 0 && j != i {
			found[j] = true
		}
	}
	upper := map[rvdecode.Reg]uint32{} // registers holding lui/auipc results
	if gp, ok := fp.img.SymbolValue("__global_pointer$"); ok {
		upper[3] = gp
	}
	for off := 0; off+2 <= len(code); {
		n := rvdecode.Length(binary.LittleEndian.Uint16(code[off:]))
		if off+n > len(code) {
			break
		}
		in, err := rvdecode.Decode(fp.rvISA, code[off:off+n])
		if err != nil {
			off += 2
			continue
		}
		pc := s.Addr + uint32(off)
		base, paired := upper[in.Rs1]
		target := base + uint32(in.Imm)
		var hi uint32
		setsHi := false
		switch {
		case in.Op == rvdecode.OpLUI || in.Op == rvdecode.OpCLUI:
			hi, setsHi = uint32(in.Imm), true
		case in.Op == rvdecode.OpAUIPC:
			hi, setsHi = pc+uint32(in.Imm), true
		case in.Class == rvdecode.ClassJAL:
			if t := pc + uint32(in.Imm); t < s.Addr || t >= s.Addr+s.Size {
				add(fp.funcStart(t))
			}
		case !paired:
		case in.Class == rvdecode.ClassJALR:
			add(fp.funcStart(target))
		case in.Class == rvdecode.ClassLoad || in.Class == rvdecode.ClassStore || in.Op == rvdecode.OpADDI || in.Op == rvdecode.OpCADDI:
			add(fp.pointee(target))
		}
		for _, r := range in.Writes.Regs() {
			if r != 3 { // gp stays __global_pointer$
				delete(upper, r)
			}
		}
		if setsHi && in.Rd != rvdecode.NoReg && in.Rd != rvdecode.Zero {
			upper[in.Rd] = hi
		}
		off += n
	}
	es := make([]int, 0, len(found))
	for j := range found {
		es = append(es, j)
	}
	sort.Ints(es)
	return es
}
