package kernels_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"boardless/kernels"
	"boardless/sim"
)

// The CH32V003 (ch32v003-evt): 16 KB of flash hold part of the sym
// image (smallflash.go), 2 KB of SRAM the buffers of the smaller runs.

const smallBoard = "ch32v003-evt"

// TestSmallFlashImage: the image defines every symbol of the list, and
// every kernel of the board (OfBoard) calls one of them; the others
// say why they are left out.
func TestSmallFlashImage(t *testing.T) {
	img := readImage(t, smallBoard, "sym")
	for _, sym := range kernels.SmallFlashExports(smallBoard) {
		if _, ok := img.SymbolValue(sym); !ok {
			t.Errorf("%s: %s missing from the image", smallBoard, sym)
		}
	}
	ks := kernels.OfBoard(smallBoard, 256)
	if len(ks) < 10 {
		t.Fatalf("%s: %d kernels", smallBoard, len(ks))
	}
	for _, k := range ks {
		if _, ok := img.SymbolValue(k.Symbol); !ok {
			t.Errorf("%s: %s calls %s, not in the image", smallBoard, k.Name, k.Symbol)
		}
	}
	for _, k := range kernels.All(256) {
		in := slices.ContainsFunc(ks, func(o kernels.Kernel) bool { return o.Name == k.Name })
		if why := kernels.NotInImage(smallBoard, k); in == (why != "") && k.Image() == "sym" {
			t.Errorf("%s: %s in OfBoard %v, NotInImage %q", smallBoard, k.Name, in, why)
		}
	}
	if why := kernels.LeftOut(smallBoard, 256, regexp.MustCompile(`^sha1-`)); !strings.Contains(why, "16 KB of flash") {
		t.Errorf("LeftOut(sha1) = %q, want the flash reason", why)
	}
}

// TestSmallFlashAgainstGo runs every kernel the CH32V003's image holds,
// the catalog's (AES-CBC, SHA-2) at 256 and 512 bytes sole and in
// chunks of 128 and 48 as TestKernelsAgainstGo does, the others at the
// symmetric sizes as TestSymmetricAgainstGo does; checks each against
// its Go oracle and records the golden figures. Up to 512 bytes every
// run fits the 2 KB of SRAM; at 1000 bytes a run may be refused, and
// only with the RAM's reason.
func TestSmallFlashAgainstGo(t *testing.T) {
	s := session(t, smallBoard)
	var ks []kernels.Kernel
	for _, size := range []int{256, 512} {
		for _, k := range kernels.Catalog(size) {
			ks = append(ks, k, k.Flow(128), k.Flow(48))
		}
	}
	for _, size := range symSizes {
		ks = append(ks, kernels.Symmetric(size)...)
	}
	n := 0
	for i, k := range ks {
		if kernels.NotInImage(smallBoard, k) != "" {
			continue
		}
		out, err := kernels.Run(s, k, sim.NewRand(uint64(i)))
		if err != nil {
			if k.Bytes < 1000 || !strings.Contains(err.Error(), "do not fit in "+smallBoard+"'s RAM") {
				t.Errorf("%s: %v", k.Name, err)
			}
			continue
		}
		if out.Result.Cycles == 0 || out.Result.StackBytes == 0 {
			t.Errorf("%s: implausible result %+v", k.Name, out.Result)
		}
		kernels.RecordGolden(smallBoard, out)
		n++
	}
	if n < 40 {
		t.Errorf("%d kernel runs on %s, want at least 40", n, smallBoard)
	}
	t.Logf("%d kernel runs checked on %s", n, smallBoard)
}

// TestSmallFlashRAMRefusal: a run whose buffers the 2 KB of SRAM cannot
// hold is refused with that reason, not run over memory the chip lacks.
func TestSmallFlashRAMRefusal(t *testing.T) {
	s := session(t, smallBoard)
	k := kernels.Filter(kernels.Catalog(1024), regexp.MustCompile(`^aes128-cbc-enc-small-`))[0]
	_, err := kernels.Run(s, k, sim.NewRand(1))
	if err == nil || !strings.Contains(err.Error(), "do not fit in "+smallBoard+"'s RAM") {
		t.Errorf("%s (in and out 1024 bytes each): %v, want the RAM refusal", k.Name, err)
	}
}
