@ name: 32-bit B<cc> not taken: 1
@ expect cortex-m3: 4
@ expect cortex-m4f: 4
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   cmp r0, #0           x1  1/1  [F5] (NE)
@   beq.w 1f             x1  1/1  [F2 not taken 1]
@   1: bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 1 + 2 = 4
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	cmp r0, #0
	beq.w 1f
1:
	bx lr
	.size bench, .-bench
