@ name: one VFP pipe: independent FP adds issue one per cycle
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   One VFP unit (M7-L2): c0..c3 one vadd each ; c3 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 3+1+4 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vadd.f32 s0, s1, s2
	vadd.f32 s3, s4, s5
	vadd.f32 s6, s7, s8
	vadd.f32 s9, s10, s11
	bx lr
	.size bench, .-bench
