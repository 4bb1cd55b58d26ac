package cores

import (
	"boardless/models"
)

// Double-precision timing of the Cortex-M7 (MT-E10): the FP unit takes
// a double-precision instruction for a number of cycles that depends on
// its operands (jnk0le/random cortex_m7.md, "fpu (double precision)",
// measured on an STM32H743 with no dependency between the instructions):
//
//	VADD/VSUB.F64  1 same exponent, 2 different exponents, 3 a denormal or zero operand
//	VMUL.F64       5, 4 with a zero operand
//	VDIV.F64       30, 2 with a zero operand
//	VFMA.F64       7 first, 6 chained (10/9 a denormal, 6/5 a zero multiplicand)
//	VMLA.F64       8 first, 5 chained (10/8 a denormal, 7/5 a zero multiplicand)
//	VSQRT.F64      30 (M7-L23: no measurement)
//
// Integer instructions go on beside it (MT-E10: double-precision
// arithmetic dual-issues with integer instructions from the older
// slot); the next instruction that needs the FP unit waits for it
// (fpFree). Results are ready 3 cycles after issue (VDIV.F64: when it
// ends).
//
// The event stream carries no register values, so the runner reports
// the operands of the instructions OperandSites finds (OperandRegD0 and on:
// the d registers' high words, with bit 0 set when the low word is not
// zero, which keeps zero, denormal and the exponent apart). A site the
// runner watches is charged its fewest cycles when it retires before its
// operands come (a block's instructions but the last retire when the
// block starts), and the difference is added when they come (owed). An
// instruction not watched (no runner, a synthetic stream) is charged the
// normal-operand figure (different exponents for VADD).

// m7F64Op is a double-precision instruction's kind for its cycles.
type m7F64Op uint8

const (
	m7F64None  m7F64Op = iota
	m7F64Other         // VABS, VNEG, VCVT, VMOV... .F64: 1 cycle
	m7F64Add           // VADD, VSUB
	m7F64Mul           // VMUL, VNMUL
	m7F64Div           // VDIV
	m7F64Sqrt          // VSQRT
	m7F64FMA           // VFMA, VFMS, VFNMA, VFNMS
	m7F64MLA           // VMLA, VMLS, VNMLA, VNMLS
)

// m7Owed is a watched instruction that retired before its operands
// came: the cycles it was charged and whether it chained.
type m7Owed struct {
	n       uint8
	chained bool
}

// m7F64Lat is the result latency of double-precision arithmetic (MT-E10).
const m7F64Lat = 3

// m7F64Operands classifies one folded operand (see above).
type m7F64Operand uint8

const (
	m7F64Normal m7F64Operand = iota
	m7F64Zero
	m7F64Denormal
)

func m7F64Class(hi uint32) (m7F64Operand, uint32) {
	exp := hi >> 20 & 0x7ff
	switch {
	case hi&0x7fffffff == 0:
		return m7F64Zero, exp
	case exp == 0:
		return m7F64Denormal, exp
	}
	return m7F64Normal, exp
}

// m7F64Cycles is the cycles the FP unit takes for op with operands a and
// b (folded high words), chained after a VFMA/VMLA.F64.
func m7F64Cycles(op m7F64Op, a, b uint32, chained bool) uint8 {
	ka, ea := m7F64Class(a)
	kb, eb := m7F64Class(b)
	zero := ka == m7F64Zero || kb == m7F64Zero
	denormal := ka == m7F64Denormal || kb == m7F64Denormal
	pick := func(first, next uint8) uint8 {
		if chained {
			return next
		}
		return first
	}
	switch op {
	case m7F64Add:
		switch {
		case zero || denormal:
			return 3
		case ea == eb:
			return 1
		}
		return 2
	case m7F64Mul:
		if zero {
			return 4
		}
		return 5
	case m7F64Div:
		if zero {
			return 2
		}
		return 30
	case m7F64Sqrt:
		return 30
	case m7F64FMA:
		switch {
		case zero:
			return pick(6, 5)
		case denormal:
			return pick(10, 9)
		}
		return pick(7, 6)
	case m7F64MLA:
		switch {
		case zero:
			return pick(7, 5)
		case denormal:
			return pick(10, 8)
		}
		return pick(8, 5)
	}
	return 1
}

// m7F64Fewest and m7F64Typical are op's cycles charged before its
// operands come (a watched site) and without them (not watched).
func m7F64Fewest(op m7F64Op, chained bool) uint8 {
	const zero = 0
	n := m7F64Cycles(op, zero, zero, chained)
	if op == m7F64Add {
		n = 1
	}
	return n
}

func m7F64Typical(op m7F64Op, chained bool) uint8 {
	const one, quarter = 0x3ff00000, 0x3fd00000 // 1.0, 0.25: different exponents
	return m7F64Cycles(op, one, quarter, chained)
}

// issueF64 charges a double-precision instruction issued at start the FP
// unit's cycles and returns its result latency.
func (c *CortexM7) issueF64(in *m7Inst, pc uint32, start uint64) int {
	chained := c.lastFMA && (in.f64 == m7F64FMA || in.f64 == m7F64MLA)
	var n uint8
	switch {
	case c.f64Override >= 0:
		n = uint8(c.f64Override)
	case c.watched[pc]:
		n = m7F64Fewest(in.f64, chained)
		c.owed[pc] = m7Owed{n, chained}
	default:
		n = m7F64Typical(in.f64, chained)
	}
	c.f64Override = -1
	c.lastFMA = in.f64 == m7F64FMA || in.f64 == m7F64MLA
	c.fpFree = start + uint64(n)
	if in.f64 == m7F64Div || in.f64 == m7F64Sqrt {
		return int(n)
	}
	return m7F64Lat
}

// ObserveOperands makes the model time the double-precision
// instructions at these sites from their operands (OperandObserver).
func (c *CortexM7) ObserveOperands(sites []models.OperandSite) {
	c.watched = map[uint32]bool{}
	c.owed = map[uint32]m7Owed{}
	for _, s := range sites {
		c.watched[s.PC] = true
	}
}

// Operands receives a watched instruction's two operands (folded high
// words) before it executes: the pending instruction takes its cycles
// from them, one already retired is charged the difference.
func (c *CortexM7) Operands(pc uint32, vals [2]uint32) {
	in := c.cache.get(pc)
	if in.f64 == m7F64None {
		return
	}
	chained := c.lastFMA && (in.f64 == m7F64FMA || in.f64 == m7F64MLA)
	if c.have && c.pendingPC == pc {
		c.f64Override = int(m7F64Cycles(in.f64, vals[0], vals[1], chained))
		return
	}
	o, ok := c.owed[pc]
	if !ok {
		return
	}
	delete(c.owed, pc)
	n := m7F64Cycles(in.f64, vals[0], vals[1], o.chained)
	if n <= o.n {
		return
	}
	d := uint64(n - o.n)
	c.wait(d)
	c.fpFree += d
	c.stalls[m7StallFP] += d
}

// m7F64Sites finds the FPv5 double-precision VADD/VSUB/VMUL/VDIV/VFMA
// /VMLA families (cp 1011, d0-d15) at every halfword of code, with Dn and
// Dm as the registers to report. A match inside data or in the middle of
// another instruction is harmless: the hook there never fires.
func m7F64Sites(code []byte, base uint32) []models.OperandSite {
	var out []models.OperandSite
	for off := 0; off+4 <= len(code); off += 2 {
		hw1 := uint16(code[off]) | uint16(code[off+1])<<8
		hw2 := uint16(code[off+2]) | uint16(code[off+3])<<8
		if m7F64SiteOp(hw1, hw2) == m7F64None || hw2&0x0080 != 0 || hw2&0x0020 != 0 {
			continue // not one, or d16-d31 (the M7 has none)
		}
		out = append(out, models.OperandSite{PC: base + uint32(off),
			Regs: [2]uint8{models.OperandRegD0 + uint8(hw1&0xf), models.OperandRegD0 + uint8(hw2&0xf)}})
	}
	return out
}

// m7F64SiteOp decodes the data-dependent double-precision families: VFP
// data processing, cp11 (hw2 bits 11-8 = 1011, bit 4 = 0).
func m7F64SiteOp(hw1, hw2 uint16) m7F64Op {
	if hw1&0xff00 != 0xee00 || hw2&0x0f10 != 0x0b00 {
		return m7F64None
	}
	switch hw1 & 0xffb0 {
	case 0xee30:
		return m7F64Add // VADD (op 0) and VSUB (op 1, hw2 bit 6)
	case 0xee20:
		return m7F64Mul // VMUL, VNMUL
	case 0xee80:
		if hw2&0x0040 == 0 {
			return m7F64Div
		}
	case 0xeea0, 0xee90:
		return m7F64FMA
	case 0xee00, 0xee10:
		return m7F64MLA
	}
	return m7F64None
}
