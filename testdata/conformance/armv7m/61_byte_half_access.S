@ name: byte and halfword loads and stores pipeline as words
@ expect cortex-m3: 7
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldrb r1, [r0]        x1  2/2  [F15]
@   ldrh r2, [r0, #2]    x1  1/1  [F16]
@   ldrsb r3, [r0, #4]   x1  1/1  [F16]
@   strb r1, [r0, #8]    x1  0/0  [F20 1, F16 after a load: 0]
@   strh r2, [r0, #10]   x1  1/1  [F20; after a store, no overlap]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 1 + 1 + 0 + 1 + 2 = 7
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldrb r1, [r0]
	ldrh r2, [r0, #2]
	ldrsb r3, [r0, #4]
	strb r1, [r0, #8]
	strh r2, [r0, #10]
	bx lr
	.size bench, .-bench
