@ name: independent 16-bit ALU instructions dual-issue
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Two ALUs per cycle, ALU latency 1 (M7-L2, M7-L3).
@   c0 adds r1 | adds r2 ; c1 adds r3 | adds r1 (r1 ready at c1)
@   c2 bx lr (the c1 group is full). bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r1, #1
	adds r2, #1
	adds r3, #1
	adds r1, #1
	bx lr
	.size bench, .-bench
