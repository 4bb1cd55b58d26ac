@ name: LDM and STM: 1 + N
@ expect cortex-m3: 10
@ expect cortex-m4f: 10
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldm.w r0, {r1-r3}    x1  4/4  [F23 1 + N, N = 3]
@   stm.w r0, {r1-r3}    x1  4/4  [F23]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 4 + 4 + 2 = 10
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldm.w r0, {r1-r3}
	stm.w r0, {r1-r3}
	bx lr
	.size bench, .-bench
