@ name: VCMP then VMRS: VMRS issues alone
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-L20: VCMP latency 0 to the FP flags; VMRS single issue. c0 vcmp ; c1 vmrs (single: cannot join c0) ;
@   c2 bx lr (nothing joins a single-issue group). bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+5 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vcmp.f32 s0, s1
	vmrs APSR_nzcv, fpscr
	bx lr
	.size bench, .-bench
