package elfimg_test

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
)

const testSrc = `
	.syntax unified
	.text
	.global sum6
	.type sum6, %function
	.thumb_func
sum6:
	adds r0, r0, r1
	bx lr
	.size sum6, .-sum6
`

func TestLookupSuggests(t *testing.T) {
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "t.S", testSrc, "-mcpu=cortex-m0", "-mthumb"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = img.Lookup("sum5")
	if err == nil || !strings.Contains(err.Error(), "did you mean sum6") {
		t.Errorf("Lookup(sum5) error = %v, want a suggestion of sum6", err)
	}
}

// elfHeader returns a minimal ELF header for a machine.
func elfHeader(class byte, machine uint16) []byte {
	h := make([]byte, 64)
	copy(h, "\x7fELF")
	h[4], h[5], h[6] = class, 1, 1
	binary.LittleEndian.PutUint16(h[16:], 2) // ET_EXEC
	binary.LittleEndian.PutUint16(h[18:], machine)
	binary.LittleEndian.PutUint32(h[20:], 1)
	if class == 2 {
		binary.LittleEndian.PutUint16(h[52:], 64) // e_ehsize
	} else {
		binary.LittleEndian.PutUint16(h[40:], 52)
	}
	return h
}

func TestReadELFRejects(t *testing.T) {
	dir := t.TempDir()
	good := armbuild.BuildString(t, "t.S", testSrc, "-mcpu=cortex-m0", "-mthumb")
	data, _ := os.ReadFile(good)
	files := map[string][]byte{
		"text":      []byte("hello, world\n"),
		"empty":     {},
		"truncated": data[:100],
		"x86-64":    elfHeader(2, 62),
		"aarch64":   elfHeader(2, 183),
		"noload":    elfHeader(1, 40),
	}
	want := map[string]string{
		"text":      "not an ELF file",
		"empty":     "not an ELF file",
		"truncated": "truncated",
		"x86-64":    "ELF for x86-64",
		"aarch64":   "ELF for AArch64",
		"noload":    "no loadable segments",
		"missing":   "no such file",
	}
	for name, w := range want {
		path := filepath.Join(dir, name)
		if b, ok := files[name]; ok {
			os.WriteFile(path, b, 0o644)
		}
		_, err := elfimg.ReadELF(path)
		if err == nil || !strings.Contains(err.Error(), w) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: err = %v, want one line containing %q", name, err, w)
		}
	}
}

// TestAttributes reads the build attributes the toolchain records for
// each kind of core and float ABI.
func TestAttributes(t *testing.T) {
	for _, tt := range []struct {
		flags     []string
		arch      string
		profile   byte
		hardFloat bool
	}{
		{[]string{"-mcpu=cortex-m0plus", "-mthumb"}, "ARMv6S-M", 'M', false},
		{[]string{"-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv5-sp-d16"}, "ARMv8-M Mainline", 'M', true},
		{[]string{"-mcpu=cortex-a7", "-marm", "-mfloat-abi=hard", "-mfpu=vfpv4-d16"}, "ARMv7-A", 'A', true},
		{[]string{"-mcpu=cortex-a7", "-marm", "-mfloat-abi=soft"}, "ARMv7-A", 'A', false},
	} {
		src := "\t.text\n\t.global f\n\t.type f, %function\nf:\n\tbx lr\n\t.size f, .-f\n"
		if tt.hardFloat {
			// The assembler records Tag_ABI_VFP_args only when told.
			src = "\t.eabi_attribute Tag_ABI_VFP_args, 1\n" + src
		}
		img, err := elfimg.ReadELF(armbuild.BuildString(t, "a.S", src, tt.flags...))
		if err != nil {
			t.Fatal(err)
		}
		a := img.Attrs
		if !a.Present || a.Arch() != tt.arch || a.Profile != tt.profile || a.HardFloat() != tt.hardFloat {
			t.Errorf("%v: attributes %+v (arch %q), want %s profile %c hard float %v", tt.flags, a, a.Arch(), tt.arch, tt.profile, tt.hardFloat)
		}
	}
}

// TestAttributesRejectMalformed: a damaged .ARM.attributes section is an
// error naming it, not a panic.
func TestAttributesRejectMalformed(t *testing.T) {
	good, err := os.ReadFile(armbuild.BuildString(t, "t.S", testSrc, "-mcpu=cortex-m0", "-mthumb"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := elfimg.ParseELF(good, "good.elf")
	if err != nil {
		t.Fatal(err)
	}
	s := img.File.Section(".ARM.attributes")
	if s == nil {
		t.Fatal("no .ARM.attributes section")
	}
	for _, cut := range []int{1, 3, 7, 12} {
		bad := append([]byte(nil), good...)
		// Claim a subsection longer than the section.
		binary.LittleEndian.PutUint32(bad[s.Offset+1:], uint32(s.Size+uint64(cut)))
		if _, err := elfimg.ParseELF(bad, "bad.elf"); err == nil || !strings.Contains(err.Error(), ".ARM.attributes") {
			t.Errorf("length +%d: err %v, want a .ARM.attributes error", cut, err)
		}
	}
}

// TestLookupCppWithoutParameters: a C++ function may be named without its
// parameter list when it has one overload; several are listed.
func TestLookupCppWithoutParameters(t *testing.T) {
	img, err := elfimg.ReadELF(armbuild.BuildString(t, "o.cpp", `
namespace dsp {
int counter_bump(int x) { return x + 1; }
int twice(int x) { return 2 * x; }
int twice(int x, int y) { return 2 * x + y; }
}`, "-mcpu=cortex-m0plus", "-mthumb", "-O2"))
	if err != nil {
		t.Fatal(err)
	}
	if s, err := img.Lookup("dsp::counter_bump"); err != nil || s.Demangled != "dsp::counter_bump(int)" {
		t.Errorf("dsp::counter_bump: %+v, %v", s, err)
	}
	if _, err := img.Lookup("dsp::twice"); err == nil || !strings.Contains(err.Error(), "dsp::twice(int), dsp::twice(int, int)") {
		t.Errorf("dsp::twice: %v, want the two overloads listed", err)
	}
}
