package prof

import (
	"boardless/decode"
	"boardless/elfimg"
	"boardless/rvdecode"
)

// Disassembler decodes one instruction as the listings (annotate, the run
// page, run --verbose's last instructions) show it: with Capstone for
// Arm code, with rvdecode for a RISC-V image (issue #31), whose bytes
// Capstone would read as Arm.
type Disassembler struct {
	arm  *decode.Decoder // nil for RISC-V
	mode decode.Mode
}

// NewDisassembler returns the disassembler of img's code; mode is the
// Arm decoder's (unused for a RISC-V image).
func NewDisassembler(img *elfimg.Image, mode decode.Mode) (*Disassembler, error) {
	if img.RISCV() {
		return &Disassembler{}, nil
	}
	d, err := decode.New(mode)
	if err != nil {
		return nil, err
	}
	return &Disassembler{arm: d, mode: mode}, nil
}

// DecodeAt returns the size and text of the instruction at the start of
// b (at pc); ok is false for bytes that decode as nothing, whose size is
// then the ISA's smallest step.
func (d *Disassembler) DecodeAt(b []byte, pc uint32) (size uint32, text string, ok bool) {
	if d.arm == nil {
		if len(b) < 2 {
			return 2, ".inst (not decoded)", false
		}
		n := rvdecode.Length(uint16(b[0]) | uint16(b[1])<<8)
		if len(b) < n {
			return 2, ".inst (not decoded)", false
		}
		in, err := rvdecode.Decode(rvdecode.ISAAll, b[:n]) // any RISC-V core's code
		if err != nil {
			return 2, ".inst (not decoded)", false
		}
		return uint32(n), in.String(), true
	}
	in, err := d.arm.Decode(b, pc)
	if err != nil {
		if d.mode == decode.ModeARM {
			return 4, ".inst (not decoded)", false
		}
		return 2, ".inst (not decoded)", false
	}
	return uint32(in.Size), in.String(), true
}

// Close releases the Arm decoder.
func (d *Disassembler) Close() {
	if d.arm != nil {
		d.arm.Close()
	}
}
