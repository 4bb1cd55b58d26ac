@ name: ITE: the failing instruction takes its slot
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   cmp r0, #0           x1  1/1  [F5] (r0 is the scratch address: NE)
@   ite eq               x1  1/1  [F7]
@   moveq r1, #1         x1  1/1  [F5; condition fails: timed as executed, F31]
@   movne r1, #2         x1  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 1 + 1 + 1 + 2 = 6
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
	ite eq
	moveq r1, #1
	movne r1, #2
	bx lr
	.size bench, .-bench
