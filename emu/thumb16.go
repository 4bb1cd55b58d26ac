package emu

import "math/bits"

// The data access of a 16-bit Thumb load or store, computed from the
// registers as they are before it executes. It names the address of an
// unaligned-access fault (Unicorn's M0 takes the fault but reports no
// address) and finds the instruction of an unmapped-access fault in its
// block (Unicorn reports the block's start). Encodings: ARMv7-M ARM
// A5.2.4 "Load/store single data item", A6.7 LDM/STM/PUSH/POP/LDR
// (literal); ARMv6-M has no other loads and stores.

// access is a data access: n bytes from addr, in units of unit bytes
// (each unit must be aligned on ARMv6-M).
type access struct{ addr, n, unit uint32 }

// contains reports whether the access touches addr.
func (a access) contains(addr uint32) bool { return addr-a.addr < a.n }

// aligned reports whether every unit of the access is aligned.
func (a access) aligned() bool { return a.addr%a.unit == 0 }

// registerOffsetSizes are the access sizes of the register-offset forms
// by opB (STR, STRH, STRB, LDRSB, LDR, LDRH, LDRB, LDRSH).
var registerOffsetSizes = [8]uint32{4, 2, 1, 1, 4, 2, 1, 2}

// thumb16Access decodes the halfword hw at pc; ok is false when it is
// not a 16-bit load or store.
func (m *Machine) thumb16Access(pc uint32, hw uint32) (access, bool) {
	r := func(n uint32) uint32 { return m.ReadReg(RegR(int(n & 7))) }
	imm5 := (hw >> 6) & 0x1f
	rn := (hw >> 3) & 7
	count := uint32(bits.OnesCount32(hw & 0xff))
	switch {
	case hw>>11 == 0x09: // LDR (literal)
		return access{(pc+4)&^3 + 4*(hw&0xff), 4, 4}, true
	case hw>>12 == 0x5: // register offset
		size := registerOffsetSizes[(hw>>9)&7]
		return access{r(rn) + r(hw>>6), size, size}, true
	case hw>>12 == 0x6: // STR/LDR (immediate), word
		return access{r(rn) + 4*imm5, 4, 4}, true
	case hw>>12 == 0x7: // STRB/LDRB (immediate)
		return access{r(rn) + imm5, 1, 1}, true
	case hw>>12 == 0x8: // STRH/LDRH (immediate)
		return access{r(rn) + 2*imm5, 2, 2}, true
	case hw>>12 == 0x9: // STR/LDR (SP-relative)
		return access{m.ReadReg(SP) + 4*(hw&0xff), 4, 4}, true
	case hw&0xfe00 == 0xb400: // PUSH, LR in bit 8
		n := 4 * (count + (hw>>8)&1)
		return access{m.ReadReg(SP) - n, n, 4}, true
	case hw&0xfe00 == 0xbc00: // POP, PC in bit 8
		return access{m.ReadReg(SP), 4 * (count + (hw>>8)&1), 4}, true
	case hw>>12 == 0xc: // STM, LDM
		return access{r((hw >> 8) & 7), 4 * count, 4}, true
	}
	return access{}, false
}

// is32BitThumb reports whether hw is the first halfword of a 32-bit
// Thumb instruction.
func is32BitThumb(hw uint32) bool { return hw>>11 >= 0x1d }

// readHalf reads the halfword at pc.
func (m *Machine) readHalf(pc uint32) (uint32, bool) {
	b, err := m.ReadMem(pc, 2)
	if err != nil {
		return 0, false
	}
	return uint32(b[0]) | uint32(b[1])<<8, true
}
