@ name: VDIV.F32 takes one integer instruction beside it, then locks the pipeline (MT-E9)
@ expect cortex-m7: 21
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MT-E9: vdiv.f32 16 cycles, dual-issues with one integer instruction and locks the pipeline for the rest.
@   c0 vdiv.f32 | adds r1 ; c16 adds r2 | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 16+5 = 21
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vdiv.f32 s0, s1, s2
	adds r1, #1
	adds r2, #1
	bx lr
	.size bench, .-bench
