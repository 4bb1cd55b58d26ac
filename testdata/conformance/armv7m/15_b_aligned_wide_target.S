@ name: B to a word-aligned 32-bit instruction: P = 1
@ expect cortex-m3: 5
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   b.n 1f (at +0)       x1  2/2  [F2 1 + P; target add.w at +4 is word-aligned: P = 1 (F3 not applied)]
@   nop                  skipped
@   add.w r1, r0, #1     x1  1/1  [F5]
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
	b.n 1f
	nop
1:
	add.w r1, r0, #1
	bx lr
	.size bench, .-bench
