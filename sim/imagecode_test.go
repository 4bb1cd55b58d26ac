package sim_test

import (
	"bytes"
	"testing"

	"boardless/elfimg"
	"boardless/sim"
)

// TestImageCode: code read from the image's segments at their run
// addresses, zero past the file's bytes, and an error outside them.
func TestImageCode(t *testing.T) {
	img := &elfimg.Image{Name: "fw.elf", Segments: []elfimg.Segment{{Vaddr: 0x1000, Memsz: 8, Data: []byte{1, 2, 3, 4}}}}
	code := sim.ImageCode(img)
	reads := []struct {
		addr uint32
		n    int
		want []byte
	}{{0x1000, 4, []byte{1, 2, 3, 4}}, {0x1002, 4, []byte{3, 4, 0, 0}}, {0x1006, 2, []byte{0, 0}}}
	for _, r := range reads {
		got, err := code.ReadMem(r.addr, r.n)
		if err != nil || !bytes.Equal(got, r.want) {
			t.Errorf("0x%x+%d: %v %v, want %v", r.addr, r.n, got, err, r.want)
		}
	}
	if _, err := code.ReadMem(0x1006, 4); err == nil {
		t.Error("a read past the segment is not refused")
	}
}
