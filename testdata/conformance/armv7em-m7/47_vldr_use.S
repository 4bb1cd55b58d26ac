@ name: FP single load latency 1
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7LoadSP latency 1 (M7-L24): c0 vldr s0 ; c1 vadd (s0) | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vldr s0, [r0]
	vadd.f32 s1, s0, s0
	bx lr
	.size bench, .-bench
