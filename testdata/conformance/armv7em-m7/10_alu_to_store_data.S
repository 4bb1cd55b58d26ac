@ name: an ALU result is stored by the store issued beside it
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Store data read at EX3 (M7Read_EX2, advance 1, M7-L14): r1 from an ALU (latency 1) is ready for the
@   data read at c0+1-1 = c0, so c0 adds r1 | str r1. c1 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r1, #1
	str r1, [r0]
	bx lr
	.size bench, .-bench
