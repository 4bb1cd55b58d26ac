package models

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"boardless/rvdecode"
)

// Board profiles are data (profiles/*.json), in three layers as TinyGo's
// target files: a board inherits from its chip, a chip from its core.
//
// Merge rule: the ancestors are decoded first, then each child on top of
// them, with encoding/json's own semantics: a field the child sets
// replaces the parent's (scalars and lists alike), objects merge field by
// field, maps merge key by key. A field name that no struct has is an
// error, so a typo does not silently fall back to the parent's value.

//go:embed profiles/*.json
var builtin embed.FS

// Profile is a core, a chip or a board, after inheritance.
type Profile struct {
	Kind        string `json:"kind"` // core, chip or board
	Name        string `json:"name"`
	Inherits    string `json:"inherits,omitempty"`
	Description string `json:"description,omitempty"`
	Core        string `json:"core,omitempty"` // timing model name
	// ISA is a RISC-V core's instruction set as GCC's -march writes it
	// ("rv32ec_zicsr"), from its core JSON: sim refuses an image whose
	// EF_RISCV_RVE or Tag_RISCV_arch asks for what it lacks. It must be
	// the model's CoreSpec.RISCVISA (checked at load); "" on Arm cores,
	// whose images are checked against CoreSpec.Arch.
	ISA string `json:"isa,omitempty"`
	// GCCFlags is how GCC builds code for the core, which the refusal of
	// an image built for another core names; an Arm core whose name is
	// GCC's -mcpu leaves it "" (-mcpu=<core>, -mthumb on the M profile).
	GCCFlags   string   `json:"gcc_flags,omitempty"`
	Chip       string   `json:"chip,omitempty"`
	ClockHz    uint64   `json:"clock_hz,omitempty"`
	MaxClockHz uint64   `json:"max_clock_hz,omitempty"`
	Memory     []Region `json:"memory,omitempty"`
	Flash      *Flash   `json:"flash,omitempty"`
	// PeripheralRanges, when set, are the only places of the peripheral
	// space (below the Cortex-M private bus) where the chip has
	// registers: firmware mode refuses an access elsewhere.
	PeripheralRanges []Span `json:"peripheral_ranges,omitempty"`
	// MemoryModel selects the memory model of the factory
	// (RegisterMemory): "stm32-flash", "l1-l2-ddr", "zero-wait".
	MemoryModel string `json:"memory_model,omitempty"`
	// MemoryName is what reports call the memory system, when the model
	// does not name it from its own section (flash.model).
	MemoryName string            `json:"memory_name,omitempty"`
	Params     map[string]Param  `json:"params,omitempty"`
	Sources    map[string]string `json:"sources,omitempty"`
	Link       *Link             `json:"link,omitempty"`
	// Estimated names the figures of the profile that no document gives
	// (each estimate's reasoning is in its source field); 'boardless
	// boards' lists them.
	Estimated []string `json:"estimated,omitempty"`
	// sections are the profile's sections by key (section.go): the
	// chip data of package models/chip (its clock tree, energy,
	// accelerators and register facts) and the memory models' own
	// sections (MemorySpec.Section). Their owner defines, checks and
	// reads each (Section), so that adding one does not edit Profile.
	// The flash section above is not one of them: it is the chip's flash,
	// whose wait table the clock tree and the reports read too.
	sections map[string]any
	// paramFrom names, per parameter, the profile file that set it last
	// in the inheritance chain (for 'boardless params').
	paramFrom map[string]string
}

// Region is one memory of the board's map.
type Region struct {
	Name string `json:"name"`
	Kind string `json:"kind"` // flash, sram, ddr, rom
	Base Hex    `json:"base"`
	Size Size   `json:"size"`
}

// Flash describes the flash interface: wait states by clock, and the
// accelerators in front of it.
type Flash struct {
	// WaitStates overrides the table when set.
	WaitStates *int       `json:"wait_states,omitempty"`
	WaitTable  []WaitStep `json:"wait_table,omitempty"`
	Prefetch   *bool      `json:"prefetch,omitempty"`
	ICache     *bool      `json:"icache,omitempty"`
	Source     string     `json:"source,omitempty"`
	// Model names the interface: "stm32g0", "stm32f0" or "stm32wba".
	Model string `json:"model,omitempty"`
	// LineBytes is the flash read width.
	LineBytes uint32 `json:"line_bytes,omitempty"`
	// PrefetchBlocks, when set, makes the prefetcher a buffer of that
	// many blocks of LineBytes (the STM32F0's, RM0091 §3.2.1) instead of
	// a next-line prefetcher; the stm32-flash model reads it.
	PrefetchBlocks int `json:"prefetch_blocks,omitempty"`
	// The instruction cache geometry, when the chip has one.
	ICacheBytes     uint32 `json:"icache_bytes,omitempty"`
	ICacheWays      int    `json:"icache_ways,omitempty"`
	ICacheLineBytes uint32 `json:"icache_line_bytes,omitempty"`
	// DataViaCache: data reads of the flash go through the cache.
	DataViaCache bool `json:"data_via_cache,omitempty"`
}

// WaitStep: up to MaxHz the flash needs WaitStates wait states.
type WaitStep struct {
	MaxHz      uint64 `json:"max_hz"`
	WaitStates int    `json:"wait_states"`
}

// Param is a named model parameter with its default, unit and source.
type Param struct {
	Value  float64 `json:"value"`
	Unit   string  `json:"unit"`
	Source string  `json:"source"`
	Note   string  `json:"note,omitempty"`
}

// Link places kernels in memory: where code and data go in the linker
// script made for the board. Without it, code goes to the first flash and
// data to the first SRAM.
type Link struct {
	Code Span `json:"code"`
	Data Span `json:"data"`
	// MinStack is the least stack a call is given, in bytes (0: 2048);
	// a chip with little RAM sets less (the CH32V003's 2 KB).
	MinStack Size `json:"min_stack,omitempty"`
}

// DefaultMinStack is the least stack a call is given when the profile's
// link.min_stack does not say.
const DefaultMinStack = 2048

// MinStack is the least stack a call on the board is given.
func (p *Profile) MinStack() uint64 {
	if p.Link != nil && p.Link.MinStack != 0 {
		return uint64(p.Link.MinStack)
	}
	return DefaultMinStack
}

// Span is a base and a size.
type Span struct {
	Base Hex  `json:"base"`
	Size Size `json:"size"`
}

// Hex is a 32-bit address written as "0x08000000" or a number.
type Hex uint32

func (h *Hex) UnmarshalJSON(b []byte) error {
	v, err := parseNumber(b, false)
	if err != nil {
		return err
	}
	if v > 0xffffffff {
		return fmt.Errorf("address %s beyond 32 bits", b)
	}
	*h = Hex(v)
	return nil
}

func (h Hex) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf("\"0x%08x\"", uint32(h))), nil }

// Size is a byte count written as a number or with a K or M suffix.
type Size uint64

func (s *Size) UnmarshalJSON(b []byte) error {
	v, err := parseNumber(b, true)
	if err != nil {
		return err
	}
	*s = Size(v)
	return nil
}

func (s Size) MarshalJSON() ([]byte, error) {
	switch {
	case s != 0 && s%(1<<20) == 0:
		return []byte(fmt.Sprintf("\"%dM\"", s>>20)), nil
	case s != 0 && s%(1<<10) == 0:
		return []byte(fmt.Sprintf("\"%dK\"", s>>10)), nil
	}
	return []byte(strconv.FormatUint(uint64(s), 10)), nil
}

func parseNumber(b []byte, suffix bool) (uint64, error) {
	s := strings.TrimSpace(string(b))
	if strings.HasPrefix(s, "\"") {
		if err := json.Unmarshal(b, &s); err != nil {
			return 0, err
		}
	}
	mult := uint64(1)
	if suffix && len(s) > 0 {
		switch s[len(s)-1] {
		case 'K', 'k':
			mult, s = 1<<10, s[:len(s)-1]
		case 'M', 'm':
			mult, s = 1<<20, s[:len(s)-1]
		}
	}
	v, err := strconv.ParseUint(s, 0, 64)
	if err != nil {
		return 0, fmt.Errorf("invalid number %q", s)
	}
	if v > math.MaxUint64/mult {
		return 0, fmt.Errorf("number %q too large", s)
	}
	return v * mult, nil
}

// LoadProfile returns a built-in profile by name, inheritance resolved.
func LoadProfile(name string) (*Profile, error) {
	return resolve(name, nil, "", 0)
}

// LoadProfileFile reads a user's profile file; it may inherit from a
// built-in profile or from another file beside it.
func LoadProfileFile(file string) (*Profile, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: %v", file, pe.Err)
		}
		return nil, err
	}
	p, err := resolve(file, data, filepath.Dir(file), 0)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// resolve decodes name (or data, when given) on top of its ancestors. A
// profile read from a file in dir may inherit from another file of dir
// (dir/NAME.json) before a built-in profile of that name.
func resolve(name string, data []byte, dir string, depth int) (*Profile, error) {
	if depth > 8 {
		return nil, fmt.Errorf("profile %s: inheritance deeper than 8 (a cycle?)", name)
	}
	if data == nil {
		var err error
		data, err = builtin.ReadFile("profiles/" + name + ".json")
		if err != nil {
			return nil, fmt.Errorf("unknown board or profile %q (known boards: %s)", name, strings.Join(builtinBoardFiles(), ", "))
		}
	}
	var head struct {
		Inherits string                     `json:"inherits"`
		Params   map[string]json.RawMessage `json:"params"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("profile %s: %v", name, jsonError(data, err))
	}
	p := &Profile{}
	if head.Inherits != "" {
		pname, pdata, pdir := head.Inherits, []byte(nil), ""
		if dir != "" {
			if b, err := os.ReadFile(filepath.Join(dir, head.Inherits+".json")); err == nil {
				pname, pdata, pdir = filepath.Join(dir, head.Inherits+".json"), b, dir
			}
		}
		parent, err := resolve(pname, pdata, pdir, depth+1)
		if err != nil {
			return nil, fmt.Errorf("profile %s: inherits: %v", name, err)
		}
		p = parent
	}
	p.Description = "" // descriptions are not inherited
	inheritedCore := p.Core
	rest, err := p.decodeSections(data)
	if err != nil {
		return nil, fmt.Errorf("profile %s: %v", name, err)
	}
	dec := json.NewDecoder(bytes.NewReader(rest))
	dec.DisallowUnknownFields()
	if err := dec.Decode(p); err != nil {
		return nil, fmt.Errorf("profile %s: %v", name, jsonError(data, err))
	}
	for k := range head.Params {
		if p.paramFrom == nil {
			p.paramFrom = map[string]string{}
		}
		p.paramFrom[k] = profileLabel(name)
	}
	if p.Core != inheritedCore && p.Kind != "core" {
		if err := p.takeCoreFields(rest, depth); err != nil {
			return nil, fmt.Errorf("profile %s: %v", name, err)
		}
	}
	if err := p.validate(); err != nil {
		return nil, fmt.Errorf("profile %s: %v", name, err)
	}
	return p, nil
}

// takeCoreFields gives a profile that changes its chain's core (the
// rpi-pico2-riscv board selects the RP2350's Hazard3) the fields that
// belong to the core, isa and gcc_flags, from the built-in core JSON of
// that name, unless the profile's own JSON (data) sets them. A core with
// no built-in JSON (one only a test registers) keeps what the profile
// sets, and the loader's check of isa then refuses a mismatch.
func (p *Profile) takeCoreFields(data []byte, depth int) error {
	var own map[string]json.RawMessage
	if err := json.Unmarshal(data, &own); err != nil {
		return err
	}
	_, setsISA := own["isa"]
	_, setsFlags := own["gcc_flags"]
	if setsISA && setsFlags {
		return nil
	}
	core := &Profile{}
	if _, err := builtin.ReadFile("profiles/" + p.Core + ".json"); err == nil {
		if core, err = resolve(p.Core, nil, "", depth+1); err != nil {
			return err
		}
	}
	if !setsISA {
		p.ISA = core.ISA
	}
	if !setsFlags {
		p.GCCFlags = core.GCCFlags
	}
	return nil
}

// profileLabel is how 'boardless params' names the profile that set a
// value: the built-in profile's name, or the user's file.
func profileLabel(name string) string {
	if strings.HasSuffix(name, ".json") {
		return name
	}
	return name + ".json"
}

// jsonError adds the line of a syntax error and names the field of a
// type error.
func jsonError(data []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line := 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
		return fmt.Errorf("line %d: %v", line, se)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Errorf("field %s: expected %s, got %s", te.Field, te.Type, te.Value)
	}
	return err
}

// validateISA checks that a RISC-V core's JSON names the ISA its model
// implements, all of it known, and that an Arm core's names none.
func (p *Profile) validateISA(spec CoreSpec) error {
	if spec.RISCVISA == 0 {
		if p.ISA != "" {
			return fmt.Errorf("isa: %q on %s, an Arm core (its images are checked against %s)", p.ISA, spec.Name, spec.Arch)
		}
		return nil
	}
	isa, unknown, err := rvdecode.ParseISA(p.ISA)
	switch {
	case err != nil:
		return fmt.Errorf("isa: %v (the RISC-V core %s's JSON names its ISA)", err, spec.Name)
	case len(unknown) > 0:
		return fmt.Errorf("isa: %q: extensions %q unknown to the decoder", p.ISA, unknown)
	case isa != spec.RISCVISA:
		return fmt.Errorf("isa: %q is not the ISA the %s model implements (CoreSpec.RISCVISA %#x, the string %#x)", p.ISA, spec.Name, spec.RISCVISA, isa)
	}
	return nil
}

// validate checks what the simulator relies on, naming the field.
func (p *Profile) validate() error {
	switch p.Kind {
	case "core", "chip", "board":
	default:
		return fmt.Errorf("kind: %q is not core, chip or board", p.Kind)
	}
	if p.Name == "" {
		return errors.New("name: missing")
	}
	if err := p.checkSections(false); err != nil {
		return err
	}
	if p.Kind != "board" {
		return nil
	}
	spec, err := LookupCore(p.Core)
	if err != nil {
		return err
	}
	if err := p.validateISA(spec); err != nil {
		return err
	}
	if p.ClockHz == 0 {
		return errors.New("clock_hz: missing or zero")
	}
	if p.MaxClockHz != 0 && p.ClockHz > p.MaxClockHz {
		return fmt.Errorf("clock_hz: %d above the chip's maximum %d", p.ClockHz, p.MaxClockHz)
	}
	if len(p.Memory) == 0 {
		return errors.New("memory: no regions")
	}
	for i, r := range p.Memory {
		switch r.Kind {
		case "flash", "sram", "ddr", "rom":
		default:
			return fmt.Errorf("memory[%d].kind: %q is not flash, sram, ddr or rom", i, r.Kind)
		}
		if r.Size == 0 || r.Size%4096 != 0 || uint64(r.Base)%4096 != 0 {
			return fmt.Errorf("memory[%d] (%s): base and size must be non-zero multiples of 4 KiB", i, r.Name)
		}
		if uint64(r.Base)+uint64(r.Size) > 1<<32 {
			return fmt.Errorf("memory[%d] (%s): beyond the 32-bit address space", i, r.Name)
		}
		for j := 0; j < i; j++ {
			o := p.Memory[j]
			if uint64(r.Base) < uint64(o.Base)+uint64(o.Size) && uint64(o.Base) < uint64(r.Base)+uint64(r.Size) {
				return fmt.Errorf("memory[%d] (%s) overlaps memory[%d] (%s)", i, r.Name, j, o.Name)
			}
		}
	}
	if _, err := p.RAM(); err != nil {
		return err
	}
	if err := p.validateLink(); err != nil {
		return err
	}
	if err := p.validateFlash(); err != nil {
		return err
	}
	if err := p.checkSections(true); err != nil {
		return err
	}
	mem, err := LookupMemory(p.MemoryModel)
	if err != nil {
		return err
	}
	if mem.Check != nil {
		if err := mem.Check(p); err != nil {
			return err
		}
	}
	_, err = p.ResolveParams(nil)
	return err
}

// CheckFlashCache checks the flash section's instruction cache geometry
// as the flash model (package memory, which sets it) builds its cache.
var CheckFlashCache func(bytes uint32, ways int, line uint32) error

// validateFlash checks the flash section's own consistency.
func (p *Profile) validateFlash() error {
	if p.Flash != nil {
		if ws := p.Flash.WaitStates; ws != nil && (*ws < 0 || *ws > 15) {
			return fmt.Errorf("flash.wait_states: %d out of range 0..15", *ws)
		}
		if p.Flash.LineBytes != 0 && p.Flash.LineBytes&(p.Flash.LineBytes-1) != 0 {
			return fmt.Errorf("flash.line_bytes: %d is not a power of two", p.Flash.LineBytes)
		}
		if p.Flash.ICacheBytes != 0 {
			if CheckFlashCache == nil {
				return errors.New("flash.icache_bytes: no flash model to check the geometry against (import boardless/models/all)")
			}
			if err := CheckFlashCache(p.Flash.ICacheBytes, p.Flash.ICacheWays, p.Flash.ICacheLineBytes); err != nil {
				return fmt.Errorf("flash.icache_bytes/icache_ways/icache_line_bytes: %v", err)
			}
		}
		for i, s := range p.Flash.WaitTable {
			if i > 0 && s.MaxHz <= p.Flash.WaitTable[i-1].MaxHz {
				return fmt.Errorf("flash.wait_table[%d].max_hz: not increasing", i)
			}
		}
	}
	return nil
}

// validateLink checks that the link spans lie inside the board's memory:
// the simulator puts the stack at the top of the data span and code in
// the code span, so a span outside memory (or past 4 GiB) must not load.
func (p *Profile) validateLink() error {
	if p.Link == nil {
		return nil
	}
	for _, c := range []struct {
		name  string
		span  Span
		kinds string
	}{{"link.code", p.Link.Code, "flash rom sram ddr"}, {"link.data", p.Link.Data, "sram ddr"}} {
		if c.span.Size == 0 {
			continue
		}
		inside := false
		for _, r := range p.Memory {
			if uint64(c.span.Base) >= uint64(r.Base) && uint64(c.span.Base)+uint64(c.span.Size) <= uint64(r.Base)+uint64(r.Size) &&
				strings.Contains(c.kinds, r.Kind) {
				inside = true
			}
		}
		if !inside {
			return fmt.Errorf("%s: 0x%08x+0x%x does not lie inside one %s memory region",
				c.name, uint32(c.span.Base), uint64(c.span.Size), strings.ReplaceAll(c.kinds, " ", ", "))
		}
	}
	return nil
}

// BoardNames lists the built-in boards.
func BoardNames() []string {
	var out []string
	for _, p := range Boards() {
		out = append(out, p.Name)
	}
	return out
}

// builtinBoardFiles names the built-in profiles of kind board from their
// own "kind" field, without resolving them: the unknown-profile error
// lists them, and resolving there would recurse when a built-in board
// inherits a profile that does not exist.
func builtinBoardFiles() []string {
	entries, _ := fs.ReadDir(builtin, "profiles")
	var out []string
	for _, e := range entries {
		data, err := builtin.ReadFile("profiles/" + e.Name())
		var head struct {
			Kind string `json:"kind"`
		}
		if err == nil && json.Unmarshal(data, &head) == nil && head.Kind == "board" {
			out = append(out, strings.TrimSuffix(e.Name(), path.Ext(e.Name())))
		}
	}
	return out
}

// Boards returns every built-in board profile, sorted by name.
func Boards() []*Profile {
	entries, _ := fs.ReadDir(builtin, "profiles")
	var out []*Profile
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), path.Ext(e.Name()))
		p, err := resolve(name, nil, "", 0)
		if err == nil && p.Kind == "board" {
			out = append(out, p)
		}
	}
	return out
}

// RAM returns the region where kernels' buffers and the stack go: the
// link data span if any, otherwise the first SRAM (or DDR).
func (p *Profile) RAM() (Span, error) {
	if p.Link != nil && p.Link.Data.Size != 0 {
		return p.Link.Data, nil
	}
	for _, r := range p.Memory {
		if r.Kind == "sram" || r.Kind == "ddr" {
			return Span{r.Base, r.Size}, nil
		}
	}
	return Span{}, errors.New("memory: no sram or ddr region for data and stack")
}

// Code returns where kernels' code goes: the link code span if any,
// otherwise the first flash.
func (p *Profile) Code() (Span, error) {
	if p.Link != nil && p.Link.Code.Size != 0 {
		return p.Link.Code, nil
	}
	for _, r := range p.Memory {
		if r.Kind == "flash" {
			return Span{r.Base, r.Size}, nil
		}
	}
	return Span{}, errors.New("memory: no flash region and no link.code span")
}

// FlashRegion returns the first flash region.
func (p *Profile) FlashRegion() (Region, bool) {
	for _, r := range p.Memory {
		if r.Kind == "flash" {
			return r, true
		}
	}
	return Region{}, false
}

// FlashWaitStates returns the wait states at the board's clock: the
// override if set, otherwise the chip's table.
func (p *Profile) FlashWaitStates() int {
	if p.Flash == nil {
		return 0
	}
	if p.Flash.WaitStates != nil {
		return *p.Flash.WaitStates
	}
	return WaitStatesFor(p.Flash.WaitTable, p.ClockHz)
}

// WaitStatesFor looks a clock up in a wait-state table.
func WaitStatesFor(table []WaitStep, hz uint64) int {
	for _, s := range table {
		if hz <= s.MaxHz {
			return s.WaitStates
		}
	}
	if len(table) == 0 {
		return 0
	}
	return table[len(table)-1].WaitStates
}

// LinkerScript returns the MEMORY block of a GNU ld script for the board.
func (p *Profile) LinkerScript() (string, error) {
	code, err := p.Code()
	if err != nil {
		return "", err
	}
	data, err := p.RAM()
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("/* Generated by boardless linker-script --board %s. */\nMEMORY\n{\n  FLASH (rx) : ORIGIN = 0x%08x, LENGTH = %d\n  RAM (rwx) : ORIGIN = 0x%08x, LENGTH = %d\n}\n",
		p.Name, uint32(code.Base), code.Size, uint32(data.Base), data.Size), nil
}

// FullLinkerScript returns a complete GNU ld script for the board: the
// MEMORY block, the sections C and C++ need (a vector table first in
// FLASH if there is one, .init_array for constructors, .data copied
// from FLASH, .bss), and the symbols newlib and ST's start-up code look
// for: end/_end/__end__ where the heap starts, __StackTop/_estack at the
// top of RAM, __StackLimit and __HeapLimit _Min_Stack_Size below it.
func (p *Profile) FullLinkerScript() (string, error) {
	mem, err := p.LinkerScript()
	if err != nil {
		return "", err
	}
	mem = strings.Replace(mem, "boardless linker-script --board", "boardless linker-script --full --board", 1)
	if spec, err := LookupCore(p.Core); err == nil && spec.RISCVISA != 0 {
		return mem + riscvSections(p), nil
	}
	return mem + fullSections, nil
}

// riscvSections is fullSections for a RISC-V core: GCC puts small
// objects in .srodata, .sdata and .sbss and, when __global_pointer$ is
// defined, ld relaxes their addresses to gp-relative ones (gp = the
// symbol; boardless sets it before a call as the start-up code does).
// The Arm unwinding and interworking sections are left out. The header
// says how to link a program that uses picolibc instead.
func riscvSections(p *Profile) string {
	code, _ := p.Code()
	ram, _ := p.RAM()
	note := fmt.Sprintf(`
/* RISC-V: for freestanding code (-ffreestanding -nostdlib -nostartfiles).
   With picolibc, link with its own script and this board's memory:
     riscv64-unknown-elf-gcc --specs=picolibc.specs --oslib=semihost \
       -Wl,--defsym=__flash=0x%08x -Wl,--defsym=__flash_size=0x%x \
       -Wl,--defsym=__ram=0x%08x -Wl,--defsym=__ram_size=0x%x ... */
`, uint32(code.Base), code.Size, uint32(ram.Base), ram.Size)
	s := fullSections
	for _, r := range [][2]string{
		{"    *(.glue_7) *(.glue_7t) *(.vfp11_veneer) *(.v4_bx)\n", ""},
		{"  .ARM.extab : { *(.ARM.extab* .gnu.linkonce.armextab.*) } > FLASH\n  .ARM.exidx :\n  {\n    __exidx_start = .;\n    *(.ARM.exidx* .gnu.linkonce.armexidx.*)\n    __exidx_end = .;\n  } > FLASH\n\n", ""},
		{"    *(.rodata .rodata.* .gnu.linkonce.r.*)\n", "    *(.rodata .rodata.* .gnu.linkonce.r.*)\n    *(.srodata .srodata.*)\n"},
		{"    *(.data .data.* .gnu.linkonce.d.*)\n", "    *(.data .data.* .gnu.linkonce.d.*)\n    . = ALIGN(4);\n    __global_pointer$ = . + 0x800;\n    *(.sdata .sdata.*)\n"},
		{"    *(.bss .bss.* .gnu.linkonce.b.* COMMON)\n", "    *(.sbss .sbss.* .scommon)\n    *(.bss .bss.* .gnu.linkonce.b.* COMMON)\n"},
	} {
		s = strings.Replace(s, r[0], r[1], 1)
	}
	return note + s
}

const fullSections = `
/* The least stack the heap must leave free; define _Min_Stack_Size
   (e.g. -Wl,--defsym=_Min_Stack_Size=0x1000) to change it. */
_Min_Stack_Size = DEFINED(_Min_Stack_Size) ? _Min_Stack_Size : 0x800;

SECTIONS
{
  .text : ALIGN(4)
  {
    KEEP(*(.isr_vector .vectors))
    *(.text .text.* .gnu.linkonce.t.*)
    *(.glue_7) *(.glue_7t) *(.vfp11_veneer) *(.v4_bx)
    KEEP(*(.init)) KEEP(*(.fini))
    . = ALIGN(4);
  } > FLASH

  .rodata : ALIGN(4)
  {
    *(.rodata .rodata.* .gnu.linkonce.r.*)
    . = ALIGN(4);
  } > FLASH

  .ARM.extab : { *(.ARM.extab* .gnu.linkonce.armextab.*) } > FLASH
  .ARM.exidx :
  {
    __exidx_start = .;
    *(.ARM.exidx* .gnu.linkonce.armexidx.*)
    __exidx_end = .;
  } > FLASH

  /* Constructors: boardless runs them once before the first call. */
  .preinit_array : ALIGN(4)
  {
    PROVIDE_HIDDEN(__preinit_array_start = .);
    KEEP(*(.preinit_array*))
    PROVIDE_HIDDEN(__preinit_array_end = .);
  } > FLASH
  .init_array : ALIGN(4)
  {
    PROVIDE_HIDDEN(__init_array_start = .);
    KEEP(*(SORT(.init_array.*)))
    KEEP(*(.init_array*))
    PROVIDE_HIDDEN(__init_array_end = .);
  } > FLASH
  .fini_array : ALIGN(4)
  {
    PROVIDE_HIDDEN(__fini_array_start = .);
    KEEP(*(SORT(.fini_array.*)))
    KEEP(*(.fini_array*))
    PROVIDE_HIDDEN(__fini_array_end = .);
  } > FLASH

  .data : ALIGN(4)
  {
    __data_start__ = .;
    _sdata = .;
    *(.data .data.* .gnu.linkonce.d.*)
    . = ALIGN(4);
    __data_end__ = .;
    _edata = .;
  } > RAM AT> FLASH
  __data_load__ = LOADADDR(.data);
  _sidata = __data_load__;

  .bss : ALIGN(4)
  {
    __bss_start__ = .;
    _sbss = .;
    *(.bss .bss.* .gnu.linkonce.b.* COMMON)
    . = ALIGN(8);
    __bss_end__ = .;
    _ebss = .;
  } > RAM

  /* The heap grows up from end (newlib's _sbrk), the stack down from
     the top of RAM. */
  end = __bss_end__;
  _end = end;
  __end__ = end;
  __HeapBase = end;
  __StackTop = ORIGIN(RAM) + LENGTH(RAM);
  _estack = __StackTop;
  PROVIDE(__stack = __StackTop);
  __StackLimit = __StackTop - _Min_Stack_Size;
  __HeapLimit = __StackLimit;
  /* crtbegin.o's handle, which C++ static destructors register with;
     -nostartfiles leaves crtbegin.o out. */
  PROVIDE_HIDDEN(__dso_handle = 0);
  ASSERT(end <= __StackLimit, "RAM overflow: .data and .bss leave less than _Min_Stack_Size bytes for the stack")
}
`
