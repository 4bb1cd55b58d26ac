package sim

import (
	"fmt"

	"boardless/elfimg"
)

// ImageCode reads code from the image's segments at their run
// addresses: what a firmware run ran, once its emulator is gone (the
// bytes past a segment's file size read as zero, as its .bss).
func ImageCode(img *elfimg.Image) CodeReader { return imageCode{img} }

type imageCode struct{ img *elfimg.Image }

func (c imageCode) ReadMem(addr uint32, n int) ([]byte, error) {
	for _, s := range c.img.Segments {
		if addr >= s.Vaddr && uint64(addr)+uint64(n) <= uint64(s.Vaddr)+uint64(s.Memsz) {
			out := make([]byte, n)
			if off := addr - s.Vaddr; off < uint32(len(s.Data)) {
				copy(out, s.Data[off:])
			}
			return out, nil
		}
	}
	return nil, fmt.Errorf("0x%08x+%d is not in %s", addr, n, c.img.Name)
}
