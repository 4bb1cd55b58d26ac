package sim

import (
	"fmt"

	"boardless/decode"
	"boardless/emu"
	"boardless/models"
)

// The FPU in function mode. On the board, start-up code enables it
// before main (CMSIS SystemInit sets CPACR on M cores; the A7's boot
// code sets CPACR and FPEXC.EN): a function called directly finds it
// enabled too. Unicorn's M-profile CPUs start with it enabled; the A7
// starts with cp10/cp11 access denied and FPEXC.EN clear.
func (s *Session) enableFPU() error {
	if s.spec.FPU == "" || s.spec.MProfile {
		return nil
	}
	// The emulator's own words stay out of the message.
	if err := s.m.WriteCP(emu.CPACR, 0xf<<20); err != nil { // cp10, cp11: full access
		return fmt.Errorf("the emulator refused to enable the %s's FPU (CPACR)", s.spec.Name)
	}
	if err := s.m.WriteReg(emu.FPEXC, 1<<30); err != nil { // EN
		return fmt.Errorf("the emulator refused to enable the %s's FPU (FPEXC)", s.spec.Name)
	}
	return nil
}

// isFPInstruction reports whether the instruction at b is a
// floating-point one: a coprocessor instruction of cp10 or cp11, the
// encoding space of VFP (Arm ARM, A5.6 / A7.9 "Floating-point data-
// processing", "Extension register load/store").
func isFPInstruction(b []byte, thumb bool) bool {
	if len(b) < 4 {
		return false
	}
	if thumb {
		hw1 := uint32(b[0]) | uint32(b[1])<<8
		hw2 := uint32(b[2]) | uint32(b[3])<<8
		return hw1&0xec00 == 0xec00 && hw2&0x0e00 == 0x0a00
	}
	w := le32(b)
	return w>>28 != 0xf && w&0x0c000e00 == 0x0c000a00
}

// noFPUError names a floating-point instruction on a core without an
// FPU; nil when the instruction at pc is not one or the core has one.
func (s *Session) noFPUError(fn string, pc uint32, thumb bool, text string) error {
	if s.spec.FPU != "" || s.riscv() { // RISC-V bytes are no Arm FP encoding
		return nil
	}
	b, err := s.m.ReadMem(pc&^1, 4)
	if err != nil || !isFPInstruction(b, thumb) {
		return nil
	}
	if inst, ok := decodeAt(s.m, pc); text == "" && thumb && ok {
		text = inst.String()
	}
	if text == "" {
		text = fmt.Sprintf("%02x%02x %02x%02x", b[1], b[0], b[3], b[2])
	}
	return &CallError{Func: fn, Err: fmt.Errorf("the %s (%s) has no FPU: %q at PC 0x%08x (%s) is a floating-point instruction; build with -mfloat-abi=soft",
		s.spec.Name, s.Board.Name, text, pc&^1, s.Image.Symbolize(pc))}
}

// undefinedError names an instruction the emulator refused as undefined
// on an M-profile core: since each core runs as Unicorn's own model of
// it (MT-H1, MT-H2), a Thumb-2 encoding on ARMv6-M, a DSP instruction on
// the M3 or an FPv5 one on the M4F faults in the emulator, where the
// chip faults, before the core model sees it. nil when the instruction
// does not decode or is a UDF (an undefined instruction on purpose).
func (s *Session) undefinedError(fn string, pc uint32) error {
	if !s.spec.MProfile {
		return nil
	}
	inst, ok := decodeAt(s.m, pc)
	if !ok || inst.ID == decode.InsUDF {
		return nil
	}
	why := fmt.Sprintf("the emulator, Unicorn's own %s, refuses it as undefined on %s", s.m.CPU(), s.spec.Arch)
	return &CallError{Func: fn, Err: &models.UnsupportedError{Core: s.spec.Name, PC: pc &^ 1, Text: inst.String(), Why: why}}
}

// decodeAt decodes the Thumb instruction at pc (M-profile).
func decodeAt(m *emu.Machine, pc uint32) (decode.Inst, bool) {
	b, err := m.ReadMem(pc&^1, 4)
	if err != nil {
		if b, err = m.ReadMem(pc&^1, 2); err != nil {
			return decode.Inst{}, false
		}
	}
	d, err := decode.New(decode.ModeThumbM)
	if err != nil {
		return decode.Inst{}, false
	}
	defer d.Close()
	inst, err := d.Decode(b, pc&^1)
	return inst, err == nil
}
