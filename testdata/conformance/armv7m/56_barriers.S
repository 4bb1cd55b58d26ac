@ name: DMB, DSB 1; ISB 1 + P
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   dmb                  x1  1/1  [F9 1 + B, B = 0]
@   dsb                  x1  1/1  [F9]
@   isb                  x1  2/2  [F9 1 + B, B = P = 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 1 + 2 + 2 = 6
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	dmb
	dsb
	isb
	bx lr
	.size bench, .-bench
