@ name: PUSH/POP of x registers take x cycles
@ expect cortex-m33: 26
@ derivation:
@   push {r4-r7}         x1  4  [§2.2 PUSH of x registers: x (M1)]
@   pop {r4-r7}          x1  4  [POP of x: x; load/store+load/store does not pair (README)]
@   push.w {r4-r11}      x1  8  [x = 8]
@   pop.w {r4-r11}       x1  8  [x = 8]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 4 + 4 + 8 + 8 + 2 = 26
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4-r7}
	pop {r4-r7}
	push.w {r4-r11}
	pop.w {r4-r11}
	bx lr
	.size bench, .-bench
