@ name: a load result used as an address waits one cycle more
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Address read at EX1 (M7Read_ISS, M7-L12): r1 ready at 0+1+1 = c2
@   c0 ldr r1 (scratch holds 0: r1 = 0, an ITCM address) ; c2 ldr r2, [r1] ; c2 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	ldr r2, [r1]
	bx lr
	.size bench, .-bench
