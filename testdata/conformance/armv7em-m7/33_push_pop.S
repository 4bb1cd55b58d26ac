@ name: PUSH and POP of four registers
@ expect cortex-m7: 9
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   STM/LDM single issue, 2 registers per cycle (M7-L13, M7-U2); SP writeback latency 0 (M7BaseUpdate).
@   c0-c1 push ; c2-c3 pop ; c4 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 4+1+4 = 9
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4, r5, r6, r7}
	pop {r4, r5, r6, r7}
	bx lr
	.size bench, .-bench
