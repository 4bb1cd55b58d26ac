@ name: an ALU result used as a store address waits one cycle
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Store address at EX1 (M7-L14): r1 ready c0+1+1 = c2. c0 mov r1, r0 ; c2 str r2, [r1] ; c2 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
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
