@ name: LDM right after a store waits a cycle
@ expect cortex-m3: 7
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   str r1, [r0]          x1  1/1  [F20]
@   ldm.w r0, {r1, r2}   x1  4/4  [F23 1 + N, N = 2, + F19 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 4 + 2 = 7
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	str r1, [r0]
	ldm.w r0, {r1, r2}
	bx lr
	.size bench, .-bench
