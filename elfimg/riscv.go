package elfimg

import (
	"bytes"
)

// efRISCVRVE is EF_RISCV_RVE (RISC-V ELF psABI, "e_flags"): the code
// follows the ilp32e ABI of RV32E.
const efRISCVRVE = 0x8

// RVE reports whether a RISC-V image is built for RV32E (ilp32e).
func (img *Image) RVE() bool { return img.RISCV() && img.Flags&efRISCVRVE != 0 }

// RISCVArch is the image's Tag_RISCV_arch build attribute (RISC-V ELF
// psABI, "RISC-V specific attributes"), the ISA string the linker merged
// from its objects, such as "rv32e1p9_c2p0_zicsr2p0"; "" when the image
// has none. The string is the attribute section's only one that starts
// with "rv32" (the other attributes are numbers).
func (img *Image) RISCVArch() string {
	sec := img.File.Section(".riscv.attributes")
	if sec == nil {
		return ""
	}
	data, err := sec.Data()
	if err != nil {
		return ""
	}
	i := bytes.Index(data, []byte("rv32"))
	if i < 0 {
		return ""
	}
	end := bytes.IndexByte(data[i:], 0)
	if end < 0 {
		return ""
	}
	return string(data[i : i+end])
}
