@ name: an FP add pairs with an integer instruction
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   VFP + ALU (M7-L2): c0 vadd | adds ; c1 vadd | adds ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vadd.f32 s0, s1, s2
	adds r1, #1
	vadd.f32 s3, s4, s5
	adds r2, #1
	bx lr
	.size bench, .-bench
