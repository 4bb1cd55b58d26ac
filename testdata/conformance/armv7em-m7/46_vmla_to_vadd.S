@ name: a chained MAC's result is ready after 6 cycles
@ expect cortex-m7: 11
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   VMLA.F32 WriteFPMAC32 latency 6 (M7-L21): c0 vmla ; c6 vadd | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 6+1+4 = 11
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vmla.f32 s0, s1, s2
	vadd.f32 s3, s0, s4
	bx lr
	.size bench, .-bench
