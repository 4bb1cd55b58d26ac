package devices

import (
	"debug/elf"
	"encoding/binary"
	"fmt"

	"boardless/elfimg"
)

// The A7's cycle counter, PMCCNTR, is read with MRC p15, 0, Rt, c9, c13, 0.
// Unicorn 2.0.1 cannot intercept it: it has no instruction hook for
// 32-bit ARM (UC_HOOK_INSN serves x86 only in 2.0.1), and QEMU's own
// PMCCNTR counts host time, not simulated cycles. So boardless finds every
// such MRC in the image's executable segments and sim hooks two addresses:
// the MRC (which marks that it ran) and the instruction after it, which
// overwrites Rt with the simulated cycle count before executing. The
// firmware therefore reads the real counter on the board and the model's
// count under boardless, from the same instruction. Writes to PMCCNTR and
// PMCR.C (reset) are not modelled: the count runs from reset, so use
// differences (as the kit does).

// PMCCNTRRead is one read of PMCCNTR in the image: the MRC at At, the
// instruction after it at Next, the register Rt it reads into.
type PMCCNTRRead struct {
	At, Next uint32
	Rt       int
}

// maxPMCCNTRReads bounds the hooks one image may need.
const maxPMCCNTRReads = 32

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

// PMCCNTRReads finds every PMCCNTR read into R0..R12 in the image's
// executable segments, A32 at word and T32 at halfword alignment.
func PMCCNTRReads(img *elfimg.Image) ([]PMCCNTRRead, error) {
	var out []PMCCNTRRead
	for _, s := range img.Segments {
		if s.Flags&elf.PF_X == 0 {
			continue
		}
		d := s.Data
		for off := 0; off+4 <= len(d); off += 2 {
			w := binary.LittleEndian.Uint32(d[off:])
			a := s.Vaddr + uint32(off)
			if off%4 == 0 {
				if rt, ok := pmccntrMRC(w); ok && rt < 13 {
					out = append(out, PMCCNTRRead{a, a + 4, rt})
					continue
				}
			}
			if rt, ok := pmccntrMRCThumb(w&0xffff, w>>16); ok && rt < 13 {
				out = append(out, PMCCNTRRead{a, a + 4, rt})
			}
		}
	}
	if len(out) > maxPMCCNTRReads {
		return nil, fmt.Errorf("%d PMCCNTR reads found: too many to hook", len(out))
	}
	return out, nil
}
