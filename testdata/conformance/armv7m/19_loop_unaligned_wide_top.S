@ name: loop whose first instruction is 32-bit at a halfword address
@ expect cortex-m3: 17
@ expect cortex-m4f: 17
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #4 (at +0)   x1  1/1  [F5]
@   subs.w r1, r1, #1 (+2) x4  1/1  [F5]
@   bne 1b                x3  3/3  [F2 + F3: target 32-bit at +2: P = 2]  x1 1 [not taken]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 4 + 3*3 + 1 + 2 = 17
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
1:
	subs.w r1, r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
