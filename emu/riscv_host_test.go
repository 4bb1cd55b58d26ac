package emu_test

import (
	"encoding/binary"
	"math/bits"
	"testing"

	"boardless/emu"
	"boardless/rvdecode"
)

// hostCase is one instruction Unicorn 2.0.1 lacks (MT-G4), in a tiny
// function whose result shows whether it ran as the Hazard3 runs it.
// Encodings are llvm-mc-19's (-triple=riscv32 -mattr=+m,+c,+zba,+zbb,
// +zbs,+zbkb,+zcb,+zcmp -show-encoding), the Zc ones also in
// rvdecode/testdata/zc.txt.
type hostCase struct {
	name string
	code []uint32
	args []uint32          // a0, a1 (a1 is rvHostData for the memory cases)
	pre  map[int]uint32    // x registers set before the call
	mem  []byte            // written at rvHostData before the call
	want map[int]uint32    // x registers after the call (10: a0)
	wmem map[uint32]uint32 // words at rvHostData+offset after the call
}

const (
	rvHostData = rvCode0 + 0x8000
	rvCRet     = 0x8082 // c.jr ra
	rvLwA0A1   = 0x4188 // c.lw a0,0(a1)
	rvMvA0S0   = 0x8522 // c.mv a0,s0
	rvMvA0S1   = 0x8526 // c.mv a0,s1
	rvAddSPm16 = 0x1141 // c.addi sp,-16
	rvAddSP16  = 0x0141 // c.addi sp,16
	rvSwRa8    = 0xc406 // c.swsp ra,8(sp)
	rvSwA1at12 = 0xc62e // c.swsp a1,12(sp)
	rvLwA0at12 = 0x4532 // c.lwsp a0,12(sp)
	rvLiA0m1   = 0x557d // c.li a0,-1
	rvAddA0A1  = 0x952e // c.add a0,a1
)

// hostX and hostY are the a0 and a1 of the ALU cases.
var hostX, hostY uint32 = 0x8badf00d, 0x12345687

// x register numbers.
const (
	xSP = 2
	xS0 = 8
	xS1 = 9
	xA0 = 10
)

// alu is a case of one instruction on a0 and a1 whose result is a0.
func alu(name string, insn uint32, want uint32) hostCase {
	return hostCase{name: name, code: []uint32{insn, rvCRet}, args: []uint32{hostX, hostY}, want: map[int]uint32{xA0: want}}
}

// unary is a case of one instruction on a0 = in.
func unary(name string, insn, in, want uint32) hostCase {
	return hostCase{name: name, code: []uint32{insn, rvCRet}, args: []uint32{in}, want: map[int]uint32{xA0: want}}
}

func zip32(v uint32) uint32 {
	var r uint32
	for i := 0; i < 16; i++ {
		r |= (v>>i&1)<<(2*i) | (v>>(i+16)&1)<<(2*i+1)
	}
	return r
}

func unzip32(v uint32) uint32 {
	var r uint32
	for i := 0; i < 16; i++ {
		r |= (v>>(2*i)&1)<<i | (v>>(2*i+1)&1)<<(i+16)
	}
	return r
}

func brev8(v uint32) uint32 {
	b := make([]byte, 4)
	binary.LittleEndian.PutUint32(b, v)
	for i := range b {
		b[i] = bits.Reverse8(b[i])
	}
	return binary.LittleEndian.Uint32(b)
}

func orcb(v uint32) uint32 {
	var r uint32
	for i := 0; i < 32; i += 8 {
		if v>>i&0xff != 0 {
			r |= 0xff << i
		}
	}
	return r
}

func minS(a, b uint32) uint32 { return uint32(min(int32(a), int32(b))) }
func maxS(a, b uint32) uint32 { return uint32(max(int32(a), int32(b))) }

// hostCases covers every class of instruction Unicorn lacks: each
// Zcmp and Zcb encoding and each Zba/Zbb/Zbs/Zbkb instruction. The
// values are the specifications' (Zc 1.0.4, bit-manipulation 1.0.0,
// scalar cryptography 1.0.1), computed here with Go's operators.
func hostCases() []hostCase {
	bytes := []byte{0x81, 0xf2, 0x93, 0xa4, 0x55, 0x66, 0x77, 0x88}
	return []hostCase{
		// Zcb loads and stores (a1 = the data).
		{name: "c.lbu", code: []uint32{0x81c8, rvCRet}, mem: bytes, want: map[int]uint32{xA0: 0xf2}},
		{name: "c.lhu", code: []uint32{0x85a8, rvCRet}, mem: bytes, want: map[int]uint32{xA0: 0xa493}},
		{name: "c.lh", code: []uint32{0x85e8, rvCRet}, mem: bytes, want: map[int]uint32{xA0: 0xffffa493}},
		{name: "c.sb", code: []uint32{0x89e8, rvLwA0A1, rvCRet}, args: []uint32{0x1234}, mem: bytes,
			want: map[int]uint32{xA0: 0x3493f281}, wmem: map[uint32]uint32{0: 0x3493f281, 4: 0x88776655}},
		{name: "c.sh", code: []uint32{0x8da8, rvLwA0A1, rvCRet}, args: []uint32{0xbeef1234}, mem: bytes,
			want: map[int]uint32{xA0: 0x1234f281}, wmem: map[uint32]uint32{0: 0x1234f281, 4: 0x88776655}},
		// Zcb ALU on a0 (a1 for c.mul).
		alu("c.zext.b", 0x9d61, hostX&0xff),
		alu("c.sext.b", 0x9d65, uint32(int32(int8(hostX)))),
		alu("c.zext.h", 0x9d69, hostX&0xffff),
		alu("c.sext.h", 0x9d6d, uint32(int32(int16(hostX)))),
		alu("c.not", 0x9d75, ^hostX),
		alu("c.mul", 0x9d4d, hostX*hostY),
		// Zcmp: push saves s0 and ra below sp and moves sp down 16.
		{name: "cm.push", code: []uint32{0xb852, rvLwA0at12, rvAddSP16, rvCRet}, pre: map[int]uint32{xS0: 0x5a5a},
			want: map[int]uint32{xA0: 0x5a5a, xS0: 0x5a5a, xSP: rvStack0}},
		// pop, popret, popretz restore s0 (a1's value, stored by the
		// code) and ra; popret* return (the c.li a0,-1 after them must
		// not run), popretz with a0 = 0.
		{name: "cm.pop", code: []uint32{rvAddSPm16, rvSwRa8, rvSwA1at12, 0xba52, rvMvA0S0, rvCRet},
			args: []uint32{0, 0x7777}, pre: map[int]uint32{xS0: 0x1111}, want: map[int]uint32{xA0: 0x7777, xS0: 0x7777, xSP: rvStack0}},
		{name: "cm.popret", code: []uint32{rvAddSPm16, rvSwRa8, rvSwA1at12, 0xbe52, rvLiA0m1, rvCRet},
			args: []uint32{5, 0x7777}, pre: map[int]uint32{xS0: 0x1111}, want: map[int]uint32{xA0: 5, xS0: 0x7777, xSP: rvStack0}},
		{name: "cm.popretz", code: []uint32{rvAddSPm16, rvSwRa8, rvSwA1at12, 0xbc52, rvLiA0m1, rvCRet},
			args: []uint32{5, 0x7777}, pre: map[int]uint32{xS0: 0x1111}, want: map[int]uint32{xA0: 0, xS0: 0x7777, xSP: rvStack0}},
		// mvsa01 s0,xS1: s0 = a0, s1 = a1; mva01s s0,xS1: a0 = s0, a1 = s1.
		{name: "cm.mvsa01", code: []uint32{0xac26, rvMvA0S1, rvCRet}, args: []uint32{0x3333, 0x4444},
			pre: map[int]uint32{xS0: 1, xS1: 2}, want: map[int]uint32{xA0: 0x4444, xS0: 0x3333, xS1: 0x4444}},
		{name: "cm.mva01s", code: []uint32{0xac66, rvAddA0A1, rvCRet}, args: []uint32{1, 2},
			pre: map[int]uint32{xS0: 0x1100, xS1: 0x22}, want: map[int]uint32{xA0: 0x1122}},
		// Zba.
		alu("sh1add", 0x20b52533, hostX<<1+hostY),
		alu("sh2add", 0x20b54533, hostX<<2+hostY),
		alu("sh3add", 0x20b56533, hostX<<3+hostY),
		// Zbb.
		alu("andn", 0x40b57533, hostX&^hostY),
		alu("orn", 0x40b56533, hostX|^uint32(hostY)),
		alu("xnor", 0x40b54533, ^uint32(hostX^hostY)),
		unary("clz", 0x60051513, hostY, uint32(bits.LeadingZeros32(hostY))),
		alu("ctz", 0x60151513, uint32(bits.TrailingZeros32(hostX))),
		alu("cpop", 0x60251513, uint32(bits.OnesCount32(hostX))),
		alu("max", 0x0ab56533, maxS(hostX, hostY)),
		alu("maxu", 0x0ab57533, max(hostX, hostY)),
		alu("min", 0x0ab54533, minS(hostX, hostY)),
		alu("minu", 0x0ab55533, min(hostX, hostY)),
		alu("sext.b", 0x60451513, uint32(int32(int8(hostX)))),
		alu("sext.h", 0x60551513, uint32(int32(int16(hostX)))),
		alu("zext.h", 0x08054533, hostX&0xffff),
		alu("rol", 0x60b51533, bits.RotateLeft32(hostX, int(hostY&31))),
		alu("ror", 0x60b55533, bits.RotateLeft32(hostX, -int(hostY&31))),
		alu("rori", 0x60755513, bits.RotateLeft32(hostX, -7)),
		unary("orc.b", 0x28755513, hostX&0xff00ffff, orcb(hostX&0xff00ffff)),
		alu("rev8", 0x69855513, bits.ReverseBytes32(hostX)),
		// Zbs.
		alu("bclr", 0x48b51533, hostX&^(1<<(hostY&31))),
		alu("bclri", 0x48351513, hostX&^(1<<3)),
		alu("bext", 0x48b55533, hostX>>(hostY&31)&1),
		alu("bexti", 0x48355513, hostX>>3&1),
		alu("binv", 0x68b51533, hostX^(1<<(hostY&31))),
		alu("binvi", 0x68351513, hostX^(1<<3)),
		alu("bset", 0x28b51533, hostX|(1<<(hostY&31))),
		alu("bseti", 0x28351513, hostX|(1<<3)),
		// Zbkb.
		alu("pack", 0x08b54533, hostX&0xffff|hostY<<16),
		alu("packh", 0x08b57533, hostX&0xff|(hostY&0xff)<<8),
		alu("brev8", 0x68755513, brev8(hostX)),
		alu("zip", 0x08f51513, zip32(hostX)),
		alu("unzip", 0x08f55513, unzip32(hostX)),
	}
}

// runHostCase calls c's code on a machine of the given ISA and returns
// the x registers and data words c checks, or the call's error.
func runHostCase(t *testing.T, c hostCase, isa rvdecode.Ext) (map[int]uint32, map[uint32]uint32, error) {
	t.Helper()
	m := newRV(t, rvCode(c.code...), isa)
	if len(c.mem) > 0 {
		if err := m.WriteMem(rvHostData, c.mem); err != nil {
			t.Fatal(err)
		}
	}
	args := c.args
	if c.mem != nil {
		args = []uint32{0, rvHostData}
		if len(c.args) > 0 {
			args[0] = c.args[0]
		}
	}
	for r, v := range c.pre {
		if err := m.WriteReg(emu.RegX(r), v); err != nil {
			t.Fatal(err)
		}
	}
	_, err := m.Call(emu.Call{Entry: rvCode0, Args: args, SP: rvStack0, Budget: 100}, nil)
	regs, words := map[int]uint32{}, map[uint32]uint32{}
	for r := range c.want {
		regs[r] = m.ReadReg(emu.RegX(r))
	}
	for off := range c.wmem {
		b, rerr := m.ReadMem(rvHostData+off, 4)
		if rerr != nil {
			t.Fatal(rerr)
		}
		words[off] = binary.LittleEndian.Uint32(b)
	}
	return regs, words, err
}

func sameWords[K comparable](got, want map[K]uint32) bool {
	for k, v := range want {
		if got[k] != v {
			return false
		}
	}
	return true
}

// TestRISCVHostInstructionClasses: every Zcb/Zcmp encoding and every
// Zb* instruction Unicorn 2.0.1 lacks gives the specification's result
// on the Hazard3 machine (patched at load to ebreak, run in Go), and the
// same code run natively by Unicorn does not, so a patching gap cannot
// pass this test. Natively (measured here, go test -v logs it), every
// 32-bit Zb* instruction raises illegal-instruction and every 16-bit
// Zcb/Zcmp one runs as a silent no-op: a wrong result printed as right.
func TestRISCVHostInstructionClasses(t *testing.T) {
	for _, c := range hostCases() {
		t.Run(c.name, func(t *testing.T) {
			regs, words, err := runHostCase(t, c, rvdecode.ISAAll)
			if err != nil {
				t.Fatalf("on the Hazard3 machine: %v", err)
			}
			if !sameWords(regs, c.want) || !sameWords(words, c.wmem) {
				t.Errorf("registers %#x, memory %#x; want %#x, %#x", regs, words, c.want, c.wmem)
			}
			nregs, nwords, nerr := runHostCase(t, c, rvdecode.ISAUnicorn)
			t.Logf("natively: error %v, registers %#x, memory %#x", nerr, nregs, nwords)
			if nerr == nil && sameWords(nregs, c.want) && sameWords(nwords, c.wmem) {
				t.Errorf("run natively by Unicorn it gives the right result too: the case does not tell patched from native")
			}
		})
	}
}
