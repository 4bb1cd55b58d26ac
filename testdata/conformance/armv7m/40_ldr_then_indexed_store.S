@ name: an indexed store after a load: pipelined on the M4 only
@ expect cortex-m3: 5
@ expect cortex-m4f: 4
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldr r1, [r0]         x1  2/2  [F15]
@   str r1, [r0, #4]!    x1  1/0  [F20 1; F18 M3 indexed: no overlap; M4: pipelined, 1 - 1 (F16)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total M3 = 2 + 1 + 2 = 5; M4 = 2 + 0 + 2 = 4
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
	str r1, [r0, #4]!
	bx lr
	.size bench, .-bench
