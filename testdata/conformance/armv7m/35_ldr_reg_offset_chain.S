@ name: register-offset loads pipeline; the second index waits for the instruction before
@ expect cortex-m3: 8
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #4; movs r3, #8   x2  1/1  [F5]
@   nop                  x1  1/1  [F8]
@   ldr r2, [r0, r1]     x1  2/2  [F15; r1 two instructions back]
@   ldr r4, [r0, r3]     x1  1/1  [F16 pipelined; r3 long ready]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 1 + 2 + 1 + 2 = 8
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
	movs r3, #8
	nop
	ldr r2, [r0, r1]
	ldr r4, [r0, r3]
	bx lr
	.size bench, .-bench
