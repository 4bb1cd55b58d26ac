@ name: dependent ALU chain: one per cycle, the return pairs with the last
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   ALU latency 1 (M7-L3): c0..c3 adds r1 (each reads the previous r1)
@   c3 bx lr joins the last add (branch unit free, M7-L2). bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 3+1+4 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r1, #1
	adds r1, #1
	adds r1, #1
	adds r1, #1
	bx lr
	.size bench, .-bench
