package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"boardless/internal/armbuild"
)

// attribA7Src: a load feeding an ADD (load-use), an independent MOV
// issuing beside that ADD (a pair), the ADD's result as a scaled index
// (address-operand), inside a 9-register push and pop.
const attribA7Src = `
	.syntax unified
	.arm
	.text
	.global attrib
	.type attrib, %function
	.p2align 5
attrib:
	push {r4-r11, lr}
	ldr r1, [r0]
	add r2, r1, #1
	mov r3, r0
	ldr r4, [r0, r2, lsl #2]
	mov r0, r4
	pop {r4-r11, pc}
	.size attrib, .-attrib
`

// TestAnnotateA7Attribution: annotate on the A7 shows each cycle on the
// instruction that spent it: the load-use wait on the ADD that waited
// (not on the load), the address wait on the load whose address it is,
// the MOV beside the ADD as "paired" at 0 cycles, the push's issue
// cycles on the push; the listing's cycles sum to the function's.
func TestAnnotateA7Attribution(t *testing.T) {
	dir := t.TempDir()
	_, script, _ := run(t, "linker-script", "--full", "--board", "stm32mp135f-dk")
	ld := filepath.Join(dir, "board.ld")
	if err := os.WriteFile(ld, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	elf := armbuild.BuildString(t, "attrib.S", attribA7Src, "-mcpu=cortex-a7", "-marm", "-T", ld)
	code, out, errs := run(t, "annotate", "--board", "stm32mp135f-dk", "--elf", elf, "--func", "attrib", "--arg", "buf:64")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	rows := map[string][]string{} // instruction -> cycles, stalls
	var sum int
	for _, l := range strings.Split(out, "\n") {
		f := regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(l), -1)
		if len(f) < 4 || !regexp.MustCompile(`^[0-9a-f]{8}$`).MatchString(f[2]) {
			continue
		}
		stalls := ""
		if len(f) > 4 {
			stalls = f[len(f)-1]
		}
		rows[f[3]] = []string{f[0], stalls}
		sum += a7Atoi(t, f[0])
	}
	checks := []struct{ insn, cycles, stalls string }{
		{"add r2, r1, #1", "2", "load-use 1"},
		{"mov r3, r0", "0", "paired 1"},
		{"ldr r4, [r0, r2, lsl #2]", "2", "address-operand 1"},
	}
	for _, c := range checks {
		r, ok := rows[c.insn]
		if !ok {
			t.Errorf("no row for %q:\n%s", c.insn, out)
			continue
		}
		if r[0] != c.cycles || !strings.Contains(r[1], c.stalls) {
			t.Errorf("%s: %s cycles, stalls %q; want %s cycles with %q\n%s", c.insn, r[0], r[1], c.cycles, c.stalls, out)
		}
	}
	if r := rows["ldr r1, [r0]"]; strings.Contains(r[1], "load-use") || strings.Contains(r[1], "paired") {
		t.Errorf("the load carries its consumer's wait: %q\n%s", r[1], out)
	}
	if r := rows["push {r4, r5, r6, r7, r8, r9, r10, r11, lr}"]; r == nil || a7Atoi(t, r[0]) < 5 {
		t.Errorf("push of 9 registers: %v, want at least its 5 issue cycles\n%s", r, out)
	}
	m := regexp.MustCompile(`attrib: (\d+) of (\d+) cycles`).FindStringSubmatch(out)
	if m == nil || a7Atoi(t, m[1]) != sum {
		t.Errorf("rows sum to %d, header %v\n%s", sum, m, out)
	}
}

func a7Atoi(t *testing.T, s string) int {
	t.Helper()
	if s == "" {
		return 0 // an instruction that did not run
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("cycles %q: %v", s, err)
	}
	return n
}
