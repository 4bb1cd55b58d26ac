package sim

import (
	"debug/elf"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/models"
)

// Operand values for the core models whose timing depends on them
// (models.CoreSpec.OperandSites: early-terminating division on the
// Cortex-M3/M4, double-precision arithmetic on the Cortex-M7). The event stream carries no register values, so the
// instructions are found in the image's executable segments and each
// gets an exec hook: before every execution it brings the model up to
// date with the stream (Drain) and reports the operand registers. Only
// those instructions are hooked, so the rest of the code runs at full
// speed.

// watchOperands installs the hooks for spec's sites in img; core gives
// the model of the run in progress (nil between runs). It returns the
// sites for the model's ObserveOperands and the hooks' releases.
func watchOperands(m *emu.Machine, img *elfimg.Image, spec models.CoreSpec, core func() models.Core) ([]models.OperandSite, []func(), error) {
	if spec.OperandSites == nil {
		return nil, nil, nil
	}
	var sites []models.OperandSite
	var rels []func()
	for _, seg := range img.Segments {
		if seg.Flags&elf.PF_X == 0 {
			continue
		}
		for _, site := range spec.OperandSites(seg.Data, seg.Vaddr) {
			site := site
			rel, err := m.HookExec(site.PC, func(pc uint32) {
				obs, ok := core().(models.OperandObserver)
				if !ok {
					return
				}
				m.Drain()
				obs.Operands(site.PC, [2]uint32{operand(m, site.Regs[0]), operand(m, site.Regs[1])})
			})
			if err != nil {
				return sites, rels, err
			}
			rels = append(rels, rel)
			sites = append(sites, site)
		}
	}
	return sites, rels, nil
}

// coreReg is the emulator's name of core register n (0-14).
func coreReg(n uint8) emu.Reg {
	if n == 14 {
		return emu.LR
	}
	return emu.RegR(int(n))
}

// operand is the value a site reports for register r: a core register,
// or a double-precision one folded (models.OperandSite).
func operand(m *emu.Machine, r uint8) uint32 {
	if r >= models.OperandRegD0 {
		return foldDouble(m.ReadD(int(r - models.OperandRegD0)))
	}
	return m.ReadReg(coreReg(r))
}

// foldDouble is a double-precision register's high word, bit 0 set when
// the low word is not zero.
func foldDouble(d uint64) uint32 {
	hi := uint32(d >> 32)
	if uint32(d) != 0 {
		hi |= 1
	}
	return hi
}
