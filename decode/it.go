package decode

import "strings"

// ITState follows Thumb IT blocks along one instruction stream, in
// execution order. Its value is the architectural ITSTATE byte IT[7:0]
// (IT[7:4] the condition of the next instruction, IT[3:0] the rest of the
// mask); the zero value means "not in an IT block". A state read from the
// CPU is ITState(IT[7:2]<<2 | IT[1:0]) with IT[7:2] = xPSR/CPSR bits 15:10
// and IT[1:0] = bits 26:25.
//
// Typical use, per core, with a per-address cache of Inst:
//
//	cc := st.CC()                     // condition for the instruction about to run (CCITAL in IT AL)
//	in, ok := cache[pc]               // an address in an IT block always has the same cc
//	if !ok { in, err = dec.DecodeIT(mem[pc:], pc, cc); cache[pc] = in }
//	st.Advance(in)
type ITState uint8

// InIT reports whether the next instruction is inside an IT block.
func (s ITState) InIT() bool { return s&0xf != 0 }

// CCITAL is the condition CC returns inside an IT AL block: the
// instruction always executes (CCAL), but it is still an IT-block
// instruction, so a 16-bit data-processing instruction other than CMP,
// CMN and TST sets no flags (Arm ARM v7-M A7.3.3 / v8-M, IT; MT-B5).
// It is not a Capstone condition: Inst.CC is never CCITAL, and DecodeIT
// takes it to mean "decode as inside an IT AL block". Distinct from CCAL
// so that a per-address decode cache keyed by CC keeps the two apart.
const CCITAL uint8 = CCAL + 1

// CC returns the condition (a CC* constant) the IT block imposes on the
// next instruction: CCAL outside an IT block, CCITAL inside an IT AL
// block. The condition field 1111 (the "e" slots of an IT AL block, which
// the architecture calls UNPREDICTABLE) is also always-true in the
// architecture's ConditionHolds, so it is CCITAL too.
func (s ITState) CC() uint8 {
	if !s.InIT() {
		return CCAL
	}
	if cond := uint8(s >> 4); cond < 0xe {
		return cond + CCEQ
	}
	return CCITAL
}

// Advance updates the state after instruction i has executed (whether or
// not its condition passed). An IT instruction starts a new block.
func (s *ITState) Advance(i Inst) {
	if i.ID == InsIT {
		*s = itBits(i)
		return
	}
	*s = s.Next()
}

// Next is the state after an instruction that is not an IT instruction
// has executed (whether or not its condition passed): the mask shifts
// one place, and the block ends after its last instruction. The core
// models, which keep their own instruction records, advance with it.
func (s ITState) Next() ITState {
	if s&0x7 == 0 {
		return 0
	}
	return s&0xe0 | (s<<1)&0x1f
}

// Reset leaves any IT block (e.g. after an exception or a branch).
func (s *ITState) Reset() { *s = 0 }

// itBits rebuilds the IT instruction's firstcond:mask byte from Capstone's
// decoded form: OpStr is firstcond ("eq") and the mnemonic is "it"
// followed by up to three t/e letters for the second to fourth
// instructions.
func itBits(i Inst) ITState {
	cc := ccByName(strings.TrimSpace(i.OpStr))
	if cc == CCINVALID {
		return 0
	}
	firstcond := cc - CCEQ
	suffix := strings.TrimPrefix(i.Mnemonic, "it")
	if len(suffix) > 3 {
		return 0
	}
	var mask uint8
	bit := uint8(3)
	for _, c := range suffix {
		var b uint8
		switch c {
		case 't':
			b = firstcond & 1
		case 'e':
			b = ^firstcond & 1
		default:
			return 0
		}
		mask |= b << bit
		bit--
	}
	mask |= 1 << bit
	return ITState(firstcond<<4 | mask)
}

// ccByName returns the CC* constant for a condition suffix ("eq", "hs",
// "cs", ..., "al"), or CCINVALID.
func ccByName(s string) uint8 {
	switch s {
	case "cs":
		return CCHS
	case "cc":
		return CCLO
	}
	for cc := CCEQ; cc <= CCAL; cc++ {
		if CCName(cc) == s {
			return cc
		}
	}
	return CCINVALID
}
