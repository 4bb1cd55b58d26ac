@ name: conditional branch not taken, predicted not taken (counters start weakly not-taken)
@ expect cortex-a7: 73
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   cmp r0,#0 + beq 1f @0 (not taken: scratch != 0, predicted NT); mov r1 @1; bx lr younger @1
@   end 3; total 73
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	cmp r0, #0
	beq 1f
	mov r1, #1
1:
	bx lr
	.size bench, .-bench
