package main

import (
	"strings"
	"testing"
)

// The issue-21 boards on cores this tree has: 'boardless run' of a
// kernel, and the flash-vs-SRAM what-if moving cycles as the chip's
// wait states say: code in SRAM costs what flash at 0 WS costs.
var newBoardsOnExistingCores = []string{"rpi-pico", "rpi-pico2", "nucleo-u575zi-q"}

func cyclesOf(t *testing.T, args ...string) float64 {
	t.Helper()
	r := runJSONOf(t, args...)
	c, ok := r["cycles"].(float64)
	if !ok || c == 0 {
		t.Fatalf("run %v: no cycles in %v", args, r)
	}
	return c
}

func TestNewBoardsRunAndPlacement(t *testing.T) {
	fn := []string{"--func", "sha256_fast", "--arg", "rand:1024", "--arg", "1024", "--arg", "buf:32"}
	for _, b := range newBoardsOnExistingCores {
		elf := boardELF(b)
		if !fileExists(elf) {
			t.Fatalf("%s missing: run 'make kernels'", elf)
		}
		base := append([]string{"--board", b, "--elf", elf}, fn...)
		flash := cyclesOf(t, base...)
		sram := cyclesOf(t, append(base, "--code-in-sram")...)
		ws0 := cyclesOf(t, append(base, "--param", "flash_wait_states=0")...)
		if !(sram < flash) || sram != ws0 {
			t.Errorf("%s: flash %v, code in sram %v, flash at 0 wait states %v: want sram < flash and sram == 0 WS", b, flash, sram, ws0)
		}
		named := cyclesOf(t, append(base, "--code-in", "sram")...)
		if named != sram {
			t.Errorf("%s: --code-in sram %v != --code-in-sram %v", b, named, sram)
		}
	}
	// RM0456 §7.3.3: 0 WS up to 32 MHz in range 1, so there flash and
	// SRAM cost the same; at 160 MHz (4 WS) they do not (above).
	base := append([]string{"--board", "nucleo-u575zi-q", "--elf", boardELF("nucleo-u575zi-q"), "--clock", "32MHz"}, fn...)
	if f, s := cyclesOf(t, base...), cyclesOf(t, append(base, "--code-in-sram")...); f != s {
		t.Errorf("nucleo-u575zi-q at 32 MHz: flash %v, sram %v: want equal (0 WS)", f, s)
	}
}

// TestNewBoardC031 runs own code on the NUCLEO-C031C6, whose 32 KB of
// flash holds neither kernel image: at 48 MHz (1 WS, RM0490 §3.3.4) the
// flash costs cycles that SRAM does not; at 24 MHz (0 WS) none.
func TestNewBoardC031(t *testing.T) {
	src := `unsigned mix(unsigned n) { unsigned s = 1; for (unsigned i = 0; i < n; i++) s = s * 33 + (s >> 7) + i; return s; }
int main(void) { return 0; }`
	elf := buildOwn(t, "nucleo-c031c6", "mix.c", src, "-mcpu=cortex-m0plus", "-mthumb")
	base := []string{"--board", "nucleo-c031c6", "--elf", elf, "--func", "mix", "--arg", "100"}
	flash, sram := cyclesOf(t, base...), cyclesOf(t, append(base, "--code-in-sram")...)
	slowF := cyclesOf(t, append(base, "--clock", "24MHz")...)
	slowS := cyclesOf(t, append(base, "--clock", "24MHz", "--code-in-sram")...)
	if !(sram < flash) || slowF != slowS || slowS != sram {
		t.Errorf("c031c6: 48 MHz flash %v sram %v; 24 MHz flash %v sram %v", flash, sram, slowF, slowS)
	}
}

// TestBoardsListsNewBoards: every new board on a core of this tree
// appears with its core, clock, model, wait states at its clock (an XIP
// miss's cycles on the RP boards), its run current ("—" without a
// datasheet figure) and its estimated figures.
func TestBoardsListsNewBoards(t *testing.T) {
	code, out, errs := run(t, "boards")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) > 7 && f[7] == "mA" { // a run current, "13.5 mA": one column
			f = append(append(f[:6:6], f[6]+" mA"), f[8:]...)
		}
		if len(f) >= 8 {
			rows[f[0]] = strings.Join(f[1:8], " ")
		}
	}
	for board, want := range map[string]string{
		"rpi-pico":        "cortex-m0plus 125 MHz rp-xip XIP — params.xip_overhead_cycles",
		"rpi-pico2":       "cortex-m33 150 MHz rp-xip XIP — params.xip_line,params.xip_overhead_cycles",
		"nucleo-c031c6":   "cortex-m0plus 48 MHz stm32-flash 1 — flash.line_bytes,flash.icache_bytes,flash.icache_ways",
		"nucleo-u575zi-q": "cortex-m33 160 MHz stm32-flash 4 13.5 mA flash.line_bytes",
		"nucleo-g071rb":   "cortex-m0plus 64 MHz stm32-flash 2 — -",
	} {
		if rows[board] != want {
			t.Errorf("boards: %s is %q, want %q", board, rows[board], want)
		}
	}
}
