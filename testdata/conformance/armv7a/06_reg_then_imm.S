@ name: register form (older) pairs with a younger immediate form
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   add r1,r2,r3 + add r12,r2,#1 @0; same pair @1
@   bx lr @2 (slot full); end 4; total 74
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	add r1, r2, r3
	add r12, r2, #1
	add r1, r2, r3
	add r12, r2, #1
	bx lr
	.size bench, .-bench
