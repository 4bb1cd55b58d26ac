package sim_test

import (
	"strings"
	"testing"

	"boardless/internal/armbuild"
	"boardless/sim"
)

// m7CacheFirmware runs a loop from flash after enabling the I-cache the
// way CMSIS SCB_EnableICache ends (SCB->CCR |= IC), unless ENABLE is 0.
const m7CacheFirmware = `
	.syntax unified
	.thumb
	.global _start
	.section .vectors, "a"
	.word 0x20001000
	.word _start + 1
	.text
	.thumb_func
_start:
	.if ENABLE
	ldr r1, =0xe000ed14
	ldr r0, [r1]
	orr r0, r0, #0x20000
	str r0, [r1]
	dsb
	isb
	.endif
	movs r2, #100
1:
	.rept 16
	adds r3, #1
	.endr
	subs r2, #1
	bne 1b
	movs r0, #0x18       @ SYS_EXIT
	ldr r1, =0x20026
	bkpt 0xab
	b .
	.ltorg
`

// TestM7FirmwareEnablesICache: in firmware mode the M7's caches start
// off (the reset state) and follow SCB->CCR; a pinned --param icache
// overrides the firmware.
func TestM7FirmwareEnablesICache(t *testing.T) {
	run := func(enable string, params map[string]float64) (uint64, string) {
		elf := armbuild.BuildString(t, "cache"+enable+".S", m7CacheFirmware, "-mcpu=cortex-m7", "-mthumb",
			"-Wa,--defsym,ENABLE="+enable, "-Wl,--section-start=.vectors=0x08000000", "-Wl,-Ttext=0x08000100")
		p, img := load(t, "nucleo-h743zi2", elf)
		r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{Options: sim.Options{WhatIf: sim.WhatIf{Params: params}}})
		if err != nil {
			t.Fatal(err)
		}
		return r.Cycles, r.MemoryModel
	}
	off, offName := run("0", nil)
	on, onName := run("1", nil)
	if !strings.Contains(offName, "I-cache off") || strings.Contains(offName, "I-cache on") {
		t.Errorf("without CCR writes the I-cache should stay off: %s", offName)
	}
	if !strings.Contains(onName, "I-cache off") || !strings.Contains(onName, "-> m7-axi (I-cache on") {
		t.Errorf("the CCR write should switch the I-cache on: %s", onName)
	}
	// 100 iterations of a 36-byte loop: uncached, about 5 flash reads
	// each (M7-M6); cached, a handful of misses in all (M7-M2).
	if on*3 > off {
		t.Errorf("I-cache on %d cycles, off %d: want the cached run well under a third", on, off)
	}
	// With icache pinned off the run is the uncached one plus the CCR
	// sequence.
	pinned, pinnedName := run("1", map[string]float64{"icache": 0})
	if pinned < off || strings.Contains(pinnedName, "I-cache on") {
		t.Errorf("--param icache=0 must hold against the firmware: %d cycles, %s", pinned, pinnedName)
	}
}
