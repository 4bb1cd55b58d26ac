@ name: TBB: 6 cycles, the reload included
@ expect cortex-m3: 11
@ expect cortex-m4f: 11
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #1          x1  1/1  [F5]
@   nop                  x1  1/1  [F8] (keeps r1 clear of the address wait, F4)
@   tbb [pc, r1]         x1  6/6  [F25 tbb_cycles 6: load 2, add 1, reload 3]
@   movs r2, #2          x1  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 1 + 6 + 1 + 2 = 11
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r1, #1
	nop
	tbb [pc, r1]
1:
	.byte (2f - 1b) / 2
	.byte (3f - 1b) / 2
2:
	movs r2, #1
	bx lr
3:
	movs r2, #2
	bx lr
	.size bench, .-bench
