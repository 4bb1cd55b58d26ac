@ name: an address from an M3 MLA just before: the MLA's 2 cycles and the address wait
@ expect cortex-m3: 8
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #4          x1  1/1  [F5]
@   mla r2, r1, r1, r1   x1  2/1  [F11] (r2 = 20)
@   ldr r3, [r0, r2]     x1  3/3  [F15 2 + F4 address from the instruction just before 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total M3 = 1 + 2 + 3 + 2 = 8; M4 = 1 + 1 + 3 + 2 = 7
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r1, #4
	mla r2, r1, r1, r1
	ldr r3, [r0, r2]
	bx lr
	.size bench, .-bench
