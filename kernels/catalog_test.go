package kernels_test

import (
	"os"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
)

// A session is where kernels run.
var _ kernels.Target = (*sim.Session)(nil)

// testBoards are the boards whose core models run the kernels.
var testBoards = []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk", "nucleo-f103rb", "nucleo-f401re", "nucleo-h743zi2", "nucleo-f767zi",
	"nucleo-f446re", "nucleo-l476rg", "nucleo-g474re", "nrf52840-dk", "nucleo-u575zi-q", "rpi-pico", "rpi-pico2", "rpi-pico2-riscv"}

// runBoards are the boards the kernels run on: testBoards, but with
// -short not the nucleo-f767zi, whose images hold the same Cortex-M7
// code as the nucleo-h743zi2's.
func runBoards() []string {
	if !testing.Short() {
		return testBoards
	}
	var bs []string
	for _, b := range testBoards {
		if b != "nucleo-f767zi" {
			bs = append(bs, b)
		}
	}
	return bs
}

func readImage(t *testing.T, board, image string) *elfimg.Image {
	t.Helper()
	path := kernels.ImagePath("../build", board, image)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("%s missing: run 'make kernels' (make test does)", path)
	}
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// session opens the board's sym image, which holds the Catalog and
// Symmetric kernels.
func session(t *testing.T, board string) *sim.Session {
	t.Helper()
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sim.Open(p, readImage(t, board, "sym"), sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// TestImages: every kernel's symbol is in the image it runs in, on every
// board: Kernel.Image goes by the direction, kernels.mk by the header, and
// the two must agree.
func TestImages(t *testing.T) {
	ks := kernels.All(64)
	for _, k := range kernels.Catalog(64) {
		ks = append(ks, k.Flow(16))
	}
	for _, board := range testBoards {
		imgs := map[string]*elfimg.Image{}
		for _, name := range kernels.ImagesOf(board) {
			imgs[name] = readImage(t, board, name)
		}
		bks := ks
		if kernels.HasHW(board) {
			bks = append(append([]kernels.Kernel(nil), ks...), kernels.Hardware(64)...)
		}
		for _, k := range bks {
			img := imgs[k.Image()]
			if img == nil {
				t.Fatalf("%s: image %q is not one of %v", k.Name, k.Image(), kernels.Images)
			}
			if _, err := img.Lookup(k.Symbol); err != nil {
				t.Errorf("%s: %s not in the %s image: %v", board, k.Name, k.Image(), err)
			}
		}
	}
}

// TestKernelsAgainstGo runs every kernel, sole-buffer and data-flow, on
// random inputs on every board and checks it against Go's crypto.
func TestKernelsAgainstGo(t *testing.T) {
	for _, board := range runBoards() {
		t.Run(board, func(t *testing.T) {
			t.Parallel()
			s := session(t, board)
			for i, k := range kernels.Catalog(512) {
				for _, kk := range []kernels.Kernel{k, k.Flow(128), k.Flow(48)} {
					out, err := kernels.Run(s, kk, sim.NewRand(uint64(i)))
					if err != nil {
						t.Errorf("%s: %v", kk.Name, err)
						continue
					}
					if out.Result.Cycles == 0 || out.Result.StackBytes == 0 {
						t.Errorf("%s: implausible result %+v", kk.Name, out.Result)
					}
					kernels.RecordGolden(board, out)
				}
			}
		})
	}
}

// TestWrongOutputIsCaught makes sure the oracle can fail: a kernel called
// as the other direction produces output Go rejects.
func TestWrongOutputIsCaught(t *testing.T) {
	s := session(t, "nucleo-g071rb")
	k := kernels.Catalog(64)[0] // aes128 encrypt
	k.Symbol = "aes_cbc_decrypt_fast"
	_, err := kernels.Run(s, k, sim.NewRand(1))
	if err == nil || !strings.Contains(err.Error(), "differs") {
		t.Errorf("err = %v, want an output mismatch", err)
	}
	h := kernels.Catalog(64)[12] // sha256 fast
	h.Symbol = "sha512_fast"     // writes 64 bytes where 32 are read back
	if _, err := kernels.Run(s, h, sim.NewRand(1)); err == nil {
		t.Error("sha512 output accepted as sha256")
	}
}

// TestDeterministic: the same kernel and seed give the same cycles.
func TestDeterministic(t *testing.T) {
	s := session(t, "nucleo-g071rb")
	k := kernels.Catalog(256)[0]
	a, err := kernels.Run(s, k, sim.NewRand(3))
	if err != nil {
		t.Fatal(err)
	}
	b, err := kernels.Run(s, k, sim.NewRand(3))
	if err != nil {
		t.Fatal(err)
	}
	if a.Result.Cycles != b.Result.Cycles || a.Result.StackBytes != b.Result.StackBytes {
		t.Errorf("two runs differ: %+v vs %+v", a.Result, b.Result)
	}
}
