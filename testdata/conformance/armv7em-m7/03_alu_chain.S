@ name: dependent ALU chain: one per cycle, the return pairs with the last
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   ALU latency 1 (M7-L3), but ADDS as the older of a group is in the early ALU and forwards to the younger's late ALU
@   in 0 cycles (MT-E2): c0 adds r1 | adds r1 ; c1 adds r1 | adds r1 ; c2 bx lr (the c1 group is full).
@   bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
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
