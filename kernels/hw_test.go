package kernels_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
)

// hwSession opens the MP135's hw image, with params over the board's.
func hwSession(t *testing.T, params map[string]float64) *sim.Session {
	t.Helper()
	p, err := models.LoadProfile(kernels.HWBoards[0])
	if err != nil {
		t.Fatal(err)
	}
	s, err := sim.Open(p, readImage(t, p.Name, "hw"), sim.Options{WhatIf: sim.WhatIf{Params: params}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// TestHWKernelsAgainstGo runs every accelerator kernel on the modelled
// HASH and CRYP of the STM32MP135F-DK and checks its output against the
// same Go oracles as the software kernels. The sizes cross the padding
// boundaries (55/56 bytes for a 512-bit block, 111/112 for a 1024-bit
// one, 71/72 and 135/136 for the SHA3-512 and SHA3-256 rates), a
// partial last word, a partial CTR block and the empty message.
func TestHWKernelsAgainstGo(t *testing.T) {
	s := hwSession(t, nil)
	for _, size := range []int{0, 1, 3, 55, 56, 64, 71, 72, 100, 111, 112, 128, 135, 136, 1024} {
		for i, k := range kernels.Hardware(size) {
			out, err := kernels.Run(s, k, sim.NewRand(uint64(size*100+i)))
			if err != nil {
				t.Errorf("%s: %v", k.Name, err)
				continue
			}
			if out.Result.Cycles == 0 {
				t.Errorf("%s: no cycles", k.Name)
			}
			if n := out.Result.MemoryStats["device.accesses"]; n == 0 {
				t.Errorf("%s: no access to the accelerator's registers counted", k.Name)
			}
		}
	}
	if w := s.Warnings(); len(w) != 0 {
		t.Errorf("the devices warned: %v", w)
	}
}

// TestHWWrongOutputIsCaught: the oracle rejects a driver run as the
// other direction, so the check above can fail.
func TestHWWrongOutputIsCaught(t *testing.T) {
	s := hwSession(t, nil)
	for _, k := range kernels.Hardware(64) {
		if k.Family == "aes-cbc" && k.Direction == "enc" {
			k.Symbol = "hw_aes_cbc_decrypt"
			if _, err := kernels.Run(s, k, sim.NewRand(1)); err == nil || !strings.Contains(err.Error(), "differs") {
				t.Errorf("%s as decryption: err = %v, want an output mismatch", k.Name, err)
			}
			return
		}
	}
	t.Fatal("no AES-CBC encryption among the hw kernels")
}

// TestHWBusClockWhatIf: the bus clock is a parameter; halving it makes
// every register access and every block take twice the bus time, so a
// hash run takes longer, and the output stays right.
func TestHWBusClockWhatIf(t *testing.T) {
	cycles := map[float64]uint64{}
	for _, hz := range []float64{266e6, 133e6} {
		s := hwSession(t, map[string]float64{"periph_bus_hz": hz})
		k := kernels.Hardware(1024)[2] // sha256
		out, err := kernels.Run(s, k, sim.NewRand(7))
		if err != nil {
			t.Fatal(err)
		}
		cycles[hz] = out.Result.Cycles
	}
	if cycles[133e6] <= cycles[266e6] {
		t.Errorf("sha256 at a 133 MHz bus: %d cycles, not more than at 266 MHz (%d)", cycles[133e6], cycles[266e6])
	}
}

// TestHWSoftwareKernelsDoNotSeeDevices: on the MP135, where the devices
// are mapped, the software kernels touch no accelerator register (their
// cycle counts are pinned by the golden files, which this change left
// as they were).
func TestHWSoftwareKernelsDoNotSeeDevices(t *testing.T) {
	s := session(t, kernels.HWBoards[0])
	for i, k := range append(kernels.Catalog(256), kernels.Symmetric(256)[:4]...) {
		out, err := kernels.Run(s, k, sim.NewRand(uint64(i)))
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		if n, ok := out.Result.MemoryStats["device.accesses"]; ok {
			t.Errorf("%s: %d accelerator register accesses", k.Name, n)
		}
		if n := out.Result.Stalls["device"]; n != 0 {
			t.Errorf("%s: %d device stall cycles", k.Name, n)
		}
	}
}

// TestOfBoard: a board's kernels are All, plus the accelerator drivers
// on the boards that have them, and only there; the RISC-V board has
// every software kernel, the public-key ones included (its pk image).
func TestOfBoard(t *testing.T) {
	for _, tt := range []struct {
		board string
		hw    bool
	}{{"stm32mp135f-dk", true}, {"nucleo-g071rb", false}, {"nucleo-h743zi2", false}, {"rpi-pico2-riscv", false}} {
		ks := kernels.OfBoard(tt.board, 64)
		if want := len(kernels.All(64)) + map[bool]int{true: len(kernels.Hardware(64))}[tt.hw]; len(ks) != want {
			t.Errorf("%s: %d kernels, want %d", tt.board, len(ks), want)
		}
		hasHW := false
		for _, k := range ks {
			hasHW = hasHW || k.Config == kernels.HWConfig
		}
		if hasHW != tt.hw {
			t.Errorf("%s: accelerator kernels present %v, want %v", tt.board, hasHW, tt.hw)
		}
	}
}

// TestNoImagesMatchesMakefile: the boards kernels.mk builds images for
// (KERNELS_BOARDS, KERNELS_RV_BOARDS, KERNELS_RVE_BOARDS) and the boards NoImages names are, together, every
// built-in board, each once: a board left out of the Makefile says why.
func TestNoImagesMatchesMakefile(t *testing.T) {
	mk, err := os.ReadFile("kernels.mk")
	if err != nil {
		t.Fatal(err)
	}
	built := map[string]bool{}
	for _, list := range []string{"KERNELS_BOARDS", "KERNELS_RV_BOARDS", "KERNELS_RVE_BOARDS"} {
		m := regexp.MustCompile(`(?m)^` + list + ` +\?=((?:.*\\\n)*.*)$`).FindSubmatch(mk)
		if m == nil {
			t.Fatalf("kernels.mk: no %s ?= line", list)
		}
		for _, b := range strings.Fields(strings.ReplaceAll(string(m[1]), "\\", " ")) {
			built[b] = true
		}
	}
	for _, b := range models.BoardNames() {
		why := kernels.NoImages(b)
		if built[b] == (why != "") {
			t.Errorf("%s: built by kernels.mk %v, NoImages %q: want exactly one", b, built[b], why)
		}
		delete(built, b)
	}
	for b := range built {
		t.Errorf("kernels.mk builds %s, which is not a built-in board", b)
	}
}
