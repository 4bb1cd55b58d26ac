@ name: a load whose address is the loaded value does not pipeline
@ expect cortex-m3: 8
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   str r0, [r0]         x1  1/1  [F20 store_cycles 1]
@   ldr r1, [r0]         x1  3/3  [F15 2 + F19 load after a store 1]
@   ldr r2, [r1]         x1  2/2  [F16 not pipelined: address is r1, just loaded; no AGU wait for a load's result (F4)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 3 + 2 + 2 = 8
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	str r0, [r0]
	ldr r1, [r0]
	ldr r2, [r1]
	bx lr
	.size bench, .-bench
