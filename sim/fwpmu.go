package sim

import (
	"boardless/devices"
	"boardless/elfimg"
	"boardless/emu"
)

// hookPMCCNTR makes every PMCCNTR read of the image (devices.PMCCNTRReads)
// read the simulated cycle count: a hook on the MRC marks that it ran,
// one on the next instruction overwrites Rt before it executes.
func hookPMCCNTR(m *emu.Machine, img *elfimg.Image, h host) ([]func(), error) {
	reads, err := devices.PMCCNTRReads(img)
	if err != nil {
		return nil, err
	}
	var rels []func()
	pending := -1
	for _, rd := range reads {
		rt := rd.Rt
		rel, err := m.HookExec(rd.At, func(uint32) { pending = rt })
		if err != nil {
			return rels, err
		}
		rels = append(rels, rel)
		rel, err = m.HookExec(rd.Next, func(uint32) {
			if pending < 0 || pending == 15 {
				return
			}
			h.sync()
			m.WriteReg(emu.RegR(pending), uint32(h.cycles()))
			pending = -1
		})
		if err != nil {
			return rels, err
		}
		rels = append(rels, rel)
	}
	return rels, nil
}
