package cores

import "math/bits"

// Why an instruction issued alone (item "why a cycle had no pair"): each
// issue group of the Cortex-M7 has two slots; when the second stays
// empty, the instruction after the group's older one says why it could
// not join (m7Lost), or the older closed the group itself (a
// single-issue instruction, a taken branch). With a profiler, the
// group's issue cycle is charged to the older instruction under the
// reason ("no-pair:..."), so that annotate and --top show where the
// second slot was lost; a paired group's cycle stays the older's issue
// cycle. The issue cycles of paired groups (Retire), the no-pair cycles
// and the stall cycles add up to the run's cycles.

// m7Lost is why a group's second slot stayed empty.
type m7Lost uint8

const (
	m7LostNone             m7Lost = iota // the younger joined
	m7LostFull                           // the group before had two: nothing lost
	m7LostSingle                         // the older is single-issue (M7-L13, M7-L15, M7-L16)
	m7LostYoungerSingle                  // the younger is single-issue
	m7LostSlot0                          // the younger may only be the older of a pair (MT-E4, M7-L7, M7-L18)
	m7LostBranch                         // a taken or mispredicted branch ends the group (M7-U3, MT-E1)
	m7LostShiftThenShifted               // MT-E3: a plain shift older, a shifted operand 2 younger
	m7LostMACStore                       // MT-E5: a multiply and a store
	m7LostBank                           // MT-E6: two loads to the same bank
	m7LostFMAMem                         // MT-E10: VFMA.F64 and an integer load or store
	m7LostDependency                     // the younger waits for an operand
	m7LostEnd                            // the run or the stream broke off (exception, end)
	m7LostUnit                           // + unit index: the pair does not fit the units (M7-L2)
	m7NumLost              = m7LostUnit + m7NumUnits
)

var m7LostNames = [m7NumLost]string{
	"", "", "no-pair:single-issue", "no-pair:next-single-issue", "no-pair:next-slot0-only", "no-pair:branch",
	"no-pair:shift-then-shifted", "no-pair:mac-store", "no-pair:load-bank", "no-pair:fma-load-store",
	"no-pair:dependency", "no-pair:end",
	"no-pair:alu", "no-pair:shifter", "no-pair:load-pipes", "no-pair:store-pipe", "no-pair:mac",
	"no-pair:branch-unit", "no-pair:fp-unit", "no-pair:fp-ports", "no-pair:simd",
}

// Pairing roles of an instruction (m7Inst.roles), so that the pairing
// rules are a few bit tests.
const (
	m7RoleShifted    uint8 = 1 << iota // a rotated constant or an inline-shifted register (MT-E3)
	m7RolePlainShift                   // LSL... (MT-E3)
	m7RoleMul                          // MUL/MAC (MT-E5)
	m7RoleStore                        // STR*, VSTR.32 (MT-E5)
	m7RoleLoad1                        // a single load that can pair (MT-E6)
	m7RoleFMAD                         // VFMA/VMLA.F64 (MT-E10)
	m7RoleMem                          // an integer single load or store (MT-E10)
	m7RoleDSP                          // bitfield/DSP (MT-E4)
)

// m7RoleRules are the roles some pairing rule is about (all but DSP).
const m7RoleRules = m7RoleShifted | m7RolePlainShift | m7RoleMul | m7RoleStore | m7RoleLoad1 | m7RoleFMAD

// m7RolesOf returns a class's pairing roles.
func m7RolesOf(c m7Class) uint8 {
	var r uint8
	switch {
	case c == m7ALUImm || c == m7ALUShift || c == m7CmpShift:
		r |= m7RoleShifted
	case c == m7Shift:
		r |= m7RolePlainShift
	case m7IsMul(c):
		r |= m7RoleMul
	case c == m7FMAD || c == m7FMLAD:
		r |= m7RoleFMAD
	case m7IsDSP(c):
		r |= m7RoleDSP
	}
	if m7IsStore(c) {
		r |= m7RoleStore
	}
	if m7IsLoad1(c) {
		r |= m7RoleLoad1
	}
	if c == m7Load || c == m7LoadSlow || c == m7Store {
		r |= m7RoleMem
	}
	return r
}

// m7Sig is what the pairing rules need of a group's older instruction:
// its roles and, for a load, its base register and bank (+1, 0 unknown).
type m7Sig uint32

func m7SigOf(in *m7Inst) m7Sig {
	return m7Sig(in.roles) | m7Sig(uint8(in.memBase+1))<<8 | m7Sig(uint8(in.memBank+1))<<16
}

// refuses returns the pairing rule that keeps in from issuing beside the
// older instruction s, or m7LostNone.
func (s m7Sig) refuses(in *m7Inst) m7Lost {
	older, younger := uint8(s), in.roles
	if older&m7RoleRules == 0 || younger&m7RoleRules == 0 {
		return m7LostNone
	}
	switch {
	case older&m7RolePlainShift != 0 && younger&m7RoleShifted != 0:
		return m7LostShiftThenShifted
	case older&m7RoleMul != 0 && younger&m7RoleStore != 0, older&m7RoleStore != 0 && younger&m7RoleMul != 0:
		return m7LostMACStore
	case older&m7RoleFMAD != 0 && younger&m7RoleMem != 0:
		return m7LostFMAMem
	case older&m7RoleLoad1 != 0 && younger&m7RoleLoad1 != 0:
		base, bank := int8(s>>8&0xff)-1, int8(s>>16&0xff)-1
		if bank >= 0 && in.memBank >= 0 && base == in.memBase && bank == in.memBank {
			return m7LostBank
		}
	}
	return m7LostNone
}

func m7IsMul(c m7Class) bool { return c == m7MUL || c == m7MAC }

func m7IsStore(c m7Class) bool { return c == m7Store || c == m7VSTR }

// m7IsLoad1 is a single load that can pair (word, byte/half, VLDR.32).
func m7IsLoad1(c m7Class) bool { return c == m7Load || c == m7LoadSlow || c == m7VLDR }

// m7IsDSP is a bitfield/DSP instruction (MT-E4): its result as an
// address costs a cycle more.
func m7IsDSP(c m7Class) bool {
	switch c {
	case m7BitField, m7CLZ, m7Extend, m7BitExtract, m7Rev, m7Sat, m7SIMD1, m7SIMD2, m7QDAdd, m7PKH, m7USADA8:
		return true
	}
	return false
}

// m7Overflowing returns the first unit that a and b together use beyond
// its capacity, or -1 when they fit.
func m7Overflowing(a, b m7Packed) int {
	over := (a + b + m7Overflow) & m7FieldTops
	if over == 0 {
		return -1
	}
	return bits.TrailingZeros64(uint64(over)) / 4
}

// m7UnitCount is how many of unit u the packed counts p hold.
func m7UnitCount(p m7Packed, u int) int { return int(p>>(4*u)) & 0xf }

// m7Held is the profiler's record of one retired instruction: its issue
// cycles and stalls, held while its group may still take a younger.
type m7Held struct {
	ok       bool
	pc, next uint32
	issue    uint64
	stalls   [3]m7StallCount
}

// profile reports rec, the instruction just retired, which joined the
// group before (lost m7LostNone) or did not, for lost.
func (c *CortexM7) profile(rec m7Held, lost m7Lost) {
	c.flushHeld(lost)
	if lost != m7LostNone && c.gOpen && !c.pending.branch {
		c.held = rec // the next instruction decides whether its slot is lost
		return
	}
	if lost == m7LostNone {
		c.report(rec, m7LostNone)
		return
	}
	if c.gOpen {
		c.report(rec, m7LostNone) // a branch open to its target: reported now (the call stack follows Retire)
		return
	}
	c.report(rec, c.gLost)
}

// flushHeld reports the held instruction, its group's second slot lost
// for lost (m7LostNone: it was used).
func (c *CortexM7) flushHeld(lost m7Lost) {
	if !c.held.ok || c.prof == nil {
		c.held.ok = false
		return
	}
	h := c.held
	c.held = m7Held{}
	c.report(h, lost)
}

// report makes the Profiler calls of one instruction: its stalls, then
// its issue cycles, as a no-pair reason when its group had one member.
func (c *CortexM7) report(h m7Held, lost m7Lost) {
	for _, s := range h.stalls {
		if s.n != 0 {
			c.prof.Stall(h.pc, m7StallNames[s.kind], s.n)
		}
	}
	if lost > m7LostFull && h.issue != 0 {
		c.prof.Stall(h.pc, m7LostNames[lost], h.issue)
		c.prof.Retire(h.pc, h.next, 0)
		return
	}
	c.prof.Retire(h.pc, h.next, h.issue)
}
