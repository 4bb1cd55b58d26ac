@ name: loop, target at offset 2 of its block, bne in the block's second halfword
@ expect cortex-m0: 91
@ expect cortex-m0 bwait=1: 100
@ derivation (1 WS, flash_branch_wait = 0, the default, unless said):
@   0x00 movs r1, #10      x1   1  [ALU]          block 0, halfword 0
@   0x02 L: subs r1, #1    x10  1  [ALU]          block 0, halfword 1
@   0x04 mov r2, r3        x10  1  [ALU]          block 1
@   0x06 mov r2, r3        x10  1  [ALU]
@   0x08 mov r2, r3        x10  1  [ALU]          block 2, halfword 0
@   0x0a bne L             x9 3 + x1 1  [B<cc>]   block 2, halfword 1: ends its block
@   0x0c bx lr             x1   3  [BX/BLX]
@   core, zero wait: 1 + 10 + 30 + 27 + 1 + 3 = 72
@   flash: block 0 cold 1 [F1]; blocks 1..3 in sequence 0 [F2];
@   each taken bne: target block 0 is a demand read, WS + min(flash_branch_wait,
@   WS) = 1 [F3, F5]; the target is the block's last halfword, so block 1
@   comes rateWait(2) = 1 + WS - 1 = 1 cycle late [F6]: 2 a pass (bwait=1: 3)
@   total = 72 + 1 + 9*2 = 91; bwait=1: 72 + 1 + 9*3 = 100
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
	mov r2, r3
	bne 1b
	bx lr
	.size bench, .-bench
