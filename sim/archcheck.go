package sim

import (
	"fmt"

	"boardless/elfimg"
	"boardless/models"
)

// Code for the wrong core is refused at load, from the build attributes
// (Tag_CPU_arch, Tag_CPU_arch_profile), rather than failing later as an
// unmapped fetch or an undefined instruction.

// runsOn says, per core architecture (CoreSpec.Arch), which built-for
// architectures its core executes: an architecture's code runs on its
// supersets (ARMv6-M code on ARMv8-M Mainline, ARMv5TE code on ARMv7-A)
// and on nothing of the other profile.
var runsOn = map[string]func(a elfimg.Attributes) bool{
	"ARMv6-M": func(a elfimg.Attributes) bool { return a.CPUArch == 11 || a.CPUArch == 12 },
	// ARMv7-M (Cortex-M3) runs ARMv6-M and ARMv7-M code; ARMv7E-M
	// (Cortex-M4, M7) adds the DSP extension's (Tag_CPU_arch 13).
	"ARMv7-M": func(a elfimg.Attributes) bool {
		return a.CPUArch == 11 || a.CPUArch == 12 || a.CPUArch == 10 && a.Profile == 'M'
	},
	"ARMv7E-M": func(a elfimg.Attributes) bool {
		return a.CPUArch == 11 || a.CPUArch == 12 || a.CPUArch == 13 || a.CPUArch == 10 && a.Profile == 'M'
	},
	"ARMv8-M Mainline": func(a elfimg.Attributes) bool {
		switch a.CPUArch {
		case 11, 12, 13, 16, 17:
			return true
		case 10:
			return a.Profile == 'M'
		}
		return false
	},
	"ARMv7-A": func(a elfimg.Attributes) bool {
		return a.CPUArch >= 1 && a.CPUArch <= 10 && a.Profile != 'M'
	},
}

// checkArch refuses an image built for an architecture the board's core
// does not execute. An image without attributes, or a core the table
// does not know, passes: the core model still refuses what it lacks.
func checkArch(img *elfimg.Image, board *models.Profile, spec models.CoreSpec) error {
	if err := checkMachine(img, board, spec); err != nil || img.RISCV() {
		return err
	}
	ok, known := runsOn[spec.Arch]
	if !known || !img.Attrs.Present || ok(img.Attrs) {
		return nil
	}
	return &InputError{fmt.Errorf("%s is built for %s, but %s's %s is %s: rebuild it with %s",
		img.Name, img.Attrs.Arch(), board.Name, spec.Name, spec.Arch, armBuildFlags(board, spec))}
}

// armBuildFlags is how GCC builds code for the board's Arm core: its
// core JSON's gcc_flags when the core's name is not GCC's -mcpu
// (cortex-m4f is -mcpu=cortex-m4), else -mcpu=<core>, with -mthumb on
// the M profile.
func armBuildFlags(board *models.Profile, spec models.CoreSpec) string {
	if board.GCCFlags != "" {
		return board.GCCFlags
	}
	if spec.MProfile {
		return "-mcpu=" + spec.Name + " -mthumb"
	}
	return "-mcpu=" + spec.Name
}
