package prof

import (
	"boardless/decode"
	"boardless/elfimg"
)

// DecodedInsn is an instruction read back from the code and
// disassembled ("?" when it could not be read or decoded).
type DecodedInsn struct {
	PC   uint32
	Text string
}

// Disassemble reads and disassembles the instruction at each of pcs
// (a fault's last instructions): Thumb-2 on M-profile code, else ARM
// or Thumb as thumb says; RISC-V code by the image's architecture.
func Disassemble(img *elfimg.Image, code CodeReader, mprofile, thumb bool, pcs []uint32) ([]DecodedInsn, error) {
	d, err := NewDisassembler(img, codeMode(mprofile, thumb))
	if err != nil {
		return nil, err
	}
	defer d.Close()
	out := make([]DecodedInsn, len(pcs))
	for i, pc := range pcs {
		out[i] = DecodedInsn{PC: pc, Text: "?"}
		b, err := code.ReadMem(pc, 4)
		if err != nil {
			b, err = code.ReadMem(pc, 2)
		}
		if err != nil {
			continue
		}
		if _, t, ok := d.DecodeAt(b, pc); ok {
			out[i].Text = t
		}
	}
	return out, nil
}

// codeMode is the decoder mode of M-profile code (Thumb-2), or of
// A-profile code in Thumb or ARM state.
func codeMode(mprofile, thumb bool) decode.Mode {
	switch {
	case mprofile:
		return decode.ModeThumbM
	case thumb:
		return decode.ModeThumbA
	}
	return decode.ModeARM
}
