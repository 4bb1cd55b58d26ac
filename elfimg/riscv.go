package elfimg

import (
	"bytes"
	"regexp"
	"strings"
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

// archVersion is an extension's version suffix: 2p0, 1p9, 2.
var archVersion = regexp.MustCompile(`[0-9]+(p[0-9]+)?$`)

// RISCVExtensions lists the extensions of a Tag_RISCV_arch string, without
// their versions: "rv32i2p1_m2p0_zicsr2p0" is i, m, zicsr. The base (i or
// e) comes first; single-letter extensions written together ("rv32imac",
// an older form) are split.
func RISCVExtensions(arch string) []string {
	var out []string
	for k, part := range strings.Split(strings.TrimPrefix(arch, "rv32"), "_") {
		name := archVersion.ReplaceAllString(part, "")
		if k == 0 || len(name) > 0 && name[0] != 'z' && name[0] != 'x' && name[0] != 's' {
			for _, r := range name {
				out = append(out, string(r))
			}
			continue
		}
		out = append(out, name)
	}
	return out
}
