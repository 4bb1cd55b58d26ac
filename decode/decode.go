package decode

/*
#cgo LDFLAGS: -lcapstone
#include <stdlib.h>
#include <string.h>
#include <capstone/capstone.h>

// bl_op / bl_out are a flat copy of the parts of cs_insn + cs_arm the Go
// side needs, so that one cgo call does the whole decode and Go never has
// to pick apart C unions.
typedef struct {
	uint8_t  type;        // arm_op_type
	uint8_t  shift_type;  // arm_shifter
	uint8_t  subtracted;
	uint8_t  pad;
	uint32_t shift_value;
	int32_t  val;         // reg, imm, sysreg, setend
	int32_t  base, index, disp;
} bl_op;

typedef struct {
	uint32_t id;
	uint16_t size;
	uint8_t  cc, update_flags, writeback, op_count, nread, nwrite;
	uint8_t  mnemonic_len, op_str_len;
	char     mnemonic[CS_MNEMONIC_SIZE];
	char     op_str[160];
	uint16_t regs_read[64];
	uint16_t regs_write[64];
	bl_op    ops[36];
} bl_out;

// bl_fill copies insn (just decoded) into out. Returns 0, or 2 when
// regs_access fails.
static int bl_fill(csh h, cs_insn *insn, bl_out *out) {
	const cs_arm *arm = &insn->detail->arm;
	out->id = insn->id;
	out->size = insn->size;
	out->cc = (uint8_t)arm->cc;
	out->update_flags = arm->update_flags;
	out->writeback = arm->writeback;
	size_t ml = strnlen(insn->mnemonic, sizeof insn->mnemonic);
	size_t ol = strnlen(insn->op_str, sizeof insn->op_str);
	memcpy(out->mnemonic, insn->mnemonic, ml);
	memcpy(out->op_str, insn->op_str, ol);
	out->mnemonic_len = (uint8_t)ml;
	out->op_str_len = (uint8_t)ol;
	uint8_t nops = arm->op_count;
	if (nops > 36) nops = 36;
	out->op_count = nops;
	for (int i = 0; i < nops; i++) {
		const cs_arm_op *s = &arm->operands[i];
		bl_op *d = &out->ops[i];
		d->type = (uint8_t)s->type;
		d->shift_type = (uint8_t)s->shift.type;
		d->shift_value = s->shift.value;
		d->subtracted = s->subtracted;
		d->val = 0; d->base = 0; d->index = 0; d->disp = 0;
		switch (s->type) {
		case ARM_OP_MEM:
			d->base = s->mem.base;
			d->index = s->mem.index;
			d->disp = s->mem.disp;
			break;
		case ARM_OP_FP:
			break;
		case ARM_OP_SETEND:
			d->val = s->setend;
			break;
		default: // REG, SYSREG (reg), IMM, CIMM, PIMM (imm)
			d->val = s->imm;
			break;
		}
	}
	uint8_t nr = 0, nw = 0;
	if (cs_regs_access(h, insn, out->regs_read, &nr, out->regs_write, &nw) != CS_ERR_OK)
		return 2;
	out->nread = nr;
	out->nwrite = nw;
	return 0;
}

static bool bl_one(csh h, cs_insn *insn, const uint8_t *code, size_t n, uint64_t addr) {
	const uint8_t *p = code;
	size_t sz = n;
	uint64_t a = addr;
	return cs_disasm_iter(h, &p, &sz, &a, insn);
}

// bl_drain pops n entries of the IT state Capstone keeps in the handle,
// by decoding NOPs (each Thumb instruction decoded pops one; decoding one
// with the state empty is harmless).
static void bl_drain(csh h, cs_insn *insn, int n) {
	static const uint8_t nop[2] = {0x00, 0xbf};
	for (int i = 0; i < n; i++)
		bl_one(h, insn, nop, 2, 0);
}

// bl_decode decodes one instruction into out. If in_it is set, it first
// decodes a synthetic "IT cond" so the instruction is decoded as the last
// one of an IT block with that (ARM-encoded) condition; cond 0xe (AL) is a
// real IT AL block, in which a 16-bit data-processing instruction sets no
// flags as in any other. Capstone's IT state is empty on return whatever
// happens. Returns 0 on success, 1 for invalid bytes, 2 when regs_access
// fails.
static int bl_decode(csh h, cs_insn *insn, int thumb, const uint8_t *code, size_t n,
		uint64_t addr, unsigned cond, int in_it, bl_out *out) {
	int synth = thumb && in_it;
	if (synth) {
		uint8_t it[2] = {(uint8_t)((cond << 4) | 8), 0xbf};
		bl_one(h, insn, it, 2, addr);
	}
	if (!bl_one(h, insn, code, n, addr)) {
		if (synth)
			bl_drain(h, insn, 1);
		return 1;
	}
	int rc = bl_fill(h, insn, out);
	if (thumb) {
		if (synth)
			bl_drain(h, insn, 1); // in case the instruction did not pop it
		if (insn->id == ARM_INS_IT && n >= 2) {
			unsigned mask = code[0] & 0xf;
			// IT pushes 4 - ctz(mask) conditions
			int k = mask & 1 ? 4 : mask & 2 ? 3 : mask & 4 ? 2 : 1;
			bl_drain(h, insn, k);
		}
	}
	return rc;
}
*/
import "C"

import (
	"errors"
	"fmt"
	"unsafe"
)

// Mode selects the instruction set a Decoder decodes.
type Mode int

const (
	// ModeThumbM is Thumb/Thumb-2 for M-profile cores (ARMv6-M, ARMv7-M,
	// ARMv8-M Baseline/Mainline): CS_MODE_THUMB|CS_MODE_MCLASS|CS_MODE_V8.
	// Capstone does not restrict decoding to the subset a given core
	// implements (a Thumb-2 encoding decodes in ARMv6-M code too).
	ModeThumbM Mode = iota
	// ModeThumbA is Thumb-2 on an A-profile core (Cortex-A7):
	// CS_MODE_THUMB|CS_MODE_V8.
	ModeThumbA
	// ModeARM is A32 (Cortex-A7 ARM state): CS_MODE_ARM|CS_MODE_V8.
	ModeARM
)

func (m Mode) String() string {
	switch m {
	case ModeThumbM:
		return "thumbm"
	case ModeThumbA:
		return "thumba"
	case ModeARM:
		return "arm"
	}
	return fmt.Sprintf("Mode(%d)", int(m))
}

func (m Mode) csMode() (C.cs_mode, bool) {
	switch m {
	case ModeThumbM:
		return C.CS_MODE_THUMB | C.CS_MODE_MCLASS | C.CS_MODE_V8, true
	case ModeThumbA:
		return C.CS_MODE_THUMB | C.CS_MODE_V8, true
	case ModeARM:
		return C.CS_MODE_ARM | C.CS_MODE_V8, true
	}
	return 0, false
}

// ErrInvalid is returned (wrapped) by Decode for bytes that do not form a
// valid instruction in the Decoder's mode.
var ErrInvalid = errors.New("decode: invalid instruction")

// Decoder owns one Capstone handle with CS_OPT_DETAIL on. It is not safe
// for concurrent use; create one per goroutine.
type Decoder struct {
	mode   Mode
	h      C.csh
	insn   *C.cs_insn // from cs_malloc, reused by every Decode
	out    *C.bl_out  // C memory, reused by every Decode
	mnems  map[string]string
	closed bool
	raw    bool // tests only: skip fixup, to measure Capstone's own detail
}

// New opens a Capstone handle for mode m.
func New(m Mode) (*Decoder, error) {
	cm, ok := m.csMode()
	if !ok {
		return nil, fmt.Errorf("decode: unknown mode %d", int(m))
	}
	d := &Decoder{mode: m, mnems: make(map[string]string)}
	if err := C.cs_open(C.CS_ARCH_ARM, cm, &d.h); err != C.CS_ERR_OK {
		return nil, fmt.Errorf("decode: cs_open: %s", C.GoString(C.cs_strerror(err)))
	}
	if err := C.cs_option(d.h, C.CS_OPT_DETAIL, C.CS_OPT_ON); err != C.CS_ERR_OK {
		C.cs_close(&d.h)
		return nil, fmt.Errorf("decode: CS_OPT_DETAIL: %s", C.GoString(C.cs_strerror(err)))
	}
	// r9..r12 print as r9..r12, not sb/sl/fp/ip, matching Reg.String.
	if err := C.cs_option(d.h, C.CS_OPT_SYNTAX, C.CS_OPT_SYNTAX_NOREGNAME); err != C.CS_ERR_OK {
		C.cs_close(&d.h)
		return nil, fmt.Errorf("decode: CS_OPT_SYNTAX: %s", C.GoString(C.cs_strerror(err)))
	}
	d.insn = C.cs_malloc(d.h)
	d.out = (*C.bl_out)(C.calloc(1, C.size_t(unsafe.Sizeof(C.bl_out{}))))
	if d.insn == nil || d.out == nil {
		d.Close()
		return nil, errors.New("decode: out of memory")
	}
	return d, nil
}

// Mode reports the mode the Decoder was opened with.
func (d *Decoder) Mode() Mode { return d.mode }

// Close releases the Capstone handle. The Decoder must not be used after.
func (d *Decoder) Close() {
	if d.closed {
		return
	}
	d.closed = true
	if d.insn != nil {
		C.cs_free(d.insn, 1)
		d.insn = nil
	}
	if d.out != nil {
		C.free(unsafe.Pointer(d.out))
		d.out = nil
	}
	C.cs_close(&d.h)
}

// Decode decodes the single instruction at the start of code, which is the
// memory at address addr. It returns an error wrapping ErrInvalid when the
// bytes are not a valid instruction (or code is too short for it).
//
// Each call is independent of the ones before: the result depends only on
// the mode, the bytes and addr, so it can be cached per address. In
// particular an instruction inside a Thumb IT block decodes as it would
// outside one (CC is CCAL and a 16-bit data-processing instruction reports
// UpdateFlags); use DecodeIT for those.
func (d *Decoder) Decode(code []byte, addr uint32) (Inst, error) {
	return d.decode(code, addr, 0xe, false)
}

// DecodeIT is Decode for a Thumb instruction executed inside an IT block,
// where the block gives it the condition cc (a CC* constant, e.g. from
// ITState.CC). The result is what Capstone reports for that instruction in
// an IT block: CC is cc, the mnemonic carries the condition ("addeq") and
// 16-bit data-processing instructions do not set flags. cc == CCITAL is an
// IT AL block: CC is CCAL, but a 16-bit EORS/ADDS/... still sets no flags
// (Arm ARM v7-M/v8-M, IT; MT-B5). With cc == CCAL (outside any IT block)
// it is Decode. It is an error in ModeARM.
func (d *Decoder) DecodeIT(code []byte, addr uint32, cc uint8) (Inst, error) {
	if cc == CCAL {
		return d.decode(code, addr, 0xe, false)
	}
	if d.mode == ModeARM {
		return Inst{}, errors.New("decode: DecodeIT in ARM mode (IT is Thumb-only)")
	}
	if cc == CCITAL {
		return d.decode(code, addr, 0xe, true)
	}
	if cc < CCEQ || cc > CCLE {
		return Inst{}, fmt.Errorf("decode: DecodeIT: bad condition %d", cc)
	}
	return d.decode(code, addr, uint(cc-CCEQ), true)
}

func inITArg(inIT bool) C.int {
	if inIT {
		return 1
	}
	return 0
}

// decode decodes one instruction; inIT decodes it as the last instruction
// of an IT block with the ARM-encoded condition cond (0xe for IT AL).
func (d *Decoder) decode(code []byte, addr uint32, cond uint, inIT bool) (Inst, error) {
	if d.closed {
		return Inst{}, errors.New("decode: Decoder is closed")
	}
	if len(code) == 0 {
		return Inst{}, fmt.Errorf("%w at %#x: no bytes", ErrInvalid, addr)
	}
	if len(code) > 4 {
		code = code[:4] // ARM instructions are at most 4 bytes
	}
	thumb := C.int(0)
	if d.mode != ModeARM {
		thumb = 1
	}
	rc := C.bl_decode(d.h, d.insn, thumb, (*C.uint8_t)(unsafe.Pointer(&code[0])), C.size_t(len(code)),
		C.uint64_t(addr), C.uint(cond), inITArg(inIT), d.out)
	switch rc {
	case 0:
	case 1:
		return Inst{}, fmt.Errorf("%w at %#x: % x", ErrInvalid, addr, code)
	default:
		return Inst{}, fmt.Errorf("decode: cs_regs_access failed at %#x", addr)
	}
	o := d.out
	in := Inst{
		Addr:        addr,
		Size:        int(o.size),
		ID:          uint32(o.id),
		CC:          uint8(o.cc),
		UpdateFlags: o.update_flags != 0,
		Writeback:   o.writeback != 0,
	}
	if in.CC == CCINVALID || in.ID == InsIT {
		// IT itself is unconditional; Capstone reports its firstcond
		// here, which ITState reads back from OpStr instead.
		in.CC = CCAL
	}
	mn := unsafe.Slice((*byte)(unsafe.Pointer(&o.mnemonic[0])), int(o.mnemonic_len))
	if s, ok := d.mnems[string(mn)]; ok {
		in.Mnemonic = s
	} else {
		s = string(mn)
		d.mnems[s] = s
		in.Mnemonic = s
	}
	in.OpStr = C.GoStringN(&o.op_str[0], C.int(o.op_str_len))

	nr, nw := int(o.nread), int(o.nwrite)
	regs := make([]Reg, nr+nw)
	for i := 0; i < nr; i++ {
		regs[i] = Reg(o.regs_read[i])
	}
	for i := 0; i < nw; i++ {
		regs[nr+i] = Reg(o.regs_write[i])
	}
	in.RegsRead = regs[:nr:nr]
	in.RegsWritten = regs[nr:]

	if n := int(o.op_count); n > 0 {
		in.Ops = make([]Operand, n)
		for i := range in.Ops {
			s := &o.ops[i]
			op := &in.Ops[i]
			op.Shift.Type = uint8(s.shift_type)
			op.Shift.Value = uint32(s.shift_value)
			op.Subtracted = s.subtracted != 0
			switch s._type {
			case C.ARM_OP_REG:
				op.Kind = OpReg
				op.Reg = Reg(s.val)
			case C.ARM_OP_IMM, C.ARM_OP_PIMM, C.ARM_OP_CIMM:
				op.Kind = OpImm
				op.Imm = int32(s.val)
			case C.ARM_OP_MEM:
				op.Kind = OpMem
				op.Mem.Base = Reg(s.base)
				op.Mem.Index = Reg(s.index)
				op.Mem.Disp = int32(s.disp)
			default: // FP, SETEND, SYSREG
				op.Kind = OpOther
				op.Imm = int32(s.val)
			}
		}
	}
	if !d.raw {
		d.fixup(&in)
	}
	return in, nil
}
