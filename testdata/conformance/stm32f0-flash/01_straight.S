@ name: straight line, 16 movs and the return, from a block boundary
@ expect cortex-m0: 20
@ expect cortex-m0 prefetch=0: 28
@ derivation (1 WS; rule numbers as in README.md):
@   core, zero wait: movs x16 1 [ALU] + bx lr 3 [BX/BLX] = 19
@   block 0 (0x00): the first fetch of the call, flash idle: WS = 1        [F1]
@   blocks 1..8: read ahead, 2 halfwords each: rateWait(0) = 0             [F2]
@   total = 19 + 1 = 20
@   prefetch=0 (PRFTBE off): every block a read, 9 blocks x WS = 9:
@   19 + 9 = 28                                                          [F0]
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	.rept 16
	movs r1, #1
	.endr
	bx lr
	.size bench, .-bench
