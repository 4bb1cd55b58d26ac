package rvdecode

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
)

// toolLLVMMC is LLVM's assembler and disassembler (Debian's llvm-19),
// which, unlike binutils 2.40, knows Zcb and Zcmp.
const toolLLVMMC = "llvm-mc-19"

// TestZcGoldenAgainstLLVM: every hand-encoded Zcb/Zcmp line of zc.txt
// is what llvm-mc-19 disassembles its bytes to (with -M no-aliases, its
// ", " separators written as ","), so the golden file the decoder is
// held to is checked by a disassembler of its own. Skipped without
// llvm-19 (apt-get install llvm-19).
func TestZcGoldenAgainstLLVM(t *testing.T) {
	if _, err := exec.LookPath(toolLLVMMC); err != nil {
		t.Skipf("%s not found on PATH: install Debian's llvm-19 to check zc.txt against LLVM's disassembler", toolLLVMMC)
	}
	cases := readGolden(t, "testdata/zc.txt")
	var in strings.Builder
	for _, c := range cases {
		for i := 0; i < c.size; i++ {
			fmt.Fprintf(&in, "0x%02x ", byte(c.raw>>(8*i)))
		}
		in.WriteString("\n")
	}
	cmd := exec.Command(toolLLVMMC, "-disassemble", "-triple=riscv32", "-mattr=+m,+c,+zbb,+zcb,+zcmp", "-M", "no-aliases")
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", toolLLVMMC, err, out)
	}
	var got []string
	for _, line := range strings.Split(string(out), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, ".") {
			continue
		}
		got = append(got, strings.ReplaceAll(strings.Replace(line, "\t", " ", 1), ", ", ","))
	}
	if len(got) != len(cases) {
		t.Fatalf("%s printed %d instructions for %d lines:\n%s", toolLLVMMC, len(got), len(cases), out)
	}
	for i, c := range cases {
		if got[i] != c.text {
			t.Errorf("%s: %#x is %q to %s, %q in zc.txt", c.where, c.raw, got[i], toolLLVMMC, c.text)
		}
	}
}
