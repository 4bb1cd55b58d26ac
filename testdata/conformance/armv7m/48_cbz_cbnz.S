@ name: CBZ taken, CBNZ not taken
@ expect cortex-m3: 7
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #0          x1  1/1  [F5]
@   cbz r1, 1f           x1  2/2  [F2 taken 1 + P]
@   nop                  skipped
@   cbnz r1, 2f          x1  1/1  [F2 not taken 1]
@   movs r2, #1          x1  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 2 + 1 + 1 + 2 = 7
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r1, #0
	cbz r1, 1f
	nop
1:
	cbnz r1, 2f
	movs r2, #1
2:
	bx lr
	.size bench, .-bench
