@ name: B to a 16-bit target: 1 + P, P = 1
@ expect cortex-m3: 4
@ expect cortex-m4f: 4
@ expect cortex-m3 refill=2: 6
@ expect cortex-m4f refill=3: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   b.n 1f               x1  1+P  [F2 B: 1 + P; F1 P = branch_refill (1); target 16-bit]
@   nop                  skipped
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = (1 + P) + (1 + P) = 4 at P = 1; 6 at P = 2; 8 at P = 3
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	b.n 1f
	nop
1:
	bx lr
	.size bench, .-bench
