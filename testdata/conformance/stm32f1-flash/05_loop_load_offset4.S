@ name: the loop of case 04 four bytes later: offset 4 of its 8-byte block, 2 WS
@ expect cortex-m3: 144
@ expect cortex-m3 ws=0: 124
@ derivation (B = bench, 8-byte aligned; lines L0 = B..B+7, L1 = B+8.., L2, L3, L4):
@   B+0 movs r0, #10; B+2 b 1f; (padding to B+8); B+8 nop.w (never executed)
@   B+12 ldr r2, [sp], B+14 adds (L1); B+16..B+22 4 x adds (L2); B+24 subs, B+26 add.w r2
@   (L3), B+30 add.w r3 (straddles into L4), B+34 bne; B+36 bx lr (L4)
@   core, zero wait: as case 04, 124
@   flash rules P1, P2, P3 as in 01_loop_offset0.S (W = 2, a block read 3 cycles, work and
@   lead in the core's cycles)
@   entry: L0 demand 2 [P3]; b 1f to L1: work 3 (movs 1, b 2), head 0: 0 [P1], head 0
@   each pass: L1 entered (pass 1: 0 as above; passes 2-10: the taken bne's demand read,
@   2 [P3]); L2: work 3 (ldr 2, adds 1; the target is the block's second word), head 0:
@   3 - 3 = 0 [P1] (case 02, with adds for the ldr: work 2, a wait of 1), head = min(0,
@   lead) = 0 [P2]; L3: work 4, head 0: 0, head = min(4 - 3, lead 4) = 1 [P2]; L4 (entered
@   by the add.w at B+30): work 2 (subs, add.w) + head 1: 0 [P1]; exit: bx lr in L4: 0
@   stalls = 2 + 0 + 9 x 2 = 20; total = 124 + 20 = 144, as at offset 0 (case 04): the
@   load's second cycle covers the block a target at offset 4 leaves short (the rule of one
@   cycle per instruction: 2 + 1 + 1 + 9 x 3 = 31 here, 2 + 1 + 9 x 2 = 21 at offset 0)
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
	nop.w
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
