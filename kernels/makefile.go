package kernels

import (
	_ "embed"
	"fmt"
	"regexp"
	"strings"
)

// Which board gets which kernel image is kernels.mk's, and only there:
// this package reads its board lists from the Makefile itself (embedded),
// so that a board is added to the kernels in one place. The variables
// read are plain lists (no make functions or references), which
// mkList checks:
//
//	KERNELS_BOARDS, KERNELS_IMAGES      the Arm boards and their images
//	KERNELS_HW_BOARDS                   the boards with the hw image too
//	KERNELS_RV_BOARDS, KERNELS_RV_IMAGES the ilp32 RISC-V boards
//	KERNELS_RVE_BOARDS, KERNELS_RVE_IMAGES, KERNELS_RVE_EXPORTS
//	                                    the RV32E boards, whose flash holds
//	                                    part of the sym image
//	KERNELS_PARTIAL_WHY_<board>         why a partial image leaves the rest out
//	KERNELS_NOIMAGES_WHY_<board>        why a built-in board has no image

//go:embed kernels.mk
var kernelsMk string

// mkAssign is one assignment of kernels.mk: its name and value, the
// continuation lines joined.
var mkAssign = regexp.MustCompile(`(?m)^([A-Za-z0-9_.-]+) *(?:\?=|:=|=) *((?:.*\\\n)*.*)$`)

// mkVars are kernels.mk's assignments by name (the first of each).
var mkVars = parseMk(kernelsMk)

func parseMk(text string) map[string]string {
	vars := map[string]string{}
	for _, m := range mkAssign.FindAllStringSubmatch(text, -1) {
		if _, dup := vars[m[1]]; !dup {
			vars[m[1]] = strings.Join(strings.Fields(strings.ReplaceAll(m[2], "\\\n", " ")), " ")
		}
	}
	return vars
}

// mkList is the words of a kernels.mk variable (nil when unset). A value
// that uses make's functions or references cannot be read without make,
// so it is a programming error here.
func mkList(name string) []string {
	v := mkText(name)
	return strings.Fields(v)
}

// mkText is a kernels.mk variable's value as written.
func mkText(name string) string {
	v := mkVars[name]
	if strings.Contains(v, "$") {
		panic(fmt.Sprintf("kernels: kernels.mk's %s is not a plain list: %q", name, v))
	}
	return v
}
