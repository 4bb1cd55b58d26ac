package decode

import (
	"testing"
)

// objdumpConfigs assemble testdata/all.S once per mode.
var objdumpConfigs = []struct {
	name  string
	mode  Mode
	flags []string
}{
	{"thumb1-m0", ModeThumbM, []string{"-mcpu=cortex-m0", "-mthumb", "-DTHUMB1"}},
	{"thumb2-m33", ModeThumbM, []string{"-mcpu=cortex-m33", "-mthumb", "-DTHUMBM"}},
	{"thumb2-a7", ModeThumbA, []string{"-mcpu=cortex-a7", "-mthumb", "-DTHUMBA"}},
	{"arm-a7", ModeARM, []string{"-mcpu=cortex-a7", "-marm", "-DARM"}},
}

// TestObjdump assembles testdata/all.S with the GNU assembler,
// disassembles it with objdump and checks that Capstone agrees on every
// instruction's size and mnemonic (modulo allowedMismatch) and on
// IsBranch.
func TestObjdump(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the Arm cross toolchain; skipped in -short mode")
	}
	requireToolchain(t)
	dir := t.TempDir()
	total := 0
	for _, c := range objdumpConfigs {
		t.Run(c.name, func(t *testing.T) {
			obj := build(t, "testdata/all.S", dir, c.name, c.flags...)
			lines := disassemble(t, obj)
			d, err := New(c.mode)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			n, known := checkStream(t, d, c.name, lines)
			if len(known) > 0 {
				t.Errorf("all.S has instructions in knownBad functions: %v", known)
			}
			total += n
		})
	}
	t.Logf("%d instructions checked", total)
}
