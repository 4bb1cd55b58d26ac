@ name: a bitfield/DSP result used as an address costs a cycle more (MT-E4)
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   UXTB latency 1 (M7-L8): r1 ready c1 for EX2, c2 for an EX1 read (an address, M7-L12); MT-E4: one more as an
@   address: c3. (r0 is the aligned scratch pointer, so r0 + (r0 & 0xff) is aligned.)
@   c0 uxtb r1, r0 ; c3 ldr r3, [r0, r1] | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 3+5 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	uxtb r1, r0
	ldr r3, [r0, r1]
	bx lr
	.size bench, .-bench
