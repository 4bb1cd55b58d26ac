package rvexec

import (
	"boardless/rvdecode"
	"math/rand"
	"testing"
)

// equivalences pair each instruction Unicorn lacks with the plain RV32IM
// the specifications define it by (the base sequences were assembled by
// riscv64-unknown-elf-as; their text is beside them). scratch are the
// registers the base sequence clobbers.
var equivalences = []struct {
	name    string
	ext     uint32
	base    []uint32
	memory  bool // operands are addresses into the test RAM
	scratch []rvdecode.Reg
}{
	// Zcmp: stores from the highest register down below sp, then sp moves.
	{"cm.push {ra,s0-s1},-32", 0xb866, []uint32{
		0xfe912e23, // sw s1,-4(sp)
		0xfe812c23, // sw s0,-8(sp)
		0xfe112a23, // sw ra,-12(sp)
		0xfe010113, // addi sp,sp,-32
	}, true, nil},
	{"cm.popret {ra,s0},16", 0xbe52, []uint32{
		0x00c12403, // lw s0,12(sp)
		0x00812083, // lw ra,8(sp)
		0x01010113, // addi sp,sp,16
		0x00008067, // jalr zero,0(ra)
	}, true, nil},
	{"cm.popretz {ra,s0-s2},64", 0xbc7e, []uint32{
		0x03c12903, // lw s2,60(sp)
		0x03812483, // lw s1,56(sp)
		0x03412403, // lw s0,52(sp)
		0x03012083, // lw ra,48(sp)
		0x00000513, // addi a0,zero,0
		0x04010113, // addi sp,sp,64
		0x00008067, // jalr zero,0(ra)
	}, true, nil},
	{"cm.pop {ra,s0-s3},32", 0xba82, []uint32{
		0x01c12983, // lw s3,28(sp)
		0x01812903, // lw s2,24(sp)
		0x01412483, // lw s1,20(sp)
		0x01012403, // lw s0,16(sp)
		0x00c12083, // lw ra,12(sp)
		0x02010113, // addi sp,sp,32
	}, true, nil},
	{"cm.mvsa01 s0,s1", 0xac26, []uint32{0x00050413, 0x00058493}, false, nil}, // addi s0,a0,0; addi s1,a1,0
	{"cm.mva01s s2,s7", 0xad7e, []uint32{0x00090513, 0x000b8593}, false, nil}, // addi a0,s2,0; addi a1,s7,0
	// Zcb.
	{"c.lbu a0,1(a1)", 0x81c8, []uint32{0x0015c503}, true, nil},           // lbu a0,1(a1)
	{"c.lhu s1,0(a4)", 0x8704, []uint32{0x00075483}, true, nil},           // lhu s1,0(a4)
	{"c.lh a0,2(a1)", 0x85e8, []uint32{0x00259503}, true, nil},            // lh a0,2(a1)
	{"c.sb a0,3(a1)", 0x89e8, []uint32{0x00a581a3}, true, nil},            // sb a0,3(a1)
	{"c.sh a2,2(a3)", 0x8eb0, []uint32{0x00c69123}, true, nil},            // sh a2,2(a3)
	{"c.mul a0,a1", 0x9d4d, []uint32{0x02b50533}, false, nil},             // mul a0,a0,a1
	{"c.not a3", 0x9ef5, []uint32{0xfff6c693}, false, nil},                // xori a3,a3,-1
	{"c.zext.b a0", 0x9d61, []uint32{0x0ff57513}, false, nil},             // andi a0,a0,255
	{"c.sext.b s1", 0x9ce5, []uint32{0x01849493, 0x4184d493}, false, nil}, // slli s1,s1,24; srai s1,s1,24
	{"c.zext.h a5", 0x9fe9, []uint32{0x01079793, 0x0107d793}, false, nil}, // slli a5,a5,16; srli a5,a5,16
	{"c.sext.h s0", 0x9c6d, []uint32{0x01041413, 0x41045413}, false, nil}, // slli s0,s0,16; srai s0,s0,16
	// Zba.
	{"sh1add a0,a1,a2", 0x20c5a533, []uint32{0x00159293, 0x00c28533}, false, t0}, // slli t0,a1,1; add a0,t0,a2
	{"sh2add a0,a1,a2", 0x20c5c533, []uint32{0x00259293, 0x00c28533}, false, t0}, // slli t0,a1,2; add a0,t0,a2
	{"sh3add a0,a1,a2", 0x20c5e533, []uint32{0x00359293, 0x00c28533}, false, t0}, // slli t0,a1,3; add a0,t0,a2
	// Zbb.
	{"andn a0,a1,a2", 0x40c5f533, []uint32{0xfff64293, 0x0055f533}, false, t0},  // xori t0,a2,-1; and a0,a1,t0
	{"orn a0,a1,a2", 0x40c5e533, []uint32{0xfff64293, 0x0055e533}, false, t0},   // xori t0,a2,-1; or a0,a1,t0
	{"xnor a0,a1,a2", 0x40c5c533, []uint32{0x00c5c533, 0xfff54513}, false, nil}, // xor a0,a1,a2; xori a0,a0,-1
	{"rol a0,a1,a2", 0x60c59533, []uint32{
		0x00c592b3, // sll t0,a1,a2
		0x40c00333, // sub t1,zero,a2
		0x0065d333, // srl t1,a1,t1
		0x0062e533, // or a0,t0,t1
	}, false, t0t1},
	{"ror a0,a1,a2", 0x60c5d533, []uint32{
		0x00c5d2b3, // srl t0,a1,a2
		0x40c00333, // sub t1,zero,a2
		0x00659333, // sll t1,a1,t1
		0x0062e533, // or a0,t0,t1
	}, false, t0t1},
	{"min a0,a1,a2", 0x0ac5c533, []uint32{0x00058513, 0x00c5c463, 0x00060513}, false, nil},  // mv a0,a1; blt a1,a2,.+8; mv a0,a2
	{"max a0,a1,a2", 0x0ac5e533, []uint32{0x00058513, 0x00b64463, 0x00060513}, false, nil},  // mv a0,a1; blt a2,a1,.+8; mv a0,a2
	{"minu a0,a1,a2", 0x0ac5d533, []uint32{0x00058513, 0x00c5e463, 0x00060513}, false, nil}, // ... bltu a1,a2,.+8 ...
	{"maxu a0,a1,a2", 0x0ac5f533, []uint32{0x00058513, 0x00b66463, 0x00060513}, false, nil}, // ... bltu a2,a1,.+8 ...
	{"zext.h a0,a1", 0x0805c533, []uint32{0x01059513, 0x01055513}, false, nil},              // slli a0,a1,16; srli a0,a0,16
	// Zbs: the bit index is a2 mod 32, as sll takes it.
	{"bset a0,a1,a2", 0x28c59533, []uint32{0x00100293, 0x00c292b3, 0x0055e533}, false, t0},             // li t0,1; sll t0,t0,a2; or a0,a1,t0
	{"bclr a0,a1,a2", 0x48c59533, []uint32{0x00100293, 0x00c292b3, 0xfff2c293, 0x0055f533}, false, t0}, // ...; xori t0,t0,-1; and a0,a1,t0
	{"binv a0,a1,a2", 0x68c59533, []uint32{0x00100293, 0x00c292b3, 0x0055c533}, false, t0},             // ...; xor a0,a1,t0
	{"bext a0,a1,a2", 0x48c5d533, []uint32{0x00c5d533, 0x00157513}, false, nil},                        // srl a0,a1,a2; andi a0,a0,1
	// Zbkb.
	{"pack a0,a1,a2", 0x08c5c533, []uint32{
		0x01059293, // slli t0,a1,16
		0x0102d293, // srli t0,t0,16
		0x01061313, // slli t1,a2,16
		0x0062e533, // or a0,t0,t1
	}, false, t0t1},
	{"packh a0,a1,a2", 0x08c5f533, []uint32{
		0x0ff5f293, // andi t0,a1,255
		0x0ff67313, // andi t1,a2,255
		0x00831313, // slli t1,t1,8
		0x0062e533, // or a0,t0,t1
	}, false, t0t1},
}

var (
	t0   = []rvdecode.Reg{5}
	t0t1 = []rvdecode.Reg{5, 6}
)

const (
	ramBase = 0x2000_0000
	ramSize = 0x1000
	codePC  = 0x1000_0000
)

// TestEquivalentToBaseISA runs each instruction Unicorn lacks and its
// plain RV32IM definition on the same random states and compares the
// registers (but the base sequence's scratch), the next pc and memory.
func TestEquivalentToBaseISA(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	for _, e := range equivalences {
		t.Run(e.name, func(t *testing.T) {
			ext := decode(t, e.ext)
			if ext.String() != e.name || !NeedsHost(ext) {
				t.Fatalf("%#x is %q (needs host %v), want %q", e.ext, ext, NeedsHost(ext), e.name)
			}
			for trial := 0; trial < 500; trial++ {
				x, mem := randomState(rng, e.memory)
				xBase, memBase := x, &ram{ramBase, append([]byte(nil), mem.bytes...)}
				nextExt, errExt := Exec(ext, codePC, &x, mem)
				nextBase, errBase := runBase(t, e.base, &xBase, memBase)
				if errExt != nil || errBase != nil {
					t.Fatalf("trial %d: %v / %v", trial, errExt, errBase)
				}
				for _, r := range e.scratch {
					xBase[r] = x[r]
				}
				end := codePC + uint32(ext.Size)
				if nextBase == codePC+4*uint32(len(e.base)) {
					nextBase = end // fell through the sequence: the next instruction
				}
				if x != xBase || nextExt != nextBase || string(mem.bytes) != string(memBase.bytes) {
					t.Fatalf("trial %d: %s gives x=%x next=%#x; the base sequence x=%x next=%#x (memory equal: %v)",
						trial, e.name, x, nextExt, xBase, nextBase, string(mem.bytes) == string(memBase.bytes))
				}
			}
		})
	}
}

// randomState is random registers and RAM; with memory, every register
// holds a word-aligned address in the middle of the RAM, so that any
// base+offset of the cases is mapped and aligned.
func randomState(rng *rand.Rand, memory bool) ([32]uint32, *ram) {
	var x [32]uint32
	for r := 1; r < 32; r++ {
		x[r] = rng.Uint32()
		if memory {
			x[r] = ramBase + ramSize/4 + uint32(rng.Intn(ramSize/2))&^3
		}
		if r%5 == 0 {
			x[r] = []uint32{0, 1, 0xffffffff, 0x80000000, 31, 32, 0xffff}[rng.Intn(7)] // edge values
			if memory {
				x[r] = ramBase + ramSize/2
			}
		}
	}
	mem := newRAM(ramBase, ramSize)
	rng.Read(mem.bytes)
	return x, mem
}

// runBase executes a straight-line or forward-branching base sequence
// placed at codePC and returns the pc it leaves it at.
func runBase(t *testing.T, seq []uint32, x *[32]uint32, mem Memory) (uint32, error) {
	pc := uint32(codePC)
	for steps := 0; steps < 100; steps++ {
		k := (pc - codePC) / 4
		if pc < codePC || pc%4 != 0 || int(k) >= len(seq) {
			return pc, nil
		}
		inst, err := rvdecode.DecodeBits(rvdecode.ISAUnicorn&^rvdecode.ExtC, seq[k])
		if err != nil {
			t.Fatalf("base sequence %#x: %v (not plain RV32IM)", seq[k], err)
		}
		if pc, err = Exec(inst, pc, x, mem); err != nil {
			return pc, err
		}
	}
	t.Fatal("base sequence did not finish")
	return 0, nil
}
