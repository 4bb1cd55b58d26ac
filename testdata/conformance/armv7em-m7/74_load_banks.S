@ name: two loads pair only on different banks (MT-E6)
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MT-E6: loads pair when they target different banks (even and odd words); the offsets from one base give them.
@   c0 ldr r1, [r0] (even) | ldr r2, [r0, #4] (odd) ; c1 ldr r3, [r0, #8] (even) ; c2 ldr r12, [r0, #16] (even
@   again: no pair) | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+5 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	ldr r2, [r0, #4]
	ldr r3, [r0, #8]
	ldr r12, [r0, #16]
	bx lr
	.size bench, .-bench
