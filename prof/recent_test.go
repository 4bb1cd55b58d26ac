package prof_test

import (
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/prof"
	"boardless/sim"
)

// TestDisassemble: the instructions at the PCs read back and decoded as
// Thumb-2 on an M-profile core; an address with no memory is "?".
func TestDisassemble(t *testing.T) {
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "lit.S", litSrc, "-mcpu=cortex-m0", "-mthumb"))
	if err != nil {
		t.Fatal(err)
	}
	board, _ := models.LoadProfile("nucleo-g071rb")
	s, err := sim.Open(board, img, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	sym, err := s.Symbol("litfn")
	if err != nil {
		t.Fatal(err)
	}
	got, err := prof.Disassemble(img, s, true, true, []uint32{sym.Addr + 2, sym.Addr + 4, 0xf0000000})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"bx lr", "movs r1, #0", "?"}
	for i, w := range want {
		if got[i].PC == 0 || !strings.HasPrefix(got[i].Text, w) {
			t.Errorf("%d: %08x %q, want %q", i, got[i].PC, got[i].Text, w)
		}
	}
}
