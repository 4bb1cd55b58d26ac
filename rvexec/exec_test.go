package rvexec

import (
	"boardless/rvdecode"
	"errors"
	"fmt"
	"math/rand"
	"testing"
)

// ram is a little-endian test memory over [base, base+len).
type ram struct {
	base  uint32
	bytes []byte
}

func newRAM(base uint32, size int) *ram { return &ram{base, make([]byte, size)} }

var errUnmapped = errors.New("unmapped")

func (m *ram) Load(addr uint32, size int) (uint32, error) {
	off := addr - m.base
	if uint64(off)+uint64(size) > uint64(len(m.bytes)) {
		return 0, fmt.Errorf("load %#x: %w", addr, errUnmapped)
	}
	var v uint32
	for k := size - 1; k >= 0; k-- {
		v = v<<8 | uint32(m.bytes[off+uint32(k)])
	}
	return v, nil
}

func (m *ram) Store(addr uint32, size int, v uint32) error {
	off := addr - m.base
	if uint64(off)+uint64(size) > uint64(len(m.bytes)) {
		return fmt.Errorf("store %#x: %w", addr, errUnmapped)
	}
	for k := 0; k < size; k++ {
		m.bytes[off+uint32(k)] = byte(v >> (8 * k))
	}
	return nil
}

func decode(t *testing.T, raw uint32) rvdecode.Inst {
	t.Helper()
	inst, err := rvdecode.DecodeBits(rvdecode.ISAAll, raw)
	if err != nil {
		t.Fatalf("%#x: %v", raw, err)
	}
	return inst
}

// TestBitManipHandValues runs each Zba/Zbb/Zbs/Zbkb instruction (and M's
// corner cases) on a1, a2 into a0; every want is worked out by hand from
// the instruction's definition in its specification.
func TestBitManipHandValues(t *testing.T) {
	cases := []struct {
		raw, a1, a2, want uint32
	}{
		{0x20c5a533, 5, 100, 110},                        // sh1add: 5<<1 + 100
		{0x20c5c533, 5, 100, 120},                        // sh2add: 5<<2 + 100
		{0x20c5e533, 0x80000001, 0, 8},                   // sh3add: the top bit shifts out
		{0x40c5f533, 0xff00ff00, 0x0ff00ff0, 0xf000f000}, // andn: a1 & ~a2
		{0x40c5e533, 0x0000000f, 0xffff0000, 0x0000ffff}, // orn: a1 | ~a2
		{0x40c5c533, 0xf0f0f0f0, 0xff00ff00, 0xf00ff00f}, // xnor: ~(a1 ^ a2)
		{0x60059513, 0x00010000, 0, 15},                  // clz
		{0x60059513, 0, 0, 32},                           // clz of 0 is XLEN
		{0x60159513, 0x00010000, 0, 16},                  // ctz
		{0x60159513, 0, 0, 32},                           // ctz of 0 is XLEN
		{0x60259513, 0x0000f0f0, 0, 8},                   // cpop
		{0x0ac5e533, 0xffffffff, 1, 1},                   // max: -1 < 1
		{0x0ac5f533, 0xffffffff, 1, 0xffffffff},          // maxu
		{0x0ac5c533, 0xffffffff, 1, 0xffffffff},          // min
		{0x0ac5d533, 0xffffffff, 1, 1},                   // minu
		{0x60459513, 0x00000080, 0, 0xffffff80},          // sext.b
		{0x60459513, 0x1234567f, 0, 0x7f},                // sext.b, positive
		{0x60559513, 0x00018000, 0, 0xffff8000},          // sext.h
		{0x0805c533, 0xffff8001, 0, 0x8001},              // zext.h
		{0x60c59533, 0x80000001, 1, 3},                   // rol
		{0x60c59533, 0x12345678, 36, 0x23456781},         // rol by 36 mod 32 = 4
		{0x60c5d533, 1, 1, 0x80000000},                   // ror
		{0x6045d513, 0x12345678, 0, 0x81234567},          // rori 4
		{0x2875d513, 0x00120300, 0, 0x00ffff00},          // orc.b
		{0x2875d513, 0x80000001, 0, 0xff0000ff},          // orc.b
		{0x6985d513, 0x12345678, 0, 0x78563412},          // rev8
		{0x48c59533, 0xffffffff, 33, 0xfffffffd},         // bclr bit 33 mod 32 = 1
		{0x49f59513, 0xffffffff, 0, 0x7fffffff},          // bclri 31
		{0x48c5d533, 0x10, 36, 1},                        // bext bit 4
		{0x4845d513, 0x10, 0, 1},                         // bexti 4
		{0x68c59533, 0, 31, 0x80000000},                  // binv
		{0x68059513, 1, 0, 0},                            // binvi 0
		{0x28c59533, 0, 64, 1},                           // bset bit 64 mod 32 = 0
		{0x29059513, 0, 0, 0x10000},                      // bseti 16
		{0x08c5c533, 0x1234abcd, 0x5678ef01, 0xef01abcd}, // pack: a2's low half above a1's
		{0x08c5f533, 0x123456cd, 0x789abc01, 0x01cd},     // packh: the low bytes
		{0x6875d513, 0x01020380, 0, 0x8040c001},          // brev8: each byte reversed in place
		{0x08f59513, 0x0000ffff, 0, 0x55555555},          // zip: the low half to even bits
		{0x08f59513, 0x00010000, 0, 0x00000002},          // zip: bit 16 to bit 1
		{0x08f5d513, 0x55555555, 0, 0x0000ffff},          // unzip: even bits to the low half
		{0x08f5d513, 0x00000002, 0, 0x00010000},          // unzip: bit 1 to bit 16
		{0x02c59533, 0x80000000, 0x80000000, 0x40000000}, // mulh: (-2^31)^2 = 2^62
		{0x02c5a533, 0xffffffff, 0xffffffff, 0xffffffff}, // mulhsu: -1 * (2^32-1) < 0
		{0x02c5b533, 0xffffffff, 0xffffffff, 0xfffffffe}, // mulhu: (2^32-1)^2 = 0xfffffffe_00000001
		{0x02c5c533, 7, 0, 0xffffffff},                   // div by 0: all ones
		{0x02c5c533, 0x80000000, 0xffffffff, 0x80000000}, // div overflow: the dividend
		{0x02c5c533, 0xfffffff9, 2, 0xfffffffd},          // div -7/2 = -3 (towards 0)
		{0x02c5d533, 7, 0, 0xffffffff},                   // divu by 0
		{0x02c5e533, 7, 0, 7},                            // rem by 0: the dividend
		{0x02c5e533, 0x80000000, 0xffffffff, 0},          // rem overflow: 0
		{0x02c5e533, 0xfffffff9, 2, 0xffffffff},          // rem -7%2 = -1
		{0x02c5f533, 7, 0, 7},                            // remu by 0
	}
	for _, c := range cases {
		inst := decode(t, c.raw)
		var x [32]uint32
		x[rvdecode.A1], x[rvdecode.A1+1] = c.a1, c.a2
		next, err := Exec(inst, 0x100, &x, newRAM(0, 0))
		if err != nil || next != 0x104 || x[rvdecode.A0] != c.want {
			t.Errorf("%s with a1=%#x a2=%#x: a0=%#x next=%#x err=%v; want %#x", inst, c.a1, c.a2, x[rvdecode.A0], next, err, c.want)
		}
	}
}

// TestZipRoundTrip: unzip undoes zip and brev8 undoes itself (Zbkb).
func TestZipRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for k := 0; k < 1000; k++ {
		v := rng.Uint32()
		if unzip(zip(v, 0), 0) != v || zip(unzip(v, 0), 0) != v || brev8(brev8(v, 0), 0) != v {
			t.Fatalf("%#x: zip/unzip/brev8 do not invert", v)
		}
	}
}

func TestNeedsHost(t *testing.T) {
	for raw, want := range map[uint32]bool{
		0x00b50533: false, // add
		0x02b50533: false, // mul
		0x20c5a533: true,  // sh1add
		0x40c5f533: true,  // andn (Zbb and Zbkb)
		0x9d4d:     true,  // c.mul (Zcb)
		0xb866:     true,  // cm.push
		0x852e:     false, // c.mv
	} {
		if got := NeedsHost(decode(t, raw)); got != want {
			t.Errorf("%s: NeedsHost %v, want %v", decode(t, raw), got, want)
		}
	}
}

func TestNotEmulated(t *testing.T) {
	var x [32]uint32
	for _, raw := range []uint32{0xb00025f3, 0x00000073, 0x100525af} { // csrrs, ecall, lr.w
		if _, err := Exec(decode(t, raw), 0, &x, newRAM(0, 0)); !errors.Is(err, ErrNotEmulated) {
			t.Errorf("%s: %v, want ErrNotEmulated", decode(t, raw), err)
		}
	}
}

// TestMisaligned: a misaligned c.lh, c.sh or cm.push traps with the
// address, and leaves the registers as they were.
func TestMisaligned(t *testing.T) {
	for _, c := range []struct {
		raw   uint32
		cause uint32
	}{
		{0x85e8, CauseLoadMisaligned},  // c.lh a0,2(a1)
		{0x8eb0, CauseStoreMisaligned}, // c.sh a2,2(a3)
		{0xb866, CauseStoreMisaligned}, // cm.push {ra,s0-s1},-32
		{0xbe52, CauseLoadMisaligned},  // cm.popret {ra,s0},16
	} {
		var x [32]uint32
		for r := range x {
			x[r] = 0x1001
		}
		x[0] = 0
		before := x
		_, err := Exec(decode(t, c.raw), 0, &x, newRAM(0, 0x4000))
		var trap *Trap
		if !errors.As(err, &trap) || trap.Cause != c.cause || x != before {
			t.Errorf("%s: err %v, registers changed %v; want cause %d", decode(t, c.raw), err, x != before, c.cause)
		}
	}
}
