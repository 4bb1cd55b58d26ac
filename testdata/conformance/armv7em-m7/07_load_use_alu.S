@ name: a word load feeds an ALU instruction the next cycle
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   WriteLd latency 1, ALU reads at EX2 (M7-L1, M7-L12): c0 ldr r1 ; c1 adds r1 (no pair: r1 ready c1)
@   c1 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	adds r1, #1
	bx lr
	.size bench, .-bench
