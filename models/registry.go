package models

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"boardless/rvdecode"
)

// The core registry and the memory-model factory: the one place that
// knows which cores and memory systems exist. Everything else asks here
// (sim for the emulator CPU and the constructors, firmware devices for
// CPUID and the cycle counter, calibrate for the parameters), so adding
// a core is its model file with one Register call, its core JSON and its
// conformance folder; adding a memory model is its file with one
// RegisterMemory call.

// CoreSpec is one core of the registry.
type CoreSpec struct {
	Name        string // the profile's "core": "cortex-m0plus"
	Arch        string // "ARMv6-M"
	Description string
	// Emulator is the Unicorn CPU model that executes the core's code
	// (Unicorn has no Cortex-M0+; its Cortex-M0 runs the same ISA).
	Emulator string
	MProfile bool // M-profile: Thumb only, vector table, NVIC, SysTick
	// AlignFaults: unaligned data accesses fault (ARMv6-M). The emulator
	// model takes the fault itself (Unicorn's Cortex-M0, MT-H2); the
	// engine test of every M board checks that it does.
	AlignFaults bool
	// TraceAllData: the core model sees every data access, not only
	// those the memory model asks for (DataRanges): the QingKe V2 refuses
	// a misaligned one, which traps on the chip (MT-G3) but not in the
	// emulator. It costs speed (any data hook halves Unicorn's).
	TraceAllData bool
	// CPUID is SCB->CPUID on M-profile (MIDR on A-profile).
	CPUID uint32
	// CycleCounter is the core's free-running cycle counter: "dwt"
	// (DWT_CYCCNT), "pmccntr" (the A-profile PMU), or "" for none
	// (ARMv6-M has only SysTick).
	CycleCounter string
	// FPU names the floating-point unit ("" for none).
	FPU string
	// RISCVISA is the extension set a RISC-V core implements (the
	// emulator runs in Go those it lacks); zero on the Arm cores.
	RISCVISA rvdecode.Ext
	// Exceptions is the M-profile exception model firmware mode takes
	// interrupts with (exception.go); zero EntryCycles: none.
	Exceptions ExceptionTiming
	Params     []ParamDef
	// DefaultFit names the parameters calibrate fits when none are
	// given (any parameter of the board's schema).
	DefaultFit []string
	New        func(CoreConfig) (Core, error)
	// OperandSites, when set, finds in a code segment (its bytes and
	// address) the instructions whose timing depends on operand values
	// the event stream does not carry (early-terminating division): the
	// runner reports their operands before each execution to a core
	// that is an OperandObserver. nil for cores that need none.
	OperandSites func(code []byte, base uint32) []OperandSite
}

// CoreConfig is what a core model is built from.
type CoreConfig struct {
	Mem    Memory
	Code   CodeReader
	Params Values // every parameter of the spec, resolved and checked
}

// MemorySpec is one memory model of the factory, chosen by a profile's
// "memory_model".
type MemorySpec struct {
	Name        string
	Description string
	// Params lists the model's parameters for a board: their defaults
	// may follow the board (flash wait states from the chip's table at
	// the board's clock); nil for none.
	Params func(board *Profile) []ParamDef
	// Check validates the profile's configuration of this model (its
	// JSON section); nil when there is none.
	Check func(board *Profile) error
	New   func(board *Profile, params Values) (Memory, error)
	// WhatIfs are the what-if flags the model takes and the parameter
	// each sets (whatif.go); a flag not listed, or whose parameter the
	// board's schema lacks, is refused.
	WhatIfs map[WhatIf]string
	// WhatIfHints say, for a flag the model does not take, what the
	// board has nearest to it (one clause, naming its --param).
	WhatIfHints map[WhatIf]string
	// Section, when set, is the key of the model's own section of a
	// profile ("m7_memory"), and NewSection returns a pointer to an
	// empty value of it. The loader decodes the section into that value
	// (a child's fields on top of its parent's, unknown fields refused,
	// as for the rest of a profile) and the model reads it back with
	// Profile.Section and checks it in Check: a new model brings its
	// section without editing profile.go.
	Section    string
	NewSection func() any
	// XIP says the model is a flash behind an execute-in-place cache:
	// its flash_wait_states parameter is the cost of a cache miss, not
	// the flash's wait states ('boards' shows "XIP" for it).
	XIP bool
}

var registry = struct {
	sync.RWMutex
	cores map[string]CoreSpec
	mems  map[string]MemorySpec
	// sections are the profile sections (section.go) by key, and their
	// keys in the order they were registered.
	sections     map[string]SectionSpec
	sectionOrder []string
	// keyOrder is the order of a written-out profile's keys: Profile's
	// own fields and the sections placed after one (SectionSpec.After);
	// nil until a section is so placed.
	keyOrder []string
}{cores: map[string]CoreSpec{}, mems: map[string]MemorySpec{}, sections: map[string]SectionSpec{}}

// Register adds a core. A core file calls it from init; a test may add a
// core that exists only in its test data. A second core of the same name
// is a programming error.
func Register(c CoreSpec) {
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.cores[c.Name]; dup || c.Name == "" || c.New == nil {
		panic(fmt.Sprintf("models: core %q registered twice or incomplete", c.Name))
	}
	for _, p := range c.Params {
		if err := p.Check(p.Default); !p.Required && err != nil {
			panic(fmt.Sprintf("models: core %s: default: %v", c.Name, err))
		}
	}
	registry.cores[c.Name] = c
}

// RegisterMemory adds a memory model.
func RegisterMemory(m MemorySpec) {
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.mems[m.Name]; dup || m.Name == "" || m.New == nil {
		panic(fmt.Sprintf("models: memory model %q registered twice or incomplete", m.Name))
	}
	if m.Section != "" {
		if m.NewSection == nil {
			panic(fmt.Sprintf("models: memory model %q: section %q without NewSection", m.Name, m.Section))
		}
		registerSectionLocked(SectionSpec{Key: m.Section, New: m.NewSection})
	}
	registry.mems[m.Name] = m
}

// LookupCore returns a core of the registry.
func LookupCore(name string) (CoreSpec, error) {
	registry.RLock()
	defer registry.RUnlock()
	c, ok := registry.cores[name]
	if !ok {
		return CoreSpec{}, fmt.Errorf("core: %q is not one of %s", name, strings.Join(coreNamesLocked(), ", "))
	}
	return c, nil
}

// LookupMemory returns a memory model of the factory.
func LookupMemory(name string) (MemorySpec, error) {
	registry.RLock()
	defer registry.RUnlock()
	m, ok := registry.mems[name]
	if !ok {
		names := make([]string, 0, len(registry.mems))
		for n := range registry.mems {
			names = append(names, n)
		}
		sort.Strings(names)
		return MemorySpec{}, fmt.Errorf("memory_model: %q is not one of %s", name, strings.Join(names, ", "))
	}
	return m, nil
}

// Cores lists the registry, sorted by name.
func Cores() []CoreSpec {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]CoreSpec, 0, len(registry.cores))
	for _, n := range coreNamesLocked() {
		out = append(out, registry.cores[n])
	}
	return out
}

// CoreNames lists the core timing models.
func CoreNames() []string {
	registry.RLock()
	defer registry.RUnlock()
	return coreNamesLocked()
}

func coreNamesLocked() []string {
	out := make([]string, 0, len(registry.cores))
	for n := range registry.cores {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// NewMemory builds the board's memory model with the given parameter
// values (ValuesOf(board.ResolveParams(...)), possibly changed since:
// firmware mode rebuilds it when the firmware writes FLASH_ACR).
func NewMemory(board *Profile, v Values) (Memory, error) {
	spec, err := LookupMemory(board.MemoryModel)
	if err != nil {
		return nil, fmt.Errorf("board %s: %v", board.Name, err)
	}
	m, err := spec.New(board, v)
	if err != nil {
		return nil, fmt.Errorf("board %s: %s: %v", board.Name, spec.Name, err)
	}
	return m, nil
}

// NewCore builds the board's core model over mem, reading code through
// code.
func NewCore(board *Profile, v Values, mem Memory, code CodeReader) (Core, error) {
	spec, err := LookupCore(board.Core)
	if err != nil {
		return nil, fmt.Errorf("board %s: %v", board.Name, err)
	}
	return spec.New(CoreConfig{Mem: mem, Code: code, Params: v})
}
