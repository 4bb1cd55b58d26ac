@ name: MOV pc, Rm: 1 + P
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldr r1, =target      x1  2/2  [F15]
@   mov pc, r1           x1  2/2  [F6 1 + P]
@   target: bx lr        x1  2/2  [F2]
@   total = 2 + 2 + 2 = 6
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
	mov pc, r1
	.ltorg
	.size bench, .-bench
	.type target, %function
	.thumb_func
target:
	bx lr
	.size target, .-target
