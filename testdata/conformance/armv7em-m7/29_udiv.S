@ name: UDIV issues alone and stalls for div_cycles
@ expect cortex-m7: 13
@ expect cortex-m7 div=12: 18
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   WriteDIV latency 7, single issue, stalls the pipeline for it (M7-L11, param div_cycles).
@   c0 movs r2 | movs r3 ; c1 udiv (sources ready c1), busy to c1+7 = c8 ; c8 bx lr (single issue: nothing joins).
@   bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 8+1+4 = 13. div=12: busy c13, 13+5 = 18
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r2, #100
	movs r3, #7
	udiv r1, r2, r3
	bx lr
	.size bench, .-bench
