package rvexec

import (
	"boardless/rvdecode"
	"math"
	"math/bits"
)

// aluOps computes each register-to-register instruction from its two
// operands: a is rs1 (0 when absent; the pc for auipc), b is rs2 or, when
// there is none, the immediate (a shift amount, lui's value).
var aluOps = map[rvdecode.Op]func(a, b uint32) uint32{
	// RV32I and their compressed forms (c.mv, c.li: a = 0).
	rvdecode.OpLUI: second, rvdecode.OpCLUI: second, rvdecode.OpAUIPC: add,
	rvdecode.OpADD: add, rvdecode.OpADDI: add, rvdecode.OpCADD: add, rvdecode.OpCADDI: add,
	rvdecode.OpCADDI4SPN: add, rvdecode.OpCADDI16SP: add, rvdecode.OpCMV: add, rvdecode.OpCLI: add,
	rvdecode.OpSUB: sub, rvdecode.OpCSUB: sub,
	rvdecode.OpSLT: slt, rvdecode.OpSLTI: slt, rvdecode.OpSLTU: sltu, rvdecode.OpSLTIU: sltu,
	rvdecode.OpXOR: xor, rvdecode.OpXORI: xor, rvdecode.OpCXOR: xor,
	rvdecode.OpOR: or, rvdecode.OpORI: or, rvdecode.OpCOR: or,
	rvdecode.OpAND: and, rvdecode.OpANDI: and, rvdecode.OpCAND: and, rvdecode.OpCANDI: and,
	rvdecode.OpSLL: sll, rvdecode.OpSLLI: sll, rvdecode.OpCSLLI: sll,
	rvdecode.OpSRL: srl, rvdecode.OpSRLI: srl, rvdecode.OpCSRLI: srl,
	rvdecode.OpSRA: sra, rvdecode.OpSRAI: sra, rvdecode.OpCSRAI: sra,
	// M, and Zcb's c.mul.
	rvdecode.OpMUL: mul, rvdecode.OpCMUL: mul, rvdecode.OpMULH: mulh, rvdecode.OpMULHSU: mulhsu,
	rvdecode.OpMULHU: mulhu, rvdecode.OpDIV: div, rvdecode.OpDIVU: divu, rvdecode.OpREM: rem,
	rvdecode.OpREMU: remu,
	// Zba.
	rvdecode.OpSH1ADD: shadd(1), rvdecode.OpSH2ADD: shadd(2), rvdecode.OpSH3ADD: shadd(3),
	// Zbb (andn, orn, xnor, rol, ror, rori, rev8 are Zbkb's too).
	rvdecode.OpANDN: andn, rvdecode.OpORN: orn, rvdecode.OpXNOR: xnor,
	rvdecode.OpCLZ: clz, rvdecode.OpCTZ: ctz, rvdecode.OpCPOP: cpop,
	rvdecode.OpMAX: maxSigned, rvdecode.OpMAXU: maxUnsigned, rvdecode.OpMIN: minSigned, rvdecode.OpMINU: minUnsigned,
	rvdecode.OpSEXT_B: sextB, rvdecode.OpSEXT_H: sextH, rvdecode.OpZEXT_H: zextH,
	rvdecode.OpROL: rol, rvdecode.OpROR: ror, rvdecode.OpRORI: ror,
	rvdecode.OpORC_B: orcB, rvdecode.OpREV8: rev8,
	// Zbs: the bit index is b mod 32.
	rvdecode.OpBCLR: bclr, rvdecode.OpBCLRI: bclr, rvdecode.OpBEXT: bext, rvdecode.OpBEXTI: bext,
	rvdecode.OpBINV: binv, rvdecode.OpBINVI: binv, rvdecode.OpBSET: bset, rvdecode.OpBSETI: bset,
	// Zbkb.
	rvdecode.OpPACK: pack, rvdecode.OpPACKH: packh, rvdecode.OpBREV8: brev8,
	rvdecode.OpZIP: zip, rvdecode.OpUNZIP: unzip,
	// Zcb's unary forms (a = rd).
	rvdecode.OpCZEXT_B: zextB, rvdecode.OpCSEXT_B: sextB, rvdecode.OpCZEXT_H: zextH,
	rvdecode.OpCSEXT_H: sextH, rvdecode.OpCNOT: not,
}

func second(_, b uint32) uint32 { return b }
func add(a, b uint32) uint32    { return a + b }
func sub(a, b uint32) uint32    { return a - b }
func xor(a, b uint32) uint32    { return a ^ b }
func or(a, b uint32) uint32     { return a | b }
func and(a, b uint32) uint32    { return a & b }
func sll(a, b uint32) uint32    { return a << (b & 31) }
func srl(a, b uint32) uint32    { return a >> (b & 31) }
func sra(a, b uint32) uint32    { return uint32(int32(a) >> (b & 31)) }

func slt(a, b uint32) uint32  { return boolBit(int32(a) < int32(b)) }
func sltu(a, b uint32) uint32 { return boolBit(a < b) }

func boolBit(c bool) uint32 {
	if c {
		return 1
	}
	return 0
}

func mul(a, b uint32) uint32    { return a * b }
func mulh(a, b uint32) uint32   { return uint32(uint64(int64(int32(a))*int64(int32(b))) >> 32) }
func mulhsu(a, b uint32) uint32 { return uint32(uint64(int64(int32(a))*int64(b)) >> 32) }
func mulhu(a, b uint32) uint32  { return uint32(uint64(a) * uint64(b) >> 32) }

// Division by zero and the one overflowing quotient have the results of
// the M chapter's table 7.1; they never trap.
func div(a, b uint32) uint32 {
	switch {
	case b == 0:
		return math.MaxUint32
	case int32(a) == math.MinInt32 && int32(b) == -1:
		return a
	}
	return uint32(int32(a) / int32(b))
}

func divu(a, b uint32) uint32 {
	if b == 0 {
		return math.MaxUint32
	}
	return a / b
}

func rem(a, b uint32) uint32 {
	switch {
	case b == 0:
		return a
	case int32(a) == math.MinInt32 && int32(b) == -1:
		return 0
	}
	return uint32(int32(a) % int32(b))
}

func remu(a, b uint32) uint32 {
	if b == 0 {
		return a
	}
	return a % b
}

func shadd(n uint) func(a, b uint32) uint32 {
	return func(a, b uint32) uint32 { return a<<n + b }
}

func andn(a, b uint32) uint32 { return a &^ b }
func orn(a, b uint32) uint32  { return a | ^b }
func xnor(a, b uint32) uint32 { return ^(a ^ b) }
func not(a, _ uint32) uint32  { return ^a }

func clz(a, _ uint32) uint32  { return uint32(bits.LeadingZeros32(a)) }
func ctz(a, _ uint32) uint32  { return uint32(bits.TrailingZeros32(a)) }
func cpop(a, _ uint32) uint32 { return uint32(bits.OnesCount32(a)) }

func maxSigned(a, b uint32) uint32 {
	if int32(a) > int32(b) {
		return a
	}
	return b
}

func minSigned(a, b uint32) uint32 {
	if int32(a) < int32(b) {
		return a
	}
	return b
}

func maxUnsigned(a, b uint32) uint32 { return max(a, b) }
func minUnsigned(a, b uint32) uint32 { return min(a, b) }

func sextB(a, _ uint32) uint32 { return uint32(int32(int8(a))) }
func sextH(a, _ uint32) uint32 { return uint32(int32(int16(a))) }
func zextB(a, _ uint32) uint32 { return a & 0xff }
func zextH(a, _ uint32) uint32 { return a & 0xffff }

func rol(a, b uint32) uint32  { return bits.RotateLeft32(a, int(b&31)) }
func ror(a, b uint32) uint32  { return bits.RotateLeft32(a, -int(b&31)) }
func rev8(a, _ uint32) uint32 { return bits.ReverseBytes32(a) }

// orcB sets each byte to 0xff if any of its bits is set, else 0.
func orcB(a, _ uint32) uint32 {
	var r uint32
	for k := 0; k < 32; k += 8 {
		if a>>k&0xff != 0 {
			r |= 0xff << k
		}
	}
	return r
}

func bclr(a, b uint32) uint32 { return a &^ (1 << (b & 31)) }
func bext(a, b uint32) uint32 { return a >> (b & 31) & 1 }
func binv(a, b uint32) uint32 { return a ^ 1<<(b&31) }
func bset(a, b uint32) uint32 { return a | 1<<(b&31) }

// pack puts rs1's low half in the low half and rs2's in the high half;
// packh does the same with the low bytes, zero-extended.
func pack(a, b uint32) uint32  { return b<<16 | a&0xffff }
func packh(a, b uint32) uint32 { return (b&0xff)<<8 | a&0xff }

// brev8 reverses the bits within each byte.
func brev8(a, _ uint32) uint32 { return bits.ReverseBytes32(bits.Reverse32(a)) }

// zip interleaves the halves: bit 2i is bit i, bit 2i+1 is bit i+16
// (Zbkb, RV32 only); unzip undoes it.
func zip(a, _ uint32) uint32 {
	var r uint32
	for i := 0; i < 16; i++ {
		r |= (a>>i&1)<<(2*i) | (a>>(i+16)&1)<<(2*i+1)
	}
	return r
}

func unzip(a, _ uint32) uint32 {
	var r uint32
	for i := 0; i < 16; i++ {
		r |= (a>>(2*i)&1)<<i | (a>>(2*i+1)&1)<<(i+16)
	}
	return r
}
