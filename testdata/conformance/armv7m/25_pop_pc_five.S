@ name: PUSH/POP of five registers with LR/PC
@ expect cortex-m3: 13
@ expect cortex-m4f: 13
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   push {r4-r7, lr}     x1  6/6  [F23 1 + N, N = 5]
@   pop {r4-r7, pc}      x1  7/7  [F24 1 + N + P, N = 5, P = 1]
@   total = 6 + 7 = 13
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	push {r4-r7, lr}
	pop {r4-r7, pc}
	.size bench, .-bench
