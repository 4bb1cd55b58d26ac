// Package fwbuild builds small Cortex-M firmware images for tests, with
// the start-up code STM32CubeMX generates (startup_stm32*.s): a vector
// table at the flash base, a Reset_Handler that sets SP, copies .data
// from flash, clears .bss, calls main and, if main returns, loops at
// "idle" (b .). The memory map is the board's (boardless linker-script),
// so the image runs on the board it is built for. fw_exit(code) ends the
// run through semihosting (SYS_EXIT_EXTENDED), as a debugger would see it.
package fwbuild

import (
	"os"
	"path/filepath"
	"testing"

	"boardless/internal/armbuild"
	"boardless/models"
	_ "boardless/models/all"
)

// CPU are the compiler flags of each Cortex-M board's core (as
// calibrate/kit/kit.mk).
var CPU = map[string][]string{
	"nucleo-g071rb":  {"-mcpu=cortex-m0plus", "-mthumb"},
	"nucleo-f091rc":  {"-mcpu=cortex-m0", "-mthumb"},
	"nucleo-wba52cg": {"-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=soft"},
	// The chips whose clock trees came with issue 32 (sim's clock tests).
	"nucleo-f103rb":   {"-mcpu=cortex-m3", "-mthumb"},
	"nucleo-f401re":   {"-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=soft"},
	"nucleo-f446re":   {"-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=soft"},
	"nucleo-l476rg":   {"-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=soft"},
	"nucleo-g474re":   {"-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=soft"},
	"nucleo-c031c6":   {"-mcpu=cortex-m0plus", "-mthumb"},
	"nucleo-f767zi":   {"-mcpu=cortex-m7", "-mthumb", "-mfloat-abi=soft"},
	"nucleo-h743zi2":  {"-mcpu=cortex-m7", "-mthumb", "-mfloat-abi=soft"},
	"nrf52840-dk":     {"-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=soft"},
	"nucleo-u575zi-q": {"-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=soft"},
	"rpi-pico":        {"-mcpu=cortex-m0plus", "-mthumb"},
}

// Boards are the Cortex-M boards whose firmware the tests of every
// firmware feature run on (CPU covers more).
var Boards = []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg"}

const startup = `
	.syntax unified
	.thumb
	.section .isr_vector, "a", %progbits
	.global g_pfnVectors
g_pfnVectors:
	.word _estack
	.word Reset_Handler
	.word NMI_Handler
	.word HardFault_Handler

	.text
	.thumb_func
	.global Reset_Handler
Reset_Handler:
	ldr r0, =_estack
	mov sp, r0
	ldr r0, =_sdata          @ copy .data from flash
	ldr r1, =_edata
	ldr r2, =_sidata
	movs r3, #0
	b LoopCopyDataInit
CopyDataInit:
	ldr r4, [r2, r3]
	str r4, [r0, r3]
	adds r3, r3, #4
LoopCopyDataInit:
	adds r4, r0, r3
	cmp r4, r1
	bcc CopyDataInit
	ldr r2, =_sbss           @ clear .bss
	ldr r4, =_ebss
	movs r3, #0
	b LoopFillZerobss
FillZerobss:
	str r3, [r2]
	adds r2, r2, #4
LoopFillZerobss:
	cmp r2, r4
	bcc FillZerobss
	bl main
	.global idle
	.type idle, %function
idle:
	b idle

	.thumb_func
	.weak NMI_Handler
	.weak HardFault_Handler
NMI_Handler:
HardFault_Handler:
	b HardFault_Handler

	.thumb_func
	.global fw_exit
	.type fw_exit, %function
fw_exit:                     @ SYS_EXIT_EXTENDED with code r0
	ldr r1, =exit_block
	ldr r2, =0x20026         @ ADP_Stopped_ApplicationExit
	str r2, [r1]
	str r0, [r1, #4]
	movs r0, #0x20
	bkpt 0xab
	b idle
	.ltorg

	.bss
	.balign 4
exit_block:
	.space 8
`

const linkScript = `
ENTRY(Reset_Handler)
SECTIONS
{
  .isr_vector : { KEEP(*(.isr_vector)) } > FLASH
  .text : { *(.text*) *(.rodata*) . = ALIGN(4); } > FLASH
  _sidata = LOADADDR(.data);
  .data : { _sdata = .; *(.data*) . = ALIGN(4); _edata = .; } > RAM AT> FLASH
  .bss (NOLOAD) : { _sbss = .; *(.bss*) *(COMMON) . = ALIGN(4); _ebss = .; } > RAM
  _estack = ORIGIN(RAM) + LENGTH(RAM);
}
`

// Image builds mainC (a C file with main) with the start-up code for
// board and returns the ELF's path.
func Image(t testing.TB, board, mainC string) string {
	t.Helper()
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	mem, err := p.LinkerScript()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	start := write("startup.S", startup)
	c := write("main.c", "#include <stdint.h>\n#define REG(a) (*(volatile uint32_t *)(a))\nvoid fw_exit(int code);\n"+mainC)
	ld := write("link.ld", mem+linkScript)
	flags := append(append([]string{}, CPU[board]...), "-O1", "-ffreestanding", "-T", ld)
	return armbuild.Build(t, flags, start, c)
}
