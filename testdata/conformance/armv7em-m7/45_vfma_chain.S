@ name: fused MAC accumulator chain: every 3 cycles
@ expect cortex-m7: 11
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   VFMA.F32 latency 5, accumulator advance 2 (M7-L21): chain every 3: c0, c3, c6 ; c6 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 6+5 = 11
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vfma.f32 s0, s1, s2
	vfma.f32 s0, s1, s2
	vfma.f32 s0, s1, s2
	bx lr
	.size bench, .-bench
