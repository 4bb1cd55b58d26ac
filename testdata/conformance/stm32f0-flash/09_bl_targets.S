@ name: calls (BL) to an aligned target, to halfword-aligned targets, and the returns to BL's halfword-aligned successors
@ expect cortex-m0: 49
@ expect cortex-m0 bwait=1: 51
@ expect cortex-m0 prefetch=0: 51
@ derivation (1 WS, flash_branch_wait = 0, the default, unless said; rules as in README.md):
@   0x00 push {r4, lr}     x1  3  [PUSH 1+N]       block 0, halfword 0
@   0x02 bl f_even         x1  4  [BL]             blocks 0-1: ends in block 1's first halfword
@   0x06 bl f_odd          x1  4  [BL]             blocks 1-2: ends in block 2's first halfword
@   0x0a bl f_odd_push     x1  4  [BL]             blocks 2-3: ends in block 3's first halfword
@   0x0e pop {r4, pc}      x1  6  [POP PC 4+N]     block 3, halfword 1 (returns out of the flash)
@   0x10 f_even: movs r0   x1  1  [ALU]            block 4, halfword 0
@   0x12 bx lr             x1  3  [BX/BLX]         ends block 4
@   0x16 f_odd: movs r1    x1  1  [ALU]            block 5, halfword 1
@   0x18 movs r2           x1  1  [ALU]            block 6, halfword 0
@   0x1a bx lr             x1  3  [BX/BLX]         ends block 6
@   0x1e f_odd_push: push  x1  3  [PUSH 1+N]       block 7, halfword 1
@   0x20 pop {r4, pc}      x1  6  [POP PC 4+N]     block 8, halfword 0
@   core, zero wait: 3 + 3*4 + 6 + (1 + 3) + (1 + 1 + 3) + (3 + 6) = 39
@   flash, in execution order:
@     block 0: the call's first fetch, flash idle: WS = 1                       [F1]
@     block 1 (the first BL's second half): in sequence, after 3 cycles of push: 0 [F2, F6]
@     bl f_even from block 1's first halfword, target block 4: demand WS = 1     [F4]
@     return to 0x06 from bx ending block 4: WS + min(bwait, WS) = 1 (bwait=1: 2) [F5]
@       then the BL at 0x06 straddles into block 2: the target block's work
@       is 0 (a straddling instruction gives none): max(0, 1+WS-1 halfword) = 1 [F6]
@     bl f_odd from block 2's first halfword, target 0x16 (offset 2): WS = 1     [F4]
@       block 6 after 1 cycle of movs in block 5: 1 + WS - 1 = 1                  [F6]
@     return to 0x0a from bx ending block 6: 1 (bwait=1: 2), and the BL at 0x0a
@       straddles into block 3: 1                                                 [F5, F6]
@     bl f_odd_push from block 3's first halfword, target 0x1e: WS = 1            [F4]
@       block 8 after the 3-cycle push in block 7: max(0, 1 + WS - 3) = 0       [F6]
@     return to 0x0e from the pop in block 8's first halfword: WS = 1             [F4]
@       (the pop at 0x0e is wholly in block 3: no further block)
@   flash total = 1 + 0 + 1 + (1 + 1) + (1 + 1) + (1 + 1) + (1 + 0) + 1 = 10
@   total = 39 + 10 = 49; bwait=1: the two returns from bx ending a block wait
@   for the read in flight, 1 each: 51
@   prefetch=0: a read for each new block entered: 0, 1, 4, 1, 2, 5, 6, 2, 3,
@   7, 8, 3 = 12 x WS: 39 + 12 = 51                                               [F0]
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.balign 4
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4, lr}
	bl f_even
	bl f_odd
	bl f_odd_push
	pop {r4, pc}
	.size bench, .-bench
	.balign 4
	.type f_even, %function
	.thumb_func
f_even:
	movs r0, #1
	bx lr
	.inst.n 0xbf00
	.type f_odd, %function
	.thumb_func
f_odd:
	movs r1, #2
	movs r2, #3
	bx lr
	.inst.n 0xbf00
	.type f_odd_push, %function
	.thumb_func
f_odd_push:
	push {r4, lr}
	pop {r4, pc}
