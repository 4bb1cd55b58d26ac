@ name: a lone cold return costs the mispredict
@ expect cortex-m7: 5
@ expect cortex-m7 penalty=6: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 0+1+4 = 5; with penalty 6: 0+1+6 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	bx lr
	.size bench, .-bench
