@ name: MUL single issue, latency 3 (MT-A1)
@ expect cortex-a7: 75
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mul r1,r2,r3 @0 (both slots, C6); add r12,r1,#1 @3 (MT-A1 latency 3); bx lr younger @3
@   end 5; total 75 (was 74 with C6's latency 2: re-derived from MT-A1)
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mul r1, r2, r3
	add r12, r1, #1
	bx lr
	.size bench, .-bench
