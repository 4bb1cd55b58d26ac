@ name: CMP, CMN, TST, TEQ: 1 cycle
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   cmp, cmn, tst, teq.w   x4  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 4 + 2 = 6
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
	cmn r0, #1
	tst r0, #4
	teq.w r0, #3
	bx lr
	.size bench, .-bench
