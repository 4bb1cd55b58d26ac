@ name: unrolled 32-bit code: the ART's next-line prefetch at 5 WS is bandwidth-bound
@ expect cortex-m4f: 31
@ expect cortex-m4f ws=0: 18
@ derivation (lines L1..L4 = 4 x add.w each, L5 = bx lr):
@   core, zero wait (armv7m suite F5, F2): 16 x add.w 1 + bx lr (1 + P, P = 1) 2 = 18
@   flash rules (models/flashport.go; README.md): W = 5 WS, a 128-bit line read 1 + W = 6
@   cycles; the I-cache is cold (straight-line code run once); work = the core's cycles
@   in the line before (here 1 an instruction); head = how long before the core entered
@   that line the read of the next one could start; a line entered in sequence waits
@   min(W, max(0, 6 - work - head)) [P1]; the next head is 0 after a wait, else
@   min(work + head - 6, lead) [P2], lead = the cycles since execution entered the last
@   8 bytes of the line left (the prefetch unit asks two words ahead, DDI0337E §1.5); the
@   first line is a demand read, W [P3]
@   L1 demand 5 [P3]; L2, L3, L4: work 4, head 0 (each after a wait): 6 - 4 = 2 [P1];
@   L5 (bx lr): work 4, head 0: 2. stalls = 5 + 3 x 2 + 2 = 13; total = 18 + 13 = 31
@   (16 bytes per 6 cycles: no rule can do better while the code needs 16 bytes per
@   4 cycles; the old rule gave the same)
	.syntax unified
	.cpu cortex-m4
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 16
bench:
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	bx lr
	.size bench, .-bench
