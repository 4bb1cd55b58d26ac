@ name: IT block of four
@ expect cortex-m3: 9
@ expect cortex-m4f: 9
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #0; cmp r1, #0   x2  1/1  [F5]
@   itttt eq                  x1  1/1  [F7]
@   addeq r1, #1..#4          x4  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 1 + 4 + 2 = 9
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
	cmp r1, #0
	itttt eq
	addeq r1, #1
	addeq r1, #2
	addeq r1, #3
	addeq r1, #4
	bx lr
	.size bench, .-bench
