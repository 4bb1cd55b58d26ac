@ name: flags set three cycles before a mispredicted branch are forwarded (MT-E1)
@ expect cortex-m7: 13
@ expect cortex-m7 fwd=2: 11
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 cmp r0, #0 (r0 is the scratch pointer: NE) | eor.w r2 ; c1 eor.w r2 ; c2 eor.w r2 ; c3 eor.w r2 | bne
@   (ALU latency 1, M7-L3; EOR is not an early-ALU op, MT-E2). bne is taken and the BTAC cold: mispredicted.
@   The flags were set at c0, 3 cycles before the bne at c3 (MT-E1: at least 3): with fwd=2 the penalty is 4-2 = 2:
@   c3+1+2 = c6. c8 (fwd=2: c6) bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 8+5 = 13; fwd=2: 6+5 = 11
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	cmp r0, #0
	eor.w r2, r2, r3
	eor.w r2, r2, r3
	eor.w r2, r2, r3
	eor.w r2, r2, r3
	bne 1f
	nop
1:
	bx lr
	.size bench, .-bench
