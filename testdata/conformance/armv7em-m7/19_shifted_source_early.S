@ name: a shifted operand is needed a cycle early
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   The shifted source is read at EX1 (M7-L5, M7-Q1): r3 from an ALU at c0 is ready for it at c0+1+1 = c2.
@   c0 add r3 ; c2 add r1, r2, r3, lsl #2 ; c2 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
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
