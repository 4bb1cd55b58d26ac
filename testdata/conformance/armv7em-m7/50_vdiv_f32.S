@ name: single-precision divide latency 16
@ expect cortex-m7: 21
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   WriteFPDIV32 latency 16 (M7-L23): c0 vdiv ; c16 vadd | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 16+1+4 = 21
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vdiv.f32 s0, s1, s2
	vadd.f32 s3, s0, s0
	bx lr
	.size bench, .-bench
