@ name: a loop at offset 0 of its 8-byte prefetch block (RM0008 §3.3.3), 2 WS
@ expect cortex-m3: 134
@ expect cortex-m3 ws=0: 114
@ derivation (B = bench, 8-byte aligned; lines L0 = B..B+7, L1 = B+8.., L2, L3, L4):
@   B+0 movs r0, #10; B+2 b 1f; (padding to B+8)
@   B+8..B+14 4 x adds (L1); B+16, B+18 adds, B+20 subs (L2), B+22 add.w r2
@   (straddles into L3), B+26 add.w r3, B+30 bne (L3); B+32 bx lr (L4)
@   core, zero wait (armv7m suite rules F2, F5): movs 1 + b (taken, 1 + P, P = 1) 2
@   + 10 passes x (6 adds + subs + 2 add.w = 9) + 9 taken bne x 2 + 1 not taken
@   + bx lr 2 = 1 + 2 + 90 + 18 + 1 + 2 = 114 (the ws=0 line)
@   flash rules (models/flashport.go, README.md): W = 2 WS, a line read 1 + W = 3 cycles;
@   work = the core's cycles in the line before (zero-wait cycles and stalls); head =
@   how long before the core entered that line the read of the next one could start;
@   a line entered in sequence waits min(W, max(0, 3 - work - head)) [P1]; the next
@   head is 0 after a wait, else min(work + head - 3, lead) [P2], lead = the cycles
@   since execution entered the last 8 bytes of the line left (the prefetch unit's FIFO
@   asks two words ahead, DDI0337E §1.5); any other line is a demand read, W, head 0 [P3]
@   entry: L0 a demand read, 2 [P3]; b 1f to L1 = L0 + 1, the block read ahead:
@   work 3 (movs 1, b 2: its refill cycle gives the read time), head 0: 3 - 3 = 0 [P1],
@   head min(0, lead) = 0 (the rule of one cycle per instruction: work 2, a wait of 1)
@   each pass: L1 entered (pass 1: as above; passes 2-10: the taken bne's demand
@   read, 2 [P3]); L2: work 4 (4 adds), head 0: 0, head = min(4 - 3, lead 4) = 1 [P2];
@   L3 (entered by the add.w at B+22): work 3 (adds, adds, subs), head 1: 0 [P1]
@   (the old rule, head always 0, gives 3 - 3 = 0 too); exit: L4 entered by bx lr,
@   work 3 (2 x add.w, bne), head 1: 0
@   stalls = 2 + 0 + 9 x 2 = 20; total = 114 + 20 = 134
@   (case 02 is this loop 4 bytes later: 144, a difference of 10; the rule without
@   the prefetch unit's lead gave 20, 135 and 155; cases 04 and 05 put a load at the
@   loop's top: the difference is 0)
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

1:	adds r1, #1
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
