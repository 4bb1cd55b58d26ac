@ name: two loads issue together (two load pipes)
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Two load pipes (M7-L2 M7UnitLoad = LoadL+LoadH), addresses from r0 ready at entry.
@   c0 ldr r1 | ldr r2 ; c1 ldr r3 | ldr r12
@   c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
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
	ldr r12, [r0, #12]
	bx lr
	.size bench, .-bench
