package sim

import (
	"bytes"
	"testing"
)

// TestPaintedUpTo: the paint prefix is found wherever the first
// non-paint byte lies, inside or at the edge of a 1 KiB compare chunk.
func TestPaintedUpTo(t *testing.T) {
	for _, n := range []int{0, 1, 1023, 1024, 1025, 4096, 5000} {
		for _, at := range []int{0, 1, 511, 1023, 1024, 1025, 2047, 4095, 4999} {
			if at > n {
				continue
			}
			buf := bytes.Repeat([]byte{stackPaint}, n)
			if at < n {
				buf[at] = 0
			}
			if got := paintedUpTo(buf); got != at {
				t.Errorf("%d bytes, first other at %d: paintedUpTo %d", n, at, got)
			}
		}
	}
}
