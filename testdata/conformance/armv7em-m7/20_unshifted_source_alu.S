@ name: the unshifted operand of a shifted op takes an ALU result normally
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Only the shifted source is early (M7-L5); r2 from an ALU: ready c1. c0 add r2 ; c1 add r1, r2, r3, lsl #2 ;
@   c1 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	add r2, r2, #1
	add r1, r2, r3, lsl #2
	bx lr
	.size bench, .-bench
