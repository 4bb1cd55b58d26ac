package sim

import (
	"fmt"

	"boardless/elfimg"
	"boardless/models"
	"boardless/rvdecode"
)

// checkRISCVArch refuses a RISC-V image built for another RISC-V core
// than the board's, comparing the image with the ISA the core JSON names
// ("isa", which the loader holds equal to the model's): another ABI
// (ilp32 code on RV32E, whose ilp32e passes six arguments in registers
// and aligns the stack to 4, or the reverse; the ELF's EF_RISCV_RVE),
// RV32I's 32 registers on RV32E, or an extension the core lacks
// (Tag_RISCV_arch: mul/div code on an RV32EC core). Extensions the
// decoder does not know are not checked: the core model still refuses an
// instruction it lacks.
func checkRISCVArch(img *elfimg.Image, board *models.Profile, spec models.CoreSpec) error {
	coreISA, _, err := rvdecode.ParseISA(board.ISA)
	if err != nil {
		return fmt.Errorf("%s: %v", board.Name, err)
	}
	coreE := coreISA&rvdecode.ExtE != 0
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
			img.Name, built, board.Name, spec.Name, spec.Arch, what, rvBuildFlags(board))}
	}
	if img.RVE() != coreE {
		if coreE {
			return refuse("whose ABI is ilp32e (RV32E: x0-x15)")
		}
		return refuse("whose ABI is ilp32")
	}
	if arch == "" {
		return nil
	}
	imgISA, _, err := rvdecode.ParseISA(arch)
	if err != nil {
		return refuse(fmt.Sprintf("and the image's Tag_RISCV_arch is unreadable (%v)", err))
	}
	if coreE && imgISA&rvdecode.ExtE == 0 {
		return refuse("which has x0-x15 only (RV32E), not RV32I's 32 registers")
	}
	if lacks := imgISA &^ coreISA &^ rvdecode.ExtE; lacks != 0 {
		return refuse(fmt.Sprintf("which lacks the %s extension", rvdecode.ExtNames(lacks&-lacks)))
	}
	return nil
}

// rvBuildFlags is how GCC builds code for the board's RISC-V core: its
// core JSON's gcc_flags, else its ISA with the ABI that goes with it.
func rvBuildFlags(board *models.Profile) string {
	if board.GCCFlags != "" {
		return board.GCCFlags
	}
	isa, _, _ := rvdecode.ParseISA(board.ISA)
	if isa&rvdecode.ExtE != 0 {
		return "-march=" + board.ISA + " -mabi=ilp32e"
	}
	return "-march=" + board.ISA + " -mabi=ilp32"
}
