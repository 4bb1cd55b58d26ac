// Package armbuild assembles and links small ARM test programs with the
// Debian cross toolchain (arm-none-eabi-gcc), for tests that need a real
// ELF, through a cache of built programs keyed by every input (cache.go).
// A missing toolchain is a test failure that says how to install it,
// not a skip: CI installs it with `make setup`.
package armbuild

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// CC is the cross compiler.
const CC = "arm-none-eabi-gcc"

// RISCVCC is the RISC-V cross compiler (issue #31): Debian's
// gcc-riscv64-unknown-elf, with picolibc-riscv64-unknown-elf.
const RISCVCC = "riscv64-unknown-elf-gcc"

// Require fails the test when the cross toolchain is missing.
func Require(t testing.TB) { RequireCC(t, CC) }

// RequireCC fails the test when the compiler cc is missing.
func RequireCC(t testing.TB, cc string) {
	t.Helper()
	if _, err := exec.LookPath(cc); err != nil {
		t.Fatalf("%s not found: run 'make setup' (installs gcc-arm-none-eabi and gcc-riscv64-unknown-elf)", cc)
	}
}

// Build compiles sources (.S or .c) into an ELF in a temporary directory
// with the given flags, and returns its path. Code goes at 0x08000000 and
// data at 0x20000000 unless flags say otherwise.
func Build(t testing.TB, flags []string, sources ...string) string {
	t.Helper()
	return BuildCC(t, CC, flags, sources...)
}

// BuildCC is Build with the compiler cc (CC or RISCVCC). The default
// addresses are the Arm boards'; a RISC-V build places its code itself
// (-Wl,-Ttext=...).
func BuildCC(t testing.TB, cc string, flags []string, sources ...string) string {
	t.Helper()
	RequireCC(t, cc)
	out := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(sources[0]), filepath.Ext(sources[0]))+".elf")
	args := append([]string{"-nostdlib", "-nostartfiles", "-g"}, flags...)
	if !hasPrefix(flags, "-Wl,-T") && !hasPrefix(flags, "-T") {
		args = append(args, "-Wl,-Ttext=0x08000000", "-Wl,-Tdata=0x20000000")
	}
	args = append(args, "-o", out)
	args = append(args, sources...)
	Exec(t, cc, args, out)
	return out
}

// BuildString writes src to a file named name and builds it.
func BuildString(t testing.TB, name, src string, flags ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return Build(t, flags, path)
}

func hasPrefix(flags []string, p string) bool {
	for _, f := range flags {
		if strings.HasPrefix(f, p) {
			return true
		}
	}
	return false
}
