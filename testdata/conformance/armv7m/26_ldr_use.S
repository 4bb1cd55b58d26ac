@ name: LDR: 2 cycles, its result usable by the next instruction
@ expect cortex-m3: 5
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldr r1, [r0]         x1  2/2  [F15]
@   adds r2, r1, #1      x1  1/1  [F5; no load-use stall (F17)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 1 + 2 = 5
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldr r1, [r0]
	adds r2, r1, #1
	bx lr
	.size bench, .-bench
