@ name: a counted loop: cold miss, predicted back edges, mispredicted exit
@ expect cortex-m7: 21
@ expect cortex-m7 penalty=6: 27
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   BTAC (M7-U3): cold taken = mispredict; trained taken = slot only (taken_extra 0); predicted taken that falls
@   through = mispredict. MOVS as the older is in the early ALU: SUBS takes r1 in the same cycle (MT-E2); flags
@   from the early ALU are not forwarded in 0 cycles, so bne never pairs with its subs. taken_target_pair and
@   flag_forward_saving are pinned 0 (cases 68-69 time them).
@   c0 movs r1, #4 | subs ; c1 bne taken, cold: next group at 1+1+4 = c6
@   c6 subs ; c7 bne taken, predicted: c8 ; c8 subs ; c9 bne predicted: c10
@   c10 subs (r1 = 0) ; c11 bne falls through, predicted taken: c11+1+4 = c16
@   c16 bx lr: bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 16+5 = 21. penalty 6: c1+7 = c8, c9->c10, c11->c12, c13+7 = c20, 20+7 = 27
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #4
1:
	subs r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
