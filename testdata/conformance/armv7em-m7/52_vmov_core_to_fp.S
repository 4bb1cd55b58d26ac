@ name: a core-to-FP move has latency 3
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   WriteFPMOV latency 3 (M7-L19): c0 vmov s0, r1 ; c3 vadd | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 3+1+4 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vmov s0, r1
	vadd.f32 s1, s0, s0
	bx lr
	.size bench, .-bench
