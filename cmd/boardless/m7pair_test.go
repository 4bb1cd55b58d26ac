package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// m7PairSrc is a Thumb-2 loop written to pair on the Cortex-M7, with
// three pairs refused on purpose. Each iteration issues in 6 cycles
// (docs/timing-facts-m7.md):
//
//	str | bne      a store and a branch pair; the predicted bne is the younger
//	ldr | add.w    two instructions at the loop head
//	eor.w          alone: lsl.w needs its result (late ALU, latency 1)
//	lsl.w          alone: a plain shift refuses a younger shifted operand (M7-E3)
//	add.w sh | subs
//	mul            alone: a multiply and a store do not pair (M7-E5)
const m7PairSrc = `
	.syntax unified
	.thumb
	.text
	.global pairloop
	.type pairloop, %function
	.thumb_func
pairloop:
	push {r4-r7}
	movs r3, #0
1:
	ldr r2, [r0]
	add.w r3, r3, #1
	eor.w r12, r2, r3
	lsl.w r4, r12, #1
	add.w r5, r5, r4, lsl #2
	subs r1, #1
	mul r7, r2, r2
	str r3, [r0, #4]
	bne 1b
	adds r0, r3, r5
	pop {r4-r7}
	bx lr
	.size pairloop, .-pairloop
`

// TestAnnotateM7PairSlots: annotate on nucleo-h743zi2 shows, instruction
// by instruction, where the second issue slot was used (no no-pair
// cycles; the younger of a pair has none of its own) and where it was
// lost and why (no-pair:<reason> on the instruction that issued alone),
// and the listing's cycles add up to the run's; run --top gives the
// lost cycles per function with the leading reasons.
func TestAnnotateM7PairSlots(t *testing.T) {
	const board = "nucleo-h743zi2"
	elf := buildOwn(t, board, "pair.S", m7PairSrc, "-mcpu=cortex-m7", "-mthumb", "-mfpu=fpv5-d16", "-mfloat-abi=hard")
	code, out, errs := run(t, "annotate", "--board", board, "--elf", elf, "--func", "pairloop", "--arg", "rand:16", "--arg", "50")
	if code != 0 {
		t.Fatalf("annotate: exit %d %s\n%s", code, errs, out)
	}
	rows := map[string]string{} // instruction text -> its row
	sum := 0
	row := regexp.MustCompile(`^(\d+)\s+\d+\s+[0-9a-f]{8}\s+(\S+(?: \S+)*?)\s{2,}(.*)$`)
	for _, line := range strings.Split(out, "\n") {
		m := row.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		sum += n
		rows[m[2]] = line
	}
	total := regexp.MustCompile(`: (\d+) of (\d+) cycles`).FindStringSubmatch(out)
	if total == nil || total[1] != total[2] || strconv.Itoa(sum) != total[1] {
		t.Errorf("the listing's cycles sum to %d, the run has %v\n%s", sum, total, out)
	}
	for _, tt := range []struct {
		insn, want string // want "" : the slot was used, no no-pair cycles
	}{
		{"lsl.w r4, r12, #1", "no-pair:shift-then-shifted 50"},
		{"mul r7, r2, r2", "no-pair:mac-store 50"},
		{"eor.w r12, r2, r3", "no-pair:dependency 49"},
		{"add.w r5, r5, r4, lsl #2", ""},
		{"subs r1, #1", ""},
		{"str r3, [r0, #4]", ""},
		{"pop {r4, r5, r6, r7}", "no-pair:single-issue 2"},
	} {
		line, ok := rows[tt.insn]
		switch {
		case !ok:
			t.Errorf("%s: no row in\n%s", tt.insn, out)
		case tt.want == "" && strings.Contains(line, "no-pair:"):
			t.Errorf("%s: paired, but the row says %q", tt.insn, line)
		case tt.want != "" && !strings.Contains(line, tt.want):
			t.Errorf("%s: want %q in %q", tt.insn, tt.want, line)
		}
	}
	if !strings.HasPrefix(rows["subs r1, #1"], "0 ") {
		t.Errorf("subs is the younger of its pair every time: %q", rows["subs r1, #1"])
	}
	// --top sums them per function: 50 + 50 + 49 + pop's 2 + push's 2 +
	// the exit's adds 1 and bx lr 1 = 155.
	code, out, errs = run(t, "run", "--board", board, "--elf", elf, "--func", "pairloop", "--arg", "rand:16", "--arg", "50", "--top", "3")
	if code != 0 || !regexp.MustCompile(`\n155 +pairloop +mac-store 50, shift-then-shifted 50, dependency 49\n`).MatchString(out) {
		t.Errorf("run --top: exit %d %s\n%s", code, errs, out)
	}
}
