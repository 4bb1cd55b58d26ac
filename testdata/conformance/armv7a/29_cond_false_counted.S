@ name: A32 instructions whose condition fails still issue
@ expect cortex-a7: 75
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   cmp r0,#0 @0 (r0 = scratch, not 0); moveq r1 @1 + moveq r2 @1 (flags via bypass 1); moveq r3 + moveq r12 @2
@   bx lr @3; end 5; total 75 (7 instructions)
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	cmp r0, #0
	moveq r1, #1
	moveq r2, #1
	moveq r3, #1
	moveq r12, #1
	bx lr
	.size bench, .-bench
