@ name: ISB refetches
@ expect cortex-m7: 10
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-L16 single issue; the refetch costs as a mispredict (M7-U3): c0 isb, next group c0+1+4 = c5 ; c5 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 5+5 = 10
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	isb
	bx lr
	.size bench, .-bench
