@ name: a loop written to pair issues two instructions per cycle once trained (MT-E11, MT-E1, MT-E2)
@ expect cortex-m7: 34
@ expect cortex-m7 tpair=1: 32
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 movs r3, #0 | movs r1, #4. tpair=0 (pinned), every iteration: ldr | add.w r3 (younger: late ALU, latency 1,
@   MT-E2) ; eor.w alone (add.w r3, r3, r12 needs its result) ; add.w | lsl.w (a plain shift as the younger is in the
@   early ALU: latency 0, MT-E2) ; add.w sh | subs (r12 from lsl ready for EX1) ; bne (flags ready). Iteration 1:
@   c1..c5, bne taken cold: c5+1+4 = c10 ; iteration 2 c10..c14, bne predicted: c15 ; iteration 3 c15..c19 ; iteration
@   4 c20..c24, bne falls through, predicted taken: c24+5 = c29 ; c29 mov r0, r3 | bx lr: 29+1+4 = 34.
@   tpair=1 (MT-E1): from the bne at c14 (two 16-bit instructions, ldr and subs, since the last taken branch) the
@   predicted bne takes the loop's ldr beside it, so add.w r3 is the older of its group, in the early ALU, and eor.w
@   joins it (MT-E2): c14 bne | ldr ; c15 add.w | eor.w ; c16 add.w | lsl.w ; c17 add.w sh | subs ; c18 bne | ldr ;
@   c19-c21 ; c22 bne falls through: c22+5 = c27 ; c27 mov | bx lr: 27+5 = 32. The trained iterations issue 8
@   instructions in 4 cycles: 2.0 per cycle, as MT-E11 measured on such code.
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r3, #0
	movs r1, #4
1:
	ldr r2, [r0]
	add.w r3, r3, #1
	eor.w r12, r2, r3
	add.w r3, r3, r12
	lsl.w r12, r12, #1
	add.w r3, r3, r12, lsl #2
	subs r1, #1
	bne 1b
	mov r0, r3
	bx lr
	.size bench, .-bench
