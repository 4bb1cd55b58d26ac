package decode

import "strings"

// fixup repairs the gaps in Capstone 4.0.2's ARM detail that matter to a
// timing model (register dependencies, writeback, flag setting). Each
// rule is listed in CAPSTONE.md with an example and is covered by
// TestFixups; TestRegsAccessComplete checks rule 1 over all compiled code.
func (d *Decoder) fixup(in *Inst) {
	// 0. Capstone's update_flags is true for A32/Thumb-2 ADC/SBC/RSC even
	// without the S suffix ("adc r0, r1, #2"), and lists CPSR as written.
	switch in.ID {
	case InsADC, InsSBC, InsRSC:
		in.UpdateFlags = strings.HasPrefix(in.Mnemonic[3:], "s")
		if !in.UpdateFlags {
			in.RegsWritten = without(in.RegsWritten, CPSR)
		}
	}

	switch in.ID {
	case InsMRC, InsMRC2, InsMRRC, InsMRRC2:
		// 2. MRC/MRRC: Capstone reports the core destination(s) as read.
		for _, op := range in.Ops {
			if op.Kind == OpReg {
				in.RegsRead = without(in.RegsRead, op.Reg)
				in.RegsWritten = with(in.RegsWritten, op.Reg)
			}
		}
	case InsLDREXD, InsLDAEXD:
		// 2. LDREXD (A32): destinations missing from RegsWritten.
		for _, op := range in.Ops[:2] {
			if op.Kind == OpReg {
				in.RegsWritten = with(in.RegsWritten, op.Reg)
			}
		}
	case InsVLDMIA, InsVLDMDB, InsVPOP, InsFLDMIAX, InsFLDMDBX:
		// 2. VLDM: the loaded registers are missing from RegsWritten.
		for k, op := range in.Ops {
			if op.Kind == OpReg && (k > 0 || in.ID == InsVPOP) {
				in.RegsWritten = with(in.RegsWritten, op.Reg)
			}
		}
	case InsUMLAL, InsSMLAL, InsUMAAL, InsSMLALBB, InsSMLALBT, InsSMLALTB, InsSMLALTT,
		InsSMLALD, InsSMLALDX, InsSMLSLD, InsSMLSLDX:
		// 3. Long multiply-accumulate: RdLo/RdHi are accumulators, read
		// as well as written, but Capstone lists them as written only.
		for _, op := range in.Ops[:2] {
			if op.Kind == OpReg {
				in.RegsRead = with(in.RegsRead, op.Reg)
			}
		}
	case InsPUSH, InsVPUSH, InsSTM, InsSTMDA, InsSTMDB, InsSTMIB, InsVSTMIA, InsVSTMDB:
		// 4. Thumb-2 PUSH.W lists the pushed registers as written.
		base := SP
		if in.ID != InsPUSH && in.ID != InsVPUSH && len(in.Ops) > 0 {
			base = in.Ops[0].Reg
		}
		w := in.RegsWritten[:0:0]
		for _, r := range in.RegsWritten {
			if r == base {
				w = append(w, r)
			}
		}
		in.RegsWritten = w
	}

	// 5. Writeback: Capstone sets it for LDM/STM "!" and pre/post-indexed
	// loads/stores, but not for PUSH/POP (SP is updated) nor for the
	// always post-indexed A32 LDRT/STRT family, and for A32 STMDB!
	// leaves the base out of RegsWritten.
	switch in.ID {
	case InsPUSH, InsPOP, InsVPUSH, InsVPOP:
		in.Writeback = true
	case InsLDRT, InsLDRBT, InsLDRHT, InsLDRSBT, InsLDRSHT, InsSTRT, InsSTRBT, InsSTRHT:
		if d.mode == ModeARM {
			in.Writeback = true
		}
	}
	if in.Writeback {
		if base := in.base(); base != RegInvalid {
			in.RegsRead = with(in.RegsRead, base)
			in.RegsWritten = with(in.RegsWritten, base)
		}
	}

	// 1. Explicit register operands that regs_access leaves out entirely
	// (shift-by-register amounts, the source of SXTB/UXTB/SSAT/USAT/PKH,
	// the second source of SXTAB/UXTAH, STMDB's list, BX's target in
	// A32, STREXD's data, ...) are sources: add them to RegsRead.
	if in.ID != InsVMRS && in.ID != InsVMSR {
		for _, op := range in.Ops {
			switch op.Kind {
			case OpReg:
				in.addReadIfMissing(op.Reg)
			case OpMem:
				in.addReadIfMissing(op.Mem.Base)
				in.addReadIfMissing(op.Mem.Index)
			}
			if op.Shift.Type >= ShiftASRREG {
				in.addReadIfMissing(Reg(op.Shift.Value))
			}
		}
	}

	// 6. Flags, modelled as CPSR (APSR on M-profile): written when the
	// instruction sets flags (Capstone omits it for e.g. ADDS), read when
	// it is conditional (Capstone omits it for e.g. BEQ).
	if in.UpdateFlags {
		in.RegsWritten = with(in.RegsWritten, CPSR)
	}
	if in.CC != CCAL && in.ID != InsIT {
		in.RegsRead = with(in.RegsRead, CPSR)
	}

	// 7. Branches: Capstone omits PC from RegsWritten for Thumb B/B.W/
	// Bcc.W, CBZ/CBNZ and TBB/TBH.
	if in.WritesPC() {
		in.RegsWritten = with(in.RegsWritten, PC)
	}
}

// base returns the base register updated by writeback: SP for
// PUSH/POP, the first operand of LDM/STM, else the memory operand's base.
func (i *Inst) base() Reg {
	switch i.ID {
	case InsPUSH, InsPOP, InsVPUSH, InsVPOP:
		return SP
	}
	if i.isRegList() && len(i.Ops) > 0 && i.Ops[0].Kind == OpReg {
		return i.Ops[0].Reg
	}
	for _, op := range i.Ops {
		if op.Kind == OpMem {
			return op.Mem.Base
		}
	}
	return RegInvalid
}

func (i *Inst) addReadIfMissing(r Reg) {
	if r == RegInvalid || contains(i.RegsRead, r) || contains(i.RegsWritten, r) {
		return
	}
	i.RegsRead = append(i.RegsRead, r)
}

func contains(rs []Reg, r Reg) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// with returns rs with r appended if absent. rs's capacity is clipped by
// Decode, so appending never writes into a neighbouring slice.
func with(rs []Reg, r Reg) []Reg {
	if contains(rs, r) {
		return rs
	}
	return append(rs, r)
}

// without returns rs without r (a fresh slice if r was present).
func without(rs []Reg, r Reg) []Reg {
	if !contains(rs, r) {
		return rs
	}
	out := make([]Reg, 0, len(rs)-1)
	for _, x := range rs {
		if x != r {
			out = append(out, x)
		}
	}
	return out
}
