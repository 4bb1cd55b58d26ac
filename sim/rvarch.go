package sim

import (
	"fmt"

	"boardless/elfimg"
	"boardless/models"
	"boardless/rvdecode"
)

// rvArchExt maps the extensions of a Tag_RISCV_arch string to the
// decoder's; f, d and g (which includes them: hardware floating point)
// are no core's here, and zmmul is M's multiplications. Extensions not listed are not checked:
// the core model still refuses an instruction it lacks.
var rvArchExt = map[string]rvdecode.Ext{
	"m": rvdecode.ExtM, "zmmul": rvdecode.ExtM, "a": rvdecode.ExtA,
	"c": rvdecode.ExtC, "zca": rvdecode.ExtC, "zicsr": rvdecode.ExtZicsr,
	"zifencei": rvdecode.ExtZifencei, "zba": rvdecode.ExtZba, "zbb": rvdecode.ExtZbb,
	"zbs": rvdecode.ExtZbs, "zbkb": rvdecode.ExtZbkb, "zcb": rvdecode.ExtZcb,
	"zcmp": rvdecode.ExtZcmp, "f": 1 << 31, "d": 1 << 31, "g": 1 << 31,
}

// checkRISCVArch refuses a RISC-V image built for another RISC-V core
// than the board's: another ABI (ilp32 code on RV32E, whose ilp32e
// passes six arguments in registers and aligns the stack to 4, or the
// reverse; the ELF's EF_RISCV_RVE), or an extension the core lacks
// (Tag_RISCV_arch: mul/div code on the CH32V003's RV32EC).
func checkRISCVArch(img *elfimg.Image, board *models.Profile, spec models.CoreSpec) error {
	coreE := spec.RISCVISA&rvdecode.ExtE != 0
	arch := img.RISCVArch()
	refuse := func(what string) error {
		built := "ilp32"
		if img.RVE() {
			built = "ilp32e"
		}
		if arch != "" {
			built += ", " + arch
		}
		return &InputError{fmt.Errorf("%s is built for %s, but %s's %s is %s, %s: build it with riscv64-unknown-elf-gcc %s",
			img.Name, built, board.Name, spec.Name, spec.Arch, what, rvBuildFlags(spec))}
	}
	if img.RVE() != coreE {
		if coreE {
			return refuse("whose ABI is ilp32e (RV32E: x0-x15)")
		}
		return refuse("whose ABI is ilp32")
	}
	exts := elfimg.RISCVExtensions(arch)
	if coreE && len(exts) > 0 && exts[0] == "i" {
		return refuse("which has x0-x15 only (RV32E), not RV32I's 32 registers")
	}
	for _, x := range exts {
		if e, known := rvArchExt[x]; known && spec.RISCVISA&e == 0 {
			return refuse(fmt.Sprintf("which lacks the %q extension", x))
		}
	}
	return nil
}
