@ name: BLX through a register loaded from the literal pool
@ expect cortex-m3: 10
@ expect cortex-m4f: 10
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldr r1, =leaf        x1  2/2  [F15 LDR 2; literal_load_extra 0 (F26)]
@   mov r12, lr          x1  1/1  [F5]
@   blx r1               x1  2/2  [F2 BLX 1 + P]
@   leaf: bx lr          x1  2/2  [F2]
@   mov lr, r12          x1  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 1 + 2 + 2 + 1 + 2 = 10
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldr r1, =leaf
	mov r12, lr
	blx r1
	mov lr, r12
	bx lr
	.ltorg
	.size bench, .-bench
	.type leaf, %function
	.thumb_func
leaf:
	bx lr
	.size leaf, .-leaf
