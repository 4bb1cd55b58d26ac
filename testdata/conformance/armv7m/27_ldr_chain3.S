@ name: three independent LDRs pipeline: 2 + 1 + 1
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldr r1, [r0]         x1  2/2  [F15]
@   ldr r2, [r0, #4]     x1  1/1  [F16 pipelined: address not from r1]
@   ldr r3, [r0, #8]     x1  1/1  [F16] (TRM: three LDRs "normally four cycles")
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 1 + 1 + 2 = 6
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldr r1, [r0]
	ldr r2, [r0, #4]
	ldr r3, [r0, #8]
	bx lr
	.size bench, .-bench
