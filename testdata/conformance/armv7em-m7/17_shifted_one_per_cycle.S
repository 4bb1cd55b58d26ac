@ name: one shifted-operand instruction per cycle
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Shifted-register operands use the one EX1 shifter (M7-L4, M7-Q1): c0..c3 one each (independent)
@   c3 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 3+1+4 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	add r1, r2, r3, lsl #2
	add r4, r5, r6, lsl #3
	add r12, r2, r3, lsr #1
	add r1, r5, r6, asr #2
	bx lr
	.size bench, .-bench
