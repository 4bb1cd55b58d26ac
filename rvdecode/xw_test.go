package rvdecode

import (
	"errors"
	"testing"
)

// TestDecodeXW: WCH's xw instructions, hand-encoded from the field
// layouts in xw.go (jnk0le's four, ArcaneNibble's sp-relative four),
// each field's bits beside the case; Decode reports every one illegal on
// the QingKe V2 (no standard instruction there), and other bits are no
// xw instruction.
func TestDecodeXW(t *testing.T) {
	cases := []struct {
		raw  uint16
		want string
	}{
		{0x2108, "xw.c.lbu a0,0(a0)"},    // 001 0 00 010(a0) 00 010(a0) 00
		{0x3e6c, "xw.c.lbu a1,31(a2)"},   // 001 uimm[0]=1 uimm[4:3]=11 100(a2) uimm[2:1]=11 011(a1) 00
		{0xb054, "xw.c.sb a3,5(s0)"},     // 101 1 00 000(s0) 10 101(a3) 00: 5 = 0b00101
		{0x3fea, "xw.c.lhu a0,62(a5)"},   // 001 uimm[5:3]=111 111(a5) uimm[2:1]=11 010(a0) 10
		{0xa366, "xw.c.sh s1,6(a4)"},     // 101 000 110(a4) 11 001(s1) 10
		{0x8788, "xw.c.lbusp a0,15(sp)"}, // 100 00 uimm[3:0]=1111 00 010(a0) 00
		{0x87ac, "xw.c.lhusp a1,30(sp)"}, // 100 00 uimm[3:1]=111 uimm[4]=1 01 011(a1) 00
		{0x81d0, "xw.c.sbsp a2,3(sp)"},   // 100 00 0011 10 100(a2) 00
		{0x80f4, "xw.c.shsp a3,16(sp)"},  // 100 00 000 1 11 101(a3) 00
	}
	for _, c := range cases {
		got, ok := DecodeXW(c.raw)
		if !ok || got != c.want {
			t.Errorf("DecodeXW(%#04x) = %q, %v; want %q", c.raw, got, ok, c.want)
		}
		if inst, err := DecodeBits(isaQingKeV2, uint32(c.raw)); !errors.Is(err, ErrIllegal) {
			t.Errorf("%#04x decodes as %q on the QingKe V2, want illegal", c.raw, inst)
		}
	}
	for _, raw := range []uint16{0x4108, 0x8800, 0x0001, 0x8082, 0x6108} { // c.lw, Zcb c.sb, c.nop, c.jr ra, c.flw's slot
		if got, ok := DecodeXW(raw); ok {
			t.Errorf("DecodeXW(%#04x) = %q, want none", raw, got)
		}
	}
}
