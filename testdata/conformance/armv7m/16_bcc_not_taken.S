@ name: B<cc> not taken: 1
@ expect cortex-m3: 5
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   cmp r0, #0           x1  1/1  [F5] (NE)
@   beq 1f               x1  1/1  [F2 not taken 1]
@   movs r1, #1          x1  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 1 + 1 + 2 = 5
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
	beq 1f
	movs r1, #1
1:
	bx lr
	.size bench, .-bench
