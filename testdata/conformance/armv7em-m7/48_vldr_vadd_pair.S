@ name: an FP load pairs with an FP add (two FP register ports)
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Load pipe + VFP, one FP port each of two (M7-L2, M7-L24): c0 vldr s0 | vadd s3 ; c1 vldr s1 | vadd s6 ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+5 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vldr s0, [r0]
	vadd.f32 s3, s4, s5
	vldr s1, [r0, #4]
	vadd.f32 s6, s7, s8
	bx lr
	.size bench, .-bench
