@ name: LDM moves two registers per cycle
@ expect cortex-m7: 7
@ expect cortex-m7 ldm=1: 9
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-L13 single issue; ldm_regs_per_cycle 2 (M7-U2): 4 registers in 2 cycles (c0-c1) ; c2 bx lr.
@   bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7. ldm=1: 4 cycles, 4+5 = 9
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldm r0, {r1, r2, r3, r12}
	bx lr
	.size bench, .-bench
