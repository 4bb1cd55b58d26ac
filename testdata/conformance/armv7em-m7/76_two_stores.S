@ name: two stores never pair, a store pairs with a load (MT-E7)
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MT-E7 (one store pipe, M7-L2): c0 str r1 ; c1 str r2 | ldr r3 ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+5 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	str r1, [r0]
	str r2, [r0, #4]
	ldr r3, [r0, #8]
	bx lr
	.size bench, .-bench
