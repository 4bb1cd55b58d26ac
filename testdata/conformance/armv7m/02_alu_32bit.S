@ name: 32-bit data processing, MOVW/MOVT: 1 cycle each
@ expect cortex-m3: 8
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   add.w, sub.w, orr.w, bic.w, movw, movt   x6  1/1  [F5: immediate and large-immediate rows 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 6 + 2 = 8
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	add.w r1, r0, #4
	sub.w r2, r1, #1
	orr.w r3, r2, #0xff
	bic.w r3, r3, #1
	movw r4, #0x1234
	movt r4, #0x5678
	bx lr
	.size bench, .-bench
