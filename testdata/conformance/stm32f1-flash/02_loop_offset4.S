@ name: the loop of case 01 four bytes later: offset 4 of its 8-byte prefetch block, 2 WS
@ expect cortex-m3: 144
@ expect cortex-m3 ws=0: 114
@ derivation (B = bench, 8-byte aligned; lines L0 = B..B+7, L1 = B+8.., L2, L3, L4):
@   B+0 movs r0, #10; B+2 b 1f; (padding to B+8); B+8 nop.w (never executed)
@   B+12, B+14 adds (L1); B+16..B+22 4 x adds (L2); B+24 subs, B+26 add.w r2 (L3),
@   B+30 add.w r3 (straddles into L4), B+34 bne; B+36 bx lr (L4)
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
@   entry: L0 a demand read, 2 [P3]; b 1f to L1 = L0 + 1: work 3 (movs 1, b 2), head 0:
@   0, head min(0, lead) = 0
@   each pass: L1 entered (pass 1: as above; passes 2-10: the taken bne's demand
@   read, 2 [P3]); L2: work 2 (the target is the block's second word), head 0:
@   3 - 2 = 1 [P1], head 0; L3: work 4, head 0: 0, head = min(4 - 3, lead 4) = 1 [P2];
@   L4 (entered by the add.w at B+30): work 2 (subs, add.w), head 1: 3 - 2 - 1 = 0
@   [P1] (the old rule: 3 - 2 = 1); exit: bx lr in L4, the line being executed: 0
@   stalls = 2 + 0 + (1 + 0 + 0) + 9 x (2 + 1 + 0 + 0) = 30; total = 114 + 30 = 144
@   (without the lead: 2 + 1 + 2 + 9 x 4 = 41, total 155; one cycle per instruction
@   with the lead: 145)
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
