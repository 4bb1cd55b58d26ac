@ name: loop of two literal loads from flash, bne ending its block
@ expect cortex-m0: 113
@ expect cortex-m0 bwait=1: 122
@ expect cortex-m0 dwait=1: 133
@ derivation (1 WS, flash_branch_wait = 0, flash_data_wait = 0 (the defaults) unless said):
@   0x00 movs r1, #10      x1   1  [ALU]
@   0x02 mov r8, r8        x1   1  [ALU]
@   0x04 L: ldr r2, lit1   x10  2  [LDR]          block 1
@   0x06 ldr r3, lit2      x10  2  [LDR]
@   0x08 subs r1, #1       x10  1  [ALU]          block 2
@   0x0a bne L             x9 3 + x1 1  [B<cc>]   ends block 2
@   0x0c bx lr             x1   3  [BX/BLX]
@   0x0e .inst.n 0xbf00    x0  (padding)
@   0x10 lit1, 0x14 lit2   (data, 4-byte lines 4 and 5)
@   core, zero wait: 1 + 1 + 40 + 10 + 27 + 1 + 3 = 83
@   fetch: block 0 cold 1 [F1]; blocks 1..3 in sequence 0 [F2]; each taken
@   bne: demand read, WS + min(flash_branch_wait, WS) = 1 [F3, F5]: 1 + 9
@   data: lit1 and lit2 alternate in the one-line data buffer, so each of
@   the 20 loads reads the flash: WS + min(flash_data_wait, WS) [D1, D2]
@   total = 83 + 10 + 20*1 = 113; dwait=1: 83 + 10 + 20*2 = 133;
@   bwait=1: 83 + (1 + 18) + 20 = 122
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.balign 4
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #10
	mov r8, r8
1:	ldr r2, 3f
	ldr r3, 4f
	subs r1, #1
	bne 1b
	bx lr
	.inst.n 0xbf00
3:	.word 0x11223344
4:	.word 0x55667788
	.size bench, .-bench
