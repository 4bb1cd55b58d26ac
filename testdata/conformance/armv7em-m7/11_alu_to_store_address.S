@ name: an early-ALU result used as a store address waits one cycle
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Store address at EX1 (M7-L14). MOV as the older is in the early ALU (MT-E2, latency 0): r1 ready for an EX1 read
@   the next cycle. c0 mov r1, r0 ; c1 str r2, [r1] | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r1, r0
	str r2, [r1]
	bx lr
	.size bench, .-bench
