package elfimg_test

import (
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
)

// asmLabels is assembly as people write it: global labels without
// .type or .size, and a literal pool after the code.
const asmLabels = `
	.syntax unified
	.arm
	.text
	.global addchain
addchain:
	add r0, r0, r1
	ldr r2, =0x12345678
	add r0, r0, r2
	bx lr
	.pool
	.global second
second:
	mov r0, #7
	bx lr
`

func TestAssemblerLabels(t *testing.T) {
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "l.S", asmLabels, "-mcpu=cortex-a7", "-marm"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := img.Lookup("addchain")
	if err != nil {
		t.Fatal(err)
	}
	b, err := img.Lookup("second")
	if err != nil {
		t.Fatal(err)
	}
	if !a.Func || a.Thumb || a.Size != b.Addr-a.Addr {
		t.Errorf("addchain = %+v, want an ARM function up to second at 0x%x", a, b.Addr)
	}
	if b.Size != 8 {
		t.Errorf("second: size %d, want 8 (to the end of .text)", b.Size)
	}
	if got := img.Symbolize(a.Addr + 8); got != "addchain+0x8" {
		t.Errorf("Symbolize inside addchain = %q", got)
	}
	// The pool is the word after bx lr: 4 instructions in.
	pool := a.Addr + 16
	if k := img.CodeKind(pool); k != 'd' {
		t.Errorf("CodeKind(pool) = %q, want 'd'", k)
	}
	if k := img.CodeKind(a.Addr); k != 'a' {
		t.Errorf("CodeKind(addchain) = %q, want 'a'", k)
	}
	runs := img.DataRuns(a.Addr, a.Addr+a.Size)
	if len(runs) != 1 || runs[0] != [2]uint32{pool, pool + 4} {
		t.Errorf("DataRuns = %x, want the pool [%x, %x)", runs, pool, pool+4)
	}
}

func TestThumbLabelsOnM(t *testing.T) {
	src := `
	.syntax unified
	.thumb
	.text
	.global lbl
lbl:
	adds r0, #1
	bx lr
`
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "t.S", src, "-mcpu=cortex-m0", "-mthumb"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := img.Lookup("lbl")
	if err != nil || !s.Func || !s.Thumb || s.Size != 4 {
		t.Errorf("lbl = %+v, %v; want a 4-byte Thumb function", s, err)
	}
}

func TestSymbolValue(t *testing.T) {
	src := `
	.text
	.global f
	.type f, %function
	.thumb_func
f:	bx lr
	.size f, .-f
	.global marker
	.set marker, 0x1234
`
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "v.S", src, "-mcpu=cortex-m0", "-mthumb", "-Wl,--defsym=_estack=0x20009000"))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]uint32{"_estack": 0x20009000, "marker": 0x1234} {
		if v, ok := img.SymbolValue(name); !ok || v != want {
			t.Errorf("SymbolValue(%s) = 0x%x, %v; want 0x%x", name, v, ok, want)
		}
	}
	if _, ok := img.SymbolValue("nothing"); ok {
		t.Error("SymbolValue of an undefined name succeeded")
	}
}

func TestPrototype(t *testing.T) {
	src := `
typedef unsigned int u32;
float fgain(float x, double y, long long z, const unsigned char *p, u32 n) { (void)y; (void)z; return x * 2 + p[n]; }
int vf(int n, ...) { return n; }
void nothing(void) {}
unsigned long long wide(void) { return 1ull << 40; }
`
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "p.c", src, "-O2", "-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=hard"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		fn       string
		ret      elfimg.TypeClass
		params   []elfimg.TypeClass
		variadic bool
	}{
		{"fgain", elfimg.ClassFloat32, []elfimg.TypeClass{elfimg.ClassFloat32, elfimg.ClassFloat64, elfimg.ClassDWord, elfimg.ClassWord, elfimg.ClassWord}, false},
		{"vf", elfimg.ClassWord, []elfimg.TypeClass{elfimg.ClassWord}, true},
		{"nothing", elfimg.ClassVoid, nil, false},
		{"wide", elfimg.ClassDWord, nil, false},
	} {
		s, err := img.Lookup(tt.fn)
		if err != nil {
			t.Fatal(err)
		}
		p, ok := img.Prototype(tt.fn, s.Addr)
		if !ok {
			t.Errorf("%s: no prototype", tt.fn)
			continue
		}
		var got []elfimg.TypeClass
		for _, q := range p.Params {
			got = append(got, q.Class)
		}
		if p.Return.Class != tt.ret || len(got) != len(tt.params) || p.Variadic != tt.variadic {
			t.Errorf("%s: %s: return %v params %v variadic %v", tt.fn, p, p.Return.Class, got, p.Variadic)
			continue
		}
		for i := range got {
			if got[i] != tt.params[i] {
				t.Errorf("%s: param %d class %v, want %v", tt.fn, i, got[i], tt.params[i])
			}
		}
	}
	s, _ := img.Lookup("fgain")
	p, _ := img.Prototype("fgain", s.Addr)
	if want := "float fgain(float, double, long long int, const unsigned char *, u32)"; p.String() != want {
		t.Errorf("String() = %q, want %q", p.String(), want)
	}
}

// TestNoPrototypeFromAssembler: the assembler's DWARF entry for a
// function knows no types: it is no prototype.
func TestNoPrototypeFromAssembler(t *testing.T) {
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "t.S", testSrc, "-mcpu=cortex-m0", "-mthumb"))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := img.Lookup("sum6")
	if p, ok := img.Prototype("sum6", s.Addr); ok {
		t.Errorf("prototype %s from the assembler's DWARF", p)
	}
}
