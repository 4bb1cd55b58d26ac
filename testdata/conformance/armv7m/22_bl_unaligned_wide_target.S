@ name: BL to a function whose first instruction is 32-bit at a halfword address
@ expect cortex-m3: 10
@ expect cortex-m4f: 10
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   mov r12, lr          x1  1/1  [F5]
@   bl leaf              x1  3/3  [F2 + F3: leaf at a halfword address starts with add.w: P = 2]
@   add.w r1, r0, #1     x1  1/1  [F5]
@   bx lr (leaf)         x1  2/2  [F2]
@   mov lr, r12          x1  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 3 + 1 + 2 + 1 + 2 = 10
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
	.balign 4
	nop
	.type leaf, %function
	.thumb_func
leaf:
	add.w r1, r0, #1
	bx lr
	.size leaf, .-leaf
