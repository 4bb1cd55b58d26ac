@ name: multi-cycle instructions across block boundaries, then a branch from a block's first halfword to the block after next
@ expect cortex-m0: 26
@ expect cortex-m0 bwait=1: 26
@ expect cortex-m0 prefetch=0: 29
@ derivation (1 WS; rules as in README.md; r0 = the scratch buffer in SRAM):
@   0x00 ldr r1, [r0]      x1  2  [LDR, SRAM]      block 0, halfword 0
@   0x02 ldr r2, [r0, #4]  x1  2  [LDR, SRAM]      block 0, halfword 1
@   0x04 muls r1, r2       x1  1  [MULS, fast]     block 1, halfword 0
@   0x06 push {r4-r7}      x1  5  [PUSH 1+N]       block 1, halfword 1
@   0x08 pop {r4-r7}       x1  5  [POP 1+N]        block 2, halfword 0
@   0x0a str r1, [r0]      x1  2  [STR, SRAM]      block 2, halfword 1
@   0x0c b 1f              x1  3  [B]              block 3, halfword 0: target 0x14, block 5
@   0x0e .. 0x12           x0     (padding, not executed)
@   0x14 movs r0, #0       x1  1  [ALU]            block 5, halfword 0
@   0x16 bx lr             x1  3  [BX/BLX]
@   core, zero wait: 2 + 2 + 1 + 5 + 5 + 2 + 3 + 1 + 3 = 24
@   flash: block 0, the call's first fetch, flash idle: WS = 1               [F1]
@   blocks 1, 2, 3 in sequence: read ahead, 0 (the core takes 2 to 10 cycles
@   a block, more than the 1 + WS a read takes: slower code only gives the
@   controller more time; block 1 also follows the target block's 4 cycles) [F2, F6]
@   b from block 3's first halfword to block 5 (k+2): a demand read, WS = 1,
@   whatever flash_branch_wait is (no read in flight by the rules)          [F4]
@   (the rules count a halfword a cycle here: a cycle-by-cycle timeline that
@   counts the 5-cycle pop and the str finds block 5's read started as the
@   core enters block 3 and waits 0, models/flash_timeline_test.go: the
@   rules are an upper bound on slow code, README "What the rules leave out")
@   total = 24 + 1 + 1 = 26 (bwait=1: the same)
@   prefetch=0: a read for each block entered: 0, 1, 2, 3, 5 = 5 x WS:
@   24 + 5 = 29                                                              [F0]
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	ldr r2, [r0, #4]
	muls r1, r2
	push {r4-r7}
	pop {r4-r7}
	str r1, [r0]
	b 1f
	.inst.n 0xbf00
	.inst.n 0xbf00
	.inst.n 0xbf00
1:	movs r0, #0
	bx lr
	.size bench, .-bench
