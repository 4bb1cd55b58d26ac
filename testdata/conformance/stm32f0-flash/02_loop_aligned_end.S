@ name: loop, target at offset 0 of its block, bne in the block's second halfword
@ expect cortex-m0: 73
@ expect cortex-m0 bwait=1: 82
@ expect cortex-m0 prefetch=0: 85
@ derivation (1 WS, flash_branch_wait = 0, the default, unless said):
@   0x00 movs r1, #10      x1   1  [ALU]
@   0x02 mov r8, r8        x1   1  [ALU]
@   0x04 L: subs r1, #1    x10  1  [ALU]          block 1, halfword 0
@   0x06 mov r2, r3        x10  1  [ALU]
@   0x08 mov r2, r3        x10  1  [ALU]          block 2, halfword 0
@   0x0a bne L             x9 3 + x1 1  [B<cc>]   block 2, halfword 1: ends its block
@   0x0c bx lr             x1   3  [BX/BLX]
@   core, zero wait: 1 + 1 + 10 + 20 + 27 + 1 + 3 = 63
@   flash: block 0 cold WS = 1 [F1]; blocks 1, 2, 3 in sequence 0 [F2];
@   each taken bne ends block 2 with block 4 in flight; the target, block 1,
@   is not k = 2, k+1 or k+2: WS + min(flash_branch_wait, WS) = 1 (bwait=1: 2) [F3, F5];
@   block 2 after an aligned target: rateWait(0) = 0 [F6]
@   total = 63 + 1 + 9*1 = 73; bwait=1: 63 + 1 + 9*2 = 82
@   prefetch=0: blocks 0, 3 once, blocks 1, 2 on each of 10 passes: 22 x WS:
@   63 + 22 = 85 [F0]
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #10
	mov r8, r8
1:	subs r1, #1
	mov r2, r3
	mov r2, r3
	bne 1b
	bx lr
	.size bench, .-bench
