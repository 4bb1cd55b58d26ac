package sim

import (
	"debug/elf"
	"fmt"

	"boardless/elfimg"
	"boardless/emu"
)

// The A7's cycle counter, PMCCNTR, is read with MRC p15, 0, Rt, c9, c13, 0.
// Unicorn 2.0.1 cannot intercept it: it has no instruction hook for
// 32-bit ARM (UC_HOOK_INSN serves x86 only in 2.0.1), and QEMU's own
// PMCCNTR counts host time, not simulated cycles. So boardless finds every
// such MRC in the image's executable segments and hooks two addresses:
// the MRC (which marks that it ran) and the instruction after it, which
// overwrites Rt with the simulated cycle count before executing. The
// firmware therefore reads the real counter on the board and the model's
// count under boardless, from the same instruction. Writes to PMCCNTR and
// PMCR.C (reset) are not modelled: the count runs from reset, so use
// differences (as the kit does).

// pmccntrMRC reports whether an A32 word is MRC p15,0,Rt,c9,c13,0 and its Rt.
func pmccntrMRC(w uint32) (int, bool) {
	if w>>28 != 0xf && w&0x0fff0fff == 0x0e190f1d {
		return int(w >> 12 & 15), true
	}
	return 0, false
}

// pmccntrMRCThumb: the T32 form, EE19 xF1D.
func pmccntrMRCThumb(hw1, hw2 uint32) (int, bool) {
	if hw1 == 0xee19 && hw2&0x0fff == 0x0f1d {
		return int(hw2 >> 12), true
	}
	return 0, false
}

func hookPMCCNTR(m *emu.Machine, img *elfimg.Image, h host) ([]func(), error) {
	var rels []func()
	pending := -1
	add := func(at, next uint32, rt int) error {
		rel, err := m.HookExec(at, func(uint32) { pending = rt })
		if err != nil {
			return err
		}
		rels = append(rels, rel)
		rel, err = m.HookExec(next, func(uint32) {
			if pending < 0 || pending == 15 {
				return
			}
			h.sync()
			m.WriteReg(emu.RegR(pending), uint32(h.cycles()))
			pending = -1
		})
		if err != nil {
			return err
		}
		rels = append(rels, rel)
		return nil
	}
	for _, s := range img.Segments {
		if s.Flags&elf.PF_X == 0 {
			continue
		}
		d := s.Data
		for off := 0; off+4 <= len(d); off += 2 {
			w := le32(d[off:])
			a := s.Vaddr + uint32(off)
			if off%4 == 0 {
				if rt, ok := pmccntrMRC(w); ok && rt < 13 {
					if err := add(a, a+4, rt); err != nil {
						return rels, err
					}
					continue
				}
			}
			if rt, ok := pmccntrMRCThumb(w&0xffff, w>>16); ok && rt < 13 {
				if err := add(a, a+4, rt); err != nil {
					return rels, err
				}
			}
		}
	}
	if len(rels) > 64 {
		return rels, fmt.Errorf("%d PMCCNTR reads found: too many to hook", len(rels)/2)
	}
	return rels, nil
}
