@ name: VSTR reads its data late
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   VSTR data at EX4 (M7Read_EX3, advance 2, M7-L24): vadd latency 3 -> ready for it at c0+3-2 = c1.
@   c0 vadd ; c1 vstr | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vadd.f32 s0, s1, s2
	vstr s0, [r0]
	bx lr
	.size bench, .-bench
