@ name: a fused MAC's result is ready after 5 cycles
@ expect cortex-m7: 10
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   VFMA.F32 latency 5 (M7-L21): c0 vfma ; c5 vadd (s0) | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 5+1+4 = 10
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vfma.f32 s0, s1, s2
	vadd.f32 s3, s0, s4
	bx lr
	.size bench, .-bench
