@ name: loop, target at offset 2 of its block is a 2-cycle load: the next block's read is hidden
@ expect cortex-m0: 92
@ expect cortex-m0 bwait=1: 101
@ expect cortex-m0 prefetch=0: 113
@ derivation (1 WS, flash_branch_wait = 0, the default, unless said):
@   0x00 movs r1, #10      x1   1  [ALU]          block 0, halfword 0
@   0x02 L: ldr r2, [r0]   x10  2  [LDR, SRAM]    block 0, halfword 1
@   0x04 subs r1, #1       x10  1  [ALU]          block 1
@   0x06 mov r2, r3        x10  1  [ALU]
@   0x08 mov r2, r3        x10  1  [ALU]          block 2, halfword 0
@   0x0a bne L             x9 3 + x1 1  [B<cc>]   block 2, halfword 1: ends its block
@   0x0c bx lr             x1   3  [BX/BLX]
@   core, zero wait: 1 + 20 + 10 + 20 + 27 + 1 + 3 = 82
@   flash: block 0 cold 1 [F1]; blocks 1..3 in sequence 0 [F2];
@   each taken bne: target block 0 is a demand read, WS + min(flash_branch_wait,
@   WS) = 1 [F3, F5]; the target is the block's last halfword, but the
@   instruction there takes 2 cycles, the time block 1's read takes (1 + WS):
@   max(0, 1 + WS - 2) = 0 [F6 in cycles] (case 04, the same loop with a 1-cycle
@   subs at the target, waits 1 there): 1 a pass
@   total = 82 + 1 + 9*1 = 92; bwait=1: 82 + 1 + 9*2 = 101
@   prefetch=0: blocks 0 (11 times: the first fetch and each pass), 1, 2 on each
@   of 10 passes, 3 once: 31 x WS: 82 + 31 = 113 [F0]
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #10
1:	ldr r2, [r0]
	subs r1, #1
	mov r2, r3
	mov r2, r3
	bne 1b
	bx lr
	.size bench, .-bench
