package rvexec

import "boardless/rvdecode"

// The Zcmp register order: the Zc specification's cm.push and cm.pop
// pseudo-code walk x27, x26, ..., x18, x9, x8, x1 from the highest address
// down, so the highest-numbered register of the list sits just below the
// old (push) or new (pop) stack pointer and ra lowest.
var zcmpOrder = []rvdecode.Reg{27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 9, 8, 1}

// push stores the list below sp, then moves sp down by the stack
// adjustment (Imm is negative).
func push(inst rvdecode.Inst, x *[32]uint32, mem Memory) error {
	sp := x[rvdecode.SP]
	addr := sp
	for _, r := range zcmpOrder {
		if inst.Rlist.Has(r) {
			addr -= 4
			if err := store(mem, addr, 4, x[r]); err != nil {
				return err
			}
		}
	}
	x[rvdecode.SP] = sp + uint32(inst.Imm)
	return nil
}

// pop loads the list from the top of the frame, moves sp up, and for
// cm.popretz zeroes a0, for cm.popret* returns to ra. Every load is done
// before any register is written, so a faulting load leaves the registers
// as they were.
func pop(inst rvdecode.Inst, next uint32, x *[32]uint32, mem Memory) (uint32, error) {
	sp := x[rvdecode.SP]
	top := sp + uint32(inst.Imm)
	addr := top
	var loaded [32]uint32
	for _, r := range zcmpOrder {
		if inst.Rlist.Has(r) {
			addr -= 4
			v, err := load(mem, addr, 4)
			if err != nil {
				return next, err
			}
			loaded[r] = v
		}
	}
	for _, r := range zcmpOrder {
		if inst.Rlist.Has(r) {
			x[r] = loaded[r]
		}
	}
	x[rvdecode.SP] = top
	switch inst.Op {
	case rvdecode.OpCMPOPRETZ:
		x[rvdecode.A0] = 0
		return x[rvdecode.RA] &^ 1, nil
	case rvdecode.OpCMPOPRET:
		return x[rvdecode.RA] &^ 1, nil
	}
	return next, nil
}

// moveAS is cm.mvsa01 (s registers from a0, a1) and cm.mva01s (a0, a1
// from s registers): both sources are read before either is written.
func moveAS(inst rvdecode.Inst, x *[32]uint32) error {
	v1, v2 := x[inst.Rs1], x[inst.Rs2]
	x[inst.Rd], x[inst.Rd2] = v1, v2
	return nil
}
