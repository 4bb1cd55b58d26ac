@ name: two calls and returns, each predicted (return stack), BTIC misses
@ expect cortex-a7: 80
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r3,lr + bl f @0, bubble 1; f: bx lr @2, bubble 1; bl f @4 (alone), bubble 1 (other BL: BTIC miss); bx lr @6, bubble 1
@   mov lr,r3 + bx lr @8; end 10; total 80
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
	bl f
	mov lr, r3
	bx lr
f:
	bx lr
	.size bench, .-bench
