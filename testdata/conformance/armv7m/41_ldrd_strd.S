@ name: LDRD and STRD: 3 cycles, not pipelined
@ expect cortex-m3: 8
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldrd r2, r3, [r0]      x1  3/3  [F22 1 + N, N = 2]
@   strd r2, r3, [r0, #8]  x1  3/3  [F22]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 3 + 3 + 2 = 8
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldrd r2, r3, [r0]
	strd r2, r3, [r0, #8]
	bx lr
	.size bench, .-bench
