@ name: loop, target at offset 0 of its block, bne in the block's first halfword
@ expect cortex-m0: 83
@ expect cortex-m0 bwait=1: 83
@ derivation (1 WS):
@   0x00 movs r1, #10      x1   1  [ALU]
@   0x02 mov r8, r8        x1   1  [ALU]
@   0x04 L: subs r1, #1    x10  1  [ALU]          block 1, halfword 0
@   0x06 mov r2, r3        x10  1  [ALU]
@   0x08 mov r2, r3        x10  1  [ALU]
@   0x0a mov r2, r3        x10  1  [ALU]
@   0x0c bne L             x9 3 + x1 1  [B<cc>]   block 3, halfword 0
@   0x0e bx lr             x1   3  [BX/BLX]       (same block: no fetch)
@   core, zero wait: 1 + 1 + 10 + 30 + 27 + 1 + 3 = 73
@   flash: block 0 cold 1 [F1]; blocks 1..3 in sequence 0 [F2]; each taken
@   bne sits in the first halfword of block 3: the read of block 4 completes
@   as it executes and the flash is free, so the target read (block 1, not
@   k or k+1) costs WS = 1 whatever flash_branch_wait is [F4]
@   total = 73 + 1 + 9*1 = 83 (bwait=1: the same)
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
	mov r2, r3
	bne 1b
	bx lr
	.size bench, .-bench
