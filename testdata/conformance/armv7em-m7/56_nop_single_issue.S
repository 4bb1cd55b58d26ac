@ name: NOP (a hint) issues alone
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-L16: tHINT (NOP) is non-general-purpose, single issue: c0 nop ; c1 nop ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	nop
	nop
	bx lr
	.size bench, .-bench
