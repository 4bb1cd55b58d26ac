package sim_test

import (
	"fmt"
	"testing"

	"boardless/internal/armbuild"
	"boardless/sim"
)

// divFirmware divides DIVIDEND by 3 once from reset and exits.
const divFirmware = `
	.syntax unified
	.cpu cortex-m3
	.thumb
	.global _start
	.section .vectors, "a"
	.word 0x20001000
	.word _start + 1
	.text
	.thumb_func
_start:
	ldr r1, =%d
	movs r2, #3
	udiv r3, r1, r2
	movs r0, #0x18       @ SYS_EXIT
	ldr r1, =0x20026
	bkpt 0xab
	.ltorg
`

// TestDivisionOperands: the M3/M4F time a division from its operands in
// firmware mode too (sim/operands.go; function mode: the armv7m
// conformance cases 53, 54, 83-85): 0xffffffff / 3
// has 31 quotient bits, 5 / 3 one, so it takes 12 - 2 = 10 cycles more
// (docs/timing-facts-armv7m.md F14a).
func TestDivisionOperands(t *testing.T) {
	for _, board := range []string{"nucleo-f103rb", "nucleo-f401re"} {
		cycles := map[uint32]uint64{}
		for _, dividend := range []uint32{5, 0xffffffff} {
			src := fmt.Sprintf(divFirmware, dividend)
			elf := armbuild.BuildString(t, "div.S", src, "-mcpu=cortex-m3", "-mthumb", "-Wl,--section-start=.vectors=0x08000000", "-Wl,-Ttext=0x08000100")
			p, img := load(t, board, elf)
			r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
			if err != nil {
				t.Fatalf("%s: %v", board, err)
			}
			cycles[dividend] = r.Cycles
		}
		if d := cycles[0xffffffff] - cycles[5]; d != 10 {
			t.Errorf("%s firmware: 0xffffffff/3 takes %d cycles more than 5/3, want 10 (%v)", board, d, cycles)
		}
	}
}
