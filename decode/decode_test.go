package decode

import (
	"bufio"
	"encoding/hex"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var modeNames = map[string]Mode{"thumbm": ModeThumbM, "thumba": ModeThumbA, "arm": ModeARM}

// TestDecodeGolden runs the cases in testdata/decode.txt, one per line:
//
//	hex<TAB>mode<TAB>mnemonic op_str<TAB>size[<TAB># comment]
//	hex<TAB>mode<TAB>error[<TAB># comment]
//
// hex is the instruction's bytes in memory order. It may hold several
// space-separated instructions: the leading ones are context, decoded in
// order through an ITState (to put the last one inside an IT block), and
// only the last one is checked. mode is thumbm, thumba or arm. The first
// instruction is at address 0x1000 (branch targets in the expected text
// are absolute).
func TestDecodeGolden(t *testing.T) {
	f, err := os.Open("testdata/decode.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	decoders := map[Mode]*Decoder{}
	for _, m := range modeNames {
		d, err := New(m)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		decoders[m] = d
	}
	sc := bufio.NewScanner(f)
	lineno, n, nerr := 0, 0, 0
	for sc.Scan() {
		lineno++
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Split(line, "\t")
		if n := len(fs); n > 3 && strings.HasPrefix(fs[n-1], "#") {
			fs = fs[:n-1] // trailing comment
		}
		if len(fs) != 3 && len(fs) != 4 {
			t.Errorf("decode.txt:%d: want 3 or 4 tab-separated fields: %q", lineno, line)
			continue
		}
		mode, ok := modeNames[fs[1]]
		if !ok {
			t.Errorf("decode.txt:%d: unknown mode %q", lineno, fs[1])
			continue
		}
		d := decoders[mode]
		var insns [][]byte
		for _, h := range strings.Fields(fs[0]) {
			b, err := hex.DecodeString(h)
			if err != nil {
				t.Errorf("decode.txt:%d: bad hex %q", lineno, h)
				continue
			}
			insns = append(insns, b)
		}
		var it ITState
		addr := uint32(0x1000)
		var in Inst
		for k, code := range insns {
			in, err = d.DecodeIT(code, addr, it.CC())
			if k < len(insns)-1 {
				if err != nil {
					t.Errorf("decode.txt:%d: context instruction %x: %v", lineno, code, err)
					break
				}
				it.Advance(in)
				addr += uint32(in.Size)
			}
		}
		n++
		if fs[2] == "error" {
			nerr++
			if err == nil {
				t.Errorf("decode.txt:%d: %s %s: decoded as %q, want error", lineno, fs[0], fs[1], in)
			} else if !errors.Is(err, ErrInvalid) {
				t.Errorf("decode.txt:%d: %s %s: error %v does not wrap ErrInvalid", lineno, fs[0], fs[1], err)
			}
			continue
		}
		if err != nil {
			t.Errorf("decode.txt:%d: %s %s: %v, want %q", lineno, fs[0], fs[1], err, fs[2])
			continue
		}
		if got := in.String(); got != fs[2] {
			t.Errorf("decode.txt:%d: %s %s: got %q, want %q", lineno, fs[0], fs[1], got, fs[2])
		}
		if len(fs) == 4 {
			size, _ := strconv.Atoi(fs[3])
			if in.Size != size {
				t.Errorf("decode.txt:%d: %s %s: size %d, want %d", lineno, fs[0], fs[1], in.Size, size)
			}
			if size != len(insns[len(insns)-1]) {
				t.Errorf("decode.txt:%d: size column %d disagrees with %d hex bytes", lineno, size, len(insns[len(insns)-1]))
			}
		}
	}
	if n < 200 {
		t.Errorf("only %d cases in decode.txt", n)
	}
	t.Logf("%d golden cases (%d invalid encodings)", n, nerr)
}

func mustNew(t testing.TB, m Mode) *Decoder {
	t.Helper()
	d, err := New(m)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(d.Close)
	return d
}

func mustDecode(t testing.TB, d *Decoder, hx string) Inst {
	t.Helper()
	b, err := hex.DecodeString(hx)
	if err != nil {
		t.Fatal(err)
	}
	in, err := d.Decode(b, 0x1000)
	if err != nil {
		t.Fatalf("%s: %v", hx, err)
	}
	return in
}

func sorted(rs []Reg) []Reg {
	out := slices.Clone(rs)
	slices.Sort(out)
	return out
}

// TestDetail checks the fields a timing model relies on, including every
// repair fixup makes to Capstone's detail (see CAPSTONE.md).
func TestDetail(t *testing.T) {
	type want struct {
		mode     Mode
		hex      string
		text     string
		id       uint32
		cc       uint8
		uf, wb   bool
		read, wr []Reg
		reglist  int
		branch   bool
		load, st bool
		opsKinds string // one letter per operand: r i m o
	}
	cases := []want{
		// Thumb-1
		{ModeThumbM, "0818", "adds r0, r1, r0", InsADD, CCAL, true, false, []Reg{R0, R1}, []Reg{R0, CPSR}, 0, false, false, false, "rrr"},
		{ModeThumbM, "f0b5", "push {r4, r5, r6, r7, lr}", InsPUSH, CCAL, false, true, []Reg{SP, R4, R5, R6, R7, LR}, []Reg{SP}, 5, false, false, true, "rrrrr"},
		{ModeThumbM, "f0bd", "pop {r4, r5, r6, r7, pc}", InsPOP, CCAL, false, true, []Reg{SP}, []Reg{SP, R4, R5, R6, R7, PC}, 5, true, true, false, "rrrrr"},
		{ModeThumbM, "0ec8", "ldm r0!, {r1, r2, r3}", InsLDM, CCAL, false, true, []Reg{R0}, []Reg{R0, R1, R2, R3}, 3, false, true, false, "rrrr"},
		{ModeThumbM, "0ec0", "stm r0!, {r1, r2, r3}", InsSTM, CCAL, false, true, []Reg{R0, R1, R2, R3}, []Reg{R0}, 3, false, false, true, "rrrr"},
		{ModeThumbM, "7047", "bx lr", InsBX, CCAL, false, false, []Reg{LR}, []Reg{PC}, 0, true, false, false, "r"},
		{ModeThumbM, "01d0", "beq #0x1006", InsB, CCEQ, false, false, []Reg{CPSR}, []Reg{PC}, 0, true, false, false, "i"},
		{ModeThumbM, "01e0", "b #0x1006", InsB, CCAL, false, false, nil, []Reg{PC}, 0, true, false, false, "i"},
		{ModeThumbM, "0848", "ldr r0, [pc, #0x20]", InsLDR, CCAL, false, false, []Reg{PC}, []Reg{R0}, 0, false, true, false, "rm"},
		{ModeThumbM, "8846", "mov r8, r1", InsMOV, CCAL, false, false, []Reg{R1}, []Reg{R8}, 0, false, false, false, "rr"},
		{ModeThumbM, "f746", "mov pc, lr", InsMOV, CCAL, false, false, []Reg{LR}, []Reg{PC}, 0, true, false, false, "rr"},
		{ModeThumbM, "8744", "add pc, r0", InsADD, CCAL, false, false, []Reg{PC, R0}, []Reg{PC}, 0, true, false, false, "rr"},
		{ModeThumbM, "5a43", "muls r2, r3, r2", InsMUL, CCAL, true, false, []Reg{R2, R3}, []Reg{R2, CPSR}, 0, false, false, false, "rrr"},
		{ModeThumbM, "08b9", "cbnz r0, #0x1006", InsCBNZ, CCAL, false, false, []Reg{R0}, []Reg{PC}, 0, true, false, false, "ri"},
		{ModeThumbM, "fff7feff", "bl #0x1000", InsBL, CCAL, false, false, []Reg{PC}, []Reg{LR, PC}, 0, true, false, false, "i"},
		// Thumb-2
		{ModeThumbM, "d2e90201", "ldrd r0, r1, [r2, #8]", InsLDRD, CCAL, false, false, []Reg{R2}, []Reg{R0, R1}, 0, false, true, false, "rrm"},
		{ModeThumbM, "f2e80201", "ldrd r0, r1, [r2], #8", InsLDRD, CCAL, false, true, []Reg{R2}, []Reg{R0, R1, R2}, 0, false, true, false, "rrmi"},
		{ModeThumbM, "2de9f041", "push.w {r4, r5, r6, r7, r8, lr}", InsPUSH, CCAL, false, true, []Reg{SP, R4, R5, R6, R7, R8, LR}, []Reg{SP}, 6, false, false, true, "rrrrrr"},
		{ModeThumbM, "bde8f081", "pop.w {r4, r5, r6, r7, r8, pc}", InsPOP, CCAL, false, true, []Reg{SP}, []Reg{SP, R4, R5, R6, R7, R8, PC}, 6, true, true, false, "rrrrrr"},
		{ModeThumbM, "20e90600", "stmdb r0!, {r1, r2}", InsSTMDB, CCAL, false, true, []Reg{R0, R1, R2}, []Reg{R0}, 2, false, false, true, "rrr"},
		{ModeThumbM, "e2fb0301", "umlal r0, r1, r2, r3", InsUMLAL, CCAL, false, false, []Reg{R0, R1, R2, R3}, []Reg{R0, R1}, 0, false, false, false, "rrrr"},
		{ModeThumbM, "e2fb6301", "umaal r0, r1, r2, r3", InsUMAAL, CCAL, false, false, []Reg{R0, R1, R2, R3}, []Reg{R0, R1}, 0, false, false, false, "rrrr"},
		{ModeThumbM, "a2fb0301", "umull r0, r1, r2, r3", InsUMULL, CCAL, false, false, []Reg{R2, R3}, []Reg{R0, R1}, 0, false, false, false, "rrrr"},
		{ModeThumbM, "91fbf2f0", "sdiv r0, r1, r2", InsSDIV, CCAL, false, false, []Reg{R1, R2}, []Reg{R0}, 0, false, false, false, "rrr"},
		{ModeThumbM, "52fa81f0", "uxtab r0, r2, r1", InsUXTAB, CCAL, false, false, []Reg{R1, R2}, []Reg{R0}, 0, false, false, false, "rrr"},
		{ModeThumbM, "01f30800", "ssat r0, #9, r1", InsSSAT, CCAL, false, false, []Reg{R1}, []Reg{R0}, 0, false, false, false, "rir"},
		{ModeThumbM, "d0e801f0", "tbb [r0, r1]", InsTBB, CCAL, false, false, []Reg{R0, R1}, []Reg{PC}, 0, true, true, false, "m"},
		{ModeThumbM, "51f822f0", "ldr.w pc, [r1, r2, lsl #2]", InsLDR, CCAL, false, false, []Reg{R1, R2}, []Reg{PC}, 0, true, true, false, "rm"},
		{ModeThumbM, "07f1110a", "add.w r10, r7, #0x11", InsADD, CCAL, false, false, []Reg{R7}, []Reg{R10}, 0, false, false, false, "rri"},
		{ModeThumbM, "41eb0200", "adc.w r0, r1, r2", InsADC, CCAL, false, false, []Reg{CPSR, R1, R2}, []Reg{R0}, 0, false, false, false, "rrr"},
		{ModeThumbM, "51eb0200", "adcs.w r0, r1, r2", InsADC, CCAL, true, false, []Reg{CPSR, R1, R2}, []Reg{R0, CPSR}, 0, false, false, false, "rrr"},
		{ModeThumbM, "d1e8af0f", "lda r0, [r1]", InsLDA, CCAL, false, false, []Reg{R1}, []Reg{R0}, 0, false, true, false, "rm"},
		// A32
		{ModeARM, "130381e0", "add r0, r1, r3, lsl r3", InsADD, CCAL, false, false, []Reg{R1, R3}, []Reg{R0}, 0, false, false, false, "rrr"},
		{ModeARM, "120381e0", "add r0, r1, r2, lsl r3", InsADD, CCAL, false, false, []Reg{R1, R2, R3}, []Reg{R0}, 0, false, false, false, "rrr"},
		{ModeARM, "1eff2f01", "bxeq lr", InsBX, CCEQ, false, false, []Reg{LR, CPSR}, []Reg{PC}, 0, true, false, false, "r"},
		{ModeARM, "0600b1e8", "ldm r1!, {r1, r2}", InsLDM, CCAL, false, true, []Reg{R1}, []Reg{R1, R2}, 2, false, true, false, "rrr"},
		{ModeARM, "060020e9", "stmdb r0!, {r1, r2}", InsSTMDB, CCAL, false, true, []Reg{R0, R1, R2}, []Reg{R0}, 2, false, false, true, "rrr"},
		{ModeARM, "0100a2e0", "adc r0, r2, r1", InsADC, CCAL, false, false, []Reg{CPSR, R2, R1}, []Reg{R0}, 0, false, false, false, "rrr"},
		{ModeARM, "0100b2e0", "adcs r0, r2, r1", InsADC, CCAL, true, false, []Reg{CPSR, R2, R1}, []Reg{R0, CPSR}, 0, false, false, false, "rrr"},
		{ModeARM, "040091e4", "ldr r0, [r1], #4", InsLDR, CCAL, false, true, []Reg{R1}, []Reg{R0, R1}, 0, false, true, false, "rmi"},
		{ModeARM, "0400b1e4", "ldrt r0, [r1], #4", InsLDRT, CCAL, false, true, []Reg{R1}, []Reg{R0, R1}, 0, false, true, false, "rmi"},
		{ModeARM, "9f0fb2e1", "ldrexd r0, r1, [r2]", InsLDREXD, CCAL, false, false, []Reg{R2}, []Reg{R0, R1}, 0, false, true, false, "rrm"},
		{ModeARM, "100f11ee", "mrc p15, #0, r0, c1, c0, #0", InsMRC, CCAL, false, false, nil, []Reg{R0}, 0, false, false, false, "iiriii"},
		{ModeARM, "920341e0", "umaal r0, r1, r2, r3", InsUMAAL, CCAL, false, false, []Reg{R0, R1, R2, R3}, []Reg{R0, R1}, 0, false, false, false, "rrrr"},
		{ModeARM, "12f311e7", "sdiv r1, r2, r3", InsSDIV, CCAL, false, false, []Reg{R2, R3}, []Reg{R1}, 0, false, false, false, "rrr"},
		{ModeARM, "04e02de5", "str lr, [sp, #-4]!", InsSTR, CCAL, false, true, []Reg{LR, SP}, []Reg{SP}, 0, false, false, true, "rm"},
		{ModeARM, "04f09de4", "pop {pc}", InsPOP, CCAL, false, true, []Reg{SP}, []Reg{SP, PC}, 1, true, true, false, "r"},
		{ModeARM, "02f18fe0", "add pc, pc, r2, lsl #2", InsADD, CCAL, false, false, []Reg{PC, R2}, []Reg{PC}, 0, true, false, false, "rrr"},
		{ModeARM, "04f04ee2", "sub pc, lr, #4", InsSUB, CCAL, false, false, []Reg{LR}, []Reg{PC}, 0, true, false, false, "rri"},
		{ModeARM, "feffffea", "b #0x1000", InsB, CCAL, false, false, []Reg{PC}, []Reg{PC}, 0, true, false, false, "i"},
		{ModeARM, "ff0000ba", "blt #0x1404", InsB, CCLT, false, false, []Reg{PC, CPSR}, []Reg{PC}, 0, true, false, false, "i"},
	}
	decs := map[Mode]*Decoder{}
	for _, c := range cases {
		d := decs[c.mode]
		if d == nil {
			d = mustNew(t, c.mode)
			decs[c.mode] = d
		}
		in := mustDecode(t, d, c.hex)
		if in.String() != c.text || in.ID != c.id {
			t.Errorf("%s %s: got %q (ID %d %s), want %q (ID %d)", c.mode, c.hex, in, in.ID, InsName(in.ID), c.text, c.id)
			continue
		}
		if in.CC != c.cc || in.UpdateFlags != c.uf || in.Writeback != c.wb {
			t.Errorf("%s %q: cc=%s uf=%v wb=%v, want cc=%s uf=%v wb=%v", c.mode, in, CCName(in.CC), in.UpdateFlags, in.Writeback, CCName(c.cc), c.uf, c.wb)
		}
		if got, want := sorted(in.RegsRead), sorted(c.read); !slices.Equal(got, want) {
			t.Errorf("%s %q: RegsRead %v, want %v", c.mode, in, in.RegsRead, c.read)
		}
		if got, want := sorted(in.RegsWritten), sorted(c.wr); !slices.Equal(got, want) {
			t.Errorf("%s %q: RegsWritten %v, want %v", c.mode, in, in.RegsWritten, c.wr)
		}
		if got := in.RegListLen(); got != c.reglist {
			t.Errorf("%s %q: RegListLen %d, want %d", c.mode, in, got, c.reglist)
		}
		if in.IsBranch() != c.branch || in.WritesPC() != c.branch {
			t.Errorf("%s %q: IsBranch %v WritesPC %v, want %v", c.mode, in, in.IsBranch(), in.WritesPC(), c.branch)
		}
		if in.IsLoad() != c.load || in.IsStore() != c.st {
			t.Errorf("%s %q: IsLoad %v IsStore %v, want %v %v", c.mode, in, in.IsLoad(), in.IsStore(), c.load, c.st)
		}
		kinds := ""
		for _, op := range in.Ops {
			kinds += op.Kind.String()[:1]
		}
		if kinds != c.opsKinds {
			t.Errorf("%s %q: operand kinds %q, want %q (%+v)", c.mode, in, kinds, c.opsKinds, in.Ops)
		}
	}
}

// TestOperands checks operand details: memory base/index/displacement,
// shifts, subtracted indexes and immediates.
func TestOperands(t *testing.T) {
	thumb := mustNew(t, ModeThumbM)
	arm := mustNew(t, ModeARM)

	in := mustDecode(t, thumb, "51f82200") // ldr.w r0, [r1, r2, lsl #2]
	if m := in.Ops[1]; m.Kind != OpMem || m.Mem.Base != R1 || m.Mem.Index != R2 || m.Shift.Type != ShiftLSL || m.Shift.Value != 2 {
		t.Errorf("%v: mem operand %+v", in, m)
	}
	if !in.HasReg(R2) || in.HasReg(R3) {
		t.Errorf("%v: HasReg", in)
	}
	in = mustDecode(t, thumb, "55f8040c") // ldr r0, [r5, #-4]
	if m := in.Ops[1]; m.Mem.Base != R5 || m.Mem.Index != RegInvalid || m.Mem.Disp != -4 {
		t.Errorf("%v: mem operand %+v", in, m)
	}
	in = mustDecode(t, thumb, "01eb8200") // add.w r0, r1, r2, lsl #2
	if op := in.Ops[2]; op.Kind != OpReg || op.Reg != R2 || op.Shift.Type != ShiftLSL || op.Shift.Value != 2 {
		t.Errorf("%v: shifted operand %+v", in, op)
	}
	in = mustDecode(t, thumb, "4ff6ff70") // movw r0, #0xffff
	if op := in.Ops[1]; op.Kind != OpImm || op.Imm != 0xffff {
		t.Errorf("%v: imm %+v", in, op)
	}
	in = mustDecode(t, arm, "020011e7") // ldr r0, [r1, -r2]
	if m := in.Ops[1]; m.Mem.Base != R1 || m.Mem.Index != R2 || !m.Subtracted {
		t.Errorf("%v: subtracted index %+v", in, m)
	}
	in = mustDecode(t, arm, "120381e0") // add r0, r1, r2, lsl r3
	if op := in.Ops[2]; op.Reg != R2 || op.Shift.Type != ShiftLSLREG || Reg(op.Shift.Value) != R3 {
		t.Errorf("%v: register shift %+v", in, op)
	}
	if !in.HasReg(R3) {
		t.Errorf("%v: HasReg(r3) for the shift register", in)
	}
}

// TestIT checks ITState and DecodeIT: conditions along T/E blocks, the
// Decoder staying stateless between calls, and 16-bit instructions not
// setting flags inside IT.
func TestIT(t *testing.T) {
	d := mustNew(t, ModeThumbM)
	adds := []byte{0x08, 0x18} // adds r0, r1, r0
	// itete ls (0xbf95): ls hi ls hi
	it := mustDecode(t, d, "95bf")
	if it.ID != InsIT || it.String() != "itete ls" || it.CC != CCAL {
		t.Fatalf("got %v cc=%d", it, it.CC)
	}
	var st ITState
	st.Advance(it)
	var got []string
	for st.InIT() {
		in, err := d.DecodeIT(adds, 0x1002, st.CC())
		if err != nil {
			t.Fatal(err)
		}
		if in.UpdateFlags {
			t.Errorf("%v: UpdateFlags inside IT", in)
		}
		got = append(got, in.Mnemonic)
		st.Advance(in)
	}
	if want := []string{"addls", "addhi", "addls", "addhi"}; !slices.Equal(got, want) {
		t.Errorf("itete ls: %v, want %v", got, want)
	}
	// The IT instruction decoded above must not leak into later calls.
	if in := mustDecode(t, d, "0818"); in.Mnemonic != "adds" || in.CC != CCAL || !in.UpdateFlags {
		t.Errorf("after IT: %v cc=%d uf=%v", in, in.CC, in.UpdateFlags)
	}
	for _, c := range []struct {
		hex  string
		want []uint8
	}{
		{"08bf", []uint8{CCEQ}},
		{"14bf", []uint8{CCNE, CCEQ}},
		{"02bf", []uint8{CCEQ, CCEQ, CCEQ}},
		{"01bf", []uint8{CCEQ, CCEQ, CCEQ, CCEQ}},
		{"1bbf", []uint8{CCNE, CCNE, CCEQ, CCNE}}, // ittet ne
		{"c8bf", []uint8{CCGT}},
		{"3cbf", []uint8{CCLO, CCLO}},
		{"2ebf", []uint8{CCHS, CCLO, CCLO}},
		{"e8bf", []uint8{CCITAL}},                 // it al: inside a block, not plain
		{"e2bf", []uint8{CCITAL, CCITAL, CCITAL}}, // ittt al
	} {
		it := mustDecode(t, d, c.hex)
		var st ITState
		st.Advance(it)
		var ccs []uint8
		for st.InIT() && len(ccs) < 5 {
			ccs = append(ccs, st.CC())
			st.Advance(Inst{ID: InsNOP})
		}
		if !slices.Equal(ccs, c.want) {
			t.Errorf("%s (%v): conditions %v, want %v", c.hex, it, ccs, c.want)
		}
		if st.CC() != CCAL {
			t.Errorf("%s: CC after block %d", c.hex, st.CC())
		}
	}
	testITAL(t, d)
	// A 32-bit instruction and a conditional load inside IT.
	in, err := d.DecodeIT([]byte{0x01, 0xeb, 0x82, 0x00}, 0x1000, CCNE)
	if err != nil || in.String() != "addne.w r0, r1, r2, lsl #2" || in.CC != CCNE {
		t.Errorf("DecodeIT add.w: %v %v", in, err)
	}
	if _, err := mustNew(t, ModeARM).DecodeIT([]byte{0, 0, 0xa0, 0xe1}, 0, CCEQ); err == nil {
		t.Error("DecodeIT in ARM mode: no error")
	}
	// An invalid instruction inside IT leaves no state behind either.
	if _, err := d.DecodeIT([]byte{0xff, 0xff}, 0x1000, CCEQ); err == nil {
		t.Error("ffff decoded")
	}
	if in := mustDecode(t, d, "0818"); in.Mnemonic != "adds" {
		t.Errorf("after failed DecodeIT: %v", in)
	}
}

// testITAL checks that an IT AL block is an IT block (MT-B5): a 16-bit
// data-processing instruction in it sets no flags, yet it is
// unconditional (CC is CCAL) and CMP still sets flags.
func testITAL(t *testing.T, d *Decoder) {
	t.Helper()
	for _, c := range []struct {
		hex   string // the instruction inside the IT AL block
		str   string
		flags bool
	}{
		{"4840", "eor r0, r1", false},     // eors r0, r1 outside IT
		{"0818", "add r0, r1, r0", false}, // adds r0, r1, r0 outside IT
		{"4843", "mul r0, r1, r0", false}, // muls r0, r1, r0 outside IT
		{"0130", "add r0, #1", false},     // adds r0, #1 outside IT
		{"8842", "cmp r0, r1", true},      // CMP sets flags in any IT block
		{"0843", "orr r0, r1", false},     // orrs r0, r1 outside IT
	} {
		b, _ := hex.DecodeString(c.hex)
		in, err := d.DecodeIT(b, 0x1002, CCITAL)
		if err != nil {
			t.Fatalf("it al; %s: %v", c.hex, err)
		}
		if in.String() != c.str || in.CC != CCAL || in.UpdateFlags != c.flags {
			t.Errorf("it al; %s: %v cc=%d UpdateFlags=%v, want %q cc=AL UpdateFlags=%v",
				c.hex, in, in.CC, in.UpdateFlags, c.str, c.flags)
		}
		if plain := mustDecode(t, d, c.hex); !plain.UpdateFlags {
			t.Errorf("%s outside IT: %v sets no flags", c.hex, plain)
		}
	}
	if _, err := mustNew(t, ModeARM).DecodeIT([]byte{0, 0, 0xa0, 0xe1}, 0, CCITAL); err == nil {
		t.Error("DecodeIT(CCITAL) in ARM mode: no error")
	}
}

func TestErrors(t *testing.T) {
	d := mustNew(t, ModeThumbM)
	for _, code := range [][]byte{nil, {0x00}, {0x2d, 0xe9}, {0xff, 0xf7}} {
		if in, err := d.Decode(code, 0); err == nil || !errors.Is(err, ErrInvalid) {
			t.Errorf("Decode(% x) = %v, %v; want ErrInvalid", code, in, err)
		}
	}
	a := mustNew(t, ModeARM)
	if _, err := a.Decode([]byte{0x00, 0x00, 0xa0}, 0); !errors.Is(err, ErrInvalid) {
		t.Errorf("short A32: %v", err)
	}
	if _, err := New(Mode(7)); err == nil {
		t.Error("New(Mode(7)): no error")
	}
	d2, _ := New(ModeARM)
	d2.Close()
	d2.Close() // idempotent
	if _, err := d2.Decode([]byte{0, 0, 0xa0, 0xe1}, 0); err == nil {
		t.Error("Decode after Close: no error")
	}
}

func TestRegNames(t *testing.T) {
	want := map[Reg]string{R0: "r0", R7: "r7", R12: "r12", SP: "sp", LR: "lr", PC: "pc", S0: "s0", D31: "d31", CPSR: "cpsr", Reg(9999): "Reg(9999)"}
	for r, s := range want {
		if r.String() != s {
			t.Errorf("Reg(%d).String() = %q, want %q", r, r.String(), s)
		}
	}
	for i, r := range []Reg{R0, R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, R12, SP, LR, PC} {
		if r.GPR() != i {
			t.Errorf("%v.GPR() = %d, want %d", r, r.GPR(), i)
		}
	}
	if R13 != SP || R14 != LR || R15 != PC || S0.GPR() != -1 {
		t.Error("register aliases")
	}
	if InsName(InsADD) != "add" || InsName(InsUMAAL) != "umaal" || InsName(99999) != "" {
		t.Error("InsName")
	}
	if CCName(CCEQ) != "eq" || CCName(CCAL) != "al" || CCName(0) != "??" {
		t.Error("CCName")
	}
}

// TestInstIndependent checks that an Inst owns its data: later decodes
// must not change it.
func TestInstIndependent(t *testing.T) {
	d := mustNew(t, ModeThumbM)
	a := mustDecode(t, d, "2de9f041")
	s := a.String()
	ops := slices.Clone(a.Ops)
	regs := slices.Clone(a.RegsRead)
	for i := 0; i < 100; i++ {
		mustDecode(t, d, "0818")
	}
	if a.String() != s || !slices.Equal(a.Ops, ops) || !slices.Equal(a.RegsRead, regs) {
		t.Error("Inst changed by a later Decode")
	}
}

// BenchmarkDecode measures one Decode (ns/op = ns per instruction) over a
// mix of 16- and 32-bit Thumb-2 instructions.
func BenchmarkDecode(b *testing.B) {
	for _, bc := range []struct {
		name string
		mode Mode
		code []string
	}{
		{"thumb", ModeThumbM, []string{"0818", "2de9f041", "51f82200", "e2fb0301", "f0bd", "01d0", "d2e90201", "4ff6ff70"}},
		{"arm", ModeARM, []string{"120381e0", "040091e4", "0600b1e8", "920341e0", "1eff2f01", "feffffea", "12f311e7", "04e02de5"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			d, err := New(bc.mode)
			if err != nil {
				b.Fatal(err)
			}
			defer d.Close()
			var code [][]byte
			for _, h := range bc.code {
				c, _ := hex.DecodeString(h)
				code = append(code, c)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := d.Decode(code[i%len(code)], 0x1000); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
