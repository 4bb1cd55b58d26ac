package sim_test

import (
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/models/chip"
	"boardless/result"
	"boardless/sim"
)

// The new boards on cores this tree has, with their compiler flags.
var placementBoards = map[string][]string{
	"nucleo-c031c6":   {"-mcpu=cortex-m0plus", "-mthumb"},
	"rpi-pico":        {"-mcpu=cortex-m0plus", "-mthumb"},
	"rpi-pico2":       {"-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=soft"},
	"nucleo-u575zi-q": {"-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=soft"},
}

// placementSrc: a checksum loop in flash (.text) and the same loop
// linked into SRAM (.data, copied there by a start-up; function mode
// loads it at its address), both over a buffer in SRAM.
const placementSrc = `
unsigned sum_flash(const unsigned char *p, unsigned n) {
	unsigned s = 0;
	for (unsigned i = 0; i < n; i++) s = (s << 3) + (s >> 29) + p[i];
	return s;
}
__attribute__((section(".data.ramfunc"), noinline))
unsigned sum_ram(const unsigned char *p, unsigned n) {
	unsigned s = 0;
	for (unsigned i = 0; i < n; i++) s = (s << 3) + (s >> 29) + p[i];
	return s;
}
int main(void) { return 0; }
`

type placedRun struct{ cycles, waits uint64 }

func runPlaced(t *testing.T, board, elf, fn string, opts sim.Options) placedRun {
	t.Helper()
	s := openOwn(t, board, elf, opts)
	buf, err := s.Alloc(make([]byte, 256))
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.Call(fn, []uint32{buf, 256})
	if err != nil {
		t.Fatal(err)
	}
	return placedRun{r.Cycles, r.MemoryStats["flash_wait_cycles"] + r.MemoryStats["xip_wait_cycles"]}
}

// TestCodePlacement: for each new board on an existing core, code in
// flash against the same code in SRAM moves cycles as the chip's wait
// states say: by exactly the flash stalls at the board's clock, by
// nothing at a clock whose table row is 0 WS (the STM32s: RM0490
// §3.3.4 0 WS <= 24 MHz, RM0456 §7.3.3 0 WS <= 32 MHz in range 1); a
// function linked into SRAM runs at SRAM cost as it is.
func TestCodePlacement(t *testing.T) {
	zeroWS := map[string]uint64{"nucleo-c031c6": 24e6, "nucleo-u575zi-q": 32e6}
	for board, cpu := range placementBoards {
		elf := buildOwn(t, board, "sum.c", placementSrc, cpu...)
		flash := runPlaced(t, board, elf, "sum_flash", sim.Options{})
		sram := runPlaced(t, board, elf, "sum_flash", sim.Options{WhatIf: sim.WhatIf{CodeIn: "sram"}})
		if flash.waits == 0 || sram.waits != 0 || flash.cycles-sram.cycles != flash.waits {
			t.Errorf("%s: flash %+v, code in sram %+v: want the difference to be the flash stalls, none left in SRAM", board, flash, sram)
		}
		linked := runPlaced(t, board, elf, "sum_ram", sim.Options{})
		moved := runPlaced(t, board, elf, "sum_ram", sim.Options{WhatIf: sim.WhatIf{CodeIn: "sram"}})
		if linked.waits != 0 || linked != moved || linked.cycles != sram.cycles {
			t.Errorf("%s: sum_ram linked in SRAM %+v, with --code-in sram %+v, sum_flash moved %+v: want all equal, no stalls", board, linked, moved, sram)
		}
		if hz, ok := zeroWS[board]; ok {
			slow := runPlaced(t, board, elf, "sum_flash", sim.Options{WhatIf: sim.WhatIf{ClockHz: hz}})
			if slow.waits != 0 || slow.cycles != sram.cycles {
				t.Errorf("%s at %d Hz (0 WS): %+v, want the SRAM run's %d cycles", board, hz, slow, sram.cycles)
			}
		}
	}
}

// TestCodePlacementErrors: a region the board lacks is refused at Open
// with one line naming the regions it has.
func TestCodePlacementErrors(t *testing.T) {
	elf := buildOwn(t, "rpi-pico", "sum.c", placementSrc, placementBoards["rpi-pico"]...)
	for _, tt := range []struct{ region, want string }{
		{"itcm", "--code-in itcm: rpi-pico has no memory region of that name (regions: rom, flash, sram)"},
	} {
		_, err := openErr(t, "rpi-pico", elf, sim.Options{WhatIf: sim.WhatIf{CodeIn: tt.region}})
		if err == nil || err.Error() != tt.want {
			t.Errorf("--code-in %s: %v, want %q", tt.region, err, tt.want)
		}
	}
}

func openErr(t *testing.T, board, path string, opts sim.Options) (*sim.Session, error) {
	t.Helper()
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sim.Open(p, img, opts)
	if err == nil {
		s.Close()
	}
	return s, err
}

const xipFirmware = `
	.syntax unified
	.thumb
	.global _start
	.section .vectors, "a"
	.word 0x20001000
	.word _start + 1
	.text
	.thumb_func
_start:
	movs r2, #16
1:	subs r2, r2, #1
	bne 1b
	movs r0, #0x18       @ SYS_EXIT
	ldr r1, =0x20026
	bkpt 0xab
	b .
`

// TestXIPInFirmwareMode: a chip without live flash registers (the
// RP2040) keeps its board's XIP configuration from reset in firmware
// mode: the cold cache costs a 56-cycle miss per line fetched. The
// RP2040 has no clock tree in its profile, so firmware mode refuses it;
// the test gives it one that says the clock is the board's (as a boot
// chain that set it would).
func TestXIPInFirmwareMode(t *testing.T) {
	elf := armbuild.BuildString(t, "xip.S", xipFirmware, "-mcpu=cortex-m0plus", "-mthumb",
		"-Wl,--section-start=.vectors=0x10000000", "-Wl,-Ttext=0x10000100")
	p, img := load(t, "rpi-pico", elf)
	if _, err := sim.RunFirmware(p, img, sim.FirmwareOptions{}); err == nil || !strings.Contains(err.Error(), "has no clock tree") {
		t.Fatalf("rpi-pico firmware: %v, want refused for its missing clock tree", err)
	}
	chip.SetClock(p, &chip.ClockTree{Entry: "board", Source: "test: clk_sys as the board's clock_hz"})
	r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
	if err != nil {
		t.Fatal(err)
	}
	misses := r.MemoryStats["xip_misses"]
	if misses == 0 || r.MemoryStats["xip_wait_cycles"] != 56*misses || !strings.Contains(r.MemoryModel, "56-cycle miss") {
		t.Errorf("memory %s, stats %v: want 56 cycles per XIP miss", r.MemoryModel, r.MemoryStats)
	}
}

// TestDataPlacement: --data-in moves the board's data region (DTCM on
// the H743, where the argument buffer and the stack are) to another
// region for timing. Moved to DTCM itself it changes nothing; moved to
// AXI SRAM behind the D-cache the 256 byte loads of the checksum miss on
// their 32-byte lines at most once each, so the stalls grow but stay
// below one per load; with the D-cache off every load pays the AXI
// access, far more. Code fetches are untouched throughout.
func TestDataPlacement(t *testing.T) {
	const board = "nucleo-h743zi2"
	elf := buildOwn(t, board, "sum.c", placementSrc, "-mcpu=cortex-m7", "-mthumb", "-mfpu=fpv5-d16", "-mfloat-abi=hard")
	run := func(opts sim.Options) *result.Call {
		t.Helper()
		s := openOwn(t, board, elf, opts)
		buf, err := s.Alloc(make([]byte, 256))
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.Call("sum_flash", []uint32{buf, 256})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	base := run(sim.Options{})
	same := run(sim.Options{WhatIf: sim.WhatIf{DataIn: "dtcm"}})
	cached := run(sim.Options{WhatIf: sim.WhatIf{DataIn: "axi-sram"}})
	uncached := run(sim.Options{WhatIf: sim.WhatIf{DataIn: "axi-sram", Params: map[string]float64{"dcache": 0}}})
	if same.Cycles != base.Cycles {
		t.Errorf("data in dtcm: %d cycles, want the default's %d", same.Cycles, base.Cycles)
	}
	if d := cached.Cycles - base.Cycles; cached.Cycles <= base.Cycles || d >= 256 {
		t.Errorf("data in cached AXI SRAM: %d cycles against %d in DTCM: want more, by less than one per load", cached.Cycles, base.Cycles)
	}
	if uncached.Cycles-base.Cycles < 256 {
		t.Errorf("data in AXI SRAM, D-cache off: %d cycles against %d in DTCM: want at least one more per load", uncached.Cycles, base.Cycles)
	}
	for _, r := range []*result.Call{same, cached, uncached} {
		if r.Stalls["fetch"] != base.Stalls["fetch"] {
			t.Errorf("fetch stalls %d, want the default's %d: code does not move", r.Stalls["fetch"], base.Stalls["fetch"])
		}
	}
	if _, err := openErr(t, board, elf, sim.Options{WhatIf: sim.WhatIf{DataIn: "sram4"}}); err == nil || !strings.Contains(err.Error(), "does not fit in sram4") {
		t.Errorf("--data-in sram4: %v, want the data region refused as too large", err)
	}
}
