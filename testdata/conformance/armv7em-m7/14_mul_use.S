@ name: multiply result latency 2
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   WriteMUL32 latency 2 (M7-L10): c0 mul r1 ; c2 add r4, r1 ; c2 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mul r1, r2, r3
	add r4, r1, #1
	bx lr
	.size bench, .-bench
