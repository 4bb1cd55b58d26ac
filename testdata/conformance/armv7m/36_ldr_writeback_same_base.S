@ name: pre-indexed loads on one base do not pipeline
@ expect cortex-m3: 7
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldr r1, [r0, #4]!    x1  2/2  [F15]
@   ldr r2, [r0, #4]!    x1  2/2  [F18 M3: an indexed load never pipelines after a load; M4: not on the same base]
@   ldr r3, [r0]         x1  1/1  [F16 pipelined: a plain load after an indexed one; its base r0 from the address unit (F4)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 2 + 1 + 2 = 7
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldr r1, [r0, #4]!
	ldr r2, [r0, #4]!
	ldr r3, [r0]
	bx lr
	.size bench, .-bench
