@ name: short forward branches into the buffer, then a far one
@ expect cortex-m0: 21
@ expect cortex-m0 bwait=1: 21
@ derivation (1 WS):
@   0x00 b L1              x1  3  [B]     block 0, halfword 0 (mid): target block 1 = k+1
@   0x02 .inst.n 0xbf00    x0  (padding, not executed)
@   0x04 L1: movs r1, #1   x1  1  [ALU]   block 1
@   0x06 b L2              x1  3  [B]     block 1, halfword 1 (ends it): target block 3 = k+2
@   0x08 .. 0x0a           x0  (padding)
@   0x0c L2: movs r2, #2   x1  1  [ALU]   block 3
@   0x0e b L3              x1  3  [B]     ends block 3: target 0x16, block 5 = k+2, offset 2
@   0x10 .. 0x14           x0  (padding)
@   0x16 L3: movs r3, #3   x1  1  [ALU]   block 5, halfword 1
@   0x18 b L4              x1  3  [B]     block 6, halfword 0 (mid): target block 10, far
@   0x1a .. 0x26           x0  (padding)
@   0x28 L4: bx lr         x1  3  [BX/BLX]
@   core, zero wait: 3 + 1 + 3 + 1 + 3 + 1 + 3 + 3 = 18
@   flash: block 0 cold 1 [F1]; b L1: k+1, read ahead, 0 [F3a];
@   b L2: k+2, the read in flight when the branch ends its block, 0 [F3b];
@   b L3: k+2 in flight, 0, but its target is the block's last halfword:
@   block 6 late by rateWait(2) = 1 [F6]; b L4: demand read from the
@   first halfword, flash free: WS = 1 [F4]
@   total = 18 + 1 + 1 + 1 = 21 (bwait=1: the same)
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	b 1f
	.inst.n 0xbf00
1:	movs r1, #1
	b 2f
	.inst.n 0xbf00
	.inst.n 0xbf00
2:	movs r2, #2
	b 3f
	.inst.n 0xbf00
	.inst.n 0xbf00
	.inst.n 0xbf00
3:	movs r3, #3
	b 4f
	.rept 7
	.inst.n 0xbf00
	.endr
4:	bx lr
	.size bench, .-bench
