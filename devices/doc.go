// Package devices models the chip's devices that firmware and function
// mode talk to through memory-mapped registers: the NVIC and the SCB's
// exception registers (nvic.go), SysTick, DWT CYCCNT and the chip's
// registers — the console U(S)ART, FLASH_ACR and ICACHE_CR, the RCC and
// PWR ready bits — from the profile's "registers" section
// (peripherals.go, chip.Registers), the core clock a firmware run
// follows over the chip's clock tree (clock.go), the A7's PMCCNTR reads
// (pmccntr.go), and the crypto accelerators (accel*.go).
//
// It does not import emu: sim, the only package that joins emu and
// models, maps these devices as MMIO (their MMIORead and MMIOWrite are
// emu.MMIOHandler's methods) and gives them the run they serve through
// Host: the simulated cycles, the output, warnings and the flash
// setting. What needs the emulator itself (taking an exception, hooking
// an instruction) stays in sim.
package devices
