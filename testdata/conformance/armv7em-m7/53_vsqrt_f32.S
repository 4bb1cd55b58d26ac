@ name: single-precision square root: 14 cycles (MT-E9)
@ expect cortex-m7: 19
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MT-E9: VSQRT.F32 takes 14 cycles, locking the pipeline (a younger may issue beside it): c0 vsqrt s0 ;
@   c14 vadd s1, s0 | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 14+5 = 19
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vsqrt.f32 s0, s1
	vadd.f32 s1, s0, s0
	bx lr
	.size bench, .-bench
