package emu

/*
#include "mmio.h"
*/
import "C"

import (
	"fmt"
	"runtime/cgo"
)

// Device memory and single-address hooks for firmware mode.
//
// Peripherals are Unicorn MMIO regions whose every load and store calls a
// Go handler (they are rare next to instructions, so a cgo round trip per
// access is affordable). A handler that needs the cycles simulated so far
// (a cycle-counter register) calls Drain first: the core model lags the
// emulator by the events still buffered in C.

// MMIOHandler answers the guest's loads and stores in a device region.
// addr is absolute; size is 1, 2 or 4.
type MMIOHandler interface {
	MMIORead(addr uint32, size int) uint32
	MMIOWrite(addr uint32, size int, value uint32)
}

type mmioRegion struct {
	m *Machine
	h MMIOHandler
}

// MapMMIO maps [base, base+size) (4 KiB aligned) as device memory
// answered by h. The region is not part of Regions: ReadMem and WriteMem
// do not reach it. release frees the callback's handle; call it after the
// machine is closed (or never, for a process-lifetime machine).
func (m *Machine) MapMMIO(base, size uint32, h MMIOHandler) (release func(), err error) {
	if m.uc == nil {
		return nil, errClosed
	}
	if size == 0 || base%pageSize != 0 || size%pageSize != 0 || uint64(base)+uint64(size) > 1<<32 {
		return nil, fmt.Errorf("emu: mmio 0x%08x+0x%x: base and size must be multiples of 4 KiB inside 32 bits", base, size)
	}
	if m.overlaps(base, size) {
		return nil, fmt.Errorf("emu: mmio 0x%08x+0x%x overlaps mapped memory%s", base, size, m.describeMaps())
	}
	hd := cgo.NewHandle(&mmioRegion{m: m, h: h})
	if err := ucError(C.bl_mmio_map(m.uc, C.uint64_t(base), C.uint64_t(size), C.uintptr_t(hd))); err != nil {
		hd.Delete()
		return nil, fmt.Errorf("emu: mmio 0x%08x+0x%x: %w", base, size, err)
	}
	return hd.Delete, nil
}

// HookExec calls fn before every execution of the instruction at addr
// (bit 0 ignored). fn may read and write registers and call Drain.
func (m *Machine) HookExec(addr uint32, fn func(pc uint32)) (release func(), err error) {
	if m.uc == nil {
		return nil, errClosed
	}
	hd := cgo.NewHandle(&execHook{m: m, fn: fn})
	if err := ucError(C.bl_hook_exec(m.uc, C.uint64_t(addr&^1), C.uintptr_t(hd))); err != nil {
		hd.Delete()
		return nil, fmt.Errorf("emu: hook 0x%08x: %w", addr, err)
	}
	return hd.Delete, nil
}

// Drain hands the events buffered in C to the sink now. Called from an
// MMIO handler or an exec hook during a run, it brings the core model up
// to date: it has then seen every instruction of the translation blocks
// entered so far (blocks are traced when they start, so this includes the
// rest of the current block after the accessing instruction). If the
// instruction budget is used up the run stops as it would on a full
// buffer. Outside a run it does nothing.
func (m *Machine) Drain() {
	if m.uc == nil || m.tr == nil || m.x.sink == nil {
		return
	}
	C.bl_drain_now(m.uc, m.tr)
}

//export blMMIORead
func blMMIORead(h C.uintptr_t, addr C.uint32_t, size C.unsigned) (v C.uint64_t) {
	r := cgo.Handle(h).Value().(*mmioRegion)
	defer r.m.recoverCallback(&v)
	return C.uint64_t(r.h.MMIORead(uint32(addr), int(size)))
}

//export blMMIOWrite
func blMMIOWrite(h C.uintptr_t, addr C.uint32_t, size C.unsigned, value C.uint32_t) {
	r := cgo.Handle(h).Value().(*mmioRegion)
	defer r.m.recoverCallback(nil)
	r.h.MMIOWrite(uint32(addr), int(size), uint32(value))
}

//export blExecHook
func blExecHook(h C.uintptr_t, pc C.uint32_t) {
	x := cgo.Handle(h).Value().(*execHook)
	defer x.m.recoverCallback(nil)
	x.fn(uint32(pc))
}

type execHook struct {
	m  *Machine
	fn func(pc uint32)
}

// recoverCallback turns a panic in a device handler into the run's error
// (a panic must not unwind through Unicorn's C frames).
func (m *Machine) recoverCallback(v *C.uint64_t) {
	if r := recover(); r != nil {
		if m.x.err == nil {
			m.x.err = fmt.Errorf("internal error (a bug in boardless) in a device handler: %v", r)
		}
		if v != nil {
			*v = 0
		}
		if m.uc != nil {
			C.uc_emu_stop(m.uc)
		}
	}
}
