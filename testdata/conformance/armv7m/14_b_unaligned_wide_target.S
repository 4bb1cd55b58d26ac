@ name: B to a 32-bit instruction at a halfword address: +1
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   b.n 1f (at +0)       x1  3/3  [F2 1 + P; F3 target add.w at +6 straddles a word: P = 1 + 1]
@   nop; nop             skipped
@   add.w r1, r0, #1     x1  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 3 + 1 + 2 = 6
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
	nop
1:
	add.w r1, r0, #1
	bx lr
	.size bench, .-bench
