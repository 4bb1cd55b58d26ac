@ name: unrolled code, a line of 16-bit and a line of 32-bit instructions in turn, 5 WS
@ expect cortex-m4f: 31
@ expect cortex-m4f ws=0: 26
@ derivation (lines A1 = 8 x adds, B1 = 4 x add.w, A2, B2 the same, L5 = bx lr):
@   core, zero wait: 2 x (8 adds + 4 add.w) 1 each + bx lr 2 = 26
@   flash rules (models/flashport.go; README.md): W = 5 WS, a 128-bit line read 1 + W = 6
@   cycles; the I-cache is cold (straight-line code run once); work = the core's cycles
@   in the line before (here 1 an instruction); head = how long before the core entered
@   that line the read of the next one could start; a line entered in sequence waits
@   min(W, max(0, 6 - work - head)) [P1]; the next head is 0 after a wait, else
@   min(work + head - 6, lead) [P2], lead = the cycles since execution entered the last
@   8 bytes of the line left (the prefetch unit asks two words ahead, DDI0337E §1.5); the
@   first line is a demand read, W [P3]
@   A1 demand 5 [P3], head 0; B1: work 8: 0, head = min(8 - 6, lead 4) = 2 [P2];
@   A2: work 4 + head 2 = 6: 0 [P1] (the old rule, head always 0: 6 - 4 = 2), head =
@   min(0, 2) = 0; B2: work 8: 0, head 2; L5: work 4 + head 2: 0 (old: 2)
@   stalls = 5; total = 26 + 5 = 31 (old rule: 5 + 2 + 2 = 9, total 35: the time the
@   16-bit lines left over was lost at each line boundary)
	.syntax unified
	.cpu cortex-m4
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 16
bench:
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	adds r2, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	add.w r1, r1, #1
	bx lr
	.size bench, .-bench
