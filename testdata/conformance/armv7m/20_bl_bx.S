@ name: BL and BX: 1 + P each
@ expect cortex-m3: 8
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   mov r12, lr          x1  1/1  [F5]
@   bl leaf              x1  2/2  [F2 BL 1 + P; leaf's first instruction 16-bit]
@   leaf: bx lr          x1  2/2  [F2 BX 1 + P; returns to a 16-bit mov]
@   mov lr, r12          x1  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 2 + 2 + 1 + 2 = 8
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	mov r12, lr
	bl leaf
	mov lr, r12
	bx lr
	.size bench, .-bench
	.type leaf, %function
	.thumb_func
leaf:
	bx lr
	.size leaf, .-leaf
