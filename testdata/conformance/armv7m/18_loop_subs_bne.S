@ name: subs/bne loop: 3 cycles an iteration (TI SysCtlDelay)
@ expect cortex-m3: 14
@ expect cortex-m4f: 14
@ expect cortex-m3 refill=2: 18
@ expect cortex-m4f refill=3: 22
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #4          x1  1    [F5]
@   subs r1, #1          x4  1    [F5]
@   bne 1b               x3  1+P  [F2 taken; target 16-bit]  x1 1 [not taken]
@   bx lr                x1  1+P  [F2]
@   total = 1 + 4 + 3(1 + P) + 1 + (1 + P) = 14 at P = 1, 18 at P = 2, 22 at P = 3
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
1:
	subs r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
