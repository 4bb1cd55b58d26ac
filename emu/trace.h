// trace.h: capture of executed instructions and data accesses inside
// Unicorn's hooks, in C, handed to Go in batches.
//
// A Go callback per instruction costs far more than the instruction's
// emulation, so the hooks only append one 64-bit event to a buffer and
// call back into Go (blFlush) when the buffer is full. Even a C hook per
// instruction slows Unicorn several times (it forces a helper call per
// instruction), so code is traced per translation block: one event per
// executed block, which Go expands into its instructions (expand.go).
#ifndef BOARDLESS_TRACE_H
#define BOARDLESS_TRACE_H

#include <stdint.h>
#include <unicorn/unicorn.h>

// Event layout (one uint64_t per event):
//   bits  0..31  address
//   bits 32..39  size in bytes
//   bits 40..41  kind (BL_EXEC, BL_READ, BL_WRITE, BL_BLOCK)
// A BL_BLOCK event carries its size in bits 44..59 instead (blocks reach
// 2 KiB) and the Thumb state in bit 60.
#define BL_EXEC 0ULL
#define BL_READ 1ULL
#define BL_WRITE 2ULL
#define BL_BLOCK 3ULL
#define BL_EVENT(kind, addr, size) \
	((uint64_t)(uint32_t)(addr) | ((uint64_t)(uint8_t)(size) << 32) | ((kind) << 40))
// BL_CODE_READ (bit 43) marks a read or write Unicorn made itself inside
// [patch_lo, patch_hi), where instructions may be patched to ebreak
// (riscv.go): Go checks it and strips the bit.
#define BL_CODE_READ (1ULL << 43)
// BL_UNTRACED (bit 44, with BL_CODE_READ) marks such an access outside
// the traced ranges: Go checks it and does not pass it on.
#define BL_UNTRACED (1ULL << 44)
#define BL_BLOCK_EVENT(addr, size, thumb) \
	((uint64_t)(uint32_t)(addr) | (BL_BLOCK << 40) | ((uint64_t)((size) & 0xffff) << 44) | ((uint64_t)(thumb) << 60))

#define BL_BUF_EVENTS 16384
#define BL_RECENT 16
#define BL_MAX_RANGES 8

// Why the C side asked Unicorn to stop.
enum bl_stop {
	BL_STOP_NONE = 0,
	BL_STOP_BUDGET = 1,    // instruction budget used up
	BL_STOP_INTR = 2,      // CPU exception (undefined instruction, BKPT, SVC...)
	BL_STOP_UNMAPPED = 3,  // access to unmapped memory
	BL_STOP_REQUEST = 5,   // Go asked for a stop at the next block boundary (stopreq.go)
};

typedef struct bl_trace {
	uint64_t *buf;       // BL_BUF_EVENTS events
	uint32_t n;          // events in buf
	uintptr_t handle;    // cgo.Handle of the Go sink
	int aprofile;        // read the Thumb bit from CPSR per block
	int riscv;           // RISC-V: no Thumb state (the bit stays clear)

	int stop;            // enum bl_stop
	uint32_t intno;      // exception number when stop == BL_STOP_INTR
	uint64_t intr_pc;    // RISC-V: the PC when the exception hook ran
	uint64_t fault_addr; // unmapped address when stop == BL_STOP_UNMAPPED
	int fault_type;      // uc_mem_type of the unmapped access
	// Unicorn does not update the PC before an access to unmapped memory,
	// so the PC of such a fault is the start of its translation block;
	// Go finds the faulting instruction in it (run.go, faultingInsn).
	uint64_t blk_pc;       // start of the block being executed

	// Stop requests (stopreq.go): with eager set, every block start hands
	// the events so far to Go first; stop_req set (by Go) stops the run
	// at the next block start, before that block runs.
	int eager;
	int stop_req;

	// RISC-V: the span of the instructions patched to ebreak (riscv.go);
	// empty (0, 0) when there are none.
	uint64_t patch_lo, patch_hi;

	int data_hooked;                       // hook_data is installed
	int nranges;                           // traced data ranges
	uint64_t ranges[BL_MAX_RANGES][2];     // [lo, hi] inclusive
} bl_trace;

// bl_install adds the block hook (all addresses), the exception hook and the
// unmapped-access hook. Data accesses are traced per range with
// bl_hook_data (at most BL_MAX_RANGES), through one shared hook.
uc_err bl_install(uc_engine *uc, bl_trace *t);
uc_err bl_hook_data(uc_engine *uc, bl_trace *t, uint64_t begin, uint64_t end);
// bl_drain hands the buffered events to Go.
int bl_drain(bl_trace *t);
// bl_remove_cache drops Unicorn's translations of [begin, end).
uc_err bl_remove_cache(uc_engine *uc, uint64_t begin, uint64_t end);
// bl_push_data records a data access made outside Unicorn (an
// instruction emulated in Go, riscv.go) when a traced range holds it.
void bl_push_data(uc_engine *uc, bl_trace *t, int write, uint64_t address, int size);
// bl_set_cpu_model wraps the variadic uc_ctl for cgo.
uc_err bl_set_cpu_model(uc_engine *uc, int model);

#endif
