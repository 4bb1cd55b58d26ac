@ name: pointer load then use as address after one instruction
@ expect cortex-m3: 9
@ expect cortex-m4f: 9
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   str r0, [r0]         x1  1/1  [F20]
@   ldr r1, [r0]         x1  3/3  [F15 2 + F19 1]
@   adds r2, r1, #0      x1  1/1  [F5]
@   ldr r3, [r1]         x1  2/2  [F15; r1 is a load result, not the adds' (F4); no load just before (F16)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 3 + 1 + 2 + 2 = 9
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	str r0, [r0]
	ldr r1, [r0]
	adds r2, r1, #0
	ldr r3, [r1]
	bx lr
	.size bench, .-bench
