@ name: shifts by a register: 1 cycle
@ expect cortex-m3: 7
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #3               x1  1/1  [F5]
@   lsl.w, lsr.w, asr.w, ror.w by r1   x4  1/1  [F5 shift operations 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 4 + 2 = 7
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r1, #3
	lsl.w r2, r0, r1
	lsr.w r3, r0, r1
	asr.w r3, r0, r1
	ror.w r3, r0, r1
	bx lr
	.size bench, .-bench
