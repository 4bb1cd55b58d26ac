@ name: a counted loop: cold miss, predicted back edges, mispredicted exit
@ expect cortex-m7: 22
@ expect cortex-m7 penalty=6: 28
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   BTAC (M7-U3): cold taken = mispredict; trained taken = slot only (taken_extra 0); predicted taken that falls
@   through = mispredict. Flags from subs ready a cycle later (ALU latency 1), so bne never pairs with its subs.
@   c0 movs r1, #4 ; c1 subs ; c2 bne taken, cold: next group at 2+1+4 = c7
@   c7 subs ; c8 bne taken, predicted: c9 ; c9 subs ; c10 bne predicted: c11
@   c11 subs (r1 = 0) ; c12 bne falls through, predicted taken: c12+1+4 = c17
@   c17 bx lr: bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 17+5 = 22. penalty 6: c2+7 = c9, c10->c11, c12->c13, c14+7 = c21, 21+7 = 28
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #4
1:
	subs r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
