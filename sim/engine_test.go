package sim_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/emu"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/sim"
)

// engineProbes are one instruction each, then BX LR, that tell the
// M-profile cores apart by what they execute: Unicorn's models of the
// M0, M3, M4, M7 and M33 differ in exactly these (MT-H2). Each is a raw
// encoding (.inst.w), so that one ARMv6-M image holds them all.
const engineProbes = `
	.syntax unified
	.thumb
	.text
	.macro probe name, insn
	.global \name
	.type \name, %function
	.thumb_func
\name:
	\insn
	bx lr
	.size \name, .-\name
	.endm
	probe probe_udiv,   ".inst.w 0xfbb1f0f1"  @ udiv r0, r1, r1: ARMv7-M
	probe probe_qadd,   ".inst.w 0xfa81f081"  @ qadd r0, r1, r1: the DSP extension (ARMv7E-M)
	probe probe_vmov,   ".inst.w 0xee001a10"  @ vmov s0, r1: an FPU
	probe probe_vmaxnm, ".inst.w 0xfe800a00"  @ vmaxnm.f32 s0, s0, s0: FPv5
	probe probe_vaddd,  ".inst.w 0xee300b00"  @ vadd.f64 d0, d0, d0: double precision
	probe probe_tt,     ".inst.w 0xe841f000"  @ tt r0, r1: ARMv8-M
	probe probe_ldr,    "ldr r0, [r0]"        @ with r0 odd: faults on ARMv6-M only
`

// engineFeatures is what a core executes, from its registry entry: the
// architecture, the FPU and the alignment rule.
func engineFeatures(spec models.CoreSpec) map[string]bool {
	v7 := spec.Arch != "ARMv6-M"
	return map[string]bool{
		"probe_udiv":   v7,
		"probe_qadd":   v7 && spec.Arch != "ARMv7-M",
		"probe_vmov":   spec.FPU != "",
		"probe_vmaxnm": strings.HasPrefix(spec.FPU, "fpv5"),
		"probe_vaddd":  spec.FPU == "fpv5-d16",
		"probe_tt":     spec.Arch == "ARMv8-M Mainline",
		"probe_ldr":    !spec.AlignFaults,
	}
}

// TestEngineIsTheBoardsCore asks the engine of every M board, as a
// session opens it, which core it is, by what it executes: before each
// core ran as Unicorn's own model (MT-H1), every one was a Cortex-M33
// and executed tt, vmaxnm and unaligned loads, and no double-precision
// instruction.
func TestEngineIsTheBoardsCore(t *testing.T) {
	seen := map[string]bool{}
	for _, b := range models.Boards() {
		spec, err := models.LookupCore(b.Core)
		if err != nil || !spec.MProfile || seen[b.Core] && testing.Short() {
			continue
		}
		seen[b.Core] = true
		t.Run(b.Name, func(t *testing.T) {
			s := openOwn(t, b.Name, buildProbes(t, b), sim.Options{})
			m := s.EngineForTest()
			ram, err := b.RAM()
			if err != nil {
				t.Fatal(err)
			}
			for probe, want := range engineFeatures(spec) {
				sym, err := s.Image.Lookup(probe)
				if err != nil {
					t.Fatal(err)
				}
				// r0 odd (the unaligned load), r1 non-zero (udiv).
				_, err = m.Call(emu.Call{Entry: sym.Addr | 1, Args: []uint32{uint32(ram.Base) + 1, 3},
					SP: uint32(ram.Base) + uint32(ram.Size), Budget: 10}, nil)
				if got := err == nil; got != want {
					t.Errorf("%s (%s, emulator %s): %s executed = %v (err %v), want %v", b.Core, spec.Arch, m.CPU(), probe, got, err, want)
				}
			}
		})
	}
	if len(seen) < 6 {
		t.Errorf("probed %d M cores, want the six: %v", len(seen), seen)
	}
}

// buildProbes links the probes for board b's memory, as ARMv6-M code
// (which every M core runs).
func buildProbes(t *testing.T, b *models.Profile) string {
	t.Helper()
	armbuild.Require(t)
	script, err := b.FullLinkerScript()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ld, in, out := filepath.Join(dir, "board.ld"), filepath.Join(dir, "probe.S"), filepath.Join(dir, "probe.elf")
	if err := os.WriteFile(ld, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, []byte(engineProbes), 0o644); err != nil {
		t.Fatal(err)
	}
	armbuild.Exec(t, armbuild.CC, []string{"-mcpu=cortex-m0", "-mthumb", "-nostdlib", "-nostartfiles", "-T", ld, "-o", out, in}, out)
	return out
}

// TestEmulatorFaultsWhereTheChipFaults: an instruction the board's core
// lacks stops a call with one line naming the instruction, the core and
// why, now that the emulator refuses it itself (docs/faults.md).
func TestEmulatorFaultsWhereTheChipFaults(t *testing.T) {
	for _, tc := range []struct{ board, probe, want string }{
		{"nucleo-g071rb", "probe_qadd", `cortex-m0plus does not implement "qadd r0, r1, r1" at PC 0x`},
		{"nucleo-g071rb", "probe_udiv", `refuses it as undefined on ARMv6-M`},
		{"nucleo-f091rc", "probe_vmov", `the cortex-m0 (nucleo-f091rc) has no FPU: "vmov s0, r1"`},
		{"nucleo-g071rb", "probe_ldr", `probe_ldr: unaligned access to 0x20000001 (this core faults on it) at PC 0x`},
		{"nucleo-f103rb", "probe_qadd", `cortex-m3 does not implement "qadd r0, r1, r1"`},
		{"nucleo-f103rb", "probe_vmov", `the cortex-m3 (nucleo-f103rb) has no FPU: "vmov s0, r1"`},
		{"nucleo-f401re", "probe_vmaxnm", `cortex-m4f does not implement "vmaxnm.f32 s0, s0, s0"`},
		{"nucleo-f401re", "probe_vaddd", `refuses it as undefined on ARMv7E-M`},
		{"nucleo-wba52cg", "probe_vaddd", `cortex-m33 does not implement "vadd.f64 d0, d0, d0"`},
		// Capstone reads TT's encoding as a STREX: the line names what it decodes.
		{"nucleo-h743zi2", "probe_tt", `(the emulator, Unicorn's own cortex-m7, refuses it as undefined on ARMv7E-M)`},
	} {
		t.Run(tc.board+"/"+tc.probe, func(t *testing.T) {
			b, err := models.LoadProfile(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			s := openOwn(t, tc.board, buildProbes(t, b), sim.Options{})
			_, err = s.Call(tc.probe, []uint32{0x20000001, 3})
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("err = %v, want one line containing %q", err, tc.want)
			}
		})
	}
}
