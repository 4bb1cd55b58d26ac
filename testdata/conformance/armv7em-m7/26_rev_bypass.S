@ name: REV's result is bypassed to the instruction beside it
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7WriteShSIMD0: latency 0, 'bypassable out of EX1' (M7-L8): c0 rev r1 | add r3, r1 ; c1 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	rev r1, r2
	add r3, r1, #1
	bx lr
	.size bench, .-bench
