@ name: loads from DTCM never stall; one bank: no pairs (MT-E6)
@ expect cortex-m7: 8
@ expect cortex-m7 dcache=off: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   The scratch buffer r0 points at is in DTCM (zero wait, M7-M1), cache on or off. The offsets 0, 32, 64, 96 are
@   all even words: one bank, so no two of the loads pair (MT-E6).
@   c0 ldr r1 ; c1 ldr r2 ; c2 ldr r3 ; c3 ldr r12 | bx lr: 3+1+4 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	ldr r2, [r0, #32]
	ldr r3, [r0, #64]
	ldr r12, [r0, #96]
	bx lr
	.size bench, .-bench
