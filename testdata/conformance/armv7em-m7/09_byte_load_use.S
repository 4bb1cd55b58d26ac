@ name: byte loads have latency 2
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7SlowLoad latency 2 (M7-L12): c0 ldrb r1 ; c2 adds r1 ; c2 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldrb r1, [r0]
	adds r1, #1
	bx lr
	.size bench, .-bench
