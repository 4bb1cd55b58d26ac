// mmio.h: device memory (Unicorn MMIO regions) and single-address code
// hooks whose callbacks go to Go. Used by firmware mode (package firmware)
// for peripherals, cycle counters and semihosting-free intercepts.
#ifndef BOARDLESS_MMIO_H
#define BOARDLESS_MMIO_H

#include <stdint.h>
#include <unicorn/unicorn.h>
#include "trace.h"

// bl_mmio_map maps [base, base+size) as device memory; reads and writes
// call blMMIORead / blMMIOWrite (Go) with the cgo handle h and the
// absolute address.
uc_err bl_mmio_map(uc_engine *uc, uint64_t base, uint64_t size, uintptr_t h);
// bl_hook_exec calls blExecHook (Go) with h before the instruction at addr
// executes.
uc_err bl_hook_exec(uc_engine *uc, uint64_t addr, uintptr_t h);
// bl_drain_now hands the buffered events to Go from inside a callback and
// stops the run, as the buffer-full path does, when Go asks for it.
void bl_drain_now(uc_engine *uc, bl_trace *t);

#endif
