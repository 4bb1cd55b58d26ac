// Package emu runs ARM code under Unicorn (Debian's libunicorn 2.0.1) and
// hands every executed instruction and traced data access to Go in batches.
//
// It is a deliberately small cgo binding of our own: open an engine for a
// CPU, map memory, read and write memory and registers, run until an
// address with an instruction budget, and report why a run stopped. ELF
// loading and AAPCS function calls sit on top of it (elf.go, call.go).
// Timing is not this package's business: it only produces the event stream.
//
// On Debian's libunicorn 2.0.1 the package also replaces four functions of
// the library, to take off every guest store most of the overhead that
// Unicorn 2.1.0 removed (stores.c); StoreFastPath reports whether it could.
package emu

/*
#cgo LDFLAGS: -lunicorn
#include <stdlib.h>
#include <string.h>
#include "trace.h"
#include "stores.h"
*/
import "C"

import (
	"boardless/rvdecode"
	"boardless/trace"
	"errors"
	"fmt"
	"runtime/cgo"
	"sync/atomic"
	"time"
	"unsafe"
)

// CPU names one of Unicorn's ARM CPU models ("cortex-m0", "cortex-m33",
// "cortex-a7", ...). Which model runs which core's code is the core
// registry's business (models.CoreSpec.Emulator); this package only knows
// what Unicorn offers.
type CPU string

// The CPUs the tests of this package and of the conformance suite use.
const (
	// CortexM0 serves both Cortex-M0 and Cortex-M0+: Unicorn has no M0+
	// model, and the two share the ARMv6-M instruction set.
	CortexM0  CPU = "cortex-m0"
	CortexM33 CPU = "cortex-m33"
	CortexA7  CPU = "cortex-a7"
)

type ucModel struct {
	model  C.int
	mclass bool
	riscv  bool // UC_ARCH_RISCV / UC_MODE_RISCV32 (riscv.go)
}

// ucModels are Unicorn 2.0's Cortex CPU models (unicorn/arm.h).
var ucModels = map[CPU]ucModel{
	"cortex-m0":  {model: C.UC_CPU_ARM_CORTEX_M0, mclass: true},
	"cortex-m3":  {model: C.UC_CPU_ARM_CORTEX_M3, mclass: true},
	"cortex-m4":  {model: C.UC_CPU_ARM_CORTEX_M4, mclass: true},
	"cortex-m7":  {model: C.UC_CPU_ARM_CORTEX_M7, mclass: true},
	"cortex-m33": {model: C.UC_CPU_ARM_CORTEX_M33, mclass: true},
	"cortex-r5":  {model: C.UC_CPU_ARM_CORTEX_R5, mclass: false},
	"cortex-r5f": {model: C.UC_CPU_ARM_CORTEX_R5F, mclass: false},
	"cortex-a7":  {model: C.UC_CPU_ARM_CORTEX_A7, mclass: false},
	"cortex-a8":  {model: C.UC_CPU_ARM_CORTEX_A8, mclass: false},
	"cortex-a9":  {model: C.UC_CPU_ARM_CORTEX_A9, mclass: false},
	"cortex-a15": {model: C.UC_CPU_ARM_CORTEX_A15, mclass: false},
	// RV32IMAC (riscv.go): the model without F and D (MT-G4).
	RV32IMAC: {model: C.UC_CPU_RISCV32_SIFIVE_E31, riscv: true},
}

func (c CPU) String() string { return string(c) }

// Known reports whether Unicorn has the CPU model.
func (c CPU) Known() bool { _, ok := ucModels[c]; return ok }

// MProfile reports whether the CPU is an M-profile core (Thumb only,
// vector table reset).
func (c CPU) MProfile() bool { return ucModels[c].mclass }

// Perm is a memory protection mask.
type Perm int

const (
	PermRead  Perm = C.UC_PROT_READ
	PermWrite Perm = C.UC_PROT_WRITE
	PermExec  Perm = C.UC_PROT_EXEC
	PermAll   Perm = C.UC_PROT_ALL
)

// Machine is one Unicorn engine with its trace buffer.
// It is not safe for concurrent use; run one Machine per goroutine.
type Machine struct {
	uc     *C.uc_engine
	tr     *C.bl_trace
	code   *C.bl_code // pages that held translated code (stores.c)
	cpu    CPU
	handle cgo.Handle
	x      expander
	maps   []Region
	// timeout bounds each run's wall-clock time (SetTimeout); 0 is none.
	timeout  time.Duration
	timedOut bool // the last run ended on its wall-clock bound
	stopped  atomic.Bool
	// stopCheck is asked after every batch (stopreq.go).
	stopCheck func() bool
	// isa is what a RISC-V core implements (SetISA); hostInsns counts
	// the instructions of it executed in Go (riscv.go).
	isa       rvdecode.Ext
	hostInsns uint64
	// patches are the RISC-V instructions replaced by ebreak, with their
	// original bytes, within [patchLo, patchHi) (riscv.go).
	patches          map[uint32][]byte
	patchLo, patchHi uint32
}

// Stop ends the current run, if any, from another goroutine (e.g. on
// Ctrl-C): the run returns a FaultStopped. Later runs on the machine
// also stop at once; the machine is meant to be closed.
func (m *Machine) Stop() {
	m.stopped.Store(true)
	if uc := m.uc; uc != nil {
		C.uc_emu_stop(uc)
	}
}

// errClosed is returned by a Machine used after Close.
var errClosed = errors.New("emu: machine is closed")

// SetTimeout bounds the wall-clock time of every later run; 0 removes
// the bound. Call.Timeout overrides it for one call.
func (m *Machine) SetTimeout(d time.Duration) { m.timeout = max(d, 0) }

// Region is a mapped range of guest memory.
type Region struct {
	Base, Size uint32
	Perm       Perm
}

// End returns the first address after the region (as uint64: it may be 2^32).
func (r Region) End() uint64 { return uint64(r.Base) + uint64(r.Size) }

// Contains reports whether [addr, addr+n) lies inside the region.
func (r Region) Contains(addr uint32, n uint64) bool {
	return addr >= r.Base && uint64(addr)+n <= r.End()
}

// ucErr is a Unicorn error code.
type ucErr struct {
	code C.uc_err
}

func (e ucErr) Error() string { return C.GoString(C.uc_strerror(e.code)) }

var errInsnInvalid = ucErr{C.UC_ERR_INSN_INVALID}

// ucError turns a Unicorn error code into a Go error.
func ucError(err C.uc_err) error {
	if err == C.UC_ERR_OK {
		return nil
	}
	return ucErr{err}
}

// New opens a Unicorn engine for the CPU, with the trace hooks installed.
func New(cpu CPU) (*Machine, error) { return open(cpu, true) }

// NewBare opens an engine without any hook: Unicorn's own speed, for
// benchmarks that compare the models against it. Runs report no events,
// count no instructions and have no budget.
func NewBare(cpu CPU) (*Machine, error) { return open(cpu, false) }

func open(cpu CPU, hooks bool) (*Machine, error) {
	uc, ok := ucModels[cpu]
	if !ok {
		return nil, fmt.Errorf("emu: Unicorn has no CPU model %q", string(cpu))
	}
	var arch C.uc_arch = C.UC_ARCH_ARM
	var mode C.uc_mode = C.UC_MODE_ARM
	if uc.riscv {
		arch, mode = C.UC_ARCH_RISCV, C.UC_MODE_RISCV32
	} else if uc.mclass {
		// UC_MODE_THUMB alone: with UC_MODE_MCLASS, Unicorn 2.0.1 replaces
		// the model asked for below with the Cortex-M33, whatever it was
		// (MT-H1); without it, the model is the core itself (MT-H2).
		mode = C.UC_MODE_THUMB
	}
	model := uc.model
	m := &Machine{cpu: cpu, isa: rvdecode.ISAUnicorn, patchLo: ^uint32(0)}
	if err := ucError(C.uc_open(arch, mode, &m.uc)); err != nil {
		return nil, fmt.Errorf("emu: uc_open: %w", err)
	}
	if err := ucError(C.bl_set_cpu_model(m.uc, model)); err != nil {
		C.uc_close(m.uc)
		return nil, fmt.Errorf("emu: set CPU model %v: %w", cpu, err)
	}
	if m.code = C.bl_code_new(m.uc); m.code == nil {
		C.uc_close(m.uc)
		return nil, fmt.Errorf("emu: out of memory")
	}
	m.tr = (*C.bl_trace)(C.calloc(1, C.sizeof_bl_trace))
	m.tr.buf = (*C.uint64_t)(C.calloc(C.BL_BUF_EVENTS, 8))
	if uc.riscv {
		m.tr.riscv = 1
	} else if !uc.mclass {
		m.tr.aprofile = 1
	}
	m.x = expander{m: m, blocks: map[uint64][]uint16{}, out: make([]trace.Event, 0, 4*C.BL_BUF_EVENTS)}
	m.handle = cgo.NewHandle(m)
	m.tr.handle = C.uintptr_t(m.handle)
	if !hooks {
		return m, nil
	}
	if err := ucError(C.bl_install(m.uc, m.tr)); err != nil {
		m.Close()
		return nil, fmt.Errorf("emu: install hooks: %w", err)
	}
	return m, nil
}

// CPU returns the CPU the machine emulates.
func (m *Machine) CPU() CPU { return m.cpu }

// Close releases the engine. The Machine must not be used afterwards
// (its methods then return errClosed; Close may be called again).
func (m *Machine) Close() {
	m.maps = nil // nothing is mapped any more: WriteMem and ReadMem fail
	if m.uc != nil {
		C.uc_close(m.uc)
		m.uc = nil
	}
	C.bl_code_free(m.code)
	m.code = nil
	if m.tr != nil {
		C.free(unsafe.Pointer(m.tr.buf))
		C.free(unsafe.Pointer(m.tr))
		m.tr = nil
	}
	if m.handle != 0 {
		m.handle.Delete()
		m.handle = 0
	}
}

const pageSize = 4096

// Map maps a region. Base and size must be 4 KiB aligned and the region
// must not overlap one already mapped: checked here so that Unicorn never
// sees a request it would reject.
func (m *Machine) Map(base, size uint32, perm Perm) error {
	if m.uc == nil {
		return errClosed
	}
	if size == 0 || base%pageSize != 0 || size%pageSize != 0 {
		return fmt.Errorf("emu: map 0x%08x+0x%x: base and size must be non-zero multiples of 4 KiB", base, size)
	}
	r := Region{base, size, perm}
	if r.End() > 1<<32 {
		return fmt.Errorf("emu: map 0x%08x+0x%x: beyond the 32-bit address space", base, size)
	}
	for _, o := range m.maps {
		if uint64(base) < o.End() && uint64(o.Base) < r.End() {
			return fmt.Errorf("emu: map 0x%08x+0x%x overlaps 0x%08x+0x%x", base, size, o.Base, o.Size)
		}
	}
	err := ucError(C.uc_mem_map(m.uc, C.uint64_t(base), C.size_t(size), C.uint32_t(perm)))
	C.bl_mappings_changed() // mapping.c's region cache
	if err != nil {
		return fmt.Errorf("emu: map 0x%08x+0x%x: %w", base, size, err)
	}
	m.maps = append(m.maps, r)
	return nil
}

// Regions returns the mapped regions.
func (m *Machine) Regions() []Region { return m.maps }

// Mapped reports whether [addr, addr+n) lies inside one mapped region.
func (m *Machine) Mapped(addr uint32, n uint64) bool {
	for _, r := range m.maps {
		if r.Contains(addr, n) {
			return true
		}
	}
	return false
}

// WriteMem writes b at addr, which must lie inside one mapped region.
func (m *Machine) WriteMem(addr uint32, b []byte) error {
	if len(b) == 0 {
		return nil
	}
	if !m.Mapped(addr, uint64(len(b))) {
		return fmt.Errorf("emu: write 0x%08x+%d: not inside mapped memory", addr, len(b))
	}
	if err := ucError(C.uc_mem_write(m.uc, C.uint64_t(addr), unsafe.Pointer(&b[0]), C.size_t(len(b)))); err != nil {
		return err
	}
	m.dropPatches(uint64(addr), uint64(addr)+uint64(len(b)))
	// Unicorn keeps running its old translation of code that is
	// overwritten from outside: drop it, and our block boundaries too.
	if end := uint64(addr) + uint64(len(b)); m.x.forget(uint64(addr), end) {
		return ucError(C.bl_remove_cache(m.uc, C.uint64_t(addr), C.uint64_t(end)))
	}
	return nil
}

// ReadMem reads n bytes at addr, which must lie inside one mapped region.
func (m *Machine) ReadMem(addr uint32, n int) ([]byte, error) {
	if n < 0 || !m.Mapped(addr, uint64(n)) {
		return nil, fmt.Errorf("emu: read 0x%08x+%d: not inside mapped memory", addr, n)
	}
	b := make([]byte, n)
	if err := m.ReadMemInto(addr, b); err != nil {
		return nil, err
	}
	return b, nil
}

// ReadMemInto reads len(dst) bytes at addr into dst (no allocation: the
// stack measurement reads up to 256 KiB after every call).
func (m *Machine) ReadMemInto(addr uint32, dst []byte) error {
	if !m.Mapped(addr, uint64(len(dst))) {
		return fmt.Errorf("emu: read 0x%08x+%d: not inside mapped memory", addr, len(dst))
	}
	if len(dst) == 0 {
		return nil
	}
	if err := ucError(C.uc_mem_read(m.uc, C.uint64_t(addr), unsafe.Pointer(&dst[0]), C.size_t(len(dst)))); err != nil {
		return err
	}
	m.unpatched(addr, dst)
	return nil
}

// Register numbers (Unicorn's UC_ARM_REG_*).
type Reg int

const (
	R0   Reg = C.UC_ARM_REG_R0
	R1   Reg = C.UC_ARM_REG_R1
	R2   Reg = C.UC_ARM_REG_R2
	R3   Reg = C.UC_ARM_REG_R3
	SP   Reg = C.UC_ARM_REG_SP
	LR   Reg = C.UC_ARM_REG_LR
	PC   Reg = C.UC_ARM_REG_PC
	CPSR Reg = C.UC_ARM_REG_CPSR
	XPSR Reg = C.UC_ARM_REG_XPSR
)

// RegR returns the register number of rN, N in 0..12.
func RegR(n int) Reg { return Reg(int(C.UC_ARM_REG_R0) + n) }

// ReadReg reads a 32-bit register.
func (m *Machine) ReadReg(r Reg) uint32 {
	var v C.uint64_t
	if m.uc == nil {
		return 0
	}
	C.uc_reg_read(m.uc, C.int(r), unsafe.Pointer(&v))
	return uint32(v)
}

// WriteReg writes a 32-bit register.
func (m *Machine) WriteReg(r Reg, v uint32) error {
	x := C.uint64_t(v)
	if m.uc == nil {
		return errClosed
	}
	if err := ucError(C.uc_reg_write(m.uc, C.int(r), unsafe.Pointer(&x))); err != nil {
		return err
	}
	if m.cpu.MProfile() && changesHFlags[r] {
		return m.rebuildHFlags()
	}
	return nil
}

// changesHFlags are the M-profile registers whose value the translator
// caches in its hflags (Handler mode, privilege, FP context), which a
// uc_reg_write does not recompute in Unicorn 2.0.1 (MT-H3).
var changesHFlags = map[Reg]bool{
	C.UC_ARM_REG_IPSR: true, C.UC_ARM_REG_XPSR: true, C.UC_ARM_REG_IAPSR: true, C.UC_ARM_REG_IEPSR: true,
	C.UC_ARM_REG_CONTROL: true,
}

// rebuildHFlags makes Unicorn recompute its cached hflags. On the cores
// without the Security Extension (M0, M3, M4, M7), an IPSR written from
// outside is otherwise not seen by the translator: a branch to
// EXC_RETURN in the handler becomes a prefetch abort instead of an
// exception return. Writing APSR's flags back, unchanged, goes through
// cpsr_write, which rebuilds them (MT-H3; fixed upstream in unicorn
// PR #2268, after 2.0.1).
func (m *Machine) rebuildHFlags() error {
	var nzcv C.uint64_t
	if err := ucError(C.uc_reg_read(m.uc, C.UC_ARM_REG_APSR_NZCV, unsafe.Pointer(&nzcv))); err != nil {
		return err
	}
	return ucError(C.uc_reg_write(m.uc, C.UC_ARM_REG_APSR_NZCV, unsafe.Pointer(&nzcv)))
}

// HookData asks for Read and Write events for accesses in [begin, end].
func (m *Machine) HookData(begin, end uint32) error {
	if m.uc == nil {
		return errClosed
	}
	if begin > end {
		// Unicorn reads begin > end as "every address".
		return fmt.Errorf("emu: hook data 0x%08x-0x%08x: empty range", begin, end)
	}
	return ucError(C.bl_hook_data(m.uc, m.tr, C.uint64_t(begin), C.uint64_t(end)))
}

//export blFlush
func blFlush(h C.uintptr_t, buf *C.uint64_t, n C.uint32_t) (stop C.int) {
	m := cgo.Handle(h).Value().(*Machine)
	// A panic must not unwind through Unicorn's C frames (that leaves the
	// engine in an undefined state and takes the process down): it stops
	// the run and becomes its error.
	defer func() {
		if r := recover(); r != nil {
			m.x.err = fmt.Errorf("internal error (a bug in boardless) while handling the event stream: %v", r)
			stop = 1
		}
	}()
	if m.x.flush(unsafe.Slice((*uint64)(unsafe.Pointer(buf)), int(n))) {
		return 1
	}
	m.checkStop()
	return 0
}
