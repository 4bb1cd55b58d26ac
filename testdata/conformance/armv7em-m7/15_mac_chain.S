@ name: MLA accumulator chain: one per cycle
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   WriteMAC32 latency 2, accumulator ReadMAC advance 1 (M7-L10): the chained accumulator is ready 2-1 = 1
@   cycle later: c0..c3 mla (one MAC unit) ; c3 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 3+1+4 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	bx lr
	.size bench, .-bench
