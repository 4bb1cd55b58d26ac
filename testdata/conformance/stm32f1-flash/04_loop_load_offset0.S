@ name: the loop of case 01 with a load first (ldr from the stack for the first adds), at offset 0 of its 8-byte block, 2 WS
@ expect cortex-m3: 144
@ expect cortex-m3 ws=0: 124
@ derivation (B = bench, 8-byte aligned; lines L0 = B..B+7, L1 = B+8.., L2, L3, L4):
@   B+0 movs r0, #10; B+2 b 1f; (padding to B+8)
@   B+8 ldr r2, [sp], B+10..B+14 3 x adds (L1); B+16, B+18 adds, B+20 subs (L2), B+22 add.w r2
@   (straddles into L3), B+26 add.w r3, B+30 bne (L3); B+32 bx lr (L4)
@   core, zero wait (armv7m suite rules F2, F5, F16): case 01's 114 + 10 passes x 1 (the ldr
@   takes 2 cycles where the adds took 1; it follows a branch, no load: no pipelining) = 124
@   flash rules P1, P2, P3 as in 01_loop_offset0.S (W = 2, a block read 3 cycles, work and
@   lead in the core's cycles)
@   entry: L0 demand 2 [P3]; b 1f to L1: work 3 (movs 1, b 2), head 0: 0 [P1]
@   each pass: L1 entered (pass 1: as above, 0; passes 2-10: the taken bne's demand read, 2
@   [P3]); L2: work 5 (ldr 2, 3 x adds), head 0: 0, head = min(5 - 3, lead 5) = 2 [P2];
@   L3 (entered by the add.w at B+22): work 3 (adds, adds, subs) + head 2: 0 [P1];
@   exit: L4 entered by bx lr, work 3 (2 x add.w, bne not taken) + head 2: 0
@   stalls = 2 + 0 + 9 x 2 = 20; total = 124 + 20 = 144 (case 05, the same 4 bytes later:
@   also 144, a difference of 0 where the single-cycle loop of 01 and 02 differs by 10)
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 8
bench:
	movs r0, #10
	b 1f
	.balign 8

1:	ldr r2, [sp]
	adds r1, #1
	adds r1, #1
	adds r1, #1
	adds r1, #1
	adds r1, #1
	subs r0, #1
	add.w r2, r2, #1
	add.w r3, r3, #1
	bne 1b
	bx lr
	.size bench, .-bench
