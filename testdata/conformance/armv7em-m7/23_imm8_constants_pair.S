@ name: 8-bit constants pair
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Plain 8-bit constants use no shifter (M7-Q1): c0 and | and ; c1 and | and ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	and r1, r2, #0xff
	and r3, r4, #0x0f
	and r5, r6, #0x7f
	and r12, r2, #0x01
	bx lr
	.size bench, .-bench
