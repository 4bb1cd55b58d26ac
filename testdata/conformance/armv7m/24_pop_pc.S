@ name: POP with PC: 1 + N + P
@ expect cortex-m3: 7
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   push {r4, lr}        x1  3/3  [F23 1 + N, N = 2]
@   pop {r4, pc}         x1  4/4  [F24 1 + N + P, N = 2 (pc counted), P = 1]
@   total = 3 + 4 = 7
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	push {r4, lr}
	pop {r4, pc}
	.size bench, .-bench
