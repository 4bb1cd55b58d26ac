@ name: BL cannot be the older instruction: it issues alone
@ expect cortex-a7: 77
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r3,lr + add r1,r2,#1 @0; bl f @1 (alone); bubble 1; f: bx lr @3, bubble 1
@   mov lr,r3 + bx lr @5; end 7; total 77
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r3, lr
	add r1, r2, #1
	bl f
	mov lr, r3
	bx lr
f:
	bx lr
	.size bench, .-bench
