@ name: unrolled 32-bit code at 2 WS: a block of two add.w waits for the next, a block of ldr.w and add.w does not (the read runs in cycles)
@ expect cortex-m3: 28
@ expect cortex-m3 ws=0: 22
@ derivation (B = bench, 8-byte aligned; blocks L0..L3 = 2 x add.w each, L4..L7 = ldr.w from
@   the stack (SRAM) and add.w each, L8 = bx lr):
@   core, zero wait (armv7m suite rules F2, F5, F16): 8 x add.w 1 + 4 x (ldr.w 2 + add.w 1)
@   + bx lr (1 + P, P = 1) 2 = 8 + 12 + 2 = 22 (the ws=0 line; the ldr.w follows an add.w, so
@   it does not pipeline, and its base sp is no result of the add.w before it)
@   flash rules (models/flashport.go, README.md): W = 2 WS, a block read 1 + W = 3 cycles;
@   work = the core's cycles in the block before (its zero-wait cycles and stalls); head = how
@   long before the core entered that block the read of the next one could start; a block
@   entered in sequence waits min(W, max(0, 3 - work - head)) [P1]; the next head is 0 after a
@   wait, else min(work + head - 3, lead) [P2], lead = the cycles since execution entered the
@   last 8 bytes of the block left (the prefetch unit's FIFO asks two words ahead, DDI0337E
@   §1.5); any other block is a demand read, W, head 0 [P3]
@   L0 demand 2 [P3]; L1, L2, L3, L4: work 2 (two add.w), head 0 (each after a wait):
@   3 - 2 = 1 [P1]; L5, L6, L7, L8: work 3 (ldr.w 2 + add.w 1), head 0: 0 [P1], head
@   min(3 - 3, lead) = 0 [P2]
@   stalls = 2 + 4 x 1 = 6; total = 22 + 6 = 28 (the old rule, one cycle per instruction:
@   work 2 in every block, 2 + 8 x 1 = 10, total 32)
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 8
bench:
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	ldr.w r2, [sp]
	add.w r1, r1, #1
	ldr.w r2, [sp]
	add.w r1, r1, #1
	ldr.w r2, [sp]
	add.w r1, r1, #1
	ldr.w r2, [sp]
	add.w r1, r1, #1
	bx lr
	.size bench, .-bench
