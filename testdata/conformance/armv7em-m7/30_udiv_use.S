@ name: a division result is ready when the division ends
@ expect cortex-m7 div=4: 10
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   div_cycles 4 (option): c0 movs | movs ; c1 udiv, r1 ready and pipeline free at c5 ; c5 adds r1 | bx lr.
@   bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 5+1+4 = 10
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r2, #100
	movs r3, #7
	udiv r1, r2, r3
	adds r1, #1
	bx lr
	.size bench, .-bench
