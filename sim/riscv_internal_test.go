package sim

import (
	"slices"
	"testing"

	"boardless/elfimg"
)

// TestLayoutRISCV: the ilp32 integer calling convention (RISC-V ELF
// psABI §2.1): words in a0-a7, a 64-bit scalar in the next two registers
// in any pair, split between a7 and the stack when one register is left,
// 8-byte aligned on the stack; six registers on RV32E.
func TestLayoutRISCV(t *testing.T) {
	w := func(v uint32) pcsArg { return pcsArg{elfimg.ClassWord, uint64(v)} }
	d := func(v uint64) pcsArg { return pcsArg{elfimg.ClassDWord, v} }
	f64 := func(v uint64) pcsArg { return pcsArg{elfimg.ClassFloat64, v} }
	words := func(n int) []pcsArg {
		var a []pcsArg
		for i := range n {
			a = append(a, w(uint32(i+1)))
		}
		return a
	}
	for _, tt := range []struct {
		name string
		args []pcsArg
		nreg int
		want []uint32
	}{
		{"three words", words(3), 8, []uint32{1, 2, 3}},
		{"a pair after one word takes a1:a2", []pcsArg{w(7), d(0x11111111_22222222), w(8)}, 8, []uint32{7, 0x22222222, 0x11111111, 8}},
		{"a soft-float double is a pair", []pcsArg{f64(0x3ff00000_00000000)}, 8, []uint32{0, 0x3ff00000}},
		{"eight words fill the registers", words(8), 8, []uint32{1, 2, 3, 4, 5, 6, 7, 8}},
		{"the ninth word goes on the stack", words(9), 8, []uint32{1, 2, 3, 4, 5, 6, 7, 8, 9}},
		{"a pair with one register left is split", append(words(7), d(0xaaaa_bbbb)), 8,
			[]uint32{1, 2, 3, 4, 5, 6, 7, 0xaaaabbbb, 0}},
		{"a pair on the stack is 8-byte aligned", append(words(9), d(0x5_00000006)), 8,
			[]uint32{1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 6, 5}},
		{"RV32E has six registers", words(7), 6, []uint32{1, 2, 3, 4, 5, 6, 7}},
		{"RV32E: a pair with one register left is split", append(words(5), d(0x9_00000008)), 6,
			[]uint32{1, 2, 3, 4, 5, 8, 9}},
		{"registers padded when the stack is used", []pcsArg{w(1), d(2), d(3), d(4), d(5)}, 8,
			[]uint32{1, 2, 0, 3, 0, 4, 0, 5, 0}},
	} {
		if got := layoutRISCV(tt.args, tt.nreg).core; !slices.Equal(got, tt.want) {
			t.Errorf("%s: %#x, want %#x", tt.name, got, tt.want)
		}
	}
}
