package decode

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// fitConfigs are the compilations TestCapstoneFit decodes: every core the
// project models, with the flags a firmware build would use.
var fitConfigs = []struct {
	name  string
	mode  Mode
	flags []string
}{
	{"m0", ModeThumbM, []string{"-mcpu=cortex-m0", "-mthumb"}},
	{"m0plus", ModeThumbM, []string{"-mcpu=cortex-m0plus", "-mthumb"}},
	{"m33", ModeThumbM, []string{"-mcpu=cortex-m33", "-mthumb"}},
	{"m33-fp", ModeThumbM, []string{"-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv5-sp-d16"}},
	{"a7-arm", ModeARM, []string{"-mcpu=cortex-a7", "-marm"}},
	{"a7-thumb", ModeThumbA, []string{"-mcpu=cortex-a7", "-mthumb"}},
	{"a7-arm-fp", ModeARM, []string{"-mcpu=cortex-a7", "-marm", "-mfloat-abi=hard", "-mfpu=neon-vfpv4"}},
}

var fitSources = []string{"arith64.c", "divide.c", "bits.c", "tables.c", "float.c"}

// TestCapstoneFit compiles the C files in testdata/c with gcc for every
// modelled core at -O2 and -Os, disassembles them with objdump and
// requires Capstone to decode every instruction with the same size and
// mnemonic (modulo allowedMismatch). It is the evidence behind CAPSTONE.md.
func TestCapstoneFit(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the Arm cross toolchain; skipped in -short mode")
	}
	requireToolchain(t)
	dir := t.TempDir()
	var mu sync.Mutex
	total := 0
	t.Cleanup(func() { t.Logf("%d instructions in all", total) })
	for _, c := range fitConfigs {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			d, err := New(c.mode)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			n := 0
			for _, opt := range []string{"-O2", "-Os"} {
				for _, src := range fitSources {
					name := fmt.Sprintf("%s%s-%s", c.name, opt, strings.TrimSuffix(src, ".c"))
					flags := append([]string{opt, "-ffreestanding", "-Wall"}, c.flags...)
					obj := build(t, filepath.Join("testdata", "c", src), dir, name, flags...)
					k, known := checkStream(t, d, name, disassemble(t, obj))
					if len(known) > 0 {
						t.Errorf("%s: instructions in knownBad functions: %v", name, known)
					}
					n += k
				}
			}
			t.Logf("%s: %d instructions", c.name, n)
			mu.Lock()
			total += n
			mu.Unlock()
		})
	}
}

// libConfigs select the multilib directories whose prebuilt libgcc.a,
// libc.a and libm.a TestCapstoneFitLibs decodes: the ones firmware for
// each modelled core links (an A32 Cortex-A7 build links the Thumb
// thumb/v7-a libraries), plus arm/v5te for hand-written A32 library code.
var libConfigs = []struct {
	name  string
	thumb Mode // decoder for the Thumb code; A32 code uses ModeARM
	flags []string
}{
	{"v6-m", ModeThumbM, []string{"-mcpu=cortex-m0", "-mthumb"}},
	{"v8-m.main", ModeThumbM, []string{"-mcpu=cortex-m33", "-mthumb"}},
	{"v8-m.main+fp", ModeThumbM, []string{"-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv5-sp-d16"}},
	{"v7-a", ModeThumbA, []string{"-mcpu=cortex-a7", "-marm"}},
	{"v7ve+simd", ModeThumbA, []string{"-mcpu=cortex-a7", "-marm", "-mfloat-abi=hard", "-mfpu=neon-vfpv4"}},
	{"arm-v5te", ModeThumbA, []string{"-marm", "-march=armv5te+fp", "-mfloat-abi=hard"}},
}

// TestCapstoneFitLibs decodes every instruction of the toolchain's
// prebuilt runtime libraries (libgcc, newlib's libc and libm, compiled
// -O2 plus hand-written assembly) for each modelled core: several hundred
// thousand instructions the firmware may run. Only the knownBad
// functions may disagree with objdump.
func TestCapstoneFitLibs(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the Arm cross toolchain; skipped in -short mode")
	}
	requireToolchain(t)
	var mu sync.Mutex
	total := 0
	known := map[string]int{}
	t.Cleanup(func() {
		t.Logf("%d library instructions in all", total)
		for sym, n := range known {
			t.Logf("known Capstone failure: %s: %d disagreements (%s)", sym, n, knownBad[sym])
		}
	})
	for _, c := range libConfigs {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dt, da := mustNew(t, c.thumb), mustNew(t, ModeARM)
			n := 0
			for _, lib := range []string{"libgcc.a", "libc.a", "libm.a"} {
				out, err := exec.Command(toolGCC, append(c.flags, "-print-file-name="+lib)...).Output()
				if err != nil {
					t.Fatalf("%s -print-file-name=%s: %v", toolGCC, lib, err)
				}
				path := strings.TrimSpace(string(out))
				if !filepath.IsAbs(path) {
					t.Fatalf("%s for %v not found (got %q): run `make setup` (Debian package libnewlib-arm-none-eabi)", lib, c.flags, path)
				}
				var thumb, arm []objLine
				for _, l := range disassemble(t, path) {
					if l.arm {
						arm = append(arm, l)
					} else {
						thumb = append(thumb, l)
					}
				}
				for _, s := range []struct {
					d     *Decoder
					lines []objLine
				}{{dt, thumb}, {da, arm}} {
					k, kn := checkStream(t, s.d, c.name+"/"+lib, s.lines)
					n += k
					mu.Lock()
					for sym, v := range kn {
						known[sym] += v
					}
					mu.Unlock()
				}
			}
			t.Logf("%s: %d instructions", c.name, n)
			mu.Lock()
			total += n
			mu.Unlock()
		})
	}
}

// TestRegsAccessGaps measures, over all.S and the compiled C files, the
// explicit register operands that Capstone's own cs_regs_access leaves
// out of both lists (run with -v to see them; CAPSTONE.md quotes the
// result), and fails on any of them that the Decoder's repairs (fixup)
// leave in what Decode returns for that instruction.
func TestRegsAccessGaps(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the Arm cross toolchain; skipped in -short mode")
	}
	requireToolchain(t)
	dir := t.TempDir()
	gaps := map[string]int{}
	examples := map[string]string{}
	total, ninsn := 0, 0
	for _, c := range fitConfigs {
		d := mustNew(t, c.mode)
		d.raw = true
		repaired := mustNew(t, c.mode)
		srcs := []string{filepath.Join("testdata", "all.S")}
		for _, s := range fitSources {
			srcs = append(srcs, filepath.Join("testdata", "c", s))
		}
		for _, src := range srcs {
			flags := append([]string{"-O2"}, c.flags...)
			switch {
			case c.mode == ModeARM:
				flags = append(flags, "-DARM")
			case c.mode == ModeThumbA:
				flags = append(flags, "-DTHUMBA")
			case strings.HasPrefix(c.name, "m0"):
				flags = append(flags, "-DTHUMB1")
			default:
				flags = append(flags, "-DTHUMBM")
			}
			base := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
			obj := build(t, src, dir, c.name+"-gaps-"+base, flags...)
			var it ITState
			for _, ol := range disassemble(t, obj) {
				cc := it.CC()
				in, err := d.DecodeIT(ol.code, ol.addr, cc)
				if err != nil {
					t.Errorf("%v: %v", ol, err)
					continue
				}
				it.Advance(in)
				total++
				miss := missingRegs(in)
				if len(miss) > 0 {
					ninsn++
					if fixed, err := repaired.DecodeIT(ol.code, ol.addr, cc); err != nil || len(missingRegs(fixed)) > 0 {
						t.Errorf("%s: %s: fixup leaves %v out of the register lists (err %v)", c.name, in, missingRegs(fixed), err)
					}
				}
				for _, r := range miss {
					k := InsName(in.ID) + " " + r.String()
					gaps[k]++
					examples[k] = in.String()
				}
			}
		}
	}
	keys := make([]string, 0, len(gaps))
	for k := range gaps {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("raw regs_access gap: %-16s x%-3d e.g. %s", k, gaps[k], examples[k])
	}
	t.Logf("%d of %d instructions have a register operand missing from Capstone's regs_access", ninsn, total)
}

// missingRegs lists the registers that appear in in's operands but in
// neither RegsRead nor RegsWritten. VMRS/VMSR are exempt: their operands
// APSR_nzcv/FPSCR are reported as CPSR/FPSCR_NZCV.
func missingRegs(in Inst) []Reg {
	if in.ID == InsVMRS || in.ID == InsVMSR {
		return nil
	}
	var miss []Reg
	has := func(r Reg) bool {
		for _, x := range in.RegsRead {
			if x == r {
				return true
			}
		}
		for _, x := range in.RegsWritten {
			if x == r {
				return true
			}
		}
		return false
	}
	add := func(r Reg) {
		if r != RegInvalid && !has(r) {
			for _, m := range miss {
				if m == r {
					return
				}
			}
			miss = append(miss, r)
		}
	}
	for _, op := range in.Ops {
		switch op.Kind {
		case OpReg:
			add(op.Reg)
		case OpMem:
			add(op.Mem.Base)
			add(op.Mem.Index)
		}
		if op.Shift.Type >= ShiftASRREG {
			add(Reg(op.Shift.Value))
		}
	}
	return miss
}
