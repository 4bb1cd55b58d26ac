package sim_test

import (
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/sim"
)

// m7Flags link placement.S as the conformance suite does: .text in ITCM,
// .flash_text in flash, .axi_data in AXI SRAM, data in DTCM.
// axiSRAM is where .axi_data goes: the H743's AXI SRAM, the F767's SRAM1
// (both on AXIM, write-back write-allocate).
func m7Flags(axiSRAM string) []string { return m7FlagsFlash(axiSRAM, "0x08000000") }

// m7FlagsFlash puts .flash_text at flash (the F767's ITCM-interface
// alias is 0x00200000).
func m7FlagsFlash(axiSRAM, flash string) []string {
	return []string{"-mcpu=cortex-m7", "-mthumb", "-mfpu=fpv5-d16", "-mfloat-abi=hard",
		"-Wl,-Ttext=0x00000000", "-Wl,-Tdata=0x20000000",
		"-Wl,--section-start=.flash_text=" + flash, "-Wl,--section-start=.axi_data=" + axiSRAM}
}

// TestM7Placement sweeps code placement, flash wait states and the
// caches on both M7 boards and checks each difference against the
// m7-axi rules (docs/timing-facts-m7.md): a read that misses or is not
// cached costs axi_latency + bus_divider x (1 + flash_wait_states) core
// cycles from flash, axi_latency + bus_divider from AXI SRAM (M7-M7,
// M7-M8), TCM costs nothing (M7-M1), a cached line is read once (M7-M2,
// M7-M3), an uncached fetch reads each 64-bit granule it enters (M7-M6).
// The core's pipeline is the same wherever the code sits, so the
// difference is the memory's alone.
func TestM7Placement(t *testing.T) {
	for _, tt := range []struct {
		board, sram string
		div         uint64 // core clocks per AXI clock (the chip's bus_divider)
	}{{"nucleo-h743zi2", "0x24000000", 2}, {"nucleo-f767zi", "0x20020000", 1}} {
		img, err := elfimg.ReadELF(armbuild.Build(t, m7Flags(tt.sram), "testdata/m7/placement.S"))
		if err != nil {
			t.Fatal(err)
		}
		axiWords, ok := img.SymbolValue("axi_words")
		if !ok {
			t.Fatal("axi_words missing")
		}
		board, err := models.LoadProfile(tt.board)
		if err != nil {
			t.Fatal(err)
		}
		run := func(fn string, params map[string]float64, args ...uint32) uint64 {
			t.Helper()
			s, err := sim.Open(board, img, sim.Options{WhatIf: sim.WhatIf{Params: params}})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if len(args) == 0 {
				args = []uint32{0}
			}
			if args[0] == 0 && fn == "sum_words" {
				if args[0], err = s.Alloc(make([]byte, 256)); err != nil {
					t.Fatal(err)
				}
			}
			r, err := s.Call(fn, args)
			if err != nil {
				t.Fatal(err)
			}
			return r.Cycles
		}
		const axi = 4
		for ws := 0; ws <= 7; ws++ {
			for _, icache := range []float64{1, 0} {
				p := map[string]float64{"flash_wait_states": float64(ws), "axi_latency": axi, "icache": icache}
				itcm, flash := run("loop_itcm", p), run("loop_flash", p)
				read := axi + tt.div*uint64(1+ws)
				// The loop is 48 bytes from a 32-byte boundary: 2 lines
				// cached; uncached, 6 granules per iteration, 16 iterations.
				want := 2 * read
				if icache == 0 {
					want = 6 * 16 * read
				}
				if flash-itcm != want {
					t.Errorf("%s ws %d icache %v: flash %d - itcm %d = %d cycles, want %d", tt.board, ws, icache, flash, itcm, flash-itcm, want)
				}
			}
		}
		for _, dcache := range []float64{1, 0} {
			p := map[string]float64{"axi_latency": axi, "dcache": dcache}
			dtcm, sram := run("sum_words", p), run("sum_words", p, axiWords)
			read := axi + tt.div
			want := 8 * read // 256 bytes: 8 lines
			if dcache == 0 {
				want = 64 * read
			}
			if sram-dtcm != want {
				t.Errorf("%s dcache %v: AXI SRAM %d - DTCM %d = %d cycles, want %d", tt.board, dcache, sram, dtcm, sram-dtcm, want)
			}
		}
	}
}

// TestM7F7ITCMFlash: on the F767 the flash's ITCM alias bypasses the L1
// caches and goes through the ART and the prefetcher (M7-M10), timed as
// the stm32-flash model times a line read: flash_wait_states per line
// read that neither hits the ART nor was prefetched. The 48-byte loop of
// placement.S spans two 32-byte flash lines.
func TestM7F7ITCMFlash(t *testing.T) {
	img, err := elfimg.ReadELF(armbuild.Build(t, m7FlagsFlash("0x20020000", "0x00200000"), "testdata/m7/placement.S"))
	if err != nil {
		t.Fatal(err)
	}
	board, err := models.LoadProfile("nucleo-f767zi")
	if err != nil {
		t.Fatal(err)
	}
	const ws = 7
	for _, tt := range []struct {
		art, prefetch float64
		reads         uint64 // line reads that wait
		why           string
	}{
		{1, 1, 1, "line 0 once; line 1 prefetched; later passes hit the ART"},
		{0, 1, 16, "line 0 on every pass (the buffer holds line 1); line 1 prefetched"},
		{0, 0, 32, "both lines on every pass"},
	} {
		var cycles [2]uint64
		for i, fn := range []string{"loop_itcm", "loop_flash"} {
			s, err := sim.Open(board, img, sim.Options{WhatIf: sim.WhatIf{Params: map[string]float64{
				"flash_wait_states": ws, "flash_icache": tt.art, "flash_prefetch": tt.prefetch}}})
			if err != nil {
				t.Fatal(err)
			}
			r, err := s.Call(fn, []uint32{0})
			s.Close()
			if err != nil {
				t.Fatal(err)
			}
			cycles[i] = r.Cycles
		}
		if d := cycles[1] - cycles[0]; d != tt.reads*ws {
			t.Errorf("ART %v prefetch %v: ITCM flash - ITCM RAM = %d cycles, want %d x %d (%s)", tt.art, tt.prefetch, d, tt.reads, ws, tt.why)
		}
	}
}
