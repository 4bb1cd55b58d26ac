@ name: loop, target at offset 2 of its block, bne in the block's first halfword
@ expect cortex-m0: 81
@ expect cortex-m0 bwait=1: 81
@ derivation (1 WS):
@   0x00 movs r1, #10      x1   1  [ALU]          block 0, halfword 0
@   0x02 L: subs r1, #1    x10  1  [ALU]          block 0, halfword 1
@   0x04 mov r2, r3        x10  1  [ALU]          block 1
@   0x06 mov r2, r3        x10  1  [ALU]
@   0x08 bne L             x9 3 + x1 1  [B<cc>]   block 2, halfword 0
@   0x0a bx lr             x1   3  [BX/BLX]       (same block: no fetch)
@   core, zero wait: 1 + 10 + 20 + 27 + 1 + 3 = 62
@   flash: block 0 cold 1 [F1]; blocks 1, 2 in sequence 0 [F2]; each taken
@   bne (first halfword, flash free): WS = 1 [F4], then block 1 late by
@   rateWait(2) = 1 [F6]: 2 a pass
@   total = 62 + 1 + 9*2 = 81 (bwait=1: the same)
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #10
1:	subs r1, #1
	mov r2, r3
	mov r2, r3
	bne 1b
	bx lr
	.size bench, .-bench
