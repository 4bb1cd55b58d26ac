@ name: a MAC result used as a multiplicand waits its full latency
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   The multiplicand is read at EX2 (ReadMUL advance 0, M7-L10): c0 mla r1 ; c2 mul r4, r1, r2 ; c2 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mla r1, r2, r3, r1
	mul r4, r1, r2
	bx lr
	.size bench, .-bench
