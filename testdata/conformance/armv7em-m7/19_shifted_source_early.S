@ name: a shifted operand is needed a cycle early
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   The shifted source is read at EX1 (M7-L5, MT-E2); ADD with a simple constant as the older of a group is in the
@   early ALU (MT-E2, latency 0): r3 ready for an EX1 read at c1. c0 add r3 ; c1 add r1, r2, r3, lsl #2 | bx lr.
@   bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	add r3, r3, #1
	add r1, r2, r3, lsl #2
	bx lr
	.size bench, .-bench
