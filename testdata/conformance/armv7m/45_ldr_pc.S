@ name: LDR pc: 2 + P
@ expect cortex-m3: 8
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldr r1, =target      x1  2/2  [F15]
@   str r1, [r0]         x1  0/0  [F20 1, F16 pipelined after the load: 0]
@   ldr pc, [r0]         x1  4/4  [F24 2 + P, P = 1; + F19 after a store 1]
@   target: bx lr        x1  2/2  [F2]
@   total = 2 + 0 + 4 + 2 = 8
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldr r1, =target
	str r1, [r0]
	ldr pc, [r0]
	.ltorg
	.size bench, .-bench
	.type target, %function
	.thumb_func
target:
	bx lr
	.size target, .-target
