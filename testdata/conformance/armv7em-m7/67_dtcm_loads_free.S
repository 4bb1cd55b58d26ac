@ name: loads from DTCM never stall
@ expect cortex-m7: 7
@ expect cortex-m7 dcache=off: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   The scratch buffer r0 points at is in DTCM (zero wait, M7-M1), cache on or off.
@   c0 ldr r1 | ldr r2 ; c1 ldr r3 | ldr r12 ; c2 bx lr: 7
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
