@ name: word copy loop: ldr/str pipelined, adds, subs, bne
@ expect cortex-m3: 26
@ expect cortex-m4f: 26
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r3, #4          x1  1    [F5]
@   ldr r1, [r0]         x4  2    [F15; after bne or movs: no load before; r0 from adds 3 cycles back (F4)]
@   str r1, [r0, #64]    x4  0    [F20 1, pipelined after the load (F16): 0]
@   adds r0, #4          x4  1    [F5]
@   subs r3, #1          x4  1    [F5]
@   bne 1b               x3  2    [F2 taken, target ldr 16-bit]  x1 1 [not taken]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 4*(2 + 0 + 1 + 1) + 3*2 + 1 + 2 = 26
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r3, #4
1:
	ldr r1, [r0]
	str r1, [r0, #64]
	adds r0, #4
	subs r3, #1
	bne 1b
	bx lr
	.size bench, .-bench
