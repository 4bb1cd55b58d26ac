package rvdecode

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// Ext is a set of ISA extensions.
type Ext uint32

// The extensions the decoder knows. ExtI is the base integer ISA, always
// present; ExtE restricts it to x0..x15 (RV32E).
const (
	ExtI Ext = 1 << iota
	ExtE
	ExtM
	ExtA
	ExtC // Zca: the C extension without floating point
	ExtZicsr
	ExtZifencei
	ExtZba
	ExtZbb
	ExtZbs
	ExtZbkb
	ExtZcb
	ExtZcmp
)

// ISAUnicorn is Unicorn 2.0.1's riscv32 CPU models: RV32IMAC with Zicsr
// and Zifencei; every other extension of ISAAll traps there (MT-G4). A
// core's own ISA is its model's (models/cores) and its core JSON's
// "isa" (ParseISA).
const ISAUnicorn = ExtI | ExtM | ExtA | ExtC | ExtZicsr | ExtZifencei

// ErrIllegal is wrapped by every error Decode returns for bits that are no
// instruction of the ISA (reserved, unknown, or in a disabled extension).
var ErrIllegal = errors.New("illegal instruction")

// ErrTruncated is returned when fewer bytes are given than the
// instruction's length.
var ErrTruncated = errors.New("truncated instruction")

// opInfo is one row of the decoding table.
type opInfo struct {
	name   string
	class  Class
	format format
	ext    Ext // any one of these enables the row
	needs  Ext // and all of these are needed too (c.mul needs M)
	mask   uint32
	value  uint32
	size   uint8
}

// Rows in decoding order, split by instruction length.
var rows16, rows32 []Op

func init() {
	for op := OpInvalid + 1; op < opCount; op++ {
		if opTable[op].size == 2 {
			rows16 = append(rows16, op)
		} else {
			rows32 = append(rows32, op)
		}
	}
}

// Length is the length in bytes of the instruction whose first halfword
// is lo: 2 for a compressed one, 4 otherwise, 0 for the 48-bit and longer
// encodings, which no supported ISA has.
func Length(lo uint16) int {
	switch {
	case lo&3 != 3:
		return 2
	case lo&0x1c != 0x1c:
		return 4
	}
	return 0
}

// Decode decodes the instruction at the start of b (little-endian, as in
// memory) for the given ISA.
func Decode(isa Ext, b []byte) (Inst, error) {
	if len(b) < 2 {
		return Inst{}, ErrTruncated
	}
	lo := binary.LittleEndian.Uint16(b)
	switch Length(lo) {
	case 2:
		return DecodeBits(isa, uint32(lo))
	case 4:
		if len(b) < 4 {
			return Inst{}, ErrTruncated
		}
		return DecodeBits(isa, binary.LittleEndian.Uint32(b))
	}
	return Inst{}, fmt.Errorf("%w: %#04x starts an instruction longer than 32 bits", ErrIllegal, lo)
}

// DecodeBits decodes one instruction given as its bits: a 16-bit one in
// the low halfword (the high one is ignored), a 32-bit one whole.
func DecodeBits(isa Ext, raw uint32) (Inst, error) {
	rows, size := rows32, uint8(4)
	if Length(uint16(raw)) == 2 {
		rows, size, raw = rows16, 2, raw&0xffff
	} else if Length(uint16(raw)) != 4 {
		return Inst{}, fmt.Errorf("%w: %#04x starts an instruction longer than 32 bits", ErrIllegal, raw&0xffff)
	}
	for _, op := range rows {
		info := &opTable[op]
		if raw&info.mask != info.value || !enabled(isa, info) {
			continue
		}
		inst := Inst{Op: op, Class: info.class, Size: size, Raw: raw,
			Rd: NoReg, Rs1: NoReg, Rs2: NoReg, Rd2: NoReg}
		if reason := info.format.decode(raw, &inst); reason != "" {
			return Inst{}, illegal(raw, size, info.name+": "+reason)
		}
		inst.Reads, inst.Writes = inst.Reads.with(inst.Rs1).with(inst.Rs2), inst.Writes.with(inst.Rd).with(inst.Rd2)
		if isa&ExtE != 0 {
			if r := highRegister(inst); r != NoReg {
				return Inst{}, illegal(raw, size, fmt.Sprintf("%s uses %s (x%d), which RV32E does not have", info.name, r, r))
			}
		}
		return inst, nil
	}
	return Inst{}, illegal(raw, size, "no instruction of this ISA")
}

func enabled(isa Ext, info *opInfo) bool {
	return isa&info.ext != 0 && isa&info.needs == info.needs
}

func illegal(raw uint32, size uint8, why string) error {
	if size == 2 {
		return fmt.Errorf("%w %#04x: %s", ErrIllegal, raw, why)
	}
	return fmt.Errorf("%w %#08x: %s", ErrIllegal, raw, why)
}

// highRegister is the first of x16..x31 the instruction names, or NoReg.
func highRegister(inst Inst) Reg {
	for _, r := range []Reg{inst.Rd, inst.Rd2, inst.Rs1, inst.Rs2} {
		if r != NoReg && r >= 16 {
			return r
		}
	}
	if high := (inst.Reads | inst.Writes | inst.Rlist) &^ 0xffff; high != 0 {
		return Reg(firstBit(uint32(high)))
	}
	return NoReg
}

func firstBit(v uint32) int {
	for i := 0; i < 32; i++ {
		if v&(1<<i) != 0 {
			return i
		}
	}
	return -1
}
