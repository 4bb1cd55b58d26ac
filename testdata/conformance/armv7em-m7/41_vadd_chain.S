@ name: FP add chain: latency 3
@ expect cortex-m7: 11
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   WriteFPALU32 latency 3 (M7-L17): c0, c3, c6 vadd.f32 ; c6 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 6+1+4 = 11
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vadd.f32 s0, s0, s1
	vadd.f32 s0, s0, s1
	vadd.f32 s0, s0, s1
	bx lr
	.size bench, .-bench
