@ name: PUSH and POP: 1 + N
@ expect cortex-m3: 12
@ expect cortex-m4f: 12
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   push {r4-r7}         x1  5/5  [F23 1 + N, N = 4]
@   pop {r4-r7}          x1  5/5  [F23 1 + N; no wait for SP: PUSH is not data processing (F4)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 5 + 5 + 2 = 12
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	push {r4-r7}
	pop {r4-r7}
	bx lr
	.size bench, .-bench
