@ name: BL pairs as the younger instruction; call and return predicted
@ expect cortex-a7: 76
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r3,lr + bl f @0; bl: BTIC miss -> taken bubble 1; f: bx lr @2 (return stack hit, bubble 1)
@   mov lr,r3 + bx lr @4; end 6; total 76
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r3, lr
	bl f
	mov lr, r3
	bx lr
f:
	bx lr
	.size bench, .-bench
