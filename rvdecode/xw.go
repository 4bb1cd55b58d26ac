package rvdecode

import "fmt"

// WCH's "xw" extension: compressed byte and halfword loads and stores of
// the QingKe V2 (the CH32V003; the QingKe V2 manual lists "XW" without
// encodings). Decode reports them as illegal, as they are no standard
// instruction; DecodeXW names them, so that a model can refuse one with
// what it is rather than as unknown bits.
//
// Encodings: xw.c.lbu, xw.c.lhu, xw.c.sb and xw.c.sh from jnk0le/random
// "pipeline cycle test/doc/ch32v003_(qkv2).md" (MT-G3, tried on the
// chip); they reuse the RV32DC c.fld, c.fldsp, c.fsd and c.fsdsp slots.
// The sp-relative xw.c.lbusp, xw.c.lhusp, xw.c.sbsp and xw.c.shsp from
// ArcaneNibble's "QingKe RISC-V XW opcode encoding" (reverse-engineered
// from WCH's toolchain, not tried on hardware), in the reserved funct3
// 100, op 00 slot.
//
// Fields, as in the C extension: op bits 1:0, rd' (rs2' for a store)
// bits 4:2, rs1' bits 9:7, funct3 bits 15:13.
type xwForm struct {
	name       string
	mask, bits uint16
	store      bool
	sp         bool                  // base sp, not rs1'
	offset     func(v uint32) uint32 // the unsigned byte offset
}

var xwForms = []xwForm{
	{"xw.c.lbu", 0xe003, 0x2000, false, false, xwByteOffset},
	{"xw.c.sb", 0xe003, 0xa000, true, false, xwByteOffset},
	{"xw.c.lhu", 0xe003, 0x2002, false, false, xwHalfOffset},
	{"xw.c.sh", 0xe003, 0xa002, true, false, xwHalfOffset},
	{"xw.c.lbusp", 0xf863, 0x8000, false, true, xwSPByteOffset},
	{"xw.c.lhusp", 0xf863, 0x8020, false, true, xwSPHalfOffset},
	{"xw.c.sbsp", 0xf863, 0x8040, true, true, xwSPByteOffset},
	{"xw.c.shsp", 0xf863, 0x8060, true, true, xwSPHalfOffset},
}

// xwByteOffset: uimm[2:1] at bits 6:5, uimm[0] at 12, uimm[4:3] at 11:10.
func xwByteOffset(v uint32) uint32 { return field(v, 6, 5)<<1 | bit(v, 12, 0) | field(v, 11, 10)<<3 }

// xwHalfOffset: uimm[2:1] at bits 6:5, uimm[5:3] at 12:10.
func xwHalfOffset(v uint32) uint32 { return field(v, 6, 5)<<1 | field(v, 12, 10)<<3 }

// xwSPByteOffset: uimm[3:0] at bits 10:7.
func xwSPByteOffset(v uint32) uint32 { return field(v, 10, 7) }

// xwSPHalfOffset: uimm[3:1] at bits 10:8, uimm[4] at 7.
func xwSPHalfOffset(v uint32) uint32 { return field(v, 10, 8)<<1 | bit(v, 7, 4) }

// DecodeXW returns, for a 16-bit xw instruction, its assembly in the
// style of Inst.String ("xw.c.lbu a0,5(a1)"); false for any other bits.
func DecodeXW(raw uint16) (string, bool) {
	for _, f := range xwForms {
		if raw&f.mask != f.bits {
			continue
		}
		v := uint32(raw)
		base := creg(v, 7)
		if f.sp {
			base = SP
		}
		return fmt.Sprintf("%s %s,%d(%s)", f.name, creg(v, 2), f.offset(v), base), true
	}
	return "", false
}
